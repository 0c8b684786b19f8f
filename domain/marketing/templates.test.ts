import { describe, expect, it } from 'vitest';
import { findTemplate, MARKETING_TEMPLATES } from './templates';

describe('marketing templates', () => {
  it('the four built-in templates, one per style and platform', () => {
    expect(MARKETING_TEMPLATES.map((t) => [t.id, t.name, t.style, t.platform])).toEqual([
      ['before-after-showcase', 'Before & After Showcase', 'showcase', 'instagram'],
      ['project-spotlight', 'Project Spotlight', 'story', 'facebook'],
      ['professional-case-study', 'Professional Case Study', 'professional', 'linkedin'],
      ['quick-update', 'Quick Update', 'casual', 'twitter'],
    ]);
    expect(MARKETING_TEMPLATES.map((t) => t.description)).toEqual([
      'A visual transformation post for Instagram.',
      'The story of the job for Facebook followers and neighbours.',
      'Scope, schedule and result for LinkedIn.',
      'A short post for X (Twitter).',
    ]);
  });

  it('finds a template by id, null otherwise', () => {
    expect(findTemplate('quick-update')?.name).toBe('Quick Update');
    expect(findTemplate('nope')).toBeNull();
    expect(findTemplate(null)).toBeNull();
    expect(findTemplate(undefined)).toBeNull();
  });
});
