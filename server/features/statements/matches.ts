import { sql } from 'drizzle-orm';
import { cents, centsToDollars } from '../../../domain/money';
import { type BookItemKind, proposeMatches } from '../../../domain/statements/matching';
import type { StatementLine } from '../../../domain/statements/schemas';
import type { Db } from '../../db/client';
import { rows } from '../../db/sql-fragments';
import { AppError, notFound } from '../../http/errors';
import { accountBookItems, bookItemsByKey } from './book-items';

type LineRow = { id: number; accountId: number; date: string; description: string; amount: number; balance: number | null };
type MatchRow = { id: number; lineId: number; kind: BookItemKind; itemId: number; status: 'auto' | 'accepted' };

/** Lines in cents (amount, balance) with their live match, if any. */
const lineSelect = sql`SELECT l.id, l.account_id AS "accountId", l.date::text AS date, l.description,
    (l.amount * 100)::float8 AS amount, (l.balance * 100)::float8 AS balance
  FROM statement_lines l`;

/**
 * Runs the automatic matching of one account (domain/statements/matching.ts): its free lines against the free book
 * items paid through it, pairs a person undid left out. Returns how many matches it added.
 */
export async function autoMatch(db: Db, accountId: number): Promise<number> {
  const lines = await rows<LineRow>(
    db.execute(sql`${lineSelect} WHERE l.account_id = ${accountId}::int AND NOT EXISTS (
      SELECT 1 FROM statement_matches m WHERE m.line_id = l.id AND m.status <> 'rejected') ORDER BY l.date, l.id`),
  );
  if (lines.length === 0) return 0;
  const items = await accountBookItems(db, accountId, true);
  const rejected = await rows<{ key: string }>(
    db.execute(sql`SELECT m.line_id || ':' || m.item_kind || ':' || m.item_id AS key FROM statement_matches m
      JOIN statement_lines l ON l.id = m.line_id WHERE l.account_id = ${accountId}::int AND m.status = 'rejected'`),
  );
  const proposed = proposeMatches(lines, items, new Set(rejected.map((r) => r.key)));
  if (proposed.length === 0) return 0;
  const values = sql.join(
    proposed.map((p) => sql`(${p.lineId}::int, ${p.kind}, ${p.itemId}::int, 'auto')`),
    sql`, `,
  );
  const added = await rows<{ id: number }>(
    db.execute(
      sql`INSERT INTO statement_matches (line_id, item_kind, item_id, status) VALUES ${values} ON CONFLICT DO NOTHING RETURNING id`,
    ),
  );
  return added.length;
}

const dollars = (c: number) => centsToDollars(cents(c));

/** Lines as the API answers them (dollars), with their live match and its book item. */
async function withMatches(db: Db, lines: LineRow[]): Promise<StatementLine[]> {
  if (lines.length === 0) return [];
  const ids = sql.join(
    lines.map((l) => sql`${l.id}::int`),
    sql`, `,
  );
  const matches = await rows<MatchRow>(
    db.execute(sql`SELECT id, line_id AS "lineId", item_kind AS kind, item_id AS "itemId", status FROM statement_matches
      WHERE status <> 'rejected' AND line_id IN (${ids})`),
  );
  const items = await bookItemsByKey(
    db,
    matches.map((m) => ({ kind: m.kind, id: m.itemId })),
  );
  const byLine = new Map(matches.map((m) => [m.lineId, m]));
  return lines.map((l) => {
    const m = byLine.get(l.id);
    const item = m ? items.get(`${m.kind}:${m.itemId}`) : undefined;
    return {
      id: l.id,
      date: l.date,
      description: l.description,
      amount: dollars(l.amount),
      balance: l.balance === null ? null : dollars(l.balance),
      match: m && item ? { id: m.id, status: m.status, item: { ...item, amount: dollars(item.amount) } } : null,
    };
  });
}

/** An account's lines, newest first, optionally only the unmatched (the inbox) or matched ones, of one month. */
export async function listLines(
  db: Db,
  accountId: number,
  q: { status: 'unmatched' | 'matched' | 'all'; month?: string },
): Promise<StatementLine[]> {
  const live = sql`EXISTS (SELECT 1 FROM statement_matches m WHERE m.line_id = l.id AND m.status <> 'rejected')`;
  const status = q.status === 'unmatched' ? sql`AND NOT ${live}` : q.status === 'matched' ? sql`AND ${live}` : sql``;
  const month = q.month ? sql`AND to_char(l.date, 'YYYY-MM') = ${q.month}` : sql``;
  const lines = await rows<LineRow>(
    db.execute(
      sql`${lineSelect} WHERE l.account_id = ${accountId}::int ${status} ${month} ORDER BY l.date DESC, l.position DESC, l.id DESC LIMIT 2000`,
    ),
  );
  return withMatches(db, lines);
}

export async function getLineRow(db: Db, lineId: number, lock = false): Promise<LineRow> {
  const [line] = await rows<LineRow>(db.execute(sql`${lineSelect} WHERE l.id = ${lineId}::int ${lock ? sql`FOR UPDATE` : sql``}`));
  if (!line) throw notFound('Statement line');
  return line;
}

export async function getLine(db: Db, lineId: number): Promise<StatementLine> {
  return (await withMatches(db, [await getLineRow(db, lineId)]))[0];
}

/** Confirms an automatic match (one click). */
export async function acceptMatch(db: Db, matchId: number): Promise<StatementLine> {
  const [m] = await rows<{ lineId: number }>(
    db.execute(
      sql`UPDATE statement_matches SET status = 'accepted' WHERE id = ${matchId}::int AND status <> 'rejected' RETURNING line_id AS "lineId"`,
    ),
  );
  if (!m) throw notFound('Match');
  return getLine(db, m.lineId);
}

/** Undoes a match (one click): the line goes back to the inbox, and this pair is never proposed again. */
export async function undoMatch(db: Db, matchId: number): Promise<StatementLine> {
  const [m] = await rows<{ lineId: number }>(
    db.execute(
      sql`UPDATE statement_matches SET status = 'rejected' WHERE id = ${matchId}::int AND status <> 'rejected' RETURNING line_id AS "lineId"`,
    ),
  );
  if (!m) throw notFound('Match');
  return getLine(db, m.lineId);
}

/**
 * Matches a line by hand to a book item of its account with the same amount: 409 when the line or the item is
 * already matched (never two lines on one book item).
 */
export async function matchByHand(db: Db, lineId: number, input: { kind: BookItemKind; itemId: number }): Promise<StatementLine> {
  return db.transaction(async (tx) => {
    const line = await getLineRow(tx, lineId, true);
    const items = await accountBookItems(tx, line.accountId);
    const item = items.find((i) => i.kind === input.kind && i.id === input.itemId);
    if (!item)
      throw new AppError('invalid', 'That book item is not paid through this account', [
        { path: 'itemId', message: 'Not paid through this account' },
      ]);
    if (item.amount !== line.amount)
      throw new AppError('invalid', 'The amounts differ: a match must be exact to the cent', [
        { path: 'itemId', message: 'Amounts differ' },
      ]);
    const [taken] = await rows<{ lineId: number }>(
      tx.execute(sql`SELECT line_id AS "lineId" FROM statement_matches WHERE status <> 'rejected'
        AND (line_id = ${lineId}::int OR (item_kind = ${input.kind} AND item_id = ${input.itemId}::int))`),
    );
    if (taken) {
      throw new AppError(
        'conflict',
        taken.lineId === lineId
          ? 'This line is already matched; undo that match first'
          : 'That book item is already matched to another line',
      );
    }
    await tx.execute(sql`INSERT INTO statement_matches (line_id, item_kind, item_id, status) VALUES (${lineId}::int, ${input.kind}, ${input.itemId}::int, 'accepted')
      ON CONFLICT (line_id, item_kind, item_id) DO UPDATE SET status = 'accepted'`);
    return getLine(tx, lineId);
  });
}
