import { describe, expect, it } from 'vitest';
import type { AccountingOverview, MonthlyRow } from './accounting';
import { expenseBreakdownFigures, inThousands, lastMonths, materialLaborRatio, perProject, sharePercent } from './accounting-breakdown';

const rows: MonthlyRow[] = Array.from({ length: 12 }, (_, i) => ({
  month: `2025-${String(i + 1).padStart(2, '0')}`,
  revenue: 0,
  expenses: 0,
  profit: 0,
  materialCosts: i,
  laborCosts: 0,
}));
const months = (r: MonthlyRow[]) => r.map((x) => x.month.slice(5));

describe('expense breakdown', () => {
  it('takes July to December of a past year and the 6 months to this month of the current one', () => {
    expect(months(lastMonths(rows, 2025, '2026-03-10'))).toEqual(['07', '08', '09', '10', '11', '12']);
    expect(months(lastMonths(rows, 2025, '2025-09-30'))).toEqual(['04', '05', '06', '07', '08', '09']);
    expect(months(lastMonths(rows, 2025, '2025-02-01'))).toEqual(['01', '02']);
    expect(lastMonths(rows, 2025, '2024-12-31')).toEqual([]);
  });

  it('shows $k with one decimal, shares, per-project averages and the ratio', () => {
    expect(inThousands(12345.67)).toBe(12.3);
    expect(inThousands(950)).toBe(1);
    expect(sharePercent(1234.56, 4655.06)).toBe(26.5);
    expect(sharePercent(5, 0)).toBe(0);
    expect(perProject(1060.51, 2)).toBe(530.26); // 530.255 → 530.26
    expect(perProject(100, 0)).toBe(0);
    expect(materialLaborRatio(1234.56, 1060.51)).toBe(1.16);
    expect(materialLaborRatio(1, 0)).toBeNull();
  });
});

describe('expense breakdown tab figures', () => {
  const overview = (materials: number, labor: number, totalExpenses: number, totalProjects: number) =>
    ({ expenseBreakdown: { materials, labor }, yearlyOverview: { totalExpenses, totalProjects } }) as unknown as AccountingOverview;

  it('derives shares of all expenses, per-project averages and the ratio', () => {
    expect(expenseBreakdownFigures(overview(1234.56, 1060.51, 4655.06, 2))).toEqual({
      materials: 1234.56,
      labor: 1060.51,
      materialsShare: 26.5,
      laborShare: 22.8,
      avgMaterialsPerProject: 617.28,
      avgLaborPerProject: 530.26,
      ratio: 1.16,
    });
  });

  it('shows zeros and no ratio for an empty year', () => {
    expect(expenseBreakdownFigures(overview(0, 0, 0, 0))).toEqual({
      materials: 0,
      labor: 0,
      materialsShare: 0,
      laborShare: 0,
      avgMaterialsPerProject: 0,
      avgLaborPerProject: 0,
      ratio: null,
    });
  });
});
