import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import {
  type CreateSharedLink,
  linkState,
  pickSnapshot,
  type SharedLink,
  type SharedSnapshot,
  type SnapshotField,
  sharedLinkPath,
} from '../../../domain/shared-links';
import type { Db } from '../../db/client';
import { isoTimestamp, rows } from '../../db/sql-fragments';
import { AppError, notFound } from '../../http/errors';
import { branding, logoPng } from '../company-profile/service';
import { projectSnapshot, type SnapshotSigner } from './snapshot';

type LinkRow = {
  id: number;
  projectId: number;
  token: string;
  fields: SnapshotField[];
  createdAt: string;
  expiresAt: string;
  revokedAt: string | null;
};

const view = (r: LinkRow, now: Date): SharedLink => ({
  id: r.id,
  projectId: r.projectId,
  path: sharedLinkPath(r.token),
  fields: r.fields,
  createdAt: r.createdAt,
  expiresAt: r.expiresAt,
  revokedAt: r.revokedAt,
  state: linkState(r, now),
});

const COLUMNS = sql`id, project_id AS "projectId", token, fields, ${isoTimestamp(sql`created_at`)} AS "createdAt",
  ${isoTimestamp(sql`expires_at`)} AS "expiresAt", CASE WHEN revoked_at IS NULL THEN NULL ELSE ${isoTimestamp(sql`revoked_at`)} END AS "revokedAt"`;

/** The company as a shared page shows it: the letterhead, and whether there is a logo to fetch with the link. */
async function companyOf(db: Db): Promise<SharedSnapshot['company']> {
  const b = await branding(db);
  return { name: b.name, lines: b.lines, hasLogo: b.logo !== null };
}

/**
 * POST /api/projects/{id}/shared-links: freezes the project's snapshot now with only the ticked figures
 * (pickSnapshot, the dialog's preview) and stores it behind a random token, expiring in the days chosen.
 */
export async function createSharedLink(db: Db, signer: SnapshotSigner, today: string, projectId: number, input: CreateSharedLink) {
  const [{ snapshot }, company] = await Promise.all([projectSnapshot(db, signer, today, projectId), companyOf(db)]);
  const { signature: _signature, ...full } = snapshot;
  const payload = pickSnapshot(full, input.fields, company);
  const token = randomBytes(32).toString('base64url');
  const [row] = await rows<LinkRow>(
    db.execute(sql`INSERT INTO shared_links (token, project_id, fields, payload, expires_at)
      VALUES (${token}, ${projectId}, ${JSON.stringify(input.fields)}::jsonb, ${JSON.stringify(payload)}::jsonb,
        now() + make_interval(days => ${input.expiresInDays}))
      RETURNING ${COLUMNS}`),
  );
  return view(row, new Date());
}

/** GET /api/projects/{id}/shared-links: the project's links, newest first, with their state now. */
export async function listSharedLinks(db: Db, projectId: number): Promise<SharedLink[]> {
  const [project] = await rows<{ id: number }>(db.execute(sql`SELECT id FROM projects WHERE id = ${projectId}`));
  if (!project) throw notFound('Project');
  const list = await rows<LinkRow>(
    db.execute(sql`SELECT ${COLUMNS} FROM shared_links WHERE project_id = ${projectId} ORDER BY created_at DESC, id DESC`),
  );
  const now = new Date();
  return list.map((r) => view(r, now));
}

/** POST /api/shared-links/{id}/revoke: the link stops working at once; revoking it again changes nothing. */
export async function revokeSharedLink(db: Db, id: number): Promise<SharedLink> {
  const [row] = await rows<LinkRow>(
    db.execute(sql`UPDATE shared_links SET revoked_at = coalesce(revoked_at, now()) WHERE id = ${id} RETURNING ${COLUMNS}`),
  );
  if (!row) throw notFound('Shared link');
  return view(row, new Date());
}

const longDate = (iso: string) => new Date(iso).toLocaleDateString('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/**
 * GET /api/shared-snapshots/{token} (public): the frozen, ticked figures; 404 for a token never made, 410 once
 * revoked or expired (the figures are never sent then).
 */
export async function openSharedLink(db: Db, token: string): Promise<SharedSnapshot> {
  const [row] = await rows<LinkRow & { payload: SharedSnapshot }>(
    db.execute(sql`SELECT ${COLUMNS}, payload FROM shared_links WHERE token = ${token}`),
  );
  if (!row) throw new AppError('not_found', 'This snapshot link does not exist. Check the address, or ask for a new link.');
  const state = linkState(row, new Date());
  if (state === 'revoked')
    throw new AppError('gone', 'This snapshot link was withdrawn by the contractor. Ask them for a new link if you still need it.');
  if (state === 'expired')
    throw new AppError('gone', `This snapshot link expired on ${longDate(row.expiresAt)}. Ask the contractor for a new link.`);
  return row.payload;
}

/** GET /api/shared-snapshots/{token}/logo (public): the company logo while the link works. */
export async function sharedLinkLogo(db: Db, token: string): Promise<Buffer> {
  await openSharedLink(db, token);
  const png = await logoPng(db);
  if (!png) throw notFound('Logo');
  return png;
}
