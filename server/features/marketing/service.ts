import { sql } from 'drizzle-orm';
import { withoutClientName } from '../../../domain/marketing/client-name';
import {
  type GenerateMarketingInput,
  type MarketingContent,
  type MarketingItem,
  marketingContentSchema,
  type PhotoSummary,
} from '../../../domain/marketing/schemas';
import { findTemplate, MARKETING_TEMPLATES } from '../../../domain/marketing/templates';
import { cityOf, type MarketingFacts, writeMarketingContent } from '../../../domain/marketing/writer';
import { thumbnailUrl } from '../../../domain/photos';
import type { AnalysisEngine, EngineInfo } from '../../adapters/ai';
import type { Db } from '../../db/client';
import { isoTimestamp, rows } from '../../db/sql-fragments';
import { AppError, notFound } from '../../http/errors';

/** GET /api/projects/photos-summary: projects with marketing photos ('issue' photos, problems found on site, never are), newest photo first, in one statement. */
export async function photosSummary(db: Db): Promise<PhotoSummary[]> {
  return rows<PhotoSummary>(
    db.execute(sql`
      SELECT p.id AS "projectId", p.name, p.location, p.status, count(*)::int AS "photoCount",
        (count(*) FILTER (WHERE ph.category = 'before'))::int AS "beforeCount",
        (count(*) FILTER (WHERE ph.category IN ('after', 'completed')))::int AS "afterCount"
      FROM projects p JOIN project_photos ph ON ph.project_id = p.id
      WHERE ph.category IN ('before', 'progress', 'after', 'completed')
      GROUP BY p.id ORDER BY max(ph.created_at) DESC, p.id DESC`),
  );
}

type ItemRow = Omit<MarketingItem, 'city' | 'photos'> & {
  city: string | null;
  location: string;
  photos: { id: number; fileName: string; thumbnail: string | null; caption: string | null; category: string }[];
};

/** Every item (or one), newest first, with its project and chosen photos, in one statement. */
async function items(db: Db, id?: number): Promise<MarketingItem[]> {
  const where = id === undefined ? sql`TRUE` : sql`m.id = ${id}`;
  const list = await rows<ItemRow>(
    db.execute(sql`
      SELECT m.id, m.project_id AS "projectId", p.name AS "projectName", p.city, p.location, m.template_id AS "templateId",
        m.customizations, m.content, m.status, m.engine, ${isoTimestamp(sql`m.created_at`)} AS "createdAt",
        CASE WHEN m.approved_at IS NULL THEN NULL ELSE ${isoTimestamp(sql`m.approved_at`)} END AS "approvedAt",
        coalesce((SELECT json_agg(json_build_object('id', ph.id, 'fileName', ph.file_name, 'thumbnail', ph.image_data,
              'caption', ph.caption, 'category', ph.category) ORDER BY o.n)
          FROM jsonb_array_elements_text(m.photo_ids) WITH ORDINALITY AS o(v, n)
          JOIN project_photos ph ON ph.id = o.v::int AND ph.project_id = m.project_id), '[]'::json) AS photos
      FROM marketing_content m JOIN projects p ON p.id = m.project_id
      WHERE ${where}
      ORDER BY m.created_at DESC, m.id DESC`),
  );
  return list.map(({ location, city, photos, ...r }) => ({
    ...r,
    city: cityOf({ city, location }),
    photos: photos.map((ph) => ({ ...ph, thumbnail: thumbnailUrl(ph.thumbnail) })),
  }));
}

/** GET /api/marketing/content */
export function listMarketing(db: Db): Promise<MarketingItem[]> {
  return items(db);
}

/** One item, or 404. */
export async function marketingItem(db: Db, id: number): Promise<MarketingItem> {
  const [item] = await items(db, id);
  if (!item) throw notFound('Marketing content');
  return item;
}

type ProjectRow = {
  name: string;
  city: string | null;
  state: string | null;
  location: string;
  description: string | null;
  status: string;
  startDate: string;
  endDate: string | null;
  finishDate: string | null;
};
type PhotoRow = { id: number; category: string; caption: string | null };

function engineView(e: EngineInfo): EngineInfo {
  return { name: e.name, ...(e.model ? { model: e.model } : {}), ...(e.fallbackReason ? { fallbackReason: e.fallbackReason } : {}) };
}

/**
 * POST /api/projects/{id}/generate-marketing: the built-in writer drafts the copy from the project's facts and its
 * photos' captions; a configured model may rewrite it (its caption must still name the city, else the built-in
 * caption is kept). The draft is stored and returned.
 */
export async function generateMarketing(
  db: Db,
  ai: AnalysisEngine,
  projectId: number,
  input: GenerateMarketingInput,
): Promise<MarketingItem> {
  const [project] = await rows<ProjectRow>(
    db.execute(sql`
      SELECT name, city, state, location, description, status, to_char(start_date, 'YYYY-MM-DD') AS "startDate",
        to_char(end_date, 'YYYY-MM-DD') AS "endDate", to_char(actual_finish_date, 'YYYY-MM-DD') AS "finishDate"
      FROM projects WHERE id = ${projectId}`),
  );
  if (!project) throw notFound('Project');
  const photos = await rows<PhotoRow>(
    db.execute(sql`
      SELECT id, category, caption FROM project_photos
      WHERE project_id = ${projectId} AND category IN ('before', 'progress', 'after', 'completed')
      ORDER BY array_position(ARRAY['before', 'progress', 'after', 'completed']::text[], category::text), created_at, id`),
  );
  if (photos.length === 0)
    throw new AppError('unprocessable', 'This project has no before, progress or after photos yet. Upload photos first, then generate.');

  const template = input.templateId ? findTemplate(input.templateId) : null;
  if (input.templateId && !template)
    throw new AppError(
      'invalid',
      `Unknown template "${input.templateId}". Choose one of: ${MARKETING_TEMPLATES.map((t) => t.id).join(', ')}`,
      [{ path: 'templateId', message: 'Unknown template' }],
    );
  let chosen = photos;
  if (Array.isArray(input.includePhotos)) {
    const ids = new Set(input.includePhotos);
    const known = new Set(photos.map((p) => p.id));
    const stray = [...ids].find((id) => !known.has(id));
    if (stray !== undefined)
      throw new AppError('invalid', `Photo ${stray} is not a before, progress or after photo of this project`, [
        { path: 'includePhotos', message: 'Unknown photo' },
      ]);
    chosen = photos.filter((p) => ids.has(p.id));
  } else if (input.includePhotos === false) chosen = [];

  const city = cityOf(project);
  const customizations = input.customizations ?? {};
  // The client is never named unless the owner ticked it for this post (issue 39): their name and any
  // "Client: …" mention leave the facts before the writer (or a model) sees them.
  const names = customizations.showClientName ? null : await clientNames(db, projectId);
  const plain = (text: string | null) => (names === null || text === null ? text : withoutClientName(text, names));
  const facts: MarketingFacts = {
    project: {
      ...project,
      name: plain(project.name) || 'This project',
      description: plain(project.description) || null,
      city,
      state: project.state?.trim() || null,
    },
    // The copy is written from the chosen photos, or from every photo when the package carries none.
    photos: (chosen.length > 0 ? chosen : photos).map((p) => ({ category: p.category, caption: plain(p.caption) || null })),
    style: input.templateStyle ?? template?.style ?? 'showcase',
    platform: input.templatePlatform ?? template?.platform ?? 'instagram',
    customizations,
  };
  const builtIn = writeMarketingContent(facts);
  const { result, engine } = await ai.analyze({
    kind: 'marketing',
    instructions: `Write marketing content for a contractor's finished or running job from the facts: a before/after story drawn from the photo captions, a ${facts.platform} post caption that names the city (${city}), hashtags (each starting with #, letters, digits or _), project highlights, and a longer marketing paragraph. Use only the facts given; never state prices or money.`,
    schema: marketingContentSchema,
    facts,
    builtIn,
  });
  const content: MarketingContent = {
    ...result,
    socialMediaPost: {
      ...result.socialMediaPost,
      platform: facts.platform,
      caption: result.socialMediaPost.caption.toLowerCase().includes(city.toLowerCase())
        ? result.socialMediaPost.caption
        : builtIn.socialMediaPost.caption,
    },
  };
  const [row] = await rows<{ id: number }>(
    db.execute(sql`
      INSERT INTO marketing_content (project_id, template_id, customizations, content, photo_ids, engine)
      VALUES (${projectId}, ${template?.id ?? null}, ${JSON.stringify(customizations)}::jsonb, ${JSON.stringify(content)}::jsonb,
        ${JSON.stringify(chosen.map((p) => p.id))}::jsonb, ${JSON.stringify(engineView(engine))}::jsonb)
      RETURNING id`),
  );
  return marketingItem(db, row.id);
}

/** The names the project's client goes by: the billing terms' client name (entered or read from the approval PDF). */
async function clientNames(db: Db, projectId: number): Promise<string[]> {
  const found = await rows<{ name: string | null }>(
    db.execute(sql`SELECT client_name AS name FROM project_billing WHERE project_id = ${projectId}`),
  );
  return found.map((r) => r.name).filter((n): n is string => Boolean(n?.trim()));
}

/** Why a draft-only change did not happen: 404 when the item is gone, 409 when it is already approved. */
async function notADraft(db: Db, id: number, action: string): Promise<AppError> {
  const [row] = await rows<{ status: string }>(db.execute(sql`SELECT status FROM marketing_content WHERE id = ${id}`));
  if (!row) return notFound('Marketing content');
  return new AppError('conflict', `This content is already ${row.status}; only a draft can be ${action}.`);
}

/** POST /api/marketing/content/{id}/approve: draft → approved. */
export async function approveMarketing(db: Db, id: number): Promise<MarketingItem> {
  const done = await rows<{ id: number }>(
    db.execute(
      sql`UPDATE marketing_content SET status = 'approved', approved_at = now() WHERE id = ${id} AND status = 'draft' RETURNING id`,
    ),
  );
  if (done.length === 0) throw await notADraft(db, id, 'approved');
  return marketingItem(db, id);
}

/** DELETE /api/marketing/content/{id}: Reject removes a draft. */
export async function rejectMarketing(db: Db, id: number): Promise<void> {
  const done = await rows<{ id: number }>(
    db.execute(sql`DELETE FROM marketing_content WHERE id = ${id} AND status = 'draft' RETURNING id`),
  );
  if (done.length === 0) throw await notADraft(db, id, 'rejected');
}
