import { z } from 'zod';
import { engineInfoSchema } from './analysis/engine';
import { lazySchema } from './lazy-schema';
import type { MarketingContent } from './marketing/schemas';
import { SOCIAL_PLATFORMS, type SocialPlatform } from './marketing/schemas';
import { groupDigits } from './wording';

export { SOCIAL_PLATFORMS, type SocialPlatform };

/** Display names of the platforms. */
export const PLATFORM_LABELS: Record<SocialPlatform, string> = {
  instagram: 'Instagram',
  facebook: 'Facebook',
  twitter: 'X (Twitter)',
  linkedin: 'LinkedIn',
  tiktok: 'TikTok',
  youtube: 'YouTube',
};

/** The longest post text each platform takes (characters), checked before a post is saved. */
export const POST_LIMITS: Record<SocialPlatform, number> = {
  instagram: 2200,
  facebook: 63206,
  twitter: 280,
  linkedin: 3000,
  tiktok: 2200,
  youtube: 5000,
};

/** How a connected account's posts leave Plumbline when they are due. */
export const PUBLISH_VIA = ['outbox', 'webhook'] as const;
export type PublishVia = (typeof PUBLISH_VIA)[number];

/** A post's life: draft (not scheduled), scheduled, publishing (claimed by a server), published, failed. */
export const POST_STATUSES = ['draft', 'scheduled', 'publishing', 'published', 'failed'] as const;
export type PostStatus = (typeof POST_STATUSES)[number];

const platformSchema = lazySchema(() => z.enum(SOCIAL_PLATFORMS, { error: `Platform must be one of ${SOCIAL_PLATFORMS.join(', ')}` }));

/** A social account as stored: followers is null unless a real figure was stored (Plumbline reads none from the platforms). */
export const socialAccountSchema = lazySchema(() =>
  z.object({
    id: z.number().int(),
    platform: platformSchema,
    username: z.string(),
    displayName: z.string(),
    autoPost: z.boolean(),
    isConnected: z.boolean(),
    publishVia: z.enum(PUBLISH_VIA),
    followers: z.number().int().nullable(),
    lastPostDate: z.string().nullable(),
    createdAt: z.string(),
  }),
);
export type SocialAccount = z.infer<typeof socialAccountSchema>;

const handleText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

/** POST /api/social-media/connect (spec: platform, username, displayName, autoPost) plus how it publishes. */
export const connectAccountInputSchema = lazySchema(() =>
  z
    .object({
      platform: platformSchema,
      username: handleText('Username', 100).regex(/^@?[^\s@]+$/u, 'A username is one word without spaces (the @ is optional)'),
      displayName: handleText('Display name', 200),
      autoPost: z.boolean({ error: 'autoPost must be true or false' }).optional(),
      publishVia: z.enum(PUBLISH_VIA, { error: 'Publish through must be outbox or webhook' }).optional(),
    })
    .strict(),
);
export type ConnectAccountInput = z.infer<typeof connectAccountInputSchema>;

/** PUT /api/social-media/accounts/{id}: only the auto-post switch (docs/product/rules.md §4). */
export const updateAccountInputSchema = lazySchema(() =>
  z.object({ autoPost: z.boolean({ error: 'autoPost must be true or false' }) }).strict(),
);

export const socialPostSchema = lazySchema(() =>
  z.object({
    id: z.number().int(),
    accountId: z.number().int().nullable(),
    platform: platformSchema,
    username: z.string().nullable(),
    content: z.string(),
    scheduledFor: z.string(),
    imageUrl: z.string().nullable(),
    projectId: z.number().int().nullable(),
    status: z.enum(POST_STATUSES),
    attempts: z.number().int(),
    publishedAt: z.string().nullable(),
    publishedVia: z.enum(PUBLISH_VIA).nullable(),
    externalId: z.string().nullable(),
    error: z.string().nullable(),
    engine: engineInfoSchema.nullable(),
    createdAt: z.string(),
  }),
);
export type SocialPost = z.infer<typeof socialPostSchema>;

const imageUrlSchema = lazySchema(() =>
  z
    .string({ error: 'Image must be a link' })
    .trim()
    .max(2000, 'Image link must be at most 2000 characters')
    .regex(/^(https?:\/\/\S+|\/uploads\/\S+)$/u, 'Image must be an http(s) link or an uploaded photo (/uploads/…)')
    .nullish(),
);

const scheduledForSchema = lazySchema(() =>
  z.iso.datetime({ offset: true, error: 'Schedule time must be a date and time like 2026-05-01T09:00:00Z' }),
);

/** POST /api/social-media/posts. status: 'scheduled' (default) or 'draft' (kept, never published). */
export const createPostInputSchema = lazySchema(() =>
  z
    .object({
      accountId: z.number({ error: 'Choose an account' }).int().positive().max(2_147_483_647),
      content: z.string({ error: 'Content is required' }).trim().min(1, 'Content is required').max(63206, 'Content is too long'),
      scheduledFor: scheduledForSchema,
      imageUrl: imageUrlSchema,
      projectId: z.number({ error: 'Project must be a project id' }).int().positive().max(2_147_483_647).nullish(),
      status: z.enum(['draft', 'scheduled'], { error: 'Status must be draft or scheduled' }).optional(),
      engine: engineInfoSchema.nullish(),
    })
    .strict(),
);
export type CreatePostInput = z.infer<typeof createPostInputSchema>;

/** PUT /api/social-media/posts/{id}: any of the fields; a failed post set to scheduled again is retried. */
export const updatePostInputSchema = lazySchema(() =>
  z
    .object({
      content: z
        .string({ error: 'Content must be text' })
        .trim()
        .min(1, 'Content is required')
        .max(63206, 'Content is too long')
        .optional(),
      scheduledFor: scheduledForSchema.optional(),
      imageUrl: imageUrlSchema,
      status: z.enum(['draft', 'scheduled'], { error: 'Status must be draft or scheduled' }).optional(),
    })
    .strict(),
);
export type UpdatePostInput = z.infer<typeof updatePostInputSchema>;

const projectText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .optional();

/**
 * The spec's projectData: the project as the caller has it. Its id names a stored project (whose stored facts are
 * used); without one, the post is written from its name and city or location. Other fields (money among them)
 * are ignored, never written into a post.
 */
const projectDataSchema = lazySchema(() =>
  z.object(
    {
      id: z.number({ error: 'projectData.id must be a project id' }).int().positive().max(2_147_483_647).optional(),
      name: projectText('Project name', 255),
      location: projectText('Location', 500),
      city: projectText('City', 100),
      state: projectText('State', 50),
      description: projectText('Description', 5000),
      status: projectText('Status', 30),
      startDate: projectText('Start date', 30),
      endDate: projectText('End date', 30),
    },
    { error: 'projectData must be an object' },
  ),
);
export type GenerateProjectData = z.infer<typeof projectDataSchema>;

/**
 * POST /api/social-media/generate-real-content (spec: platform, projectData, businessInfo{name, location, services[]}):
 * the project is projectId, else projectData.id, else described by projectData (a name and a city or location).
 */
export const generateContentInputSchema = lazySchema(() =>
  z
    .object({
      platform: platformSchema,
      projectId: z.number({ error: 'Choose a project' }).int().positive().max(2_147_483_647).optional(),
      businessInfo: z
        .object({
          name: z
            .string({ error: 'Business name must be text' })
            .trim()
            .max(100, 'Business name must be at most 100 characters')
            .optional(),
          location: z.string({ error: 'Location must be text' }).trim().max(200, 'Location must be at most 200 characters').optional(),
          services: z
            .array(z.string({ error: 'Each service must be text' }).trim().min(1).max(60, 'A service is at most 60 characters'), {
              error: 'Services must be a list',
            })
            .max(10, 'At most 10 services')
            .optional(),
        })
        .strict()
        .optional(),
      projectData: projectDataSchema.optional(),
    })
    .strict()
    .refine(
      (b) =>
        b.projectId !== undefined ||
        b.projectData?.id !== undefined ||
        (b.projectData?.name && (b.projectData.city || b.projectData.location)),
      {
        message: 'Choose a project (projectId), or describe it in projectData with its name and city or location',
        path: ['projectId'],
      },
    ),
);
export type GenerateContentInput = z.infer<typeof generateContentInputSchema>;

/** The text a model may refine: the post and its hashtags. */
export const generatedPostSchema = lazySchema(() =>
  z.object({
    caption: z.string().min(1).max(63206),
    hashtags: z.array(z.string().regex(/^#\w+$/u)).max(30),
  }),
);
export type GeneratedPost = z.infer<typeof generatedPostSchema>;

export const generatedContentSchema = lazySchema(() =>
  z.object({
    platform: platformSchema,
    /** The stored project written about; null for a post written from projectData alone. */
    projectId: z.number().int().nullable(),
    projectName: z.string(),
    caption: z.string(),
    hashtags: z.array(z.string()),
    /** The post as it would be published: caption and hashtags, within the platform's limit. */
    content: z.string(),
    characters: z.number().int(),
    limit: z.number().int(),
    photoCount: z.number().int(),
    engine: engineInfoSchema,
  }),
);
export type GeneratedContent = z.infer<typeof generatedContentSchema>;

/** GET /api/social-media/publisher: where due posts go on this server. */
export const publisherInfoSchema = lazySchema(() =>
  z.object({
    webhookConfigured: z.boolean(),
    webhookHost: z.string().nullable(),
  }),
);
export type PublisherInfo = z.infer<typeof publisherInfoSchema>;

/**
 * The post text: caption, an optional services line, then the hashtags, cut to the platform's limit (hashtags are
 * dropped from the end first, then the caption is shortened at a word).
 */
export function composePost(
  caption: string,
  hashtags: readonly string[],
  platform: SocialPlatform,
  services: readonly string[] = [],
): string {
  const limit = POST_LIMITS[platform];
  const servicesLine = services.length > 0 ? `Services: ${services.join(', ')}.` : '';
  const body = [caption.trim(), servicesLine].filter(Boolean).join('\n\n');
  const tags = [...hashtags];
  const join = (t: string[]) => (t.length > 0 ? `${body}\n\n${t.join(' ')}` : body);
  while (tags.length > 0 && join(tags).length > limit) tags.pop();
  const text = join(tags);
  if (text.length <= limit) return text;
  const cut = text.slice(0, limit - 1);
  const atWord = cut.lastIndexOf(' ');
  return `${(atWord > limit / 2 ? cut.slice(0, atWord) : cut).trimEnd()}…`;
}

/** Why a post's text does not fit its platform, or null. */
export function postTooLong(content: string, platform: SocialPlatform): string | null {
  const limit = POST_LIMITS[platform];
  return content.length > limit
    ? `A ${PLATFORM_LABELS[platform]} post is at most ${groupDigits(limit)} characters; this one has ${groupDigits(content.length)}`
    : null;
}

/** The caption and hashtags of a marketing draft written for a post (the built-in engine's result). */
export function postFromMarketing(content: MarketingContent): GeneratedPost {
  return { caption: content.socialMediaPost.caption, hashtags: content.socialMediaPost.hashtags };
}

/** Setup guide of one platform (Account Setup): what to create and what to paste into Plumbline. */
export type SetupGuide = { platform: SocialPlatform; create: string[]; paste: string[]; requirements: string[] };

/** The four platforms with guides (spec: four platforms with setup guides and requirements). */
export const SETUP_GUIDES: SetupGuide[] = [
  {
    platform: 'instagram',
    create: [
      'An Instagram professional account (Business or Creator), switched over in the app under Settings → Account type.',
      'A Facebook Page linked to it (Instagram publishes through Meta’s Graph API, which needs the Page).',
      'A Meta developer app with the instagram_content_publish permission, if an automation service will post for you.',
    ],
    paste: [
      'In Plumbline: the @handle and the name shown on the profile (Connect Existing).',
      'On the server: SOCIAL_WEBHOOK_URL of the automation service (Zapier, Make, n8n or your own) that holds the Instagram token.',
    ],
    requirements: ['Instagram posts need an image: add an image link to each post.', 'Captions up to 2,200 characters, 30 hashtags.'],
  },
  {
    platform: 'facebook',
    create: [
      'A Facebook Page for the business (not a personal profile).',
      'A Meta developer app with pages_manage_posts, if an automation service will post for you.',
    ],
    paste: [
      'In Plumbline: the Page’s username (facebook.com/<username>) and its name.',
      'On the server: SOCIAL_WEBHOOK_URL of the service that holds the Page access token.',
    ],
    requirements: ['You must be an admin of the Page.'],
  },
  {
    platform: 'twitter',
    create: [
      'An X (Twitter) account for the business.',
      'A project and app in the X developer portal with write access (a paid API tier), if a service will post for you.',
    ],
    paste: ['In Plumbline: the @handle and display name.', 'On the server: SOCIAL_WEBHOOK_URL of the service that holds the X keys.'],
    requirements: ['Posts up to 280 characters: Plumbline refuses longer ones.'],
  },
  {
    platform: 'linkedin',
    create: [
      'A LinkedIn Company Page (you need a personal profile to create it).',
      'A LinkedIn developer app with the Community Management API, if a service will post for you.',
    ],
    paste: [
      'In Plumbline: the Page’s vanity name (linkedin.com/company/<name>) and its name.',
      'On the server: SOCIAL_WEBHOOK_URL of the service that holds the LinkedIn token.',
    ],
    requirements: ['You must be a Page admin.', 'Posts up to 3,000 characters.'],
  },
];
