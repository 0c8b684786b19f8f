import type { MarketingStyle, SocialPlatform } from './schemas';

export type MarketingTemplate = { id: string; name: string; description: string; style: MarketingStyle; platform: SocialPlatform };

/** The built-in templates of the Generate tab; quick generate uses the first one's style and platform. */
export const MARKETING_TEMPLATES: readonly MarketingTemplate[] = [
  {
    id: 'before-after-showcase',
    name: 'Before & After Showcase',
    description: 'A visual transformation post for Instagram.',
    style: 'showcase',
    platform: 'instagram',
  },
  {
    id: 'project-spotlight',
    name: 'Project Spotlight',
    description: 'The story of the job for Facebook followers and neighbours.',
    style: 'story',
    platform: 'facebook',
  },
  {
    id: 'professional-case-study',
    name: 'Professional Case Study',
    description: 'Scope, schedule and result for LinkedIn.',
    style: 'professional',
    platform: 'linkedin',
  },
  {
    id: 'quick-update',
    name: 'Quick Update',
    description: 'A short post for X (Twitter).',
    style: 'casual',
    platform: 'twitter',
  },
];

/** The template of an id, or null. */
export function findTemplate(id: string | null | undefined): MarketingTemplate | null {
  return MARKETING_TEMPLATES.find((t) => t.id === id) ?? null;
}
