import { z } from 'zod';
import { daysBetween } from '../dates';
import { lazySchema } from '../lazy-schema';
import { engineInfoSchema } from './engine';
import { WORK_QUALITIES, type WorkQuality } from './photo-analysis';

export const PROGRESS_TRENDS = ['improving', 'steady', 'declining', 'insufficient data'] as const;

/** The part of the progress analysis an engine writes (trend and judgement); recentAnalyses come from stored photo analyses. */
export const progressJudgementSchema = lazySchema(() =>
  z.object({
    progressTrend: z.enum(PROGRESS_TRENDS),
    overallAssessment: z.string().min(1),
    alertsAndConcerns: z.array(z.string()),
    recommendations: z.array(z.string()),
  }),
);
export type ProgressJudgement = z.infer<typeof progressJudgementSchema>;

export const recentAnalysisSchema = lazySchema(() =>
  z.object({
    photoId: z.number().int(),
    fileName: z.string(),
    category: z.string(),
    caption: z.string().nullable(),
    photoDate: z.string(),
    progressPercentage: z.number(),
    workQuality: z.enum(WORK_QUALITIES),
    workDescription: z.string(),
    issues: z.array(z.string()),
    photoQualityNotes: z.array(z.string()),
  }),
);
export type RecentAnalysis = z.infer<typeof recentAnalysisSchema>;

/** GET /api/projects/{id}/photo-analysis (docs/product/calls.md §3.2 "Photo progress analysis"), or the explicit empty result. */
export const progressAnalysisResponseSchema = lazySchema(() =>
  z.discriminatedUnion('hasData', [
    z.object({
      hasData: z.literal(true),
      ...progressJudgementSchema.shape,
      recentAnalyses: z.array(recentAnalysisSchema),
      /** Recent photos that have not been analysed yet (they are not part of the figures). */
      unanalyzedPhotos: z.number().int(),
      engine: engineInfoSchema,
    }),
    z.object({ hasData: z.literal(false), message: z.string(), unanalyzedPhotos: z.number().int() }),
  ]),
);
export type ProgressAnalysisResponse = z.infer<typeof progressAnalysisResponseSchema>;

/** How many of the newest photos the progress analysis looks at. */
export const RECENT_PHOTO_LIMIT = 10;

export const NO_RECENT_PHOTOS_MESSAGE =
  'No recent photos found for analysis. Upload progress photos in the Upload tab, then run Photo Analysis.';
export const NO_ANALYSED_PHOTOS_MESSAGE =
  'No recent photos found for analysis. Run Photo Analysis on the photos in the Photo Analysis tab to build the progress analysis.';

export type ProgressFacts = {
  today: string;
  project: {
    status: string;
    plannedDays: number | null;
    daysElapsed: number /** Days past the planned end (domain/schedule.ts); 0 when not behind. */;
    daysLate: number;
  };
  /** Analysed recent photos, newest first. */
  analyses: RecentAnalysis[];
};

const QUALITY_SCORE: Record<WorkQuality, number> = { excellent: 4, good: 3, fair: 2, poor: 1 };
const round1 = (n: number) => Math.round(n * 10) / 10;
const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;

/**
 * Trend over the analysed photos in date order: fewer than 2 → insufficient data; quality falling by a full
 * grade (mean of the newer half vs the older half) or estimated progress dropping more than 5 points → declining;
 * progress up 5 points or more with quality not falling → improving; otherwise steady.
 */
export function progressTrend(chronological: { progressPercentage: number; workQuality: WorkQuality }[]): (typeof PROGRESS_TRENDS)[number] {
  if (chronological.length < 2) return 'insufficient data';
  const half = Math.floor(chronological.length / 2);
  const older = chronological.slice(0, half).map((a) => QUALITY_SCORE[a.workQuality]);
  const newer = chronological.slice(chronological.length - half).map((a) => QUALITY_SCORE[a.workQuality]);
  const qualityDelta = mean(newer) - mean(older);
  const progressDelta = chronological[chronological.length - 1].progressPercentage - chronological[0].progressPercentage;
  if (qualityDelta <= -1 || progressDelta < -5) return 'declining';
  if (progressDelta >= 5 && qualityDelta >= 0) return 'improving';
  return 'steady';
}

/** The built-in progress analysis over the stored analyses of the project's recent photos. */
export function analyzeProgress(f: ProgressFacts): ProgressJudgement {
  const newestFirst = f.analyses;
  const chronological = [...newestFirst].reverse();
  const trend = progressTrend(chronological);
  const latest = newestFirst[0];
  if (!latest) throw new Error('analyzeProgress needs at least one analysed photo');
  const p = f.project;

  const alerts: string[] = [];
  const recs: string[] = [];
  const issuePhotos = newestFirst.filter((a) => a.issues.length > 0 || a.category === 'issue');
  if (issuePhotos.length > 0) {
    alerts.push(
      `${issuePhotos.length} of ${newestFirst.length} recent photo${newestFirst.length === 1 ? '' : 's'} document${issuePhotos.length === 1 ? 's' : ''} an issue: ${issuePhotos.map((a) => (a.caption ? `"${a.caption}"` : `photo of ${a.photoDate}`)).join(', ')}.`,
    );
    recs.push('Resolve the reported issues and add a photo of each fix.');
  }
  const poor = newestFirst.filter((a) => a.workQuality === 'poor' && a.category !== 'issue' && a.issues.length === 0);
  if (poor.length > 0) alerts.push(`${poor.length} photo${poor.length === 1 ? ' is' : 's are'} rated poor.`);
  const unclear = newestFirst.filter((a) => a.photoQualityNotes.some((n) => /^(Too dark|Overexposed|Looks blurred|Low contrast)/.test(n)));
  if (unclear.length > 0) {
    alerts.push(`${unclear.length} photo${unclear.length === 1 ? ' is' : 's are'} too dark, blurred or washed out to show the work.`);
    recs.push('Retake unclear photos in good light and hold the camera steady.');
  }
  const timePct = p.plannedDays ? Math.min(100, (p.daysElapsed / p.plannedDays) * 100) : null;
  if (p.status !== 'completed' && timePct !== null && latest && timePct - latest.progressPercentage >= 25) {
    alerts.push(
      `The latest photo shows about ${latest.progressPercentage}% progress at ${round1(timePct)}% of the planned ${p.plannedDays} days.`,
    );
    recs.push('Progress trails the schedule: review crew days and the remaining scope.');
  }
  if (p.daysLate > 0) {
    alerts.push(`Behind schedule: ${p.daysLate} day${p.daysLate === 1 ? '' : 's'} past its planned end.`);
  }
  const daysSinceLatest = latest ? daysBetween(latest.photoDate, f.today) : null;
  if (p.status !== 'completed' && daysSinceLatest !== null && daysSinceLatest > 14) {
    alerts.push(`The newest analysed photo is ${daysSinceLatest} days old.`);
    recs.push('Add current progress photos so the analysis reflects the site today.');
  }
  if (trend === 'insufficient data') recs.push('Analyse at least two photos taken on different days to see a trend.');
  if (trend === 'declining') recs.push('Quality or progress is slipping in recent photos: walk the site with the crew lead.');
  if (recs.length === 0) recs.push('Keep photographing each stage and analyse new photos as they are added.');

  const qualities = newestFirst.map((a) => a.workQuality);
  const counts = WORK_QUALITIES.filter((q) => qualities.includes(q)).map((q) => `${qualities.filter((x) => x === q).length} ${q}`);
  const trendText =
    trend === 'insufficient data'
      ? 'There are not enough analysed photos for a trend yet.'
      : `The trend across ${chronological.length} photos from ${chronological[0].photoDate} to ${latest.photoDate} is ${trend} (estimated progress ${chronological[0].progressPercentage}% → ${latest.progressPercentage}%).`;
  const overallAssessment =
    `${newestFirst.length} recent analysed photo${newestFirst.length === 1 ? '' : 's'}; latest estimated progress ${latest.progressPercentage}% with ${latest.workQuality} work quality. ` +
    `${trendText} Quality ratings: ${counts.join(', ')}. ` +
    'Ratings of the built-in engine come from documented issues, photo clarity and cost-versus-schedule figures, not from judging workmanship in the pixels.';

  return { progressTrend: trend, overallAssessment, alertsAndConcerns: alerts, recommendations: recs };
}
