import { type SQL, sql } from 'drizzle-orm';
import type { BurdenProfile } from '../../../domain/burden';
import type { Db } from '../../db/client';
import { laborPaySql } from '../../db/rule-fragments';
import { rows } from '../../db/sql-fragments';

/**
 * The SQL twin of burdenOfWages (domain/burden.ts): the employer's burden of every employee work record of the
 * profile's calendar year, in one statement. Wages are each record's labor_pay() in cents; a window sums them per
 * employee (all his jobs together) ordered by (date, id), and each component is the cumulative difference
 * round(rate × min(cum_after, base)) − round(rate × min(cum_before, base)), rounded half up in bigint arithmetic
 * ((x × rate + 5,000) / 10,000 on non-negative x, PostgreSQL's integer division truncating). Subcontractor records
 * are no wages and are left out. burden-sql.test.ts holds it equal to burdenOfWages on both engines.
 */
export type WorkRecordBurdenRow = {
  id: number;
  employeeId: number;
  projectId: number;
  date: string;
  wage: number;
  socialSecurity: number;
  medicare: number;
  futa: number;
  suta: number;
  workersComp: number;
  generalLiability: number;
  total: number;
};

/** round(rate × least(x, base)) in cents, half up, for a bigint x ≥ 0; no base for an uncapped component. */
const part = (x: SQL, rateBp: number, baseCents: number | null): SQL => {
  const capped = baseCents === null ? x : sql`least(${x}, ${baseCents}::bigint)`;
  return sql`((${capped}) * ${rateBp}::bigint + 5000) / 10000`;
};
const diff = (rateBp: number, baseCents: number | null): SQL =>
  sql`(${part(sql`c.cum_after`, rateBp, baseCents)} - ${part(sql`c.cum_after - c.wage`, rateBp, baseCents)})`;

/** The statement: one row per employee work record of `profile.year` (optionally one employee's), by employee, date, id. */
export function workRecordBurdenSql(profile: BurdenProfile, employeeId?: number): SQL {
  const from = `${String(profile.year).padStart(4, '0')}-01-01`;
  const to = `${String(profile.year + 1).padStart(4, '0')}-01-01`;
  const components: [string, SQL][] = [
    ['social_security', diff(profile.socialSecurityRateBp, profile.socialSecurityWageBaseCents)],
    ['medicare', diff(profile.medicareRateBp, null)],
    ['futa', diff(profile.futaRateBp, profile.futaWageBaseCents)],
    ['suta', diff(profile.sutaRateBp, profile.sutaWageBaseCents)],
    ['workers_comp', diff(profile.workersCompRatePer100Cents, null)],
    ['general_liability', diff(profile.generalLiabilityRateBp, null)],
  ];
  return sql`
    WITH w AS (
      SELECT t.id, t.employee_id, t.project_id, t.date, (${laborPaySql} * 100)::bigint AS wage
      FROM time_entries t
      WHERE t.employee_id IS NOT NULL AND t.date >= ${from}::date AND t.date < ${to}::date
        ${employeeId === undefined ? sql`` : sql`AND t.employee_id = ${employeeId}`}
    ), c AS (
      SELECT w.*, sum(w.wage) OVER (PARTITION BY w.employee_id ORDER BY w.date, w.id ROWS UNBOUNDED PRECEDING)::bigint AS cum_after
      FROM w
    ), b AS (
      SELECT c.id, c.employee_id, c.project_id, c.date, c.wage,
        ${sql.join(
          components.map(([name, expr]) => sql`${expr} AS ${sql.raw(name)}`),
          sql`, `,
        )}
      FROM c
    )
    SELECT b.id, b.employee_id AS "employeeId", b.project_id AS "projectId", b.date::text AS date, b.wage::int8 AS wage,
      b.social_security AS "socialSecurity", b.medicare, b.futa, b.suta, b.workers_comp AS "workersComp",
      b.general_liability AS "generalLiability",
      (b.social_security + b.medicare + b.futa + b.suta + b.workers_comp + b.general_liability) AS total
    FROM b
    ORDER BY b.employee_id, b.date, b.id`;
}

/** Runs workRecordBurdenSql; bigint answers (text on some drivers) come back as numbers of cents. */
export async function workRecordBurden(db: Db, profile: BurdenProfile, employeeId?: number): Promise<WorkRecordBurdenRow[]> {
  const out = await rows<Record<keyof WorkRecordBurdenRow, string | number>>(db.execute(workRecordBurdenSql(profile, employeeId)));
  return out.map((r) => ({
    id: Number(r.id),
    employeeId: Number(r.employeeId),
    projectId: Number(r.projectId),
    date: String(r.date),
    wage: Number(r.wage),
    socialSecurity: Number(r.socialSecurity),
    medicare: Number(r.medicare),
    futa: Number(r.futa),
    suta: Number(r.suta),
    workersComp: Number(r.workersComp),
    generalLiability: Number(r.generalLiability),
    total: Number(r.total),
  }));
}
