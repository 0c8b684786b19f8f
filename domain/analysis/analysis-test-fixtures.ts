import type { PhotoFacts } from './photo-analysis';
import type { RecentAnalysis } from './progress-analysis';

/** A sharp, well-lit 1600 × 1200 photo: what measurementsFromStats reads from a good picture. */
export const clearImage = { width: 1600, height: 1200, brightness: 128, contrast: 55, sharpness: 4.2, entropy: 6.5 };

/** A clear progress photo of an active 20-day project on plan (day 10, 30 % spent), with any field replaced. */
export const photoFacts = (over: Partial<PhotoFacts> = {}, project: Partial<PhotoFacts['project']> = {}): PhotoFacts => ({
  category: 'progress',
  caption: 'Kitchen cabinets installed',
  photoDate: '2026-03-10',
  image: clearImage,
  project: { status: 'active', plannedDays: 20, daysElapsedAtPhoto: 10, daysLateAtPhoto: 0, budget: 10000, costsAtPhoto: 3000, ...project },
  ...over,
});

/** One earlier photo analysis of the progress tests: photo id, date, progress and quality, the rest plain. */
export const recentPhoto = (
  id: number,
  photoDate: string,
  progressPercentage: number,
  workQuality: RecentAnalysis['workQuality'],
  over: Partial<RecentAnalysis> = {},
): RecentAnalysis => ({
  photoId: id,
  fileName: `p${id}.jpg`,
  category: 'progress',
  caption: null,
  photoDate,
  progressPercentage,
  workQuality,
  workDescription: 'x',
  issues: [],
  photoQualityNotes: [],
  ...over,
});
