import { sql } from 'drizzle-orm';
import { closedProjectMessage, hasPaid, isClosed, type PaidCounts, paidProjectMessage } from '../../../domain/closing';
import type { Db } from '../../db/client';
import { rows } from '../../db/sql-fragments';
import { AppError } from '../../http/errors';
import { closedThroughSql } from './service';

/** Expenses that were paid: by a recorded method, or to a subcontractor or a 1099 supplier (they are on a 1099). */
const paidExpenseSql = sql`(e.payment_method IS NOT NULL OR e.subcontractor_id IS NOT NULL
  OR EXISTS (SELECT 1 FROM suppliers s WHERE s.id = e.supplier_id AND s.is_1099_payee))`;

/**
 * Refuses (409) deleting a project that holds paid costs, payroll or billing (issue 37: nothing paid vanishes; it
 * is archived instead), or any record dated in a closed period. One statement; a missing project passes (the
 * delete answers its own 404).
 */
export async function assertProjectRemovable(db: Db, projectId: number): Promise<void> {
  const [p] = await rows<PaidCounts & { name: string; earliest: string | null; through: string | null }>(
    db.execute(sql`SELECT p.name,
        (SELECT count(*)::int FROM expenses e WHERE e.project_id = p.id AND ${paidExpenseSql}) AS "paidExpenses",
        (SELECT count(*)::int FROM time_entries t WHERE t.project_id = p.id AND (
          (t.employee_id IS NULL AND t.subcontractor_id IS NOT NULL)
          OR EXISTS (SELECT 1 FROM payments pay WHERE pay.employee_id = t.employee_id AND pay.payment_type = 'payroll'
            AND pay.week_start_date <= t.date AND pay.week_end_date >= t.date))) AS "paidWork",
        (SELECT count(*)::int FROM invoices i WHERE i.project_id = p.id AND i.status IN ('sent', 'partially_paid', 'paid')) AS "invoicesSent",
        (SELECT count(*)::int FROM invoice_payments ip WHERE ip.project_id = p.id) AS "paymentsReceived",
        (SELECT min(d)::text FROM (
          SELECT min(date) AS d FROM expenses WHERE project_id = p.id
          UNION ALL SELECT min(date) FROM time_entries WHERE project_id = p.id
          UNION ALL SELECT min(invoice_date) FROM invoices WHERE project_id = p.id AND status <> 'draft'
          UNION ALL SELECT min(date) FROM invoice_payments WHERE project_id = p.id
          UNION ALL SELECT min(date) FROM change_orders WHERE project_id = p.id AND status = 'approved'
          UNION ALL SELECT min(advance_date) FROM payroll_advances WHERE project_id = p.id) x) AS earliest,
        ${closedThroughSql}::text AS through
      FROM projects p WHERE p.id = ${projectId}`),
  );
  if (!p) return;
  if (hasPaid(p)) throw new AppError('conflict', paidProjectMessage(p.name, p));
  if (p.through !== null && isClosed(p.through, p.earliest) && p.earliest !== null)
    throw new AppError('conflict', closedProjectMessage(p.through, p.earliest, false));
}

/** The dated rows a trash entry keeps (pt.rows), as one set of dates. */
const keptDatesSql = sql`SELECT (r->>'date')::date AS d FROM jsonb_array_elements(coalesce(pt.rows->'expenses', '[]')) r
  UNION ALL SELECT (r->>'date')::date FROM jsonb_array_elements(coalesce(pt.rows->'time_entries', '[]')) r
  UNION ALL SELECT (r->>'invoice_date')::date FROM jsonb_array_elements(coalesce(pt.rows->'invoices', '[]')) r WHERE r->>'status' <> 'draft'
  UNION ALL SELECT (r->>'date')::date FROM jsonb_array_elements(coalesce(pt.rows->'invoice_payments', '[]')) r
  UNION ALL SELECT (r->>'date')::date FROM jsonb_array_elements(coalesce(pt.rows->'change_orders', '[]')) r WHERE r->>'status' = 'approved'`;

/** Refuses (409) restoring a trashed project whose kept rows are dated in a closed period: they would change its figures. */
export async function assertTrashRestorable(db: Db, trashId: number): Promise<void> {
  const [t] = await rows<{ earliest: string | null; through: string | null }>(
    db.execute(sql`SELECT (SELECT min(d)::text FROM (${keptDatesSql}) x) AS earliest, ${closedThroughSql}::text AS through
      FROM project_trash pt WHERE pt.id = ${trashId}`),
  );
  if (t?.through && t.earliest && isClosed(t.through, t.earliest))
    throw new AppError('conflict', closedProjectMessage(t.through, t.earliest, true));
}

/**
 * True for a trash entry (pt) that kept something paid (a project deleted before this rule): the purge leaves it,
 * so it can still be restored and nothing paid is lost for good.
 */
export const keepsPaidSql = sql`(jsonb_path_exists(pt.rows, '$.expenses[*] ? (@.payment_method != null || @.subcontractor_id != null)')
  OR jsonb_path_exists(pt.rows, '$.invoices[*] ? (@.status != "draft" && @.status != "void")')
  OR jsonb_path_exists(pt.rows, '$.invoice_payments[*]')
  OR jsonb_path_exists(pt.rows, '$.time_entries[*] ? (@.subcontractor_id != null)')
  OR EXISTS (SELECT 1 FROM jsonb_array_elements(coalesce(pt.rows->'time_entries', '[]')) r JOIN payments pay
    ON pay.employee_id = (r->>'employee_id')::int AND pay.payment_type = 'payroll'
    AND pay.week_start_date <= (r->>'date')::date AND pay.week_end_date >= (r->>'date')::date))`;
