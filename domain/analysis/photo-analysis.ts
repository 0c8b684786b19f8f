import { z } from 'zod';
import { lazySchema } from '../lazy-schema';
import { COMPLETION_PHOTO_CATEGORIES } from '../photos';
import { engineInfoSchema } from './engine';

/** Work quality ratings (spec part 1 §4). */
export const WORK_QUALITIES = ['excellent', 'good', 'fair', 'poor'] as const;
export type WorkQuality = (typeof WORK_QUALITIES)[number];

/** What POST /api/photos/{id}/analyze returns (besides `engine` and the measurements): the read shape of docs/product/calls.md §3.2 plus photo notes. */
export const photoAnalysisSchema = lazySchema(() =>
  z.object({
    /** Estimated completion of the project at the photo's date, 0..100 (at most 90 while the project is not completed). */
    progressPercentage: z.number().min(0).max(100),
    workQuality: z.enum(WORK_QUALITIES),
    workDescription: z.string().min(1),
    photoQuality: z.object({
      rating: z.enum(['good', 'fair', 'poor']),
      notes: z.array(z.string()),
    }),
    issues: z.array(z.string()),
    recommendations: z.array(z.string()),
  }),
);
export type PhotoAnalysis = z.infer<typeof photoAnalysisSchema>;

export const imageMeasurementsSchema = lazySchema(() =>
  z.object({
    width: z.number(),
    height: z.number(),
    brightness: z.number(),
    contrast: z.number(),
    sharpness: z.number(),
    entropy: z.number(),
  }),
);

/** What is stored in project_photos.analysis and returned by POST /api/photos/{id}/analyze. */
export const storedPhotoAnalysisSchema = lazySchema(() =>
  photoAnalysisSchema.extend({
    photoId: z.number().int(),
    /** Null when the server could not decode the image (e.g. HEIC). */
    measurements: imageMeasurementsSchema.nullable(),
    engine: engineInfoSchema,
    analyzedAt: z.string(),
  }),
);
export type StoredPhotoAnalysis = z.infer<typeof storedPhotoAnalysisSchema>;

/** Pixel measurements of the image (computed by the server with sharp). */
export type ImageMeasurements = {
  width: number;
  height: number;
  /** Mean luminance 0..255 (Rec. 709 weights of the R, G, B channel means). */
  brightness: number;
  /** Mean standard deviation of the colour channels, 0..~128: low means flat, washed-out or fogged. */
  contrast: number;
  /** sharp's sharpness estimate (standard deviation of a Laplacian of the greyscale image): low means blurred. */
  sharpness: number;
  /** Greyscale entropy in bits (0..8): very low means an almost empty frame. */
  entropy: number;
};

export type PhotoFacts = {
  category: string;
  caption: string | null;
  /** Calendar date the photo was uploaded (YYYY-MM-DD). */
  photoDate: string;
  /** Null when the image could not be decoded on the server. */
  image: ImageMeasurements | null;
  project: {
    status: string;
    /** Planned days (estimated days or start..end), null without a plan. */
    plannedDays: number | null;
    /** Days the project had run at the photo's date (start day counts as 1). */
    daysElapsedAtPhoto: number;
    /** Days past the planned end at the photo's date (domain/schedule.ts scheduleOf); 0 when not behind. */
    daysLateAtPhoto: number;
    budget: number;
    /** Costs recorded up to the photo's date, dollars. */
    costsAtPhoto: number;
  };
};

/** Thresholds of the built-in photo check (documented in docs/decisions/). */
export const PHOTO_THRESHOLDS = { dark: 50, bright: 215, lowContrast: 20, blurry: 0.5, minSide: 640, emptyEntropy: 2 } as const;

/** Active projects are at most 90 % complete (docs/product/rules.md §9); only a completed project is 100 %. */
export const ACTIVE_PROGRESS_CAP = 90;

const PROBLEM_WORDS =
  /\b(leak\w*|crack\w*|damage\w*|defect\w*|broken|mou?ld\w*|rot\w*|rust\w*|water stain\w*|delay\w*|redo|rework|fail\w*|unsafe|hazard\w*)\b/i;

const round1 = (n: number) => Math.round(n * 10) / 10;
const round2 = (n: number) => Math.round(n * 100) / 100;

const isCompletionCategory = (category: string) => (COMPLETION_PHOTO_CATEGORIES as readonly string[]).includes(category);

/** Photo quality notes from the pixel measurements (none when the image could not be decoded). */
export function photoQualityNotes(m: ImageMeasurements | null): PhotoAnalysis['photoQuality'] {
  if (!m)
    return {
      rating: 'fair',
      notes: ['The image format could not be decoded on the server (e.g. HEIC), so photo quality was not measured.'],
    };
  const t = PHOTO_THRESHOLDS;
  const notes: string[] = [];
  let problems = 0;
  if (m.brightness < t.dark) {
    notes.push(`Too dark (mean brightness ${round1(m.brightness)} of 255); retake with more light.`);
    problems++;
  } else if (m.brightness > t.bright) {
    notes.push(`Overexposed (mean brightness ${round1(m.brightness)} of 255); details are washed out.`);
    problems++;
  }
  if (m.sharpness < t.blurry) {
    notes.push(`Looks blurred (sharpness ${round2(m.sharpness)}, below ${t.blurry}); hold the camera still and focus on the work.`);
    problems++;
  }
  if (m.contrast < t.lowContrast) {
    notes.push(`Low contrast (${round1(m.contrast)}); surfaces and edges are hard to tell apart.`);
    problems++;
  }
  const empty = m.entropy < t.emptyEntropy;
  const small = Math.min(m.width, m.height) < t.minSide;
  if (empty) notes.push(`Very little detail in the frame (entropy ${round2(m.entropy)} bits).`);
  if (small) notes.push(`Small image (${m.width}×${m.height} px); use at least ${t.minSide} px on the short side.`);
  if (notes.length === 0)
    notes.push(
      `Clear photo: ${m.width}×${m.height} px, brightness ${round1(m.brightness)}, contrast ${round1(m.contrast)}, sharpness ${round2(m.sharpness)}.`,
    );
  const rating: PhotoAnalysis['photoQuality']['rating'] = problems >= 2 ? 'poor' : problems === 1 || empty || small ? 'fair' : 'good';
  return { rating, notes };
}

/**
 * Progress at the photo's date: 0 for a 'before' photo; 100 once the project is completed; otherwise the mean of
 * schedule progress (days elapsed ÷ planned days) and cost progress (costs ÷ budget) that are known, capped at 90.
 */
export function estimateProgress(f: PhotoFacts): { percent: number; basis: string } {
  const p = f.project;
  if (p.status === 'completed') return { percent: 100, basis: 'the project is marked completed' };
  if (f.category === 'before') return { percent: 0, basis: 'a before photo shows the site before work starts' };
  if (isCompletionCategory(f.category))
    return {
      percent: ACTIVE_PROGRESS_CAP,
      basis: `a completion photo of an open project (at most ${ACTIVE_PROGRESS_CAP}% until the project is marked completed)`,
    };
  const parts: { value: number; label: string }[] = [];
  if (p.plannedDays && p.plannedDays > 0) {
    const v = Math.min(100, (p.daysElapsedAtPhoto / p.plannedDays) * 100);
    parts.push({ value: v, label: `schedule ${round1(v)}% (day ${p.daysElapsedAtPhoto} of ${p.plannedDays})` });
  }
  if (p.budget > 0) {
    const v = Math.min(100, (p.costsAtPhoto / p.budget) * 100);
    parts.push({ value: v, label: `costs ${round1(v)}% of the budget` });
  }
  if (parts.length === 0) return { percent: 0, basis: 'the project has neither a schedule nor a budget to measure against' };
  const mean = parts.reduce((s, x) => s + x.value, 0) / parts.length;
  const capped = Math.min(ACTIVE_PROGRESS_CAP, mean);
  const cap = mean > ACTIVE_PROGRESS_CAP ? `, capped at ${ACTIVE_PROGRESS_CAP}% while the project is open` : '';
  return { percent: round2(capped), basis: `${parts.map((x) => x.label).join(' and ')}${parts.length > 1 ? ', averaged' : ''}${cap}` };
}

/**
 * The built-in analysis of one job-site photo. It cannot judge workmanship from pixels, and says so: the
 * quality rating comes from what was documented (issue category, problem words in the caption), whether the
 * photo is usable as evidence, and whether costs run ahead of the schedule.
 */
export function analyzePhoto(f: PhotoFacts): PhotoAnalysis {
  const photoQuality = photoQualityNotes(f.image);
  const progress = estimateProgress(f);
  const caption = f.caption?.trim() || null;
  const problemWord = caption ? (PROBLEM_WORDS.exec(caption)?.[0] ?? null) : null;
  const issues: string[] = [];
  if (f.category === 'issue')
    issues.push(
      caption ? `Issue reported with this photo: "${caption}".` : 'This photo is filed as an issue but has no caption describing it.',
    );
  else if (problemWord) issues.push(`The caption mentions "${problemWord}": "${caption}".`);

  const p = f.project;
  const schedulePct = p.plannedDays ? (p.daysElapsedAtPhoto / p.plannedDays) * 100 : null;
  const costPct = p.budget > 0 ? (p.costsAtPhoto / p.budget) * 100 : null;
  const costsAhead = schedulePct !== null && costPct !== null && costPct - schedulePct > 15;
  const overrun = p.daysLateAtPhoto > 0;

  let workQuality: WorkQuality;
  let reason: string;
  if (issues.length > 0) {
    workQuality = 'poor';
    reason = f.category === 'issue' ? 'the photo is filed as an issue' : `the caption mentions "${problemWord}"`;
  } else if (photoQuality.rating === 'poor') {
    workQuality = 'fair';
    reason = 'the photo is too poor to show the work clearly';
  } else if (costsAhead || overrun) {
    workQuality = 'fair';
    reason = overrun
      ? `the project was ${p.daysLateAtPhoto} day${p.daysLateAtPhoto === 1 ? '' : 's'} past its planned end`
      : `costs (${round1(costPct ?? 0)}% of budget) run ahead of the schedule (${round1(schedulePct ?? 0)}%)`;
  } else if (isCompletionCategory(f.category) && p.status === 'completed') {
    workQuality = 'excellent';
    reason = 'the project is completed with no issue reported and costs in line with the schedule';
  } else {
    workQuality = 'good';
    reason = 'no issue is reported and costs are in line with the schedule';
  }

  const m = f.image;
  const what = caption ? `"${caption}"` : 'no caption';
  const measured = m
    ? `it measures the image (${m.width}×${m.height} px, brightness ${round1(m.brightness)}/255, contrast ${round1(m.contrast)}, sharpness ${round2(m.sharpness)})`
    : 'the image could not be decoded, so nothing was measured in it,';
  const workDescription =
    `${capitalize(f.category)} photo of ${f.photoDate} (${what}). Built-in analysis: ${measured} ` +
    `but cannot judge workmanship from pixels. Progress ${progress.percent}% is estimated from ${progress.basis}. ` +
    `Quality is rated ${workQuality} because ${reason}.`;

  const recommendations: string[] = [];
  if (photoQuality.rating !== 'good') recommendations.push('Retake the photo in good light, steady and close enough to show the work.');
  if (f.category === 'issue') recommendations.push('Record how and when the issue will be fixed, and add a photo once it is resolved.');
  else if (problemWord) recommendations.push('If this is a problem on site, file the photo as an issue so it is tracked.');
  if (!caption) recommendations.push('Add a caption saying what the photo shows (room, trade, stage).');
  if (costsAhead) recommendations.push('Costs are ahead of the schedule; compare the work shown with what has been paid for.');
  if (overrun) recommendations.push('The project is past its planned days; photograph the remaining work to plan the finish.');
  if (recommendations.length === 0)
    recommendations.push('Keep adding dated progress photos of each stage so progress can be compared over time.');

  return { progressPercentage: progress.percent, workQuality, workDescription, photoQuality, issues, recommendations };
}

function capitalize(s: string): string {
  return s ? s[0].toUpperCase() + s.slice(1) : s;
}

/** Mean luminance and contrast from sharp's per-channel stats (R, G, B first; a greyscale image has one channel). */
export function measurementsFromStats(
  stats: { channels: { mean: number; stdev: number }[]; sharpness: number; entropy: number },
  width: number,
  height: number,
): ImageMeasurements {
  const c = stats.channels;
  const colour = c.length >= 3;
  const brightness = colour ? 0.2126 * c[0].mean + 0.7152 * c[1].mean + 0.0722 * c[2].mean : c[0].mean;
  const used = colour ? c.slice(0, 3) : c.slice(0, 1);
  const contrast = used.reduce((s, ch) => s + ch.stdev, 0) / used.length;
  return {
    width,
    height,
    brightness: round2(brightness),
    contrast: round2(contrast),
    sharpness: round2(stats.sharpness),
    entropy: round2(stats.entropy),
  };
}
