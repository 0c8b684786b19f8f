import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { executePrepared } from '../../db/prepared';
import { rows } from '../../db/sql-fragments';
import type { ResponseCache } from '../../http/response-cache';
import { RowPieces } from '../../http/row-pieces';
import { weekRowColumns, weekRowFrom } from './service';

/** The row space of the payroll week's pieces: one per employee. */
const SPACE = 'payroll-employees';
/**
 * What names the employees a change moves: the employee's own row (rates, name, active), and the employees of work
 * records, advances and payments (their change notifications carry them as "e", migration 0034).
 */
const SOURCES = { employees: 'ids', time_entries: 'e', payroll_advances: 'e', payments: 'e' };
/**
 * What every row reads besides: the projects' names (not their cost totals, which change with every expense). The
 * adjustments of paid weeks (migration 0039) are not here: they are only written by a work record's or a rate's
 * change of the employee (its payroll lines) or by paying the week, whose changes name the employee.
 */
const ALSO_READS = ['projects'];

/**
 * The payroll week built from one JSON piece per employee, kept between rebuilds (issue 12, mixed load), as the
 * project list is (server/features/projects/list-pieces.ts).
 *
 * A work record changes its employee's lines of its week, and its change names that employee; a rebuild then sends
 * one statement that lists the week's employees in order (active, or with work that week) and builds JSON only for
 * those whose piece is missing or stale. Before, each rebuild built all 300 rows after every work record (and the
 * week of the mixed load grows to thousands of lines). A piece holds one week: the pieces of other weeks are kept
 * apart (key = week). A piece is stamped before its statement is sent, so one built across a change of its employee
 * is never reused; a change that names no employees, any change of a project's name or an unknown change makes
 * every piece stale.
 */
export class PayrollWeekPieces {
  /** The pieces of each week apart (a piece holds one employee's row of one week). */
  private readonly weeks = new Map<string, RowPieces>();
  /** How many pieces the last json() built (the others it reused); for tests. */
  lastBuilt = 0;

  /** The tables a week reads, for its cached body. */
  static readonly tables = ['time_entries', 'employees', 'payroll_advances', 'payments', 'projects', 'payroll_adjustments'];

  constructor(
    private readonly cache: ResponseCache,
    /** At most this many weeks keep pieces (the oldest used goes first). */
    private readonly maxWeeks = 8,
  ) {
    cache.trackRows(SPACE, SOURCES);
  }

  /** The week as JSON (UTF-8 bytes): the rows, order and fields of weeklyPayroll. */
  async json(db: Db, weekStartSunday: string): Promise<Buffer> {
    const pieces = this.piecesOf(weekStartSunday);
    const { good, stamps } = pieces.start();
    // Prepared: planning it took 1.1 ms, more than half of a rebuild after one work record (issue 12's mixed load).
    const built = await rows<{ id: number; json: string | null }>(
      executePrepared(
        db,
        sql`SELECT e0.id, CASE WHEN e0.id = ANY(${good}) THEN NULL ELSE (
            SELECT row_to_json(x)::text FROM (SELECT ${weekRowColumns} ${weekRowFrom(weekStartSunday)} WHERE e.id = e0.id) x
          ) END AS json
        FROM employees e0
        WHERE e0.active OR EXISTS (SELECT 1 FROM payroll_week_lines l JOIN projects p ON p.id = l.project_id
          WHERE l.week_start = ${weekStartSunday}::date AND l.employee_id = e0.id)
        ORDER BY e0.name, e0.id`,
      ),
    );
    const body = await pieces.assemble(built, stamps, (id) => single(db, weekStartSunday, id));
    this.lastBuilt = pieces.lastBuilt;
    return body;
  }

  private piecesOf(week: string): RowPieces {
    let pieces = this.weeks.get(week);
    if (pieces) this.weeks.delete(week);
    else pieces = new RowPieces(this.cache, SPACE, ALSO_READS);
    this.weeks.set(week, pieces);
    if (this.weeks.size > this.maxWeeks) this.weeks.delete(this.weeks.keys().next().value as string);
    return pieces;
  }
}

async function single(db: Db, week: string, id: number): Promise<string> {
  const [row] = await rows<{ json: string }>(
    db.execute(sql`SELECT row_to_json(x)::text AS json FROM (SELECT ${weekRowColumns} ${weekRowFrom(week)} WHERE e.id = ${id}) x`),
  );
  // Deleted meanwhile: the week that named the employee is already stale (its body's stamp is older than the delete).
  return row?.json ?? 'null';
}
