import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { fromBase64, type SignedSnapshot, type SnapshotVerdict, snapshotPath, snapshotPayloadSchema } from '../../../domain/snapshot';
import type { Db } from '../../db/client';
import { rows } from '../../db/sql-fragments';
import { notFound } from '../../http/errors';
import { healthRows } from './service';

const SECRET = 'snapshot_hmac';

/** The signing key: made once (32 random bytes) and kept in server_secrets; never leaves the server. */
export class SnapshotSigner {
  private key: Promise<Buffer> | null = null;

  /** Makes the key at the server's start, so signing a snapshot (a GET) writes nothing (issue 38). */
  async prepare(db: Db): Promise<void> {
    await this.secret(db);
  }

  private secret(db: Db): Promise<Buffer> {
    this.key ??= (async () => {
      const fresh = randomBytes(32).toString('base64');
      await db.execute(sql`INSERT INTO server_secrets (name, value) VALUES (${SECRET}, ${fresh}) ON CONFLICT (name) DO NOTHING`);
      const [row] = await rows<{ value: string }>(db.execute(sql`SELECT value FROM server_secrets WHERE name = ${SECRET}`));
      return Buffer.from(row.value, 'base64');
    })().catch((err) => {
      this.key = null;
      throw err;
    });
    return this.key;
  }

  /** HMAC-SHA256 (base64url) of the JSON text of a payload. */
  async sign(db: Db, json: string): Promise<string> {
    return createHmac('sha256', await this.secret(db))
      .update(json)
      .digest('base64url');
  }

  /** Whether `data` (a link's base64 JSON) carries the signature this server made for exactly its figures. Reads no project data. */
  async verify(db: Db, data: string): Promise<SnapshotVerdict> {
    let parsed: Record<string, unknown>;
    try {
      parsed = JSON.parse(fromBase64(data)) as Record<string, unknown>;
    } catch {
      return { verified: false, signedAt: null };
    }
    if (!parsed || typeof parsed !== 'object' || typeof parsed.signature !== 'string') return { verified: false, signedAt: null };
    const { signature, ...payload } = parsed;
    const expected = Buffer.from(await this.sign(db, JSON.stringify(payload)));
    const given = Buffer.from(signature as string);
    const ok = given.length === expected.length && timingSafeEqual(given, expected) && snapshotPayloadSchema.safeParse(payload).success;
    return { verified: ok, signedAt: ok ? String(payload.timestamp) : null };
  }
}

/** GET /api/projects/{id}/snapshot: the project's snapshot payload from its own figures, signed, with the link path. */
export async function projectSnapshot(db: Db, signer: SnapshotSigner, today: string, id: number) {
  const [[row], [project]] = await Promise.all([
    healthRows(db, today, id),
    rows<{ location: string; status: string; startDate: string; endDate: string | null }>(
      db.execute(sql`SELECT location, status, to_char(start_date, 'YYYY-MM-DD') AS "startDate", to_char(end_date, 'YYYY-MM-DD') AS "endDate"
        FROM projects WHERE id = ${id}`),
    ),
  ]);
  if (!row || !project) throw notFound('Project');
  const m = row.metrics;
  const payload = {
    projectName: row.name,
    location: project.location,
    status: project.status,
    budget: row.budgetCents / 100,
    expenses: row.spentCents / 100,
    startDate: project.startDate,
    endDate: project.endDate,
    timestamp: new Date().toISOString(),
    metrics: {
      overallHealth: m.overallHealth,
      riskLevel: m.riskLevel,
      budgetHealth: m.budgetHealth,
      timelineHealth: m.timelineHealth,
      qualityScore: m.qualityScore,
      completionPercentage: m.completionPercentage,
      profitMargin: row.profitMargin,
    },
  };
  const signed: SignedSnapshot = { ...payload, signature: await signer.sign(db, JSON.stringify(payload)) };
  return { snapshot: signed, path: snapshotPath(signed) };
}
