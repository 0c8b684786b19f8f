import { type SQL, sql } from 'drizzle-orm';
import type { ExpenseFilter, ExpenseSummary } from '../../../domain/expenses';
import { addCents, type Cents, cents, centsFromDb, centsToDollars, subCents } from '../../../domain/money';
import type { Db } from '../../db/client';
import { intArray, rows } from '../../db/sql-fragments';
import type { ResponseCache } from '../../http/response-cache';

type Sum = { count: number; cents: Cents };
type SumRow = { projectId: number; key: string; count: number; amount: string };

/**
 * Per-project sums kept between rebuilds, and their running total per key, exact in cents.
 *
 * `select(ids)` reads (project id, key, count, amount) rows: of every project (ids null) or of the listed ones. The
 * first refresh reads every project; later ones read only the projects whose row stamp moved (a change that named
 * them, ResponseCache.rowStamps) and replace their part of the totals. A change of the space that named no rows, or
 * an unknown change, reads everything again. A project's part is stamped before its statement is sent, so
 * one changed while the statement ran is read again next time. Refreshes run one at a time.
 */
class ProjectSums {
  private readonly parts = new Map<number, { stamp: string; sums: Map<string, Sum> }>();
  private readonly totals = new Map<string, Sum>();
  private loadedAt: string | null = null;
  private queue: Promise<unknown> = Promise.resolve();
  /** Projects the last refresh read: 'all', or how many (for tests). */
  lastRead: number | 'all' = 0;

  constructor(
    private readonly cache: ResponseCache,
    private readonly space: string,
    private readonly select: (ids: SQL | null) => SQL,
  ) {}

  /** The totals per key, brought up to date. */
  refresh(db: Db): Promise<ReadonlyMap<string, Sum>> {
    const run = this.queue.then(() => this.refreshNow(db));
    this.queue = run.catch(() => {});
    return run;
  }

  private async refreshNow(db: Db): Promise<ReadonlyMap<string, Sum>> {
    const stamps = this.cache.rowStamps(this.space);
    // Id -1 is never named: its stamp moves only with the changes that make every part stale.
    const everything = stamps.of(-1);
    let ids: number[] | null = null;
    if (this.loadedAt === everything) {
      ids = [];
      for (const id of stamps.named()) if (this.parts.get(id)?.stamp !== stamps.of(id)) ids.push(id);
    }
    this.lastRead = ids === null ? 'all' : ids.length;
    if (ids?.length === 0) return this.totals;
    const found = await rows<SumRow>(db.execute(this.select(ids === null ? null : intArray(ids))));
    const read = new Map<number, Map<string, Sum>>((ids ?? []).map((id) => [id, new Map()]));
    for (const r of found) {
      const sums = read.get(r.projectId) ?? new Map<string, Sum>();
      sums.set(r.key, { count: r.count, cents: centsFromDb(r.amount) });
      read.set(r.projectId, sums);
    }
    if (ids === null) {
      this.parts.clear();
      this.totals.clear();
      this.loadedAt = everything;
    }
    for (const [id, sums] of read) {
      const old = this.parts.get(id);
      if (old) for (const [key, s] of old.sums) this.add(key, -s.count, subCents(cents(0), s.cents));
      for (const [key, s] of sums) this.add(key, s.count, s.cents);
      this.parts.set(id, { stamp: stamps.of(id), sums });
    }
    return this.totals;
  }

  private add(key: string, count: number, amount: Cents): void {
    const t = this.totals.get(key) ?? { count: 0, cents: cents(0) };
    this.totals.set(key, { count: t.count + count, cents: addCents(t.cents, amount) });
  }
}

/**
 * The Expenses tiles over every project (no project, search or date filter), kept per project (issue 12's mixed load).
 * The expense part summed the per-project, per-category totals of every project (migration 0007: 15,000 rows on the
 * benchmark data, 6.7 ms under load) after each expense; the labor part summed the labor totals of every project
 * after each work record. A write changes one project's figures and its change names that project (expenses: `p`;
 * projects: `ids`), so a rebuild now reads only the changed projects' rows and moves the totals by the difference.
 * `expenseCategoryTotals` and `workRecordPay` (service.ts) answer every other filter and are the reference the
 * parity test compares these with.
 */
export class ExpenseSummaryPieces {
  private readonly categories: ProjectSums;
  private readonly labor: ProjectSums;

  constructor(cache: ResponseCache) {
    cache.trackRows('expense-projects', { expenses: 'p' });
    cache.trackRows('projects', { projects: 'ids' });
    this.categories = new ProjectSums(
      cache,
      'expense-projects',
      (ids) => sql`SELECT project_id AS "projectId", category AS key, count, amount::text AS amount
        FROM expense_category_totals ${ids ? sql`WHERE project_id = ANY(${ids})` : sql``}`,
    );
    this.labor = new ProjectSums(
      cache,
      'projects',
      (ids) => sql`SELECT id AS "projectId", 'labor' AS key, work_count AS count, labor_total::text AS amount
        FROM projects ${ids ? sql`WHERE id = ANY(${ids})` : sql``}`,
    );
  }

  /** True when these pieces answer the filter (no project, search or dates; a category or none). */
  static serves(f: ExpenseFilter): boolean {
    return f.projectId === undefined && f.search === undefined && f.from === undefined && f.to === undefined;
  }

  /** Projects the last refresh of each part read ('all' or a count), for tests. */
  get lastRead(): { categories: number | 'all'; labor: number | 'all' } {
    return { categories: this.categories.lastRead, labor: this.labor.lastRead };
  }

  /** The expense part, as expenseCategoryTotals gives it for the same filter. */
  async categoryTotals(db: Db, f: ExpenseFilter): Promise<Omit<ExpenseSummary, 'workRecords'>> {
    const totals = await this.categories.refresh(db);
    const byCategory: ExpenseSummary['byCategory'] = {};
    let count = 0;
    let amount = cents(0);
    for (const [category, s] of totals) {
      if (s.count <= 0 || (f.category !== undefined && category !== f.category)) continue;
      byCategory[category] = { count: s.count, amount: centsToDollars(s.cents) };
      count += s.count;
      amount = addCents(amount, s.cents);
    }
    return { count, totalAmount: centsToDollars(amount), byCategory };
  }

  /** The labor part, as workRecordPay gives it for the same filter. */
  async workRecordPay(db: Db, f: ExpenseFilter): Promise<ExpenseSummary['workRecords']> {
    if (f.category !== undefined && f.category !== 'labor') return null;
    const s = (await this.labor.refresh(db)).get('labor') ?? { count: 0, cents: cents(0) };
    return { count: s.count, amount: centsToDollars(s.cents) };
  }
}
