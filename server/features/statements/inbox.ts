import { sql } from 'drizzle-orm';
import { daysBetween } from '../../../domain/dates';
import { cents, centsToDecimalString, centsToDollars } from '../../../domain/money';
import { overlap, similarity } from '../../../domain/statements/fingerprint';
import type { LineCandidates, StatementLine } from '../../../domain/statements/schemas';
import type { Db } from '../../db/client';
import { rows } from '../../db/sql-fragments';
import { AppError } from '../../http/errors';
import { assertPeriodOpen } from '../closing/service';
import { getAccount } from './accounts';
import { accountBookItems } from './book-items';
import { getLine, getLineRow } from './matches';

/** How far a hand-picked candidate may be dated from its line (the automatic matching keeps to 5 days). */
const CANDIDATE_WINDOW_DAYS = 31;
/** The least share of payee words (overlap) for an earlier expense to suggest a project and category. */
const SUGGEST_LIKENESS = 0.6;

type Earlier = { projectId: number; projectName: string; category: string; date: string; text: string; lineText: string | null };

/**
 * The project and category for an unmatched line from history: the newest earlier expense of the same payee,
 * first among expenses matched to statement lines (the bank's own wording of the payee), then by the expense's
 * supplier and description. Null when nothing earlier is alike enough.
 */
async function suggestion(db: Db, line: { date: string; description: string }): Promise<LineCandidates['suggestion']> {
  const earlier = await rows<Earlier>(
    db.execute(sql`SELECT e.project_id AS "projectId", p.name AS "projectName", e.category, e.date::text AS date,
        concat_ws(' ', s.name, e.description) AS text,
        (SELECT l.description FROM statement_matches m JOIN statement_lines l ON l.id = m.line_id
          WHERE m.item_kind = 'expense' AND m.item_id = e.id AND m.status <> 'rejected' LIMIT 1) AS "lineText"
      FROM expenses e JOIN projects p ON p.id = e.project_id LEFT JOIN suppliers s ON s.id = e.supplier_id
      WHERE e.date <= ${line.date}::date ORDER BY e.date DESC, e.id DESC LIMIT 1000`),
  );
  const best = (score: (e: Earlier) => number) => earlier.find((e) => score(e) >= SUGGEST_LIKENESS);
  const found = best((e) => (e.lineText ? overlap(line.description, e.lineText) : 0)) ?? best((e) => overlap(line.description, e.text));
  return found
    ? { projectId: found.projectId, projectName: found.projectName, category: found.category, basedOn: `${found.text} (${found.date})` }
    : null;
}

/** The free book items a line may be matched to by hand (same amount, within a month), closest first, and a suggestion. */
export async function lineCandidates(db: Db, lineId: number): Promise<LineCandidates> {
  const line = await getLineRow(db, lineId);
  const items = await accountBookItems(db, line.accountId, true);
  const candidates = items
    .filter((i) => i.amount === line.amount && Math.abs(daysBetween(line.date, i.date)) <= CANDIDATE_WINDOW_DAYS)
    .map((i) => ({
      ...i,
      amount: centsToDollars(cents(i.amount)),
      days: Math.abs(daysBetween(line.date, i.date)),
      likeness: similarity(line.description, i.payee),
    }))
    .sort((a, b) => a.days - b.days || b.likeness - a.likeness)
    .slice(0, 20)
    .map(({ likeness: _, ...c }) => c);
  return { candidates, suggestion: line.amount < 0 ? await suggestion(db, line) : null };
}

const KIND_METHOD = { bank: 'bank_transfer', card: 'card', 'payment-app': 'payment_app' } as const;

/**
 * Turns an unmatched line of money out into an expense paid through the line's account (its first expense
 * method, else the kind's), dated and priced as the line, and matches the two — all in one transaction.
 */
export async function expenseFromLine(
  db: Db,
  lineId: number,
  input: { projectId: number; category: string; description: string | null },
): Promise<StatementLine> {
  return db.transaction(async (tx) => {
    const line = await getLineRow(tx, lineId, true);
    if (line.amount >= 0) throw new AppError('invalid', 'Only money out of the account can become an expense');
    const [matched] = await rows<{ id: number }>(
      tx.execute(sql`SELECT id FROM statement_matches WHERE line_id = ${lineId}::int AND status <> 'rejected'`),
    );
    if (matched) throw new AppError('conflict', 'This line is already matched; undo that match first');
    const [project] = await rows<{ id: number }>(tx.execute(sql`SELECT id FROM projects WHERE id = ${input.projectId}::int`));
    if (!project) throw new AppError('invalid', 'Project not found', [{ path: 'projectId', message: 'Project not found' }]);
    await assertPeriodOpen(tx, line.date, 'expense');
    const account = await getAccount(tx, line.accountId);
    const method = account.methods.expense[0] ?? KIND_METHOD[account.kind];
    const [expense] = await rows<{ id: number }>(
      tx.execute(sql`INSERT INTO expenses (project_id, category, description, amount, date, payment_method)
        VALUES (${input.projectId}::int, ${input.category}, ${(input.description ?? line.description).slice(0, 1000)},
          ${centsToDecimalString(cents(-line.amount))}::numeric, ${line.date}::date, ${method}) RETURNING id`),
    );
    await tx.execute(
      sql`INSERT INTO statement_matches (line_id, item_kind, item_id, status) VALUES (${lineId}::int, 'expense', ${expense.id}::int, 'accepted')`,
    );
    if (!account.methods.expense.includes(method)) {
      await tx.execute(sql`UPDATE statement_accounts SET methods = jsonb_set(methods, '{expense}', (methods -> 'expense') || to_jsonb(${method}::text))
        WHERE id = ${account.id}::int`);
    }
    return getLine(tx, lineId);
  });
}
