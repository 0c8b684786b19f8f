import { z } from 'zod';
import { engineInfoSchema } from '../analysis/engine';
import { lazySchema } from '../lazy-schema';

/** Platforms a post can be written for (spec part 2 §9 supported social platforms). */
export const SOCIAL_PLATFORMS = ['instagram', 'facebook', 'twitter', 'linkedin', 'tiktok', 'youtube'] as const;
export type SocialPlatform = (typeof SOCIAL_PLATFORMS)[number];

/** Writing styles of the templates. */
export const MARKETING_STYLES = ['showcase', 'story', 'professional', 'casual'] as const;
export type MarketingStyle = (typeof MARKETING_STYLES)[number];

/** The copy of one marketing item (spec part 2 §3 "Marketing content item" content). */
export const marketingContentSchema = lazySchema(() =>
  z.object({
    beforeAfterComparison: z.string().min(1).max(4000),
    socialMediaPost: z.object({
      caption: z.string().min(1).max(2200),
      hashtags: z.array(z.string().regex(/^#\w+$/u)).max(30),
      platform: z.enum(SOCIAL_PLATFORMS),
    }),
    projectHighlights: z.array(z.string().min(1).max(500)).max(10),
    marketingCopy: z.string().min(1).max(6000),
  }),
);
export type MarketingContent = z.infer<typeof marketingContentSchema>;

const text = (max: number, label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .optional();

/** What the owner may adjust (spec "customizations"): all optional. */
export const marketingCustomizationsSchema = lazySchema(() =>
  z
    .object({
      businessName: text(100, 'Business name'),
      callToAction: text(200, 'Call to action'),
      extraHashtags: z
        .array(
          z
            .string({ error: 'Each hashtag must be text' })
            .trim()
            .regex(/^#?\w{1,50}$/u, 'A hashtag is letters, digits or _ (up to 50), optionally starting with #'),
          { error: 'Extra hashtags must be a list' },
        )
        .max(10, 'At most 10 extra hashtags')
        .optional(),
      /** Whether the post may name the client (issue 39): off unless the owner ticks it for this post. */
      showClientName: z.boolean({ error: 'showClientName must be true or false' }).optional(),
    })
    .strict(),
);
export type MarketingCustomizations = z.infer<typeof marketingCustomizationsSchema>;

/**
 * POST /api/projects/{id}/generate-marketing. Quick generate sends nothing (or only the project); a template sends
 * its id, and may override style and platform. The path names the project; anything else in the body is refused. includePhotos: true (default, every photo), false (none in the
 * package), or the ids of the chosen photos.
 */
export const generateMarketingInputSchema = lazySchema(() =>
  z
    .object({
      templateId: z.string({ error: 'Template must be text' }).max(50, 'Unknown template').nullish(),
      customizations: marketingCustomizationsSchema.optional(),
      templateStyle: z.enum(MARKETING_STYLES, { error: `Style must be one of ${MARKETING_STYLES.join(', ')}` }).optional(),
      templatePlatform: z.enum(SOCIAL_PLATFORMS, { error: `Platform must be one of ${SOCIAL_PLATFORMS.join(', ')}` }).optional(),
      includePhotos: z
        .union([z.boolean(), z.array(z.number().int().positive().max(2_147_483_647)).max(50, 'At most 50 photos')], {
          error: 'includePhotos must be true, false or a list of photo ids',
        })
        .optional(),
    })
    .strict(),
);
export type GenerateMarketingInput = z.infer<typeof generateMarketingInputSchema>;

export const marketingPhotoSchema = lazySchema(() =>
  z.object({
    id: z.number().int(),
    fileName: z.string(),
    thumbnail: z.string().nullable(),
    caption: z.string().nullable(),
    category: z.string(),
  }),
);

export const MARKETING_STATUSES = ['draft', 'approved'] as const;

/** A stored marketing content item (kept in the database, unlike the spec's client-only list). */
export const marketingItemSchema = lazySchema(() =>
  z.object({
    id: z.number().int(),
    projectId: z.number().int(),
    projectName: z.string(),
    city: z.string(),
    templateId: z.string().nullable(),
    customizations: marketingCustomizationsSchema,
    content: marketingContentSchema,
    status: z.enum(MARKETING_STATUSES),
    photos: z.array(marketingPhotoSchema),
    engine: engineInfoSchema,
    createdAt: z.string(),
    approvedAt: z.string().nullable(),
  }),
);
export type MarketingItem = z.infer<typeof marketingItemSchema>;

/** One project with photos, for the Generate tab and the Overview counts. */
export const photoSummarySchema = lazySchema(() =>
  z.object({
    projectId: z.number().int(),
    name: z.string(),
    location: z.string(),
    status: z.string(),
    photoCount: z.number().int(),
    beforeCount: z.number().int(),
    afterCount: z.number().int(),
  }),
);
export type PhotoSummary = z.infer<typeof photoSummarySchema>;
