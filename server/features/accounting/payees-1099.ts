import { sql } from 'drizzle-orm';
import { COUNTS_TOWARD_NEC_SQL, maskTin, missingPaperwork, necThreshold, needsNec } from '../../../domain/accounting-1099';
import type { Form1099Summary } from '../../../domain/accounting-1099-api';
import { type Cents, cents, centsFromDb, centsToDollars as d } from '../../../domain/money';
import type { Db } from '../../db/client';
import { laborPaySql } from '../../db/rule-fragments';
import { rows } from '../../db/sql-fragments';

export type PayeeKind = 'subcontractor' | 'supplier';

import { yearBounds } from './year-sql';

const NEC = sql.raw(COUNTS_TOWARD_NEC_SQL);

export type Payee = {
  /** Who was paid: a subcontractor, or a supplier marked as a 1099 payee (docs/decisions/). */
  kind: PayeeKind;
  id: number;
  name: string;
  company: string | null;
  tin: string | null;
  /** 'ssn' or 'ein'; null when not said. */
  tinKind: 'ssn' | 'ein' | null;
  /** The supplier's address (subcontractors have none on file). */
  address: string | null;
  w9OnFile: boolean;
  nec: Cents;
  cardOrApp: Cents;
  /** Backup withholding kept from the year's payments (box 4 of the 1099-NEC), cents. */
  withheld: Cents;
  payments: number;
};

/**
 * What each non-employee payee was paid in the year, in one statement: subcontractors (expenses linked to them, by
 * how they were paid, and the pay of work records logged for them, not for an employee, which count as paid by the
 * usual means) and suppliers marked as 1099 payees (their expenses not already linked to a subcontractor).
 */
export async function yearPayees(db: Db, year: number): Promise<Payee[]> {
  const { from, to } = yearBounds(year);
  const list = await rows<Omit<Payee, 'nec' | 'cardOrApp' | 'withheld'> & { nec: string; cardOrApp: string; withheld: number }>(
    db.execute(sql`WITH paid AS (
        SELECT 'subcontractor' AS kind, e.subcontractor_id AS pid, e.amount, ${NEC} AS nec, e.backup_withholding_cents AS withheld FROM expenses e
        WHERE e.subcontractor_id IS NOT NULL AND e.date >= ${from}::date AND e.date < ${to}::date
        UNION ALL
        SELECT 'subcontractor', t.subcontractor_id, ${laborPaySql}, true, 0 FROM time_entries t LEFT JOIN employees em ON em.id = t.employee_id
        WHERE t.subcontractor_id IS NOT NULL AND t.employee_id IS NULL AND t.date >= ${from}::date AND t.date < ${to}::date
        UNION ALL
        SELECT 'supplier', e.supplier_id, e.amount, ${NEC}, e.backup_withholding_cents FROM expenses e JOIN suppliers s ON s.id = e.supplier_id
        WHERE s.is_1099_payee AND e.subcontractor_id IS NULL AND e.date >= ${from}::date AND e.date < ${to}::date
      ), payees AS (
        SELECT 'subcontractor' AS kind, id, name, company, tin, tin_kind, NULL::text AS address, w9_on_file FROM subcontractors
        UNION ALL
        SELECT 'supplier', id, name, NULL, tin, tin_kind, address, w9_on_file FROM suppliers WHERE is_1099_payee
      )
      SELECT p.kind, p.id, p.name, p.company, p.tin, p.tin_kind AS "tinKind", p.address, p.w9_on_file AS "w9OnFile", count(*)::int AS payments,
        coalesce(sum(x.amount) FILTER (WHERE x.nec), 0)::text AS nec,
        coalesce(sum(x.amount) FILTER (WHERE NOT x.nec), 0)::text AS "cardOrApp",
        coalesce(sum(x.withheld), 0)::int AS withheld
      FROM paid x JOIN payees p ON p.kind = x.kind AND p.id = x.pid
      GROUP BY p.kind, p.id, p.name, p.company, p.tin, p.tin_kind, p.address, p.w9_on_file ORDER BY lower(p.name), p.kind, p.id`),
  );
  return list.map((p) => ({ ...p, nec: centsFromDb(p.nec), cardOrApp: centsFromDb(p.cardOrApp), withheld: cents(p.withheld) }));
}

const paperwork = (p: Payee) => ({
  nec: p.nec,
  cardOrApp: p.cardOrApp,
  hasTin: p.tin !== null,
  w9OnFile: p.w9OnFile,
  withheld: p.withheld,
});

/** What a payee lacks for the year's 1099-NEC ('W-9', 'TIN'); empty when nothing or not needed. */
export const missingOf = (p: Payee, year: number) => missingPaperwork(paperwork(p), year);

/** The 1099 picture of a year: NEC payees at or above the threshold, card/app payments apart, missing paperwork. */
export function summarize1099(year: number, payees: Payee[], showTin: (tin: string | null) => string = maskTin): Form1099Summary {
  const threshold = necThreshold(year);
  return {
    year,
    threshold: d(threshold),
    necPayees: payees
      .filter((p) => needsNec(p, year))
      .map((p) => ({
        kind: p.kind,
        id: p.id,
        name: p.name,
        company: p.company,
        tin: showTin(p.tin),
        tinKind: p.tinKind,
        w9OnFile: p.w9OnFile,
        amount: d(p.nec),
        withheld: d(p.withheld),
      })),
    cardOrAppPayees: payees
      .filter((p) => p.cardOrApp > 0)
      .map((p) => ({ kind: p.kind, id: p.id, name: p.name, company: p.company, amount: d(p.cardOrApp) })),
    /** Backup withholding of the year, all payees (Form 945 line 2), dollars. */
    withheld: d(cents(payees.reduce((sum, p) => sum + p.withheld, 0))),
    warnings: payees
      .map((p) => ({ kind: p.kind, id: p.id, name: p.name, amount: d(p.nec), missing: missingOf(p, year) }))
      .filter((w) => w.missing.length > 0),
  };
}

/** The 1099 summary of a year, TINs masked. */
export async function form1099Summary(db: Db, year: number): Promise<Form1099Summary> {
  return summarize1099(year, await yearPayees(db, year));
}
