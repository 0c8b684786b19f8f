import { sql } from 'drizzle-orm';
import { cityOf, type MarketingFacts, writeMarketingContent } from '../../../domain/marketing/writer';
import {
  type ConnectAccountInput,
  type CreatePostInput,
  composePost,
  type GenerateContentInput,
  type GeneratedContent,
  type GenerateProjectData,
  generatedPostSchema,
  PLATFORM_LABELS,
  POST_LIMITS,
  type PublisherInfo,
  postFromMarketing,
  postTooLong,
  type SocialAccount,
  type SocialPlatform,
  type SocialPost,
  type UpdatePostInput,
} from '../../../domain/social';
import type { AnalysisEngine, EngineInfo } from '../../adapters/ai';
import type { SocialPublisher } from '../../adapters/social';
import type { Db } from '../../db/client';
import { isoTimestamp, rows } from '../../db/sql-fragments';
import { AppError, notFound } from '../../http/errors';

const ts = (column: string) => sql`CASE WHEN ${sql.raw(column)} IS NULL THEN NULL ELSE ${isoTimestamp(sql.raw(column))} END`;

const accountColumns = sql`a.id, a.platform, a.username, a.display_name AS "displayName", a.auto_post AS "autoPost",
  a.is_connected AS "isConnected", a.publish_via AS "publishVia", a.followers, ${ts('a.last_post_date')} AS "lastPostDate",
  ${isoTimestamp(sql`a.created_at`)} AS "createdAt"`;

/** GET /api/social-media/accounts: connected first, then by platform and handle. */
export function listAccounts(db: Db): Promise<SocialAccount[]> {
  return rows<SocialAccount>(
    db.execute(sql`SELECT ${accountColumns} FROM social_accounts a ORDER BY a.is_connected DESC, a.platform, lower(a.username), a.id`),
  );
}

async function account(db: Db, id: number): Promise<SocialAccount> {
  const [row] = await rows<SocialAccount>(db.execute(sql`SELECT ${accountColumns} FROM social_accounts a WHERE a.id = ${id}`));
  if (!row) throw notFound('Social account');
  return row;
}

/** GET /api/social-media/publisher */
export function publisherInfo(publisher: SocialPublisher): PublisherInfo {
  return { webhookConfigured: publisher.webhookHost !== null, webhookHost: publisher.webhookHost };
}

/**
 * POST /api/social-media/connect: records the account (platform, handle without @, display name, auto-post, how it
 * publishes). The same platform and handle again reconnects the stored account instead of adding a second one.
 * Publishing through the webhook needs SOCIAL_WEBHOOK_URL on the server.
 */
export async function connectAccount(db: Db, publisher: SocialPublisher, input: ConnectAccountInput): Promise<SocialAccount> {
  const via = input.publishVia ?? (publisher.webhookHost ? 'webhook' : 'outbox');
  if (via === 'webhook' && !publisher.webhookHost)
    throw new AppError('invalid', 'No webhook is configured on this server: set SOCIAL_WEBHOOK_URL, or publish through the outbox', [
      { path: 'publishVia', message: 'No webhook configured' },
    ]);
  const username = input.username.replace(/^@/, '');
  return db.transaction(async (tx) => {
    const [existing] = await rows<{ id: number }>(
      tx.execute(sql`SELECT id FROM social_accounts WHERE platform = ${input.platform} AND lower(username) = lower(${username})
        ORDER BY id LIMIT 1 FOR UPDATE`),
    );
    const autoPost = input.autoPost ?? false;
    const [row] = existing
      ? await rows<{ id: number }>(
          tx.execute(sql`UPDATE social_accounts SET username = ${username}, display_name = ${input.displayName}, auto_post = ${autoPost},
            is_connected = TRUE, publish_via = ${via} WHERE id = ${existing.id} RETURNING id`),
        )
      : await rows<{ id: number }>(
          tx.execute(sql`INSERT INTO social_accounts (platform, username, display_name, auto_post, is_connected, publish_via)
            VALUES (${input.platform}, ${username}, ${input.displayName}, ${autoPost}, TRUE, ${via}) RETURNING id`),
        );
    return account(tx, row.id);
  });
}

/** PUT /api/social-media/accounts/{id}: the auto-post switch (a disconnected account cannot post). */
export async function setAutoPost(db: Db, id: number, autoPost: boolean): Promise<SocialAccount> {
  const current = await account(db, id);
  if (autoPost && !current.isConnected)
    throw new AppError('conflict', 'This account is disconnected: connect it again before turning auto-post on.');
  await db.execute(sql`UPDATE social_accounts SET auto_post = ${autoPost} WHERE id = ${id}`);
  return account(db, id);
}

/** POST /api/social-media/accounts/{id}/disconnect: kept with its posts, no longer connected, auto-post off. */
export async function disconnectAccount(db: Db, id: number): Promise<SocialAccount> {
  await account(db, id);
  await db.execute(sql`UPDATE social_accounts SET is_connected = FALSE, auto_post = FALSE WHERE id = ${id}`);
  return account(db, id);
}

const postColumns = sql`p.id, p.account_id AS "accountId", p.platform, a.username, p.content, ${isoTimestamp(sql`p.scheduled_for`)} AS "scheduledFor",
  p.image_url AS "imageUrl", p.project_id AS "projectId", p.status, p.attempts, ${ts('p.published_at')} AS "publishedAt",
  p.published_via AS "publishedVia", p.external_id AS "externalId", p.error, p.engine, ${isoTimestamp(sql`p.created_at`)} AS "createdAt"`;

/** GET /api/social-media/posts/scheduled: every post of the manager, the next to go out first, then the rest newest first. */
export function listPosts(db: Db): Promise<SocialPost[]> {
  return rows<SocialPost>(
    db.execute(sql`SELECT ${postColumns} FROM scheduled_posts p LEFT JOIN social_accounts a ON a.id = p.account_id
      ORDER BY (p.status IN ('scheduled', 'publishing')) DESC,
        CASE WHEN p.status IN ('scheduled', 'publishing') THEN p.scheduled_for END ASC,
        p.scheduled_for DESC, p.id DESC
      LIMIT 500`),
  );
}

async function post(db: Db, id: number): Promise<SocialPost> {
  const [row] = await rows<SocialPost>(
    db.execute(sql`SELECT ${postColumns} FROM scheduled_posts p LEFT JOIN social_accounts a ON a.id = p.account_id WHERE p.id = ${id}`),
  );
  if (!row) throw notFound('Post');
  return row;
}

/** A time to schedule for must not be in the past (a minute's grace for the clock and the form). */
async function checkNotPast(db: Db, when: string): Promise<void> {
  const [{ past }] = await rows<{ past: boolean }>(db.execute(sql`SELECT ${when}::timestamptz < now() - interval '1 minute' AS past`));
  if (past)
    throw new AppError('invalid', 'The schedule time is in the past: choose a time from now on', [
      { path: 'scheduledFor', message: 'In the past' },
    ]);
}

function checkLength(content: string, platform: SocialPlatform): void {
  const tooLong = postTooLong(content, platform);
  if (tooLong) throw new AppError('invalid', tooLong, [{ path: 'content', message: 'Too long for the platform' }]);
}

/** POST /api/social-media/posts: a draft or a scheduled post for a connected account. */
export async function createPost(db: Db, input: CreatePostInput): Promise<SocialPost> {
  const [acct] = await rows<{ platform: SocialPlatform; isConnected: boolean }>(
    db.execute(sql`SELECT platform, is_connected AS "isConnected" FROM social_accounts WHERE id = ${input.accountId}`),
  );
  if (!acct)
    throw new AppError('invalid', 'That account does not exist: connect it first', [{ path: 'accountId', message: 'Unknown account' }]);
  if (!acct.isConnected)
    throw new AppError('invalid', 'That account is disconnected: connect it again first', [{ path: 'accountId', message: 'Disconnected' }]);
  checkLength(input.content, acct.platform);
  const status = input.status ?? 'scheduled';
  if (status === 'scheduled') await checkNotPast(db, input.scheduledFor);
  if (input.projectId != null) {
    const [p] = await rows(db.execute(sql`SELECT 1 FROM projects WHERE id = ${input.projectId}`));
    if (!p) throw new AppError('invalid', 'That project does not exist', [{ path: 'projectId', message: 'Unknown project' }]);
  }
  const [row] = await rows<{ id: number }>(
    db.execute(sql`INSERT INTO scheduled_posts (account_id, platform, content, scheduled_for, image_url, project_id, status, engine)
      VALUES (${input.accountId}, ${acct.platform}, ${input.content}, ${input.scheduledFor}, ${input.imageUrl ?? null}, ${input.projectId ?? null},
        ${status}, ${input.engine ? JSON.stringify(input.engine) : null}::jsonb)
      RETURNING id`),
  );
  return post(db, row.id);
}

/**
 * PUT /api/social-media/posts/{id}: a draft, scheduled or failed post may change; setting a failed one to scheduled
 * retries it (its error is cleared). A post being published or already published is 409.
 */
export async function updatePost(db: Db, id: number, input: UpdatePostInput): Promise<SocialPost> {
  const current = await post(db, id);
  if (current.status === 'publishing' || current.status === 'published')
    throw new AppError('conflict', `This post is already ${current.status}; it can no longer be edited.`);
  const content = input.content ?? current.content;
  checkLength(content, current.platform);
  const status = input.status ?? (current.status === 'failed' ? 'scheduled' : current.status);
  const scheduledFor = input.scheduledFor ?? current.scheduledFor;
  if (status === 'scheduled' && (input.scheduledFor !== undefined || current.status !== 'scheduled')) await checkNotPast(db, scheduledFor);
  const imageUrl = input.imageUrl === undefined ? current.imageUrl : input.imageUrl;
  const done = await rows<{ id: number }>(
    db.execute(sql`UPDATE scheduled_posts SET content = ${content}, scheduled_for = ${scheduledFor}, image_url = ${imageUrl}, status = ${status},
        error = NULL, claimed_by = NULL, lease_until = NULL, updated_at = now()
      WHERE id = ${id} AND status IN ('draft', 'scheduled', 'failed') RETURNING id`),
  );
  if (done.length === 0) throw new AppError('conflict', 'This post is being published now; it can no longer be edited.');
  return post(db, id);
}

type ProjectRow = MarketingFacts['project'] & { location: string; id: number | null };

async function storedProject(db: Db, id: number): Promise<ProjectRow> {
  const [project] = await rows<ProjectRow>(
    db.execute(sql`
      SELECT id, name, city, state, location, description, status, to_char(start_date, 'YYYY-MM-DD') AS "startDate",
        to_char(end_date, 'YYYY-MM-DD') AS "endDate", to_char(actual_finish_date, 'YYYY-MM-DD') AS "finishDate"
      FROM projects WHERE id = ${id}`),
  );
  if (!project) throw new AppError('invalid', 'That project does not exist', [{ path: 'projectId', message: 'Unknown project' }]);
  return project;
}

/** The spec's projectData without a stored project: its name and place (the schema requires both). */
function describedProject(data: GenerateProjectData | undefined): ProjectRow {
  const text = (v: string | undefined) => (v?.trim() ? v.trim() : null);
  const isoDate = (v: string | undefined) => (v && /^\d{4}-\d{2}-\d{2}/.test(v) ? v.slice(0, 10) : null);
  const startDate = isoDate(data?.startDate);
  return {
    id: null,
    name: data?.name ?? '',
    city: text(data?.city) ?? '',
    state: text(data?.state),
    location: data?.location ?? data?.city ?? '',
    description: text(data?.description),
    status: text(data?.status) ?? 'active',
    startDate: startDate ?? '',
    endDate: startDate ? isoDate(data?.endDate) : null,
    finishDate: null,
  };
}

/**
 * POST /api/social-media/generate-real-content: the built-in writer (the marketing writer) drafts the post from the
 * project's stored facts and its photos' captions; a configured model may refine caption and hashtags (the result
 * says which engine made it). Fitted to the platform's length. Never random, never money.
 */
export async function generateContent(db: Db, ai: AnalysisEngine, input: GenerateContentInput): Promise<GeneratedContent> {
  const id = input.projectId ?? input.projectData?.id;
  const project = id === undefined ? describedProject(input.projectData) : await storedProject(db, id);
  const photos =
    project.id === null
      ? []
      : await rows<{ category: string; caption: string | null }>(
          db.execute(sql`
      SELECT category, caption FROM project_photos
      WHERE project_id = ${project.id} AND category IN ('before', 'progress', 'after', 'completed')
      ORDER BY array_position(ARRAY['before', 'progress', 'after', 'completed']::text[], category::text), created_at, id`),
        );
  const city = cityOf(project);
  const business = input.businessInfo;
  const facts: MarketingFacts = {
    project: {
      name: project.name,
      city,
      state: project.state?.trim() || null,
      description: project.description,
      status: project.status,
      startDate: project.startDate,
      endDate: project.endDate,
      finishDate: project.finishDate,
    },
    photos,
    style: input.platform === 'linkedin' ? 'professional' : 'showcase',
    platform: input.platform,
    customizations: { ...(business?.name ? { businessName: business.name } : {}) },
  };
  const builtIn = postFromMarketing(writeMarketingContent(facts));
  const services = business?.services ?? [];
  const { result, engine } = await ai.analyze({
    kind: 'social-post',
    instructions: `Write one ${PLATFORM_LABELS[input.platform]} post for a contractor's job from the facts: a caption that names the city (${city}) and hashtags (each starting with #, letters, digits or _). Use only the facts given; never state prices or money. At most ${POST_LIMITS[input.platform]} characters with the hashtags.`,
    schema: generatedPostSchema,
    facts: { ...facts, business: business ?? null },
    builtIn,
  });
  // A model's caption must still name the city; otherwise the built-in caption is used.
  const caption = result.caption.toLowerCase().includes(city.toLowerCase()) ? result.caption : builtIn.caption;
  const content = composePost(caption, result.hashtags, input.platform, services);
  return {
    platform: input.platform,
    projectId: project.id,
    projectName: project.name,
    caption,
    hashtags: result.hashtags,
    content,
    characters: content.length,
    limit: POST_LIMITS[input.platform],
    photoCount: photos.length,
    engine: engineView(engine),
  };
}

function engineView(e: EngineInfo): EngineInfo {
  return { name: e.name, ...(e.model ? { model: e.model } : {}), ...(e.fallbackReason ? { fallbackReason: e.fallbackReason } : {}) };
}
