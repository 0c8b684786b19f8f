import { type SQL, sql } from 'drizzle-orm';
import { BURDEN_DEFAULTS_2026, type BurdenProfile } from '../../../domain/burden';
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
  return out.map(burdenRowOf);
}

/** One answer row as numbers of cents (bigint answers are text on some drivers). */
function burdenRowOf(r: Record<keyof WorkRecordBurdenRow, unknown>): WorkRecordBurdenRow {
  return {
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
  };
}

/** A work record's burden under its own employee's profile of the record's year (workRecordBurdenByProfilesSql). */
export type ProfiledBurdenRow = WorkRecordBurdenRow & { year: number; burdened: boolean };

/** round(rate × least(x, base)) in cents with the rate and base as SQL columns. */
const partCol = (x: SQL, rate: SQL, base: SQL | null): SQL => {
  const capped = base === null ? x : sql`least(${x}, ${base})`;
  return sql`((${capped}) * ${rate} + 5000) / 10000`;
};
const diffCol = (rate: string, base: string | null): SQL => {
  const r = sql.raw(`p.${rate}`);
  const b = base === null ? null : sql.raw(`p.${base}`);
  return sql`(${partCol(sql`p.cum_after`, r, b)} - ${partCol(sql`p.cum_after - p.wage`, r, b)})`;
};

/**
 * workRecordBurdenSql with each employee's own profile, in one statement: every employee work record (of `year`,
 * or of every year), its wages summed per employee and calendar year over all his jobs ordered by (date, id); the
 * rates of the record's year are the burden_years row of that year or the latest earlier one (else
 * BURDEN_DEFAULTS_2026), with the employee's employee_burden row of that year for workers' comp and the SUTA and
 * general liability overrides. Without that row he is not burdened that year: every component 0. The project
 * filter is applied last, so the wage bases still count his other jobs.
 */
export function workRecordBurdenByProfilesSql(
  opts: { year?: number; projectId?: number; employeeId?: number; projectScope?: (column: SQL) => SQL } = {},
): SQL {
  const d = BURDEN_DEFAULTS_2026;
  const yearFilter =
    opts.year === undefined
      ? sql``
      : sql`AND t.date >= ${`${String(opts.year).padStart(4, '0')}-01-01`}::date AND t.date < ${`${String(opts.year + 1).padStart(4, '0')}-01-01`}::date`;
  const components: [string, SQL][] = [
    ['social_security', diffCol('ss_rate', 'ss_base')],
    ['medicare', diffCol('medicare_rate', null)],
    ['futa', diffCol('futa_rate', 'futa_base')],
    ['suta', diffCol('suta_rate', 'suta_base')],
    ['workers_comp', diffCol('wc_rate', null)],
    ['general_liability', diffCol('gl_rate', null)],
  ];
  const onlyIf = (burdened: SQL, v: SQL) => sql`(CASE WHEN ${burdened} THEN (${v})::bigint ELSE 0::bigint END)`;
  const isB = sql`eb.employee_id IS NOT NULL`;
  return sql`
    WITH w AS (
      SELECT t.id, t.employee_id, t.project_id, t.date, extract(year FROM t.date)::int AS yr, (${laborPaySql} * 100)::bigint AS wage
      FROM time_entries t
      WHERE t.employee_id IS NOT NULL ${yearFilter}
        ${opts.employeeId === undefined ? sql`` : sql`AND t.employee_id = ${opts.employeeId}`}
        ${
          // Only the crew of the project in the calendar years the project has work records (his other jobs of those
          // years still count toward his wage bases: whole employee-years are kept, and the filter below is last). An
          // array and a date range, so the index on (employee_id, date) serves them rather than a scan of every record.
          opts.projectId === undefined
            ? sql``
            : sql`AND t.employee_id = ANY (ARRAY(SELECT DISTINCT x.employee_id FROM time_entries x
                  WHERE x.project_id = ${opts.projectId} AND x.employee_id IS NOT NULL))
                AND t.date >= (SELECT make_date(extract(year FROM min(x.date))::int, 1, 1) FROM time_entries x
                  WHERE x.project_id = ${opts.projectId})
                AND t.date < (SELECT make_date(extract(year FROM max(x.date))::int + 1, 1, 1) FROM time_entries x
                  WHERE x.project_id = ${opts.projectId})`
        }
        ${
          // Many projects (the company job cost): the whole employee-years of the crew that worked on one of them.
          opts.projectScope === undefined
            ? sql``
            : sql`AND (t.employee_id, extract(year FROM t.date)::int) IN (SELECT DISTINCT x.employee_id, extract(year FROM x.date)::int
                  FROM time_entries x WHERE x.employee_id IS NOT NULL AND ${opts.projectScope(sql`x.project_id`)})`
        }
    ), c AS (
      SELECT w.*, sum(w.wage) OVER (PARTITION BY w.employee_id, w.yr ORDER BY w.date, w.id ROWS UNBOUNDED PRECEDING)::bigint AS cum_after
      FROM w
    ), p AS (
      SELECT c.*, ${isB} AS burdened,
        ${onlyIf(isB, sql`coalesce(y.social_security_rate_bp, ${d.socialSecurityRateBp})`)} AS ss_rate,
        coalesce(y.social_security_wage_base_cents, ${d.socialSecurityWageBaseCents})::bigint AS ss_base,
        ${onlyIf(isB, sql`coalesce(y.medicare_rate_bp, ${d.medicareRateBp})`)} AS medicare_rate,
        ${onlyIf(isB, sql`coalesce(y.futa_rate_bp, ${d.futaRateBp})`)} AS futa_rate,
        coalesce(y.futa_wage_base_cents, ${d.futaWageBaseCents})::bigint AS futa_base,
        ${onlyIf(isB, sql`coalesce(eb.suta_rate_bp, y.suta_rate_bp, ${d.sutaRateBp})`)} AS suta_rate,
        coalesce(y.suta_wage_base_cents, ${d.sutaWageBaseCents})::bigint AS suta_base,
        ${onlyIf(isB, sql`eb.workers_comp_rate_per_100_cents`)} AS wc_rate,
        ${onlyIf(isB, sql`coalesce(eb.general_liability_rate_bp, y.general_liability_rate_bp, ${d.generalLiabilityRateBp})`)} AS gl_rate
      FROM c
      LEFT JOIN employee_burden eb ON eb.employee_id = c.employee_id AND eb.year = c.yr
      LEFT JOIN LATERAL (SELECT * FROM burden_years by1 WHERE by1.year <= c.yr ORDER BY by1.year DESC LIMIT 1) y ON true
    ), b AS (
      SELECT p.id, p.employee_id, p.project_id, p.date, p.yr, p.wage, p.burdened,
        ${sql.join(
          components.map(([name, expr]) => sql`${expr} AS ${sql.raw(name)}`),
          sql`, `,
        )}
      FROM p
    )
    SELECT b.id, b.employee_id AS "employeeId", b.project_id AS "projectId", b.date::text AS date, b.yr AS year,
      b.burdened, b.wage::int8 AS wage,
      b.social_security AS "socialSecurity", b.medicare, b.futa, b.suta, b.workers_comp AS "workersComp",
      b.general_liability AS "generalLiability",
      (b.social_security + b.medicare + b.futa + b.suta + b.workers_comp + b.general_liability) AS total
    FROM b
    ${opts.projectId === undefined ? sql`` : sql`WHERE b.project_id = ${opts.projectId}`}
    ${opts.projectScope === undefined || opts.projectId !== undefined ? sql`` : sql`WHERE ${opts.projectScope(sql`b.project_id`)}`}
    ORDER BY b.employee_id, b.date, b.id`;
}

/** Runs workRecordBurdenByProfilesSql; cents as numbers. */
export async function workRecordBurdenByProfiles(
  db: Db,
  opts: { year?: number; projectId?: number; employeeId?: number } = {},
): Promise<ProfiledBurdenRow[]> {
  const out = await rows<Record<keyof ProfiledBurdenRow, string | number | boolean>>(db.execute(workRecordBurdenByProfilesSql(opts)));
  return out.map((r) => ({
    ...burdenRowOf(r),
    year: Number(r.year),
    burdened: r.burdened === true || r.burdened === 't' || r.burdened === 'true',
  }));
}
