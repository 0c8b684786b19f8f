import { describe, expect, it } from 'vitest';
import { writeMarketingContent } from './marketing/writer';
import { composePost, POST_LIMITS, postTooLong } from './social';

describe('social post text', () => {
  it('puts the caption, the services line and the hashtags together', () => {
    expect(composePost('Done in Tampa.', ['#Tampa', '#Roofing'], 'facebook', ['Roofs', 'Gutters'])).toBe(
      'Done in Tampa.\n\nServices: Roofs, Gutters.\n\n#Tampa #Roofing',
    );
  });

  it('fits X: hashtags dropped from the end first, then the caption cut at a word', () => {
    const caption = 'Pavers around the pool in Sarasota. '.repeat(6).trim();
    const post = composePost(caption, ['#Sarasota', '#Pavers', '#BeforeAndAfter'], 'twitter');
    expect(post.length).toBeLessThanOrEqual(POST_LIMITS.twitter);
    expect(post).toContain('#Sarasota');
    const long = composePost('word '.repeat(100), ['#A'], 'twitter');
    expect(long.length).toBeLessThanOrEqual(280);
    expect(long.endsWith('…')).toBe(true);
    expect(long).not.toContain('#A');
  });

  it('says when a text is too long for its platform', () => {
    expect(postTooLong('a'.repeat(280), 'twitter')).toBeNull();
    expect(postTooLong('a'.repeat(3001), 'linkedin')).toBe('A LinkedIn post is at most 3,000 characters; this one has 3,001');
  });

  it('a post written before any photo does not repeat the project name', () => {
    const c = writeMarketingContent({
      project: {
        name: 'Roof job',
        city: 'Tampa',
        state: null,
        description: null,
        status: 'active',
        startDate: '2026-01-01',
        endDate: null,
        finishDate: null,
      },
      photos: [],
      style: 'showcase',
      platform: 'facebook',
      customizations: {},
    });
    expect(c.socialMediaPost.caption).toBe('Work in progress in Tampa. Roof job.');
  });
});
