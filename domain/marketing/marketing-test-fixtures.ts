import type { MarketingFacts } from './writer';

/** A finished paver job in Sarasota, done six days early: the marketing writer tests' common project. */
export const lanaiPavers: MarketingFacts['project'] = {
  name: 'Lanai Pavers',
  city: 'Sarasota',
  state: 'FL',
  description: 'Travertine pavers around the pool',
  status: 'completed',
  startDate: '2026-10-01',
  endDate: '2026-10-20',
  finishDate: '2026-10-14',
};

/** Its before, progress and after photos. */
export const lanaiPhotos: MarketingFacts['photos'] = [
  { category: 'before', caption: 'Cracked concrete deck' },
  { category: 'progress', caption: 'Base compacted and screeded' },
  { category: 'after', caption: 'Ivory travertine laid and sealed' },
];
