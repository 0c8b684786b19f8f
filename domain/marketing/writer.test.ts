import { describe, expect, it } from 'vitest';
import { lanaiPavers, lanaiPhotos } from './marketing-test-fixtures';
import { cityOf, hashtagWord, type MarketingFacts, writeMarketingContent } from './writer';

const facts: MarketingFacts = {
  project: lanaiPavers,
  photos: lanaiPhotos,
  style: 'showcase',
  platform: 'instagram',
  customizations: { businessName: 'Gulf Coast Builders', extraHashtags: ['#SRQ', 'Pavers'] },
};

describe('the built-in marketing writer', () => {
  it.each([
    [{ city: 'Tampa', location: 'anything' }, 'Tampa'],
    [{ city: null, location: '123 Main St, Tampa, FL 33602' }, 'Tampa'],
    [{ city: null, location: 'Tampa, FL' }, 'Tampa'],
    [{ city: '  ', location: 'Orlando' }, 'Orlando'],
    [{ city: null, location: 'Naples FL 34102' }, 'Naples'],
    [{ city: null, location: '9 Bay Rd, St. Petersburg, Florida 33701' }, 'St. Petersburg'],
  ])('city of %j is %s', (p, city) => {
    expect(cityOf(p)).toBe(city);
  });

  it('writes the story from the captions, names the city, and tags the trade', () => {
    const c = writeMarketingContent(facts);
    expect(c.socialMediaPost.caption).toBe(
      'Transformation complete in Sarasota! Lanai Pavers. Ivory travertine laid and sealed. Finished in 14 days.',
    );
    expect(c.beforeAfterComparison).toBe(
      'Lanai Pavers in Sarasota, FL. Before: Cracked concrete deck. Along the way: Base compacted and screeded. After: Ivory travertine laid and sealed.',
    );
    expect(c.socialMediaPost.hashtags).toEqual([
      '#Sarasota',
      '#SarasotaContractor',
      '#FloridaContractor',
      '#PoolRenovation',
      '#Pavers',
      '#BeforeAndAfter',
      '#HomeImprovement',
      '#SRQ',
    ]);
    expect(c.projectHighlights).toContain('Completed in 14 days');
    expect(c.marketingCopy).toContain('Gulf Coast Builders completed Lanai Pavers in Sarasota, FL.');
    expect(JSON.stringify(c)).not.toMatch(/\$\d/);
  });

  it('is deterministic and keeps a short post short', () => {
    expect(writeMarketingContent(facts)).toEqual(writeMarketingContent(facts));
    const tweet = writeMarketingContent({
      ...facts,
      style: 'casual',
      platform: 'twitter',
      project: { ...facts.project, status: 'active', finishDate: null },
    });
    expect(tweet.socialMediaPost.caption.startsWith('On site in Sarasota:')).toBe(true);
    expect(tweet.socialMediaPost.caption.length).toBeLessThanOrEqual(280);
    expect(hashtagWord("O'Brien kitchen-remodel")).toBe('OBrienKitchenRemodel');
  });
});
