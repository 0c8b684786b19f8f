import { addDays, daysBetween } from '../../domain/dates';
import { centsText, type Rng } from '../prng';
import { CITIES, LAST_NAMES, PROJECT_KINDS, STREETS } from '../vocabulary';
import type { Cell, EmployeePlan, ProjectPlan, TableRows } from './types';

const FIVE_YEARS = 5 * 365;

type Draft = Omit<ProjectPlan, 'id'>;

function draftProject(rng: Rng, today: string, isActive: boolean, employees: EmployeePlan[]): Draft {
  const plannedDays = Math.round(5 + rng.float() ** 1.6 * 175); // 5 … 180 days, mostly short jobs
  let startDate: string;
  let status: string;
  let lastCostDate: string;
  if (isActive) {
    // Running jobs started within the last 8 months; some are already past their planned end.
    startDate = addDays(today, -rng.int(0, 240));
    status = rng.chance(0.7) ? 'active' : 'in_progress';
    lastCostDate = today;
  } else {
    startDate = addDays(today, -rng.int(plannedDays + 30, FIVE_YEARS));
    status = rng.chance(0.85) ? 'completed' : 'on_hold';
    const worked = status === 'completed' ? plannedDays + rng.int(-3, 20) : Math.max(1, Math.round(plannedDays * rng.float()));
    lastCostDate = addDays(startDate, Math.max(0, worked - 1));
    if (lastCostDate > today) lastCostDate = today;
  }
  const endDate = addDays(startDate, plannedDays - 1);
  const pool = employees.filter((e) => e.active || !isActive);
  const crew = new Set<number>();
  const crewSize = rng.int(3, 8);
  while (crew.size < crewSize) crew.add(rng.pick(pool).id);
  const elapsed = daysBetween(startDate, lastCostDate) + 1;
  const weight = elapsed ** 0.8 * (0.4 + rng.float() * 1.4);
  return { isActive, status, startDate, endDate, plannedDays, lastCostDate, weight, crew: [...crew] };
}

/** Plans the projects (ids in start-date order, like a real history); the first `active` drafts are the running jobs. */
export function planProjects(rng: Rng, count: number, active: number, today: string, employees: EmployeePlan[]): ProjectPlan[] {
  const drafts: Draft[] = [];
  for (let i = 0; i < count; i++) drafts.push(draftProject(rng, today, i < active, employees));
  drafts.sort((a, b) => (a.startDate < b.startDate ? -1 : a.startDate > b.startDate ? 1 : 0));
  return drafts.map((d, i) => ({ ...d, id: i + 1 }));
}

/**
 * Budget from what the job actually cost: finished jobs mostly made 8–45 % over cost, a few lost money;
 * running jobs are priced on the cost projected from their progress so far. Rounded to $100.
 */
function budgetCents(rng: Rng, plan: ProjectPlan, costCents: number): number {
  let projected = costCents;
  if (plan.isActive) {
    const progress = Math.min(1, Math.max(0.05, (daysBetween(plan.startDate, plan.lastCostDate) + 1) / plan.plannedDays));
    projected = (costCents / progress) * (0.9 + rng.float() * 0.45);
  } else {
    const r = rng.float();
    projected = costCents * (r < 0.75 ? 1.08 + rng.float() * 0.37 : r < 0.95 ? 0.95 + rng.float() * 0.13 : 0.8 + rng.float() * 0.15);
  }
  return Math.max(250_000, Math.round(projected / 10_000) * 10_000);
}

/** The projects table rows, once the generated costs are known. */
export function projectRows(rng: Rng, plans: ProjectPlan[], costCents: number[], materialCents: number[]): TableRows {
  const rows: Cell[][] = plans.map((p) => {
    const [city, zip, lat, lng] = rng.pick(CITIES);
    const street = `${rng.int(100, 19999)} ${rng.pick(STREETS)}`;
    const kind = rng.pick(PROJECT_KINDS);
    const owner = rng.pick(LAST_NAMES);
    const budget = budgetCents(rng, p, costCents[p.id]);
    const material = Math.round((materialCents[p.id] * budget) / Math.max(1, costCents[p.id]) / 100) * 100;
    const finished = p.status === 'completed' ? p.lastCostDate : null;
    const createdAt = `${addDays(p.startDate, -rng.int(3, 30))}T${String(rng.int(12, 22))}:${String(rng.int(10, 59))}:00Z`;
    return [
      p.id,
      `${kind} - ${owner} ${rng.chance(0.8) ? 'residence' : 'property'}`,
      rng.chance(0.6) ? `${kind} at ${street}. Owner ${owner}; permit required.` : null,
      `${city}, FL`,
      street,
      city,
      'FL',
      `${zip}${String(rng.int(0, 99)).padStart(2, '0')}`,
      (lat + (rng.float() - 0.5) * 0.2).toFixed(6),
      (lng + (rng.float() - 0.5) * 0.2).toFixed(6),
      p.startDate,
      p.endDate,
      p.plannedDays,
      centsText(budget),
      budget > 0 ? centsText(Math.min(material, budget)) : null,
      p.status,
      p.isActive,
      rng.pick(['low', 'medium', 'medium', 'high']),
      rng.pick(['low', 'low', 'medium', 'high']),
      Math.round(((daysBetween(p.startDate, p.lastCostDate) + 1) * 5) / 7),
      p.lastCostDate,
      finished,
      createdAt,
      finished ? `${finished}T21:00:00Z` : createdAt,
    ];
  });
  const columns = [
    'id',
    'name',
    'description',
    'location',
    'street_address',
    'city',
    'state',
    'zip_code',
    'latitude',
    'longitude',
    'start_date',
    'end_date',
    'estimated_days',
    'budget',
    'estimated_material_cost',
    'status',
    'is_active',
    'priority_level',
    'risk_level',
    'active_days',
    'last_active_date',
    'actual_finish_date',
    'created_at',
    'updated_at',
  ];
  return { table: 'projects', columns, rows };
}
