/** One value of a generated row; strings are untyped SQL literals that take their column's type. */
export type Cell = string | number | boolean | null;

/** Rows for one table, in column order; loaded with multi-row INSERTs. */
export type TableRows = { table: string; columns: readonly string[]; rows: Cell[][] };

/** Sizes and seed of the generated dataset; today anchors the 5-year window. */
export type DatasetOptions = {
  seed: number;
  today: string;
  projects: number;
  activeProjects: number;
  employees: number;
  suppliers: number;
  subcontractors: number;
  expenses: number;
  workRecords: number;
};

export const DEFAULT_DATASET: Omit<DatasetOptions, 'today'> = {
  seed: 20_240_601,
  projects: 2_000,
  activeProjects: 150,
  employees: 300,
  suppliers: 60,
  subcontractors: 10,
  expenses: 200_000,
  workRecords: 100_000,
};

/** What the cost generators need to know about a project before its row exists. */
export type ProjectPlan = {
  id: number;
  isActive: boolean;
  status: string;
  startDate: string;
  endDate: string;
  plannedDays: number;
  /** Last day that can carry costs: the finish (or pause) date, or today while the job runs. */
  lastCostDate: string;
  /** Relative share of the expenses and work records. */
  weight: number;
  crew: number[];
};

export type EmployeePlan = { id: number; dailyRateCents: number; active: boolean };

/**
 * The bench dataset N times larger in every table (issue 46: `BENCH_SCALE=10` is a busier contractor ten years in:
 * 20,000 projects with 1,500 active, 2,000,000 expenses, 1,000,000 work records). Fractions give smaller sets.
 */
export function scaledDataset(scale: number): Omit<DatasetOptions, 'today'> {
  if (!Number.isFinite(scale) || scale <= 0) throw new Error(`BENCH_SCALE must be a positive number, not ${scale}`);
  const times = (n: number, min: number) => Math.max(min, Math.round(n * scale));
  const d = DEFAULT_DATASET;
  return {
    seed: d.seed,
    projects: times(d.projects, 2),
    activeProjects: times(d.activeProjects, 1),
    employees: times(d.employees, 3),
    suppliers: times(d.suppliers, 1),
    subcontractors: times(d.subcontractors, 1),
    expenses: times(d.expenses, 10),
    workRecords: times(d.workRecords, 10),
  };
}

/** BENCH_SCALE from the environment (default 1). */
export const benchScale = (env: NodeJS.ProcessEnv = process.env): number => Number(env.BENCH_SCALE ?? 1);
