import { sql } from 'drizzle-orm';
import type { ExpenseListItem } from '../../../domain/expenses';
import { isoTimestamp } from '../../db/sql-fragments';

/** Expense read columns (alias e) with the names of its project, supplier, employee and subcontractor. */
export const expenseColumns = sql`
  e.id, e.project_id AS "projectId", e.category, e.description, e.amount::float8 AS amount, e.date::text AS date,
  e.supplier_id AS "supplierId", e.employee_id AS "employeeId", e.subcontractor_id AS "subcontractorId",
  e.receipt_number AS "receiptNumber", e.notes, e.receipt_id AS "receiptId", e.payment_method AS "paymentMethod", e.payment_account AS "paymentAccount",
  (e.backup_withholding_cents / 100.0)::float8 AS "backupWithholding",
  CASE WHEN e.compliance_override_reason IS NULL THEN NULL ELSE json_build_object('reason', e.compliance_override_reason,
    'by', e.compliance_override_by, 'at', ${isoTimestamp(sql`e.compliance_override_at`)}) END AS "complianceOverride",
  CASE WHEN rc.id IS NULL THEN NULL ELSE '/uploads/receipts/' || rc.file_name END AS "receiptImageUrl",
  ccd.code AS "costCode", e.commitment_line_id AS "commitmentLineId", e.over_commitment_reason AS "overCommitmentReason",
  ${isoTimestamp(sql`e.created_at`)} AS "createdAt", e.entered_by AS "enteredBy",
  pr.name AS "projectName", s.name AS "supplierName", em.name AS "employeeName",
  sc.name AS "subcontractorName", sc.company AS "subcontractorCompany"`;

/**
 * The read shape ExpenseListItem column for column (alias e), nested objects built by the database, for
 * json_agg: PGlite decodes one JSON text far faster than the same values as many typed row fields.
 */
export const expenseItemColumns = sql`
  e.id, e.project_id AS "projectId", e.category, e.description, e.amount::float8 AS amount, e.date::text AS date,
  e.supplier_id AS "supplierId", e.employee_id AS "employeeId", e.subcontractor_id AS "subcontractorId",
  e.receipt_number AS "receiptNumber", e.notes, e.receipt_id AS "receiptId", e.payment_method AS "paymentMethod", e.payment_account AS "paymentAccount",
  (e.backup_withholding_cents / 100.0)::float8 AS "backupWithholding",
  CASE WHEN e.compliance_override_reason IS NULL THEN NULL ELSE json_build_object('reason', e.compliance_override_reason,
    'by', e.compliance_override_by, 'at', ${isoTimestamp(sql`e.compliance_override_at`)}) END AS "complianceOverride",
  CASE WHEN rc.id IS NULL THEN NULL ELSE '/uploads/receipts/' || rc.file_name END AS "receiptImageUrl",
  ccd.code AS "costCode", e.commitment_line_id AS "commitmentLineId", e.over_commitment_reason AS "overCommitmentReason",
  ${isoTimestamp(sql`e.created_at`)} AS "createdAt", e.entered_by AS "enteredBy",
  json_build_object('name', pr.name) AS project,
  CASE WHEN s.id IS NULL THEN NULL ELSE json_build_object('name', s.name) END AS supplier,
  CASE WHEN em.id IS NULL THEN NULL ELSE json_build_object('name', em.name) END AS employee,
  CASE WHEN sc.id IS NULL THEN NULL ELSE json_build_object('name', sc.name, 'company', sc.company) END AS subcontractor,
  pr.name AS "projectName", s.name AS "supplierName", em.name AS "employeeName"`;

/** Joins (to alias e) that expenseColumns and expenseItemColumns read the names (and the receipt image) from. */
export const expenseJoins = sql`
  JOIN projects pr ON pr.id = e.project_id
  LEFT JOIN suppliers s ON s.id = e.supplier_id
  LEFT JOIN employees em ON em.id = e.employee_id
  LEFT JOIN subcontractors sc ON sc.id = e.subcontractor_id
  LEFT JOIN receipts rc ON rc.id = e.receipt_id
  LEFT JOIN cost_codes ccd ON ccd.id = e.cost_code_id`;

export type ExpenseRow = Omit<ExpenseListItem, 'project' | 'supplier' | 'employee' | 'subcontractor'> & {
  subcontractorName: string | null;
  subcontractorCompany: string | null;
};

/** Shapes a flat row into the spec's read shape with nested {name} objects. */
export function toExpenseItem(r: ExpenseRow): ExpenseListItem {
  const { subcontractorName, subcontractorCompany, ...rest } = r;
  return {
    ...rest,
    project: { name: r.projectName },
    supplier: r.supplierName === null ? null : { name: r.supplierName },
    employee: r.employeeName === null ? null : { name: r.employeeName },
    subcontractor: subcontractorName === null ? null : { name: subcontractorName, company: subcontractorCompany },
  };
}
