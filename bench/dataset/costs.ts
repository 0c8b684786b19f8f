import { daysBetween } from '../../domain/dates';
import { centsText, cumulativeWeights, type Rng } from '../prng';
import { EXPENSE_MIX, SUBCONTRACTOR_TRADES } from '../vocabulary';
import type { Cell, EmployeePlan, ProjectPlan, TableRows } from './types';

const MS_PER_DAY = 86_400_000;

/** Per-project running totals in cents, indexed by project id (used to price the budgets). */
export type CostTally = { total: number[]; material: number[] };

/** A random day of the project's cost window; date strings are memoised by day number (~1,900 in 5 years). */
function dayPicker(rng: Rng): (p: ProjectPlan) => string {
  const dates = new Map<number, string>();
  const windows = new Map<number, { first: number; span: number }>();
  return (p) => {
    let w = windows.get(p.id);
    if (w === undefined) {
      w = { first: Date.parse(p.startDate) / MS_PER_DAY, span: daysBetween(p.startDate, p.lastCostDate) };
      windows.set(p.id, w);
    }
    const day = w.first + rng.int(0, w.span);
    let date = dates.get(day);
    if (date === undefined) {
      date = new Date(day * MS_PER_DAY).toISOString().slice(0, 10);
      dates.set(day, date);
    }
    return date;
  };
}

/** An ISO timestamp during the afternoon of date (UTC), for created_at. */
const stamp = (rng: Rng, date: string) => `${date}T${rng.int(12, 23)}:${rng.int(10, 59)}:${rng.int(10, 59)}Z`;

/** Expenses spread over each project's working days, weighted by project size; amounts in whole cents. */
export function buildExpenses(
  rng: Rng,
  plans: ProjectPlan[],
  count: number,
  refs: { suppliers: number; subcontractors: number },
  tally: CostTally,
): TableRows {
  const projectPick = cumulativeWeights(plans.map((p) => p.weight));
  const categoryPick = cumulativeWeights(EXPENSE_MIX.map((m) => m.weight));
  const dayIn = dayPicker(rng);
  const rows: Cell[][] = [];
  for (let i = 0; i < count; i++) {
    const p = plans[rng.weighted(projectPick)];
    const mix = EXPENSE_MIX[rng.weighted(categoryPick)];
    const cents = rng.cents(mix.lo, mix.hi, mix.skew);
    const date = dayIn(p);
    const item = rng.pick(mix.items);
    let supplierId: number | null = null;
    let employeeId: number | null = null;
    let subcontractorId: number | null = null;
    let description = item;
    if (mix.category === 'material' || mix.category === 'equipment' || (mix.category === 'other' && rng.chance(0.3))) {
      supplierId = rng.int(1, refs.suppliers);
      if (mix.category === 'material') description = `${item} (${rng.int(1, 60)})`;
    } else if (mix.category === 'labor' && rng.chance(0.7)) {
      employeeId = rng.pick(p.crew);
    } else if (mix.category === 'subcontractor') {
      subcontractorId = rng.int(1, refs.subcontractors);
      description = `${SUBCONTRACTOR_TRADES[(subcontractorId - 1) % SUBCONTRACTOR_TRADES.length]} - ${item}`;
    }
    tally.total[p.id] += cents;
    if (mix.category === 'material') tally.material[p.id] += cents;
    rows.push([
      p.id,
      mix.category,
      description,
      centsText(cents),
      date,
      supplierId,
      employeeId,
      subcontractorId,
      supplierId !== null && rng.chance(0.8) ? `R-${rng.int(100_000, 999_999)}` : null,
      rng.chance(0.05) ? rng.pick(['Returned 2 pcs next day', 'Paid with company card', 'Split with next job', 'Owner approved']) : null,
      stamp(rng, date),
    ]);
  }
  const columns = [
    'project_id',
    'category',
    'description',
    'amount',
    'date',
    'supplier_id',
    'employee_id',
    'subcontractor_id',
    'receipt_number',
    'notes',
    'created_at',
  ];
  return { table: 'expenses', columns, rows };
}

const DAY_STEPS = cumulativeWeights([20, 70, 7, 3]); // 0.5, 1.0, 1.5, 2.0 days
const TASKS = ['Demo', 'Framing', 'Drywall', 'Tile', 'Paint', 'Roof tear-off', 'Cleanup', 'Punch list', 'Concrete pour'];

/** Daily work records (entry type 'days') of each project's crew; about 8 % carry a custom day rate. */
export function buildWorkRecords(rng: Rng, plans: ProjectPlan[], employees: EmployeePlan[], count: number, tally: CostTally): TableRows {
  const projectPick = cumulativeWeights(plans.map((p) => p.weight));
  const dayIn = dayPicker(rng);
  const rows: Cell[][] = [];
  for (let i = 0; i < count; i++) {
    const p = plans[rng.weighted(projectPick)];
    const employeeId = rng.pick(p.crew);
    const halfDays = rng.weighted(DAY_STEPS) + 1;
    const customCents = rng.chance(0.08) ? rng.int(200, 800) * 50 : null; // $100.00 … $400.00
    const rateCents = customCents ?? employees[employeeId - 1].dailyRateCents;
    tally.total[p.id] += Math.round((halfDays * rateCents) / 2);
    const date = dayIn(p);
    rows.push([
      p.id,
      employeeId,
      date,
      (halfDays / 2).toFixed(1),
      'days',
      customCents === null ? null : centsText(customCents),
      rng.chance(0.3) ? rng.pick(TASKS) : null,
      stamp(rng, date),
    ]);
  }
  const columns = ['project_id', 'employee_id', 'date', 'days', 'entry_type', 'custom_pay', 'description', 'created_at'];
  return { table: 'time_entries', columns, rows };
}
