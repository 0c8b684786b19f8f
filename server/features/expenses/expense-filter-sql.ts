import { type SQL, sql } from 'drizzle-orm';
import type { ExpenseFilter, ExpenseListQuery, ExpenseSort, SortDir } from '../../../domain/expenses';

/** Escapes LIKE's wildcards (%, _) and its escape character (\) so the user's text matches literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** How many of the newest (filtered) expenses a search scans before it looks further back through the indexes. */
export const SEARCH_WINDOW = 2000;

/** Who may see which expenses: a condition on alias a (server/http/scope.ts expenseScopeSql), or none for all. */
export type ExpenseScope = ((a: SQL) => SQL) | undefined;

/** projectId, category and date-range conditions on alias a (each uses its own (…, date) index), and the caller's scope. */
function baseConditions(f: ExpenseFilter, a: SQL, scope?: ExpenseScope): SQL[] {
  const conditions: SQL[] = scope ? [scope(a)] : [];
  if (f.projectId !== undefined) conditions.push(sql`${a}.project_id = ${f.projectId}::bigint`);
  if (f.category !== undefined) conditions.push(sql`${a}.category = ${f.category}`);
  if (f.from !== undefined) conditions.push(sql`${a}.date >= ${f.from}::date`);
  if (f.to !== undefined) conditions.push(sql`${a}.date <= ${f.to}::date`);
  return conditions;
}

const whereOf = (conditions: SQL[]) => (conditions.length === 0 ? sql`` : sql`WHERE ${sql.join(conditions, sql` AND `)}`);

/**
 * search as a case-insensitive substring of the description or of the project's name, on alias a. Both sides
 * are lower(x) LIKE lower('%' || text || '%') so the GIN trigram indexes of migration 0003 apply; the project
 * arm is an array of ids found through the projects index, which makes it an index condition on
 * expenses(project_id, date) that the planner can OR with the description index (BitmapOr).
 */
function searchCondition(search: string, a: SQL): SQL {
  const text = escapeLike(search);
  return sql`(lower(${a}.description) LIKE lower('%' || ${text} || '%')
    OR ${a}.project_id = ANY(ARRAY(SELECT sp.id FROM projects sp WHERE lower(sp.name) LIKE lower('%' || ${text} || '%'))))`;
}

/** The WHERE clause over expenses e for every filter: the summary's, and the list's without a search. */
export function expenseWhereSql(f: ExpenseFilter, scope?: ExpenseScope): SQL {
  const e = sql.raw('e');
  return whereOf([...baseConditions(f, e, scope), ...(f.search === undefined ? [] : [searchCondition(f.search, e)])]);
}

/** A page query; sort and dir default to newest first (date, descending). */
export type ExpensePageQuery = Omit<ExpenseListQuery, 'sort' | 'dir'> & Partial<Pick<ExpenseListQuery, 'sort' | 'dir'>>;

/** The default order (date, then id, both descending), which the tuned page statements below serve. */
export const isNewestFirst = (q: { sort?: ExpenseSort; dir?: SortDir }) => (q.sort ?? 'date') === 'date' && (q.dir ?? 'desc') === 'desc';

/**
 * The sort key of a column on expenses alias a. Text sorts case-insensitively in byte order (COLLATE "C"), so
 * PGlite and PostgreSQL agree whatever the server's locale; the project sorts by its name.
 */
function sortKey(sort: ExpenseSort, a: SQL, projectId: SQL): SQL {
  switch (sort) {
    case 'date':
      return sql`${a}.date`;
    case 'amount':
      return sql`${a}.amount`;
    case 'category':
      return sql`${a}.category`;
    case 'description':
      return sql`lower(${a}.description) COLLATE "C"`;
    case 'project':
      return sql`(SELECT lower(sp.name) COLLATE "C" FROM projects sp WHERE sp.id = ${projectId})`;
  }
}

/**
 * ORDER BY the chosen column, ties broken by id in the same direction so pages never overlap: on expenses alias e,
 * or with `read` on the read shape (alias x, whose project column is "projectId").
 */
export function expenseOrderSql(q: { sort?: ExpenseSort; dir?: SortDir }, read = false): SQL {
  const a = sql.raw(read ? 'x' : 'e');
  const dir = sql.raw(q.dir === 'asc' ? 'ASC' : 'DESC');
  return sql`ORDER BY ${sortKey(q.sort ?? 'date', a, read ? sql`x."projectId"` : sql`e.project_id`)} ${dir}, ${a}.id ${dir}`;
}

/**
 * The FROM item (alias e, every expenses column) of one page of filtered expenses, newest first. Without a search
 * it is an index walk (date, category or project index) that stops after offset + limit rows; with one, the rows
 * whose ids searchPageIdsSql picks.
 */
export function expensePageSql(q: ExpensePageQuery, scope?: ExpenseScope): SQL {
  if (!isNewestFirst(q)) {
    return sql`(SELECT * FROM expenses e ${expenseWhereSql(q, scope)} ${expenseOrderSql(q)} LIMIT ${q.limit} OFFSET ${q.offset}) e`;
  }
  if (q.search === undefined) {
    return sql`(SELECT * FROM expenses e ${expenseWhereSql(q, scope)} ORDER BY e.date DESC, e.id DESC LIMIT ${q.limit} OFFSET ${q.offset}) e`;
  }
  return sql`(${searchPageIdsSql({ ...q, search: q.search }, SEARCH_WINDOW, scope)}) page JOIN expenses e ON e.id = page.id`;
}

/**
 * The (date, id) of one page of expenses matching a search (and the other filters), newest first, as a statement.
 *
 * No single plan suits every text. Walking the date index with the search as a filter is quick for a common text
 * but reads the whole table for a rare one, and the planner cannot foresee that (it has no estimate for the
 * project-name arm, and a project's expenses cluster in time); collecting every match through the trigram indexes
 * is quick for a rare text but reads thousands of rows for a common one. So the statement first scans the newest
 * `window` filtered expenses (a bounded walk) and, only when they hold fewer than offset + limit matches, collects
 * the older matches through the trigram and project indexes (a BitmapOr; deliberately no LIMIT there, which would
 * tempt the planner back into the walk: PostgreSQL 15 takes it and reads the whole table for a text with no match).
 * Every older match is older than every match of the window, so the two parts together give exactly the page.
 */
export function searchPageIdsSql(q: ExpensePageQuery & { search: string }, window = SEARCH_WINDOW, scope?: ExpenseScope): SQL {
  const e = sql.raw('e');
  const w = sql.raw('w');
  const base = baseConditions(q, e, scope);
  const needed = q.offset + q.limit;
  return sql`WITH win AS MATERIALIZED (
      SELECT e.date, e.id, e.description, e.project_id FROM expenses e ${whereOf(base)} ORDER BY e.date DESC, e.id DESC LIMIT ${window}
    ), hits AS MATERIALIZED (
      SELECT w.date, w.id FROM win w WHERE ${searchCondition(q.search, w)}
    )
    SELECT m.date, m.id FROM (
      SELECT h.date, h.id FROM hits h
      UNION ALL
      SELECT e.date, e.id FROM expenses e
      WHERE ${sql.join([...base, searchCondition(q.search, e)], sql` AND `)}
        AND (e.date, e.id) < (SELECT w.date, w.id FROM win w ORDER BY w.date, w.id LIMIT 1)
        AND (SELECT count(*) FROM hits) < ${needed}
    ) m
    ORDER BY m.date DESC, m.id DESC LIMIT ${q.limit} OFFSET ${q.offset}`;
}
