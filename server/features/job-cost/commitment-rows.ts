import { sql } from 'drizzle-orm';
import type { Commitment } from '../../../domain/api/job-cost';
import { type CommitmentStatus, commitmentLineFigures } from '../../../domain/job-cost';
import { centsFromDb, centsToDollars, sumCents } from '../../../domain/money';

// The rows a commitment is read from and how they make the API's answer (commitments.ts reads them).

export type HeadRow = {
  id: number;
  projectId: number;
  projectName: string;
  type: 'purchase_order' | 'subcontract';
  supplierId: number | null;
  subcontractorId: number | null;
  payeeName: string;
  number: string;
  title: string;
  status: CommitmentStatus;
  date: string;
  retainageBp: number;
  notes: string | null;
};
export type LineRow = {
  id: number;
  commitmentId: number;
  costCode: string;
  costCodeName: string;
  description: string;
  amount: string;
  changeOrder: boolean;
  billed: string;
  /** What the subcontract keeps back from the line's bills: each bill's retainage, rounded to the cent (retainageOfBill). */
  retained: string;
};

export const headSelect = sql`SELECT m.id, m.project_id AS "projectId", p.name AS "projectName", m.type,
    m.supplier_id AS "supplierId", m.subcontractor_id AS "subcontractorId",
    coalesce(su.name, coalesce(nullif(sc.company, ''), sc.name)) AS "payeeName",
    m.number, m.title, m.status, m.date::text AS date, m.retainage_bp AS "retainageBp", m.notes
  FROM commitments m JOIN projects p ON p.id = m.project_id
  LEFT JOIN suppliers su ON su.id = m.supplier_id LEFT JOIN subcontractors sc ON sc.id = m.subcontractor_id`;

export const lineSelect = sql`SELECT l.id, l.commitment_id AS "commitmentId", k.code AS "costCode", k.name AS "costCodeName", l.description,
    l.amount::text AS amount, l.change_order AS "changeOrder",
    coalesce(b.billed, 0)::text AS billed, coalesce(b.retained, 0)::text AS retained
  FROM commitment_lines l JOIN cost_codes k ON k.id = l.cost_code_id
  LEFT JOIN LATERAL (SELECT sum(e.amount) AS billed, sum(round(e.amount * m.retainage_bp / 10000.0, 2)) AS retained
    FROM expenses e JOIN commitments m ON m.id = l.commitment_id WHERE e.commitment_line_id = l.id) b ON true`;

/** A commitment with its lines: what each line commits, what was billed against it and what it still owes. */
export function assemble(h: HeadRow, lines: LineRow[]): Commitment {
  const figures = lines.map((l) => {
    const amount = centsFromDb(l.amount);
    const billed = centsFromDb(l.billed);
    return { l, amount, billed, open: commitmentLineFigures(h.status, amount, billed).open };
  });
  const d = centsToDollars;
  return {
    id: h.id,
    projectId: h.projectId,
    projectName: h.projectName,
    type: h.type,
    supplierId: h.supplierId,
    subcontractorId: h.subcontractorId,
    payeeName: h.payeeName,
    number: h.number,
    title: h.title,
    status: h.status,
    date: h.date,
    retainage: h.retainageBp / 100,
    notes: h.notes,
    amount: d(sumCents(figures.map((f) => f.amount))),
    billed: d(sumCents(figures.map((f) => f.billed))),
    retainageHeld: d(sumCents(lines.map((l) => centsFromDb(l.retained)))),
    open: d(sumCents(figures.map((f) => f.open))),
    lines: figures.map(({ l, amount, billed, open }) => ({
      id: l.id,
      costCode: l.costCode,
      costCodeName: l.costCodeName,
      description: l.description,
      amount: d(amount),
      changeOrder: l.changeOrder,
      billed: d(billed),
      open: d(open),
    })),
  };
}
