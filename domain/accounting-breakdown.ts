import type { AccountingOverview, MonthlyRow } from './accounting';
import { dollarsToCents } from './money';

/** Months in the Expense Breakdown's trend (part 2 §9). */
export const TREND_MONTHS = 6;

/**
 * The last 6 months of the year's rows: those ending at this month for the current year (fewer early in the
 * year), July to December for a past year, none for a future year. `today` is YYYY-MM-DD.
 */
export function lastMonths(rows: MonthlyRow[], year: number, today: string): MonthlyRow[] {
  const [thisYear, thisMonth] = today.split('-').map(Number);
  const end = year < thisYear ? 12 : year === thisYear ? thisMonth : 0;
  return rows.filter((r) => {
    const m = Number(r.month.slice(5, 7));
    return m <= end && m > end - TREND_MONTHS;
  });
}

/** Dollars in thousands with one decimal ($12,345.67 → 12.3), for the $k trend. */
export function inThousands(dollars: number): number {
  return Math.round(dollarsToCents(dollars) / 10_000) / 10;
}

/** part ÷ whole × 100 with one decimal; 0 when the whole is 0. */
export function sharePercent(part: number, whole: number): number {
  const w = dollarsToCents(whole);
  return w === 0 ? 0 : Math.round((dollarsToCents(part) * 1000) / w) / 10;
}

/** Dollars ÷ count, to the cent (half away from zero); 0 for no count. */
export function perProject(dollars: number, count: number): number {
  if (count <= 0) return 0;
  const c = dollarsToCents(dollars);
  return (Math.sign(c) * Math.round(Math.abs(c) / count)) / 100;
}

/** Materials per dollar of labor, 2 decimals ("1.25" means 1.25 : 1); null when there is no labor. */
export function materialLaborRatio(materials: number, labor: number): number | null {
  const l = dollarsToCents(labor);
  return l === 0 ? null : Math.round((dollarsToCents(materials) * 100) / l) / 100;
}

/** The Expense Breakdown tab's figures (part 2 §2) from the overview. */
export function expenseBreakdownFigures(o: AccountingOverview) {
  const { materials, labor } = o.expenseBreakdown;
  const projects = o.yearlyOverview.totalProjects;
  return {
    materials,
    labor,
    materialsShare: sharePercent(materials, o.yearlyOverview.totalExpenses),
    laborShare: sharePercent(labor, o.yearlyOverview.totalExpenses),
    avgMaterialsPerProject: perProject(materials, projects),
    avgLaborPerProject: perProject(labor, projects),
    ratio: materialLaborRatio(materials, labor),
  };
}
