import { sql } from 'drizzle-orm';
import type { Sov, SovInput } from '../../../domain/billing/schemas';
import { cents, centsFromDb, dollarsToCents } from '../../../domain/money';
import type { Db } from '../../db/client';
import { rows } from '../../db/sql-fragments';
import { approvalItems } from './approval-items';
import { dec, dollars, type LockedProject, lockProject, unprocessable, usd } from './billing-project';

// The schedule of values: the contract split into lines that invoices bill against.

/**
 * The default schedule of values of a project that has none: the approval PDF's line items when the project kept
 * some (migration 0026; they need not sum to the budget, and the schedule then says so until it is edited), else
 * one "Original contract" line of the budget; then one line per approved change order. Not saved: each line has
 * the id −position until a write saves it (issue 38: a GET saves nothing).
 */
async function defaultSov(db: Db, project: LockedProject): Promise<SovRow[]> {
  const items = await approvalItems(db, project.id);
  const first = items.length > 0 ? items : [{ description: 'Original contract', amount: project.budget }];
  const orders = await rows<{ id: number; number: number; description: string; amount: string }>(
    db.execute(sql`SELECT id, number, description, amount::text AS amount FROM change_orders
      WHERE project_id = ${project.id} AND status = 'approved' ORDER BY number`),
  );
  const lines = [
    ...first.map((l) => ({ description: l.description, scheduledValue: dec(l.amount), changeOrderId: null as number | null })),
    ...orders.map((c) => ({
      description: `Change order #${c.number}: ${[...c.description].slice(0, 450).join('')}`,
      scheduledValue: c.amount,
      changeOrderId: c.id,
    })),
  ];
  return lines.map((l, i) => ({ ...l, id: -(i + 1), position: i + 1, billed: null, stored: null }));
}

/**
 * Saves the default schedule of values when the project has none (under the project's lock, so once). Answers
 * the saved line id of each unsaved id (−position) when it saved them, else null (the schedule existed).
 */
export async function ensureSov(tx: Db, project: LockedProject): Promise<Map<number, number> | null> {
  const [n] = await rows<{ n: number }>(tx.execute(sql`SELECT count(*)::int AS n FROM sov_lines WHERE project_id = ${project.id}`));
  if (n.n > 0) return null;
  const lines = await defaultSov(tx, project);
  const values = lines.map(
    (l) => sql`(${project.id}::int, ${l.position}::int, ${l.description}::text, ${l.scheduledValue}::numeric, ${l.changeOrderId}::int)`,
  );
  const saved = await rows<{ id: number; position: number }>(
    tx.execute(sql`INSERT INTO sov_lines (project_id, position, description, scheduled_value, change_order_id)
      VALUES ${sql.join(values, sql`, `)} RETURNING id, position`),
  );
  return new Map(saved.map((r) => [-r.position, r.id]));
}

/**
 * The saved id of each line a client named: a saved line's own id; an unsaved default line's −position maps to the
 * line saved at that position, when the schedule was just saved or that line is still the default one there (same
 * description, same change order); else 0, which no line has (the write then refuses it and writes nothing).
 */
export async function lineIdResolver(tx: Db, project: LockedProject, saved: Map<number, number> | null): Promise<(id: number) => number> {
  if (saved) return (id) => (id < 0 ? (saved.get(id) ?? 0) : id);
  const defaults = await defaultSov(tx, project);
  const existing = await sovRows(tx, project.id);
  return (id) => {
    if (id > 0) return id;
    const d = defaults[-id - 1];
    const e = existing.find((l) => l.position === -id);
    return d && e && e.description === d.description && e.changeOrderId === d.changeOrderId ? e.id : 0;
  };
}

export type SovRow = {
  id: number;
  position: number;
  description: string;
  scheduledValue: string;
  changeOrderId: number | null;
  /** Completed and stored to date (G) on the latest invoice that is not void. */
  billed: string | null;
  /** Materials presently stored (F) on it. */
  stored: string | null;
};

export async function sovRows(db: Db, projectId: number): Promise<SovRow[]> {
  return rows<SovRow>(
    db.execute(sql`SELECT s.id, s.position, s.description, s.scheduled_value::text AS "scheduledValue", s.change_order_id AS "changeOrderId",
        l.completed_to_date::text AS billed, l.materials_stored::text AS stored
      FROM sov_lines s
      LEFT JOIN invoice_lines l ON l.sov_line_id = s.id AND l.invoice_id = (
        SELECT id FROM invoices WHERE project_id = ${projectId} AND status <> 'void' ORDER BY id DESC LIMIT 1)
      WHERE s.project_id = ${projectId} ORDER BY s.position, s.id`),
  );
}

async function sovAnswer(db: Db, project: LockedProject, unsaved = false): Promise<Sov> {
  const saved = await sovRows(db, project.id);
  const lines = saved.length === 0 && unsaved ? await defaultSov(db, project) : saved;
  const items = await approvalItems(db, project.id);
  const total = cents(lines.reduce((s, l) => s + centsFromDb(l.scheduledValue), 0));
  const itemsTotal = cents(items.reduce((s, l) => s + l.amount, 0));
  return {
    approvalItems: items.length === 0 ? null : { count: items.length, total: dollars(itemsTotal) },
    contractValue: dollars(project.contract),
    total: dollars(total),
    balanced: total === project.contract,
    lines: lines.map((l) => {
      const billed = centsFromDb(l.billed);
      const stored = centsFromDb(l.stored);
      return {
        id: l.id,
        position: l.position,
        description: l.description,
        scheduledValue: dollars(centsFromDb(l.scheduledValue)),
        changeOrderId: l.changeOrderId,
        billedToDate: dollars(billed),
        workCompleted: dollars(cents(billed - stored)),
        materialsStored: dollars(stored),
      };
    }),
  };
}

/** The schedule of values; a project without one answers its default, unsaved (ids −position), and writes nothing. */
export async function getSov(db: Db, projectId: number): Promise<Sov> {
  return db.transaction(async (tx) => sovAnswer(tx, await lockProject(tx, projectId, false), true));
}

/**
 * Replaces the schedule of values: the lines must sum to the contract value; a line already billed keeps at
 * least what was billed on it and cannot be removed.
 */
export async function updateSov(tx: Db, projectId: number, input: SovInput): Promise<Sov> {
  const project = await lockProject(tx, projectId);
  const lineId = await lineIdResolver(tx, project, await ensureSov(tx, project));
  const lines = input.lines.map((l) => (l.id === undefined ? l : { ...l, id: lineId(l.id) }));
  const existing = await sovRows(tx, projectId);
  const byId = new Map(existing.map((l) => [l.id, l]));
  const total = cents(lines.reduce((s, l) => s + dollarsToCents(l.scheduledValue), 0));
  if (total !== project.contract)
    throw unprocessable(`The lines sum to ${usd(total)}; they must sum to the contract value ${usd(project.contract)}`, 'lines');
  const kept = new Set<number>();
  for (const [i, l] of lines.entries()) {
    if (l.id === undefined) continue;
    const old = byId.get(l.id);
    if (!old) throw unprocessable(`Line ${i + 1} is not a line of this project's schedule of values`, `lines.${i}.id`);
    if (kept.has(l.id)) throw unprocessable(`Line ${i + 1} appears twice`, `lines.${i}.id`);
    kept.add(l.id);
    const billed = centsFromDb(old.billed);
    if (billed > 0 && dollarsToCents(l.scheduledValue) < billed)
      throw unprocessable(
        `Line ${i + 1} has ${usd(billed)} billed already: its scheduled value cannot be less`,
        `lines.${i}.scheduledValue`,
      );
    if (billed < 0 && dollarsToCents(l.scheduledValue) > billed)
      throw unprocessable(
        `Line ${i + 1} has a credit of ${usd(billed)} billed already: its scheduled value cannot be more`,
        `lines.${i}.scheduledValue`,
      );
  }
  for (const old of existing) {
    if (!kept.has(old.id) && centsFromDb(old.billed) !== 0)
      throw unprocessable(`“${old.description}” has been billed: it cannot be removed`, 'lines');
  }
  const removed = existing.filter((l) => !kept.has(l.id)).map((l) => l.id);
  if (removed.length > 0) await tx.execute(sql`DELETE FROM sov_lines WHERE id IN ${sql.raw(`(${removed.join(',')})`)}`);
  for (const [i, l] of lines.entries()) {
    const value = dec(dollarsToCents(l.scheduledValue));
    if (l.id === undefined)
      await tx.execute(
        sql`INSERT INTO sov_lines (project_id, position, description, scheduled_value) VALUES (${projectId}, ${i + 1}, ${l.description}, ${value})`,
      );
    else
      await tx.execute(
        sql`UPDATE sov_lines SET position = ${i + 1}, description = ${l.description}, scheduled_value = ${value} WHERE id = ${l.id}`,
      );
  }
  return sovAnswer(tx, project);
}
