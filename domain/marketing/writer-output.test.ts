import { describe, expect, it } from 'vitest';
import { lanaiPavers, lanaiPhotos } from './marketing-test-fixtures';
import { cityOf, hashtagsFor, type MarketingFacts, writeMarketingContent } from './writer';

// The whole answer of the built-in writer for each style and each kind of photo set, word for word.

const project = (over: Partial<MarketingFacts['project']> = {}): MarketingFacts['project'] => ({ ...lanaiPavers, ...over });
const facts = (over: Partial<MarketingFacts> = {}): MarketingFacts => ({
  project: project(),
  photos: lanaiPhotos,
  style: 'showcase',
  platform: 'instagram',
  customizations: { businessName: 'Gulf Coast Builders' },
  ...over,
});

describe('writeMarketingContent', () => {
  it('a finished job with captions: highlights and copy', () => {
    const c = writeMarketingContent(facts());
    expect(c.projectHighlights).toEqual([
      'Located in Sarasota, FL',
      'Completed in 14 days',
      '3 job-site photos: 1 before, 1 progress, 1 after',
      'Travertine pavers around the pool',
      'Ivory travertine laid and sealed',
      'Base compacted and screeded',
    ]);
    expect(c.marketingCopy).toBe(
      'Gulf Coast Builders completed Lanai Pavers in Sarasota, FL. Travertine pavers around the pool. ' +
        'The before and after photos show the difference. From start to finish the job took 14 days. ' +
        'Planning a project in Sarasota? Get in touch with Gulf Coast Builders.',
    );
    expect(c.socialMediaPost.platform).toBe('instagram');
  });

  it('a job under way without photos, business or call to action (story style)', () => {
    const c = writeMarketingContent(
      facts({
        project: project({
          name: 'Roof Job',
          city: 'Tampa',
          state: null,
          description: '  roof  tear-off and   new shingles ',
          status: 'active',
          finishDate: null,
          endDate: '2026-12-01',
        }),
        photos: [],
        style: 'story',
        platform: 'facebook',
        customizations: {},
      }),
    );
    expect(c).toEqual({
      beforeAfterComparison: 'Roof Job in Tampa. The job is still under way; the after photos come at completion.',
      socialMediaPost: {
        caption: 'Here is what we are building in Tampa. Roof Job. roof tear-off and new shingles.',
        hashtags: ['#Tampa', '#TampaContractor', '#Roofing', '#HomeImprovement'],
        platform: 'facebook',
      },
      projectHighlights: [
        'Located in Tampa',
        'In progress',
        '0 job-site photos: 0 before, 0 progress, 0 after',
        'roof tear-off and new shingles',
      ],
      marketingCopy:
        'Our team is working on Roof Job in Tampa. roof tear-off and new shingles. Planning a project in Tampa? Get in touch with our team.',
    });
  });

  it('photos without captions are counted; a one-day job; professional style with a call to action', () => {
    const c = writeMarketingContent(
      facts({
        project: project({
          name: 'Smith Deck',
          city: 'Savannah',
          state: 'GA',
          description: null,
          startDate: '2026-05-05',
          endDate: '2026-05-05',
          finishDate: null,
        }),
        photos: [
          { category: 'before', caption: null },
          { category: 'before', caption: null },
          { category: 'completed', caption: '   ' },
          { category: 'progress', caption: null },
        ],
        style: 'professional',
        platform: 'linkedin',
        customizations: { businessName: '   ', callToAction: 'Call us today' },
      }),
    );
    expect(c).toEqual({
      beforeAfterComparison:
        'Smith Deck in Savannah, GA. Before: 2 photos of the site as we found it. After: 1 photo of the finished work.',
      socialMediaPost: {
        caption: 'Project delivered in Savannah, GA: Smith Deck. Finished in 1 day. Call us today.',
        hashtags: ['#Savannah', '#SavannahContractor', '#GeorgiaContractor', '#DeckBuilding', '#BeforeAndAfter', '#ConstructionManagement'],
        platform: 'linkedin',
      },
      projectHighlights: ['Located in Savannah, GA', 'Completed in 1 day', '4 job-site photos: 2 before, 1 progress, 1 after'],
      marketingCopy:
        'Our team completed Smith Deck in Savannah, GA. The before and after photos show the difference. From start to finish the job took 1 day. Call us today.',
    });
  });

  it('one before photo and several after photos without captions', () => {
    const c = writeMarketingContent(
      facts({
        photos: [
          { category: 'before', caption: '' },
          { category: 'after', caption: null },
          { category: 'after', caption: null },
        ],
      }),
    );
    expect(c.beforeAfterComparison).toBe(
      'Lanai Pavers in Sarasota, FL. Before: 1 photo of the site as we found it. After: 2 photos of the finished work.',
    );
    // No caption: the description stands in.
    expect(c.socialMediaPost.caption).toBe(
      'Transformation complete in Sarasota! Lanai Pavers. Travertine pavers around the pool. Finished in 14 days.',
    );
  });

  it.each([
    [
      'showcase',
      true,
      'Transformation complete in Sarasota! Lanai Pavers. Ivory travertine laid and sealed. Finished in 14 days. Call now!',
    ],
    ['showcase', false, 'Work in progress in Sarasota. Lanai Pavers. Ivory travertine laid and sealed. Call now!'],
    ['story', true, 'Another Sarasota project finished. Lanai Pavers. Ivory travertine laid and sealed. Finished in 14 days. Call now!'],
    ['story', false, 'Here is what we are building in Sarasota. Lanai Pavers. Ivory travertine laid and sealed. Call now!'],
    [
      'professional',
      true,
      'Project delivered in Sarasota, FL: Lanai Pavers. Ivory travertine laid and sealed. Finished in 14 days. Call now!',
    ],
    ['professional', false, 'Project update from Sarasota, FL: Lanai Pavers. Ivory travertine laid and sealed. Call now!'],
    ['casual', true, 'Done in Sarasota: Lanai Pavers. Ivory travertine laid and sealed. Call now!'],
    ['casual', false, 'On site in Sarasota: Lanai Pavers. Ivory travertine laid and sealed. Call now!'],
  ] as const)('caption of a %s post (finished: %s)', (style, finished, caption) => {
    const p = finished ? project() : project({ status: 'active', finishDate: null });
    const c = writeMarketingContent(facts({ project: p, style, customizations: { callToAction: '  Call now! ' } }));
    expect(c.socialMediaPost.caption).toBe(caption);
  });

  it('the caption prefers the after caption, then progress, then before', () => {
    const only = (category: string) => writeMarketingContent(facts({ photos: [{ category, caption: `${category} shot` }] }));
    expect(only('progress').socialMediaPost.caption).toContain('Lanai Pavers. progress shot.');
    expect(only('before').socialMediaPost.caption).toContain('Lanai Pavers. before shot.');
    expect(only('completed').socialMediaPost.caption).toContain('Lanai Pavers. completed shot.');
  });

  it('the duration: from the finish date, else the end date of a completed job; none when it runs backwards', () => {
    const days = (over: Partial<MarketingFacts['project']>) =>
      writeMarketingContent(facts({ project: project(over) })).projectHighlights[1];
    expect(days({})).toBe('Completed in 14 days');
    expect(days({ finishDate: null })).toBe('Completed in 20 days');
    expect(days({ finishDate: '2026-09-30' })).toBe('Completed');
    expect(days({ finishDate: '2026-10-01' })).toBe('Completed in 1 day');
    expect(days({ status: 'active', finishDate: null })).toBe('In progress');
    // An active project with a finish date still counts as under way.
    expect(days({ status: 'active', finishDate: '2026-10-05' })).toBe('In progress');
    const backwards = writeMarketingContent(facts({ project: project({ finishDate: '2026-09-30' }) }));
    expect(backwards.socialMediaPost.caption).toBe('Transformation complete in Sarasota! Lanai Pavers. Ivory travertine laid and sealed.');
    expect(backwards.marketingCopy).not.toContain('From start to finish');
  });

  it('at most three progress captions in the story, three captions and six lines in the highlights', () => {
    const photos = [1, 2, 3, 4].map((n) => ({ category: 'progress', caption: `Step ${n}` }));
    const c = writeMarketingContent(facts({ photos: [...photos, { category: 'after', caption: 'Done.' }] }));
    expect(c.beforeAfterComparison).toBe('Lanai Pavers in Sarasota, FL. Along the way: Step 1. Step 2. Step 3. After: Done.');
    expect(c.projectHighlights).toEqual([
      'Located in Sarasota, FL',
      'Completed in 14 days',
      '5 job-site photos: 0 before, 4 progress, 1 after',
      'Travertine pavers around the pool',
      'Done',
      'Step 1',
    ]);
    const noDescription = writeMarketingContent(facts({ project: project({ description: ' ' }), photos }));
    expect(noDescription.projectHighlights.slice(3)).toEqual(['Step 1', 'Step 2', 'Step 3']);
    const onePhoto = writeMarketingContent(facts({ photos: [{ category: 'after', caption: 'Sealed!' }] }));
    expect(onePhoto.projectHighlights[2]).toBe('1 job-site photo: 0 before, 0 progress, 1 after');
    expect(onePhoto.socialMediaPost.caption).toContain('Lanai Pavers. Sealed! Finished');
  });

  it('cuts the caption to the platform limit: 280 on X, 2,200 elsewhere; the story to 4,000 and the copy to 6,000', () => {
    const long = 'a'.repeat(5000);
    const f = facts({ photos: [{ category: 'after', caption: long }], project: project({ description: long }) });
    const x = writeMarketingContent({ ...f, platform: 'twitter' });
    expect(x.socialMediaPost.caption).toHaveLength(280);
    expect(x.beforeAfterComparison).toHaveLength(4000);
    expect(writeMarketingContent(f).socialMediaPost.caption).toHaveLength(2200);
    const longer = writeMarketingContent(facts({ project: project({ description: 'b'.repeat(7000) }) }));
    expect(longer.marketingCopy).toHaveLength(6000);
  });
});

describe('hashtagsFor', () => {
  it('state names, trades from what was built (not the before captions), extras cleaned, at most 15', () => {
    const f = facts({
      project: project({ name: 'Job', description: null, state: 'tx', city: 'San Antonio' }),
      photos: [
        { category: 'before', caption: 'old kitchen' },
        { category: 'progress', caption: 'new tile floor' },
        { category: 'after', caption: null },
      ],
      style: 'casual',
      customizations: { extraHashtags: ['#One', 'Two', 'bad tag', '#One'] },
    });
    expect(hashtagsFor(f, false)).toEqual([
      '#SanAntonio',
      '#SanAntonioContractor',
      '#TexasContractor',
      '#Flooring',
      '#HomeImprovement',
      '#One',
      '#Two',
    ]);
    expect(hashtagsFor({ ...f, project: { ...f.project, state: 'Ontario' } }, true)).toEqual([
      '#SanAntonio',
      '#SanAntonioContractor',
      '#OntarioContractor',
      '#Flooring',
      '#BeforeAndAfter',
      '#HomeImprovement',
      '#One',
      '#Two',
    ]);
    const many = { ...f, customizations: { extraHashtags: Array.from({ length: 20 }, (_, i) => `T${i}`) } };
    expect(hashtagsFor(many, false)).toHaveLength(15);
    expect(hashtagsFor(many, false).slice(-1)).toEqual(['#T9']);
  });

  it('every trade', () => {
    const tags = (name: string) =>
      hashtagsFor(facts({ project: project({ name, description: null }), photos: [], style: 'casual' }), false);
    expect(tags('Bath, roof, pool, patio, deck, paint, window, slab, addition, kitchen').slice(3, -1)).toEqual([
      '#KitchenRemodel',
      '#BathroomRemodel',
      '#Roofing',
      '#PoolRenovation',
      '#Pavers',
      '#DeckBuilding',
      '#Painting',
      '#WindowsAndDoors',
      '#Concrete',
      '#HomeAddition',
    ]);
    expect(tags('Shingle Paver Floor Door Concrete Extension').slice(3, -1)).toEqual([
      '#Roofing',
      '#Pavers',
      '#Flooring',
      '#WindowsAndDoors',
      '#Concrete',
      '#HomeAddition',
    ]);
    expect(tags('Job')).toEqual(['#Sarasota', '#SarasotaContractor', '#FloridaContractor', '#HomeImprovement']);
  });

  it('a city with nothing to tag gives no city tags', () => {
    expect(hashtagsFor(facts({ project: project({ city: '—', state: null, name: 'Job', description: null }), photos: [] }), false)).toEqual(
      ['#HomeImprovement'],
    );
  });
});

describe('cityOf', () => {
  it.each([
    ['Tampa FL', 'Tampa'],
    ['Tampa, Florida 33602', 'Tampa'],
    ['12 Main St, Tampa, FL 33602-1234', 'Tampa'],
    ['Tampa, FL 33602', 'Tampa'],
    ['FL', 'FL'],
    ['  Key West  ', 'Key West'],
    ['', ''],
    ['Naples FL 34102-1111', 'Naples'],
    ['1 Ocean Dr, Miami Beach', 'Miami Beach'],
  ])('city of "%s" is "%s"', (location, city) => expect(cityOf({ city: null, location })).toBe(city));

  it('the city field wins, trimmed', () => expect(cityOf({ city: ' Ocala ', location: 'Tampa, FL' })).toBe('Ocala'));
});
