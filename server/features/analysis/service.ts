import { sql } from 'drizzle-orm';
import {
  ACTIVE_PROGRESS_CAP,
  analyzePhoto,
  type ImageMeasurements,
  measurementsFromStats,
  photoAnalysisSchema,
  type StoredPhotoAnalysis,
  storedPhotoAnalysisSchema,
} from '../../../domain/analysis/photo-analysis';
import {
  analyzeProfit,
  hasProfitData,
  PROFIT_UNAVAILABLE_MESSAGE,
  type ProfitAnalysisResponse,
  profitAnalysisSchema,
} from '../../../domain/analysis/profit-analysis';
import {
  analyzeProgress,
  NO_ANALYSED_PHOTOS_MESSAGE,
  NO_RECENT_PHOTOS_MESSAGE,
  type ProgressAnalysisResponse,
  progressJudgementSchema,
  RECENT_PHOTO_LIMIT,
  type RecentAnalysis,
} from '../../../domain/analysis/progress-analysis';
import { centsFromDb, centsToDollars } from '../../../domain/money';
import { estimateSourceText } from '../../../domain/projection';
import { daysRunning, plannedDays } from '../../../domain/projects';
import { scheduleOf } from '../../../domain/schedule';
import type { AnalysisEngine, EngineInfo } from '../../adapters/ai';
import { loadSharp } from '../../adapters/heavy-modules';
import type { FileStorage } from '../../adapters/storage';
import type { Db } from '../../db/client';
import { bucketTotalsSql, costItemsSql } from '../../db/rule-fragments';
import { rows } from '../../db/sql-fragments';
import { AppError, notFound } from '../../http/errors';
import { projectionsOf } from '../projection/service';
import { unpricedWorkColumns } from '../projects/project-select';

type PhotoRow = {
  id: number;
  projectId: number;
  fileName: string;
  mimeType: string;
  caption: string | null;
  category: string;
  photoDate: string;
  status: string;
  startDate: string;
  endDate: string | null;
  estimatedDays: number | null;
  budget: string;
  costsAtPhoto: string;
};

/** Longest side of the copy of a photo sent to a model. */
const MODEL_IMAGE_SIDE = 1024;

/**
 * Analyses one photo: measures the stored image with sharp, computes the built-in analysis from the photo and
 * the project's schedule and costs up to the photo's date, lets the engine refine it, and stores the result.
 */
export async function analyzePhotoById(db: Db, storage: FileStorage, ai: AnalysisEngine, photoId: number): Promise<StoredPhotoAnalysis> {
  const sharp = await loadSharp();
  const [ph] = await rows<PhotoRow>(
    db.execute(sql`
      SELECT ph.id, ph.project_id AS "projectId", ph.file_name AS "fileName", ph.mime_type AS "mimeType", ph.caption, ph.category,
        ph.created_at::date::text AS "photoDate", p.status, p.start_date::text AS "startDate", p.end_date::text AS "endDate",
        p.estimated_days AS "estimatedDays", (p.budget + p.change_order_total)::text AS budget,
        (SELECT coalesce(sum(i.amount), 0) FROM (${costItemsSql(sql`p.id`)}) i WHERE i.date <= ph.created_at::date)::text AS "costsAtPhoto"
      FROM project_photos ph JOIN projects p ON p.id = ph.project_id
      WHERE ph.id = ${photoId}`),
  );
  if (!ph) throw notFound('Photo');
  const file = await storage.read('photos', ph.fileName);
  if (!file) throw new AppError('not_found', 'The photo file is missing from storage; upload the photo again.');

  // A format sharp cannot decode (e.g. HEIC without libheif) is still analysed from its facts, unmeasured.
  let measurements: ImageMeasurements | null = null;
  let modelImage: Buffer | null = null;
  try {
    const image = sharp(file, { failOn: 'none' }).rotate();
    const [stats, meta] = await Promise.all([image.clone().stats(), image.clone().metadata()]);
    const upright = (meta.orientation ?? 1) >= 5;
    const width = (upright ? meta.height : meta.width) ?? 0;
    const height = (upright ? meta.width : meta.height) ?? 0;
    measurements = measurementsFromStats(stats, width, height);
    modelImage = await image
      .clone()
      .resize({ width: MODEL_IMAGE_SIDE, height: MODEL_IMAGE_SIDE, fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 80 })
      .toBuffer();
  } catch {
    measurements = null;
  }

  const planned = plannedDays(ph);
  const budget = centsToDollars(centsFromDb(ph.budget));
  const facts = {
    category: ph.category,
    caption: ph.caption,
    photoDate: ph.photoDate,
    image: measurements,
    project: {
      status: ph.status,
      plannedDays: planned,
      daysElapsedAtPhoto: daysRunning(ph.startDate, ph.photoDate),
      daysLateAtPhoto: scheduleOf(ph, ph.photoDate).daysLate,
      budget,
      costsAtPhoto: centsToDollars(centsFromDb(ph.costsAtPhoto)),
    },
  };
  const { result, engine } = await ai.analyze({
    kind: 'photo',
    instructions:
      'Analyse this job-site photo of a construction project: estimate the project progress percentage shown (at most 90 while the project is not completed, 100 only when it is completed), rate the visible work quality (excellent, good, fair or poor), describe the work shown, note photo-quality problems and any issues visible, and give practical recommendations.',
    schema: photoAnalysisSchema,
    facts,
    builtIn: analyzePhoto(facts),
    images: modelImage ? [{ mimeType: 'image/jpeg', data: modelImage }] : undefined,
  });
  // The completion cap (docs/product/rules.md §9) holds whatever a model answers: at most 90 % until the project is completed.
  const progressPercentage =
    ph.status === 'completed' ? result.progressPercentage : Math.min(ACTIVE_PROGRESS_CAP, result.progressPercentage);
  const stored: StoredPhotoAnalysis = {
    ...result,
    progressPercentage,
    photoId: ph.id,
    measurements,
    engine: engineView(engine),
    analyzedAt: new Date().toISOString(),
  };
  await db.execute(sql`UPDATE project_photos SET analysis = ${JSON.stringify(stored)}::jsonb, updated_at = now() WHERE id = ${ph.id}`);
  return stored;
}

function engineView(e: EngineInfo): EngineInfo {
  return { name: e.name, ...(e.model ? { model: e.model } : {}), ...(e.fallbackReason ? { fallbackReason: e.fallbackReason } : {}) };
}

type ProjectRow = { status: string; startDate: string; endDate: string | null; estimatedDays: number | null };
type RecentRow = { id: number; fileName: string; category: string; caption: string | null; photoDate: string; analysis: unknown };

/** Progress analysis over the stored analyses of the project's newest photos (RECENT_PHOTO_LIMIT). */
export async function progressAnalysis(db: Db, ai: AnalysisEngine, projectId: number, today: string): Promise<ProgressAnalysisResponse> {
  const [project] = await rows<ProjectRow>(
    db.execute(
      sql`SELECT status, start_date::text AS "startDate", end_date::text AS "endDate", estimated_days AS "estimatedDays" FROM projects WHERE id = ${projectId}`,
    ),
  );
  if (!project) throw notFound('Project');
  const recent = await rows<RecentRow>(
    db.execute(sql`
      SELECT id, file_name AS "fileName", category, caption, created_at::date::text AS "photoDate", analysis
      FROM project_photos WHERE project_id = ${projectId}
      ORDER BY created_at DESC, id DESC LIMIT ${RECENT_PHOTO_LIMIT}`),
  );
  if (recent.length === 0) return { hasData: false, message: NO_RECENT_PHOTOS_MESSAGE, unanalyzedPhotos: 0 };
  const analyses: RecentAnalysis[] = [];
  for (const r of recent) {
    const parsed = photoAnalysisSchema.safeParse(typeof r.analysis === 'string' ? safeJson(r.analysis) : r.analysis);
    if (!parsed.success) continue;
    const a = parsed.data;
    analyses.push({
      photoId: r.id,
      fileName: r.fileName,
      category: r.category,
      caption: r.caption,
      photoDate: r.photoDate,
      progressPercentage: a.progressPercentage,
      workQuality: a.workQuality,
      workDescription: a.workDescription,
      issues: a.issues,
      photoQualityNotes: a.photoQuality.notes,
    });
  }
  const unanalyzedPhotos = recent.length - analyses.length;
  if (analyses.length === 0) return { hasData: false, message: NO_ANALYSED_PHOTOS_MESSAGE, unanalyzedPhotos };
  const facts = {
    today,
    project: {
      status: project.status,
      plannedDays: plannedDays(project),
      daysElapsed: daysRunning(project.startDate, today),
      daysLate: scheduleOf(project, today).daysLate,
    },
    analyses,
  };
  const { result, engine } = await ai.analyze({
    kind: 'progress',
    instructions:
      "Assess the progress of a construction project from the analyses of its most recent job-site photos (newest first): the progress trend (improving, steady, declining or 'insufficient data'), an overall assessment, alerts and concerns, and recommendations.",
    schema: progressJudgementSchema,
    facts,
    builtIn: analyzeProgress(facts),
  });
  return { hasData: true, ...result, recentAnalyses: analyses, unanalyzedPhotos, engine: engineView(engine) };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

type ProfitRow = {
  budget: string;
  estimatedMaterialCost: string | null;
  startDate: string;
  endDate: string | null;
  estimatedDays: number | null;
  status: string;
  labor: string;
  material: string;
  other: string;
  crewRates: (string | null)[];
  unpricedWorkRecords: number;
  unpricedEmployees: string[];
};

/** Profit analysis of a project from its budget, costs by bucket, estimates and assigned crew (one statement). */
export async function profitAnalysis(db: Db, ai: AnalysisEngine, projectId: number, today: string): Promise<ProfitAnalysisResponse> {
  const [p] = await rows<ProfitRow>(
    db.execute(sql`
      SELECT (p.budget + p.change_order_total)::text AS budget, p.estimated_material_cost::text AS "estimatedMaterialCost", p.start_date::text AS "startDate",
        p.end_date::text AS "endDate", p.estimated_days AS "estimatedDays", p.status,
        c.labor::text AS labor, c.material::text AS material, c.other::text AS other,
        ARRAY(SELECT em.daily_rate::text FROM project_employees pe JOIN employees em ON em.id = pe.employee_id
              WHERE pe.project_id = p.id ORDER BY em.id) AS "crewRates",
        ${unpricedWorkColumns}
      FROM projects p,
        LATERAL ${bucketTotalsSql(sql`p.id`)} c
      WHERE p.id = ${projectId}`),
  );
  if (!p) throw notFound('Project');
  // The projected final margin from the one projection (issue 39), the same on Costs, Health and the dashboard.
  const projection = (await projectionsOf(db, today, sql`p.id = ${projectId}`)).byId.get(projectId);
  const facts = {
    budget: centsFromDb(p.budget),
    labor: centsFromDb(p.labor),
    material: centsFromDb(p.material),
    other: centsFromDb(p.other),
    estimatedMaterialCost: p.estimatedMaterialCost === null ? null : centsFromDb(p.estimatedMaterialCost),
    plannedDays: plannedDays(p),
    daysElapsed: daysRunning(p.startDate, today),
    daysLate: scheduleOf(p, today).daysLate,
    status: p.status,
    crewDailyRates: p.crewRates.map((r) => (r === null ? null : centsFromDb(r))),
    unpricedWorkRecords: p.unpricedWorkRecords,
    projection: projection
      ? { estimateAtCompletion: projection.estimateAtCompletion, source: estimateSourceText(projection.estimateSource) }
      : undefined,
  };
  if (!hasProfitData(facts)) throw new AppError('unprocessable', PROFIT_UNAVAILABLE_MESSAGE);
  const { analysis, figures } = analyzeProfit(facts);
  const { result, engine } = await ai.analyze({
    kind: 'profit',
    instructions:
      'Analyse the profitability of a construction project from its budget, costs by category (labor, material, other), estimates, schedule and crew. Percentages are numbers with 2 decimals; costEfficiencyRating is 0 to 10; budgetHealth is excellent, good, concerning or critical. Compare with the Florida industry average margin of 15.2%.',
    schema: profitAnalysisSchema,
    // Work priced at $0 for want of a rate: the labor cost is too low and the margins too high by that much.
    facts: { ...figures, status: p.status, today, workRecordsWithoutRate: p.unpricedWorkRecords },
    builtIn: analysis,
  });
  // Margins and variances are arithmetic on the project's figures, not judgement: a model may word and judge, not recompute them.
  const pinned = {
    ...result,
    currentProfitMargin: analysis.currentProfitMargin,
    projectedFinalMargin: analysis.projectedFinalMargin,
    comparisonToEstimates: {
      ...result.comparisonToEstimates,
      materialCostVariance: analysis.comparisonToEstimates.materialCostVariance,
      laborCostVariance: analysis.comparisonToEstimates.laborCostVariance,
    },
  };
  const unpriced = { unpricedWorkRecords: p.unpricedWorkRecords, unpricedEmployees: p.unpricedEmployees };
  return { ...pinned, figures, engine: engineView(engine), ...unpriced };
}

/** The stored analyses of a project's photos (newest photo first), for the Photo Analysis tab. */
export async function listPhotoAnalyses(db: Db, projectId: number): Promise<StoredPhotoAnalysis[]> {
  const [project] = await rows<{ id: number }>(db.execute(sql`SELECT id FROM projects WHERE id = ${projectId}`));
  if (!project) throw notFound('Project');
  const stored = await rows<{ analysis: unknown }>(
    db.execute(
      sql`SELECT analysis FROM project_photos WHERE project_id = ${projectId} AND analysis IS NOT NULL ORDER BY created_at DESC, id DESC`,
    ),
  );
  return stored.flatMap((r) => {
    const parsed = storedPhotoAnalysisSchema.safeParse(typeof r.analysis === 'string' ? safeJson(r.analysis) : r.analysis);
    return parsed.success ? [parsed.data] : [];
  });
}
