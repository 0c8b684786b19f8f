import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  BurdenYear,
  burdenYearInputSchema,
  EmployeeBurden,
  employeeBurdenInputSchema,
  ProjectLaborCost,
} from '../../../domain/api/labor-burden';
import { BURDEN_DEFAULTS_2026 } from '../../../domain/burden';
import { cents, centsToDollars } from '../../../domain/money';
import type { Db } from '../../db/client';
import { rows } from '../../db/sql-fragments';
import { notFound } from '../../http/errors';
import { workRecordBurdenByProfiles } from './burden-sql';

type YearRates = z.output<typeof burdenYearInputSchema>;
type EmployeeRates = z.output<typeof employeeBurdenInputSchema>;

/** Basis points or cents from the database (numbers or numeric text) to the API's numbers: 620 → 6.2 (%), 700000 → 7000 ($). */
const h = (v: number | string) => centsToDollars(cents(Number(v)));

/** The eight rates of a year, from a burden_years row or the domain defaults, as the API answers them. */
function yearRates(r: Record<string, string | number>) {
  return {
    socialSecurityRate: h(r.social_security_rate_bp),
    socialSecurityWageBase: h(r.social_security_wage_base_cents),
    medicareRate: h(r.medicare_rate_bp),
    futaRate: h(r.futa_rate_bp),
    futaWageBase: h(r.futa_wage_base_cents),
    sutaRate: h(r.suta_rate_bp),
    sutaWageBase: h(r.suta_wage_base_cents),
    generalLiabilityRate: h(r.general_liability_rate_bp),
  };
}

/** BURDEN_DEFAULTS_2026 in the shape of a burden_years row. */
const d = BURDEN_DEFAULTS_2026;
const DEFAULT_ROW: Record<string, number> = {
  social_security_rate_bp: d.socialSecurityRateBp,
  social_security_wage_base_cents: d.socialSecurityWageBaseCents,
  medicare_rate_bp: d.medicareRateBp,
  futa_rate_bp: d.futaRateBp,
  futa_wage_base_cents: d.futaWageBaseCents,
  suta_rate_bp: d.sutaRateBp,
  suta_wage_base_cents: d.sutaWageBaseCents,
  general_liability_rate_bp: d.generalLiabilityRateBp,
};

/** GET /api/labor-burden/years/:year: the year's row, else the latest earlier year's, else the 2026 defaults. */
export async function getBurdenYear(db: Db, year: number): Promise<BurdenYear> {
  const [r] = await rows<Record<string, string | number>>(
    db.execute(sql`SELECT * FROM burden_years WHERE year <= ${year} ORDER BY year DESC LIMIT 1`),
  );
  if (!r) return { year, source: 'defaults', sourceYear: null, ...yearRates(DEFAULT_ROW) };
  const from = Number(r.year);
  return { year, source: from === year ? 'year' : 'earlier year', sourceYear: from, ...yearRates(r) };
}

/** PUT /api/labor-burden/years/:year: the year's own rates (later years without a row follow them). */
export async function saveBurdenYear(db: Db, year: number, b: YearRates): Promise<BurdenYear> {
  await db.execute(sql`
    INSERT INTO burden_years (year, social_security_rate_bp, social_security_wage_base_cents, medicare_rate_bp, futa_rate_bp,
      futa_wage_base_cents, suta_rate_bp, suta_wage_base_cents, general_liability_rate_bp, updated_at)
    VALUES (${year}, ${b.socialSecurityRate}, ${b.socialSecurityWageBase}, ${b.medicareRate}, ${b.futaRate},
      ${b.futaWageBase}, ${b.sutaRate}, ${b.sutaWageBase}, ${b.generalLiabilityRate}, now())
    ON CONFLICT (year) DO UPDATE SET social_security_rate_bp = EXCLUDED.social_security_rate_bp,
      social_security_wage_base_cents = EXCLUDED.social_security_wage_base_cents, medicare_rate_bp = EXCLUDED.medicare_rate_bp,
      futa_rate_bp = EXCLUDED.futa_rate_bp, futa_wage_base_cents = EXCLUDED.futa_wage_base_cents,
      suta_rate_bp = EXCLUDED.suta_rate_bp, suta_wage_base_cents = EXCLUDED.suta_wage_base_cents,
      general_liability_rate_bp = EXCLUDED.general_liability_rate_bp, updated_at = now()`);
  return getBurdenYear(db, year);
}

async function assertEmployee(db: Db, id: number): Promise<void> {
  const found = await rows(db.execute(sql`SELECT 1 FROM employees WHERE id = ${id}`));
  if (found.length === 0) throw notFound('Employee');
}

/** GET /api/employees/:id/burden/:year: his profile for the year; burdened false without one. */
export async function getEmployeeBurden(db: Db, employeeId: number, year: number): Promise<EmployeeBurden> {
  await assertEmployee(db, employeeId);
  const [r] = await rows<Record<string, string | number | null>>(
    db.execute(sql`SELECT * FROM employee_burden WHERE employee_id = ${employeeId} AND year = ${year}`),
  );
  if (!r) {
    return {
      employeeId,
      year,
      burdened: false,
      workersCompClassCode: '',
      workersCompRatePer100: 0,
      sutaRate: null,
      generalLiabilityRate: null,
    };
  }
  return {
    employeeId,
    year,
    burdened: true,
    workersCompClassCode: String(r.workers_comp_class_code ?? ''),
    workersCompRatePer100: h(r.workers_comp_rate_per_100_cents ?? 0),
    sutaRate: r.suta_rate_bp == null ? null : h(r.suta_rate_bp),
    generalLiabilityRate: r.general_liability_rate_bp == null ? null : h(r.general_liability_rate_bp),
  };
}

/** PUT /api/employees/:id/burden/:year: burdens him that year with these figures. */
export async function saveEmployeeBurden(db: Db, employeeId: number, year: number, b: EmployeeRates): Promise<EmployeeBurden> {
  await assertEmployee(db, employeeId);
  await db.execute(sql`
    INSERT INTO employee_burden (employee_id, year, workers_comp_class_code, workers_comp_rate_per_100_cents, suta_rate_bp,
      general_liability_rate_bp, updated_at)
    VALUES (${employeeId}, ${year}, ${b.workersCompClassCode ?? ''}, ${b.workersCompRatePer100}, ${b.sutaRate ?? null},
      ${b.generalLiabilityRate ?? null}, now())
    ON CONFLICT (employee_id, year) DO UPDATE SET workers_comp_class_code = EXCLUDED.workers_comp_class_code,
      workers_comp_rate_per_100_cents = EXCLUDED.workers_comp_rate_per_100_cents, suta_rate_bp = EXCLUDED.suta_rate_bp,
      general_liability_rate_bp = EXCLUDED.general_liability_rate_bp, updated_at = now()`);
  return getEmployeeBurden(db, employeeId, year);
}

/** DELETE /api/employees/:id/burden/:year: stops burdening him that year. */
export async function removeEmployeeBurden(db: Db, employeeId: number, year: number): Promise<EmployeeBurden> {
  await assertEmployee(db, employeeId);
  await db.execute(sql`DELETE FROM employee_burden WHERE employee_id = ${employeeId} AND year = ${year}`);
  return getEmployeeBurden(db, employeeId, year);
}

/** GET /api/projects/:id/labor-cost: the job's employee wages and burden (each year by that year's profiles). */
export async function projectLaborCost(db: Db, projectId: number, year?: number): Promise<ProjectLaborCost> {
  const found = await rows(db.execute(sql`SELECT 1 FROM projects WHERE id = ${projectId}`));
  if (found.length === 0) throw notFound('Project');
  const lines = await workRecordBurdenByProfiles(db, { projectId, year });
  const sum = { wage: 0, socialSecurity: 0, medicare: 0, futa: 0, suta: 0, workersComp: 0, generalLiability: 0, total: 0 };
  const burdened = new Set<number>();
  const all = new Set<number>();
  for (const l of lines) {
    for (const k of Object.keys(sum) as (keyof typeof sum)[]) sum[k] += l[k];
    all.add(l.employeeId);
    if (l.burdened) burdened.add(l.employeeId);
  }
  return {
    projectId,
    year: year ?? null,
    wage: h(sum.wage),
    burden: {
      socialSecurity: h(sum.socialSecurity),
      medicare: h(sum.medicare),
      futa: h(sum.futa),
      suta: h(sum.suta),
      workersComp: h(sum.workersComp),
      generalLiability: h(sum.generalLiability),
      total: h(sum.total),
    },
    burdened: h(sum.wage + sum.total),
    burdenedEmployees: burdened.size,
    unburdenedEmployees: [...all].filter((e) => !burdened.has(e)).length,
  };
}
