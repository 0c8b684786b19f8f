import { Rng } from '../prng';
import { buildExpenses, buildWorkRecords, type CostTally } from './costs';
import { buildJobCost } from './job-cost';
import { buildEmployees, buildSubcontractors, buildSuppliers } from './people';
import { planProjects, projectRows } from './projects';
import type { Cell, DatasetOptions, TableRows } from './types';

export type Dataset = {
  /** In foreign-key order: parents first. */
  tables: TableRows[];
  activeProjects: number;
};

/** Builds every row in memory from the seed; the same options always give the same rows. */
export function buildDataset(opts: DatasetOptions): Dataset {
  const rng = new Rng(opts.seed);
  const employees = buildEmployees(rng, opts.employees);
  const suppliers = buildSuppliers(rng, opts.suppliers);
  const subcontractors = buildSubcontractors(rng, opts.subcontractors, opts.today);
  const plans = planProjects(rng, opts.projects, opts.activeProjects, opts.today, employees.plans);
  const tally: CostTally = { total: new Array<number>(opts.projects + 1).fill(0), material: new Array<number>(opts.projects + 1).fill(0) };
  const refs = { suppliers: opts.suppliers, subcontractors: opts.subcontractors };
  const expenses = buildExpenses(rng, plans, opts.expenses, refs, tally);
  const workRecords = buildWorkRecords(rng, plans, employees.plans, opts.workRecords, tally);
  const projects = projectRows(rng, plans, tally.total, tally.material);
  const crewRows: Cell[][] = plans.flatMap((p) => p.crew.map((employeeId): Cell[] => [p.id, employeeId]));
  const crews: TableRows = { table: 'project_employees', columns: ['project_id', 'employee_id'], rows: crewRows };
  // Issue 42 (its own random stream, so the rows above keep their values): budget lines, commitments, codes, burden.
  const jc = buildJobCost(opts.seed, plans, projects, employees.table, expenses, workRecords, refs, opts.today);
  return {
    tables: [
      employees.table,
      suppliers,
      subcontractors,
      projects,
      crews,
      jc.projectCostCodes,
      jc.commitments,
      jc.commitmentLines,
      expenses,
      workRecords,
      jc.employeeBurden,
    ],
    activeProjects: plans.filter((p) => p.isActive).length,
  };
}

export { type DatasetOptions, DEFAULT_DATASET } from './types';
