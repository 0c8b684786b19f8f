import { type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { LOCAL_USER_NAME } from '../../../domain/audit';
import { todayIso } from '../../../domain/dates';
import { type ProjectTrashItem, TRASH_DAYS } from '../../../domain/projects';
import type { FileStorage, StorageArea } from '../../adapters/storage/types';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { isForeignKeyViolation } from '../../db/references';
import { rows } from '../../db/sql-fragments';
import { AppError, notFound } from '../../http/errors';
import { asActor } from '../audit/actor';
import type { Actor } from '../auth/service';
import { listTables } from '../backups/tables';
import { assertProjectRemovable, assertTrashRestorable, keepsPaidSql } from '../closing/project-guard';
import { runOnce, scheduleChecks } from '../system/scheduled-runs';

type Row = Record<string, unknown>;
/** A kept row: its JSON text exactly as the database wrote it (money stays exact), and parsed for its keys. */
type Kept = { text: string; row: Row };
/** A single-column foreign key of the schema, as the catalog describes it. */
type ForeignKey = { child: string; childCol: string; childType: string; parent: string; parentCol: string; action: string };
/** Rows whose `column` the delete set to null: restore sets it back to `value` where it is still null. */
type Link = { table: string; key: string; keyType: string; column: string; columnType: string; rows: { key: unknown; value: unknown }[] };
type TrashFile = { area: StorageArea; fileName: string };

const id = (name: string) => sql.identifier(name);

/** Every single-column foreign key of the public schema with its ON DELETE action ('c' cascade, 'n' set null …). */
async function foreignKeys(db: Db): Promise<ForeignKey[]> {
  return rows<ForeignKey>(
    db.execute(sql`
      SELECT ch.relname AS child, ca.attname AS "childCol", format_type(ca.atttypid, ca.atttypmod) AS "childType",
        pa.relname AS parent, pat.attname AS "parentCol", co.confdeltype::text AS action
      FROM pg_constraint co
      JOIN pg_class ch ON ch.oid = co.conrelid
      JOIN pg_namespace n ON n.oid = ch.relnamespace
      JOIN pg_class pa ON pa.oid = co.confrelid
      JOIN pg_attribute ca ON ca.attrelid = co.conrelid AND ca.attnum = co.conkey[1]
      JOIN pg_attribute pat ON pat.attrelid = co.confrelid AND pat.attnum = co.confkey[1]
      WHERE co.contype = 'f' AND n.nspname = 'public' AND cardinality(co.conkey) = 1
      ORDER BY 1, 2`),
  );
}

/** The type of each column of the public schema, "table.column" → "integer". */
async function columnTypes(db: Db): Promise<Map<string, string>> {
  const list = await rows<{ k: string; t: string }>(
    db.execute(sql`
      SELECT c.relname || '.' || a.attname AS k, format_type(a.atttypid, a.atttypmod) AS t
      FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND c.relkind = 'r' AND a.attnum > 0 AND NOT a.attisdropped`),
  );
  return new Map(list.map((r) => [r.k, r.t]));
}

/** `column = ANY(values)` with the values passed as one JSON parameter and cast to the column's type. */
const anyOf = (column: SQL, type: string, values: unknown[]) =>
  sql`${column} = ANY(ARRAY(SELECT jsonb_array_elements_text(${JSON.stringify(values)}::jsonb)::${sql.raw(type)}))`;

/**
 * Everything a delete of the project takes or clears, found through the foreign keys (so a table added later,
 * e.g. billing's, is kept too): the rows that go by cascade, table by table, and the set-null links.
 */
async function capture(tx: Db, projectId: number) {
  const fks = await foreignKeys(tx);
  const tables = await listTables(tx);
  const keyOf = new Map(tables.map((t) => [t.name, t.key]));
  const types = await columnTypes(tx);
  const [project] = await rows<{ text: string }>(
    tx.execute(sql`SELECT to_jsonb(p)::text AS text FROM projects p WHERE p.id = ${projectId} FOR UPDATE`),
  );
  if (!project) throw notFound('Project');
  const first: Kept = { text: project.text, row: JSON.parse(project.text) as Row };
  const captured = new Map<string, Map<string, Kept>>([['projects', new Map([[String(projectId), first]])]]);
  const links: Link[] = [];
  const queue: { table: string; rows: Row[] }[] = [{ table: 'projects', rows: [first.row] }];
  while (queue.length > 0) {
    const { table, rows: parents } = queue.shift() as { table: string; rows: Row[] };
    for (const fk of fks.filter((f) => f.parent === table)) {
      const values = [...new Set(parents.map((r) => r[fk.parentCol]).filter((v) => v !== null && v !== undefined))];
      if (values.length === 0) continue;
      const match = anyOf(sql`t.${id(fk.childCol)}`, fk.childType, values);
      const key = keyOf.get(fk.child) ?? null;
      if (fk.action === 'c') {
        const found = await rows<{ text: string }>(tx.execute(sql`SELECT to_jsonb(t)::text AS text FROM ${id(fk.child)} t WHERE ${match}`));
        const seen = captured.get(fk.child) ?? new Map<string, Kept>();
        captured.set(fk.child, seen);
        const fresh: Row[] = [];
        for (const { text } of found) {
          const row = JSON.parse(text) as Row;
          const k = key ? String(row[key]) : text;
          if (seen.has(k)) continue;
          seen.set(k, { text, row });
          fresh.push(row);
        }
        if (fresh.length > 0) queue.push({ table: fk.child, rows: fresh });
      } else if ((fk.action === 'n' || fk.action === 'd') && key) {
        const found = await rows<{ key: unknown; value: unknown }>(
          tx.execute(sql`SELECT t.${id(key)} AS key, t.${id(fk.childCol)} AS value FROM ${id(fk.child)} t WHERE ${match}`),
        );
        if (found.length > 0) {
          links.push({
            table: fk.child,
            key,
            keyType: types.get(`${fk.child}.${key}`) ?? 'integer',
            column: fk.childCol,
            columnType: fk.childType,
            rows: found,
          });
        }
      }
    }
  }
  // A row that goes back by restore carries its own link.
  const kept = links
    .map((l) => ({ ...l, rows: l.rows.filter((r) => !captured.get(l.table)?.has(String(r.key))) }))
    .filter((l) => l.rows.length > 0);
  return { project: first.row, captured, links: kept };
}

const listOf = (captured: Map<string, Map<string, Kept>>, table: string) => [...(captured.get(table)?.values() ?? [])].map((k) => k.row);

/** The photo, thumbnail and receipt files of the kept rows: they stay in storage until the purge. */
function filesOf(captured: Map<string, Map<string, Kept>>): TrashFile[] {
  return [
    ...listOf(captured, 'project_photos').flatMap((p) => [
      { area: 'photos' as const, fileName: String(p.file_name) },
      ...(p.image_data ? [{ area: 'thumbnails' as const, fileName: String(p.image_data) }] : []),
    ]),
    ...listOf(captured, 'receipts').map((r) => ({ area: 'receipts' as const, fileName: String(r.file_name) })),
  ];
}

/**
 * Deletes a project into the trash (issue 18): in one transaction, the rows its delete takes and the links it
 * clears are kept in project_trash, then the project is deleted (its rows go by cascade, the triggers take its
 * costs out of every total). Files stay in storage for a restore; the purge removes them after 30 days.
 */
export async function trashProject(db: Db, projectId: number, actor: Actor | null): Promise<void> {
  await asActor(db, actor, async (tx) => {
    await assertProjectRemovable(tx, projectId);
    const { project, captured, links } = await capture(tx, projectId);
    const [money] = await rows<{ budget: string; costs: string }>(
      tx.execute(sql`SELECT budget::text AS budget, (expense_total + labor_total)::text AS costs FROM projects WHERE id = ${projectId}`),
    );
    const summary = {
      location: project.location,
      status: project.status,
      budget: money.budget,
      costs: money.costs,
      expenses: captured.get('expenses')?.size ?? 0,
      workRecords: captured.get('time_entries')?.size ?? 0,
      photos: captured.get('project_photos')?.size ?? 0,
      receipts: captured.get('receipts')?.size ?? 0,
      teamMembers: captured.get('project_employees')?.size ?? 0,
      links: links.reduce((n, l) => n + l.rows.length, 0),
    };
    // The rows' JSON text is put together as it came from the database: no money passes through a JS number.
    const kept = `{${[...captured].map(([table, byKey]) => `${JSON.stringify(table)}:[${[...byKey.values()].map((k) => k.text).join(',')}]`).join(',')}}`;
    await tx.execute(sql`
      INSERT INTO project_trash (project_id, name, deleted_by, summary, rows, links, files)
      VALUES (${projectId}, ${String(project.name)}, ${actor?.id == null ? LOCAL_USER_NAME : actor.name}, ${JSON.stringify(summary)}::jsonb,
        ${kept}::jsonb, ${JSON.stringify(links)}::jsonb, ${JSON.stringify(filesOf(captured))}::jsonb)`);
    await tx.execute(sql`DELETE FROM projects WHERE id = ${projectId}`);
  });
}

/** The trash, newest first, with when each project is purged. */
export async function listTrash(db: Db): Promise<ProjectTrashItem[]> {
  return rows<ProjectTrashItem>(
    db.execute(sql`
      SELECT id, project_id AS "projectId", name, summary->>'location' AS location, deleted_by AS "deletedBy",
        to_char(deleted_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "deletedAt",
        to_char((deleted_at + ${TRASH_DAYS} * interval '1 day') AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "purgeAfter",
        (summary->>'budget')::float8 AS budget, (summary->>'costs')::float8 AS costs,
        (summary->>'expenses')::int AS expenses, (summary->>'workRecords')::int AS "workRecords",
        (summary->>'photos')::int AS photos, (summary->>'receipts')::int AS receipts,
        (summary->>'teamMembers')::int AS "teamMembers", (summary->>'links')::int AS links
      FROM project_trash ORDER BY deleted_at DESC, id DESC`),
  );
}

/**
 * Restores a trashed project with everything it had: its rows go back with their ids, parents first (the
 * triggers add its costs back to every total; the project's kept totals start at 0 so they are not counted
 * twice), the links the delete cleared are set again where nothing else has been set since, and the trash
 * entry goes. 404 for an unknown entry; 409 when something it used (an employee, a supplier …) has been
 * deleted since.
 */
export async function restoreProject(db: Db, trashId: number, actor: Actor | null): Promise<number> {
  try {
    return await asActor(db, actor, async (tx) => {
      const [entry] = await rows<{ projectId: number; tables: string[]; links: Link[] }>(
        tx.execute(sql`SELECT project_id AS "projectId", ARRAY(SELECT jsonb_object_keys(rows)) AS tables, links
          FROM project_trash WHERE id = ${trashId} FOR UPDATE`),
      );
      if (!entry) throw notFound('Trashed project');
      await assertTrashRestorable(tx, trashId);
      for (const table of await listTables(tx)) {
        if (!entry.tables.includes(table.name)) continue;
        const cols = sql.join(
          table.columns.map((c) => id(c)),
          sql`, `,
        );
        // The rows straight from the kept JSON (exact money); the project's kept totals and counts start at 0.
        const data =
          table.name === 'projects'
            ? sql`(SELECT jsonb_agg(r || '{"expense_total": 0, "labor_total": 0, "change_order_total": 0, "work_count": 0, "unpriced_work_count": 0, "unpriced_employee_ids": []}'::jsonb)
                FROM project_trash pt, jsonb_array_elements(pt.rows->'projects') r WHERE pt.id = ${trashId})`
            : sql`(SELECT pt.rows->${table.name} FROM project_trash pt WHERE pt.id = ${trashId})`;
        await tx.execute(sql`INSERT INTO ${id(table.name)} (${cols})
          SELECT ${cols} FROM jsonb_populate_recordset(NULL::${id(table.name)}, ${data}) x`);
      }
      await tx.execute(sql`DELETE FROM project_trash WHERE id = ${trashId}`);
      for (const l of entry.links) {
        await tx.execute(sql`
          UPDATE ${id(l.table)} t SET ${id(l.column)} = (v->>'value')::${sql.raw(l.columnType)}
          FROM jsonb_array_elements(${JSON.stringify(l.rows)}::jsonb) v
          WHERE t.${id(l.key)} = (v->>'key')::${sql.raw(l.keyType)} AND t.${id(l.column)} IS NULL`);
      }
      return entry.projectId;
    });
  } catch (err) {
    if (isForeignKeyViolation(err)) {
      throw new AppError(
        'conflict',
        'This project cannot be restored: an employee, supplier or subcontractor it used has been deleted since. Add it back, then restore.',
      );
    }
    throw err;
  }
}

/**
 * Purges trash entries older than 30 days (at `now`) and then removes their files; returns how many went. An entry that
 * holds a paid amount (a project deleted before issue 37's rule) is never purged, so it can still be restored.
 * A failed file removal leaves a stray file, never a broken row.
 */
export async function purgeTrash(db: Db, storage: FileStorage, now = new Date()): Promise<number> {
  const gone = await rows<{ files: TrashFile[] }>(
    db.execute(
      sql`DELETE FROM project_trash pt WHERE deleted_at <= ${now.toISOString()}::timestamptz - ${TRASH_DAYS} * interval '1 day'
        AND NOT ${keepsPaidSql} RETURNING files`,
    ),
  );
  await Promise.allSettled(gone.flatMap((g) => g.files).map((f) => storage.remove(f.area, f.fileName)));
  return gone.length;
}

/** The purge takes seconds; a claim older than this belongs to a server that died. */
const PURGE_LEASE_MS = 10 * 60_000;
/** How often the timer looks whether today's purge has run (the first look shortly after start). */
const PURGE_CHECK_MS = 60 * 60_000;
const PURGE_FIRST_MS = 2 * 60_000;

/**
 * Purges the trash once a day, by one server when several share the database (the day's claim in
 * scheduled_runs, as the daily backup). The timers never keep the process alive and stop with the app.
 */
export function startTrashPurge(app: FastifyInstance, ctx: AppContext): void {
  scheduleChecks(app, 'trash purge', { firstMs: PURGE_FIRST_MS, everyMs: PURGE_CHECK_MS }, async () => {
    await runOnce(ctx.db, 'project-trash-purge', todayIso(), PURGE_LEASE_MS, async () => {
      const purged = await purgeTrash(ctx.db, ctx.storage);
      if (purged > 0) app.log.info({ purged }, 'projects in the trash for 30 days purged');
    });
  });
}
