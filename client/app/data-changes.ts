import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { DATA_TABLES, type DataChange, type DataTable } from '../../domain/data-changes';
import { accountingKeys } from '../features/accounting/accounting-keys';
import { analysisKeys } from '../features/analysis/analysis-keys';
import { analyzerKeys } from '../features/analyzer/analyzer-keys';
import { archiveKeys } from '../features/archives/archive-keys';
import { auditKeys } from '../features/audit/audit-keys';
import { billingKeys } from '../features/billing/billing-keys';
import { complianceKeys } from '../features/compliance/compliance-keys';
import { costTrackingKeys } from '../features/cost-tracking/cost-tracking-keys';
import { dashboardKeys } from '../features/dashboard/dashboard-keys';
import { employeeKeys } from '../features/employees/employee-keys';
import { expenseKeys } from '../features/expenses/expense-keys';
import { healthKeys } from '../features/health/health-keys';
import { jobCostKeys } from '../features/job-cost/job-cost-keys';
import { ledgerKeys } from '../features/ledger/ledger-queries';
import { lienWaiverKeys } from '../features/lien-waivers/lien-waiver-keys';
import { marketingKeys } from '../features/marketing/marketing-keys';
import { notificationKeys } from '../features/notifications/notification-keys';
import { payrollKeys } from '../features/payroll/payroll-keys';
import { photoKeys } from '../features/photos/photo-keys';
import { projectKeys } from '../features/projects/project-keys';
import { reportKeys } from '../features/reports/report-keys';
import { settingsKeys } from '../features/settings/settings-keys';
import { socialKeys } from '../features/social/social-keys';
import { statementKeys } from '../features/statements/statement-keys';
import { subcontractorKeys } from '../features/subcontractors/subcontractor-keys';
import { supplierKeys } from '../features/suppliers/supplier-keys';
import { teamKeys } from '../features/team/team-keys';
import { timesheetKeys } from '../features/timesheet/timesheet-keys';
import { workRecordKeys } from '../features/work-records/work-record-keys';

/**
 * What a write to each table changes on screen, in one place: the query keys (from the features' key
 * factories) to refresh after a mutation of this client and after a change event from the server (a write by
 * another device, server or SQL session). Keys tied to one project are narrowed to the changed projects when
 * those are known. Cascades the database makes itself (an expense moves its project's totals) arrive as their
 * own events, but are listed here too so a mutation refreshes them while live events are down.
 */

/** An area whose queries are per project: all of them, or those of one project. */
type PerProject = { all: QueryKey; project: (projectId: number) => QueryKey };

const projectDetail: PerProject = { all: projectKeys.details(), project: projectKeys.detail };
const costs: PerProject = { all: costTrackingKeys.all, project: costTrackingKeys.project };
const analyses: PerProject = { all: analysisKeys.all, project: analysisKeys.project };
const photos: PerProject = { all: photoKeys.all, project: photoKeys.project };
const team: PerProject = { all: teamKeys.all, project: teamKeys.project };
const workRecords: PerProject = { all: workRecordKeys.all, project: workRecordKeys.project };
const billing: PerProject = { all: billingKeys.all, project: billingKeys.project };
const jobCost: PerProject = { all: jobCostKeys.all, project: jobCostKeys.project };
const lienWaivers: PerProject = { all: lienWaiverKeys.all, project: lienWaiverKeys.project };

/** The keys of these areas for the given projects (every project when they are not known). */
const of = (projectIds: readonly number[] | null, ...areas: PerProject[]): QueryKey[] =>
  areas.flatMap((area) => (projectIds ? projectIds.map(area.project) : [area.all]));

/** Project money figures: lists, dashboard, health and the project's detail, costs and analyses. */
const projectFigures = (p: readonly number[] | null): QueryKey[] => [
  projectKeys.lists(),
  accountingKeys.all,
  reportKeys.all,
  dashboardKeys.all,
  healthKeys.all,
  archiveKeys.all,
  analyzerKeys.all,
  ...of(p, projectDetail, costs, analyses, jobCost),
];

const EFFECTS: Record<DataTable, (projectIds: readonly number[] | null) => QueryKey[]> = {
  // auditKeys: the money history (its rows are written by the triggers of these five tables).
  projects: (p) => [...projectFigures(p), expenseKeys.all, auditKeys.all, marketingKeys.all, timesheetKeys.all],
  // statementKeys: a paid expense is a book item a statement line may match (and reconcile against).
  expenses: (p) => [...projectFigures(p), expenseKeys.all, auditKeys.all, statementKeys.all],
  time_entries: (p) => [
    ...projectFigures(p),
    ...of(p, workRecords),
    payrollKeys.all,
    expenseKeys.summaries(),
    auditKeys.all,
    timesheetKeys.all,
  ],
  project_employees: (p) => [analyzerKeys.all, ...of(p, team, projectDetail, costs), timesheetKeys.all],
  project_subcontractors: (p) => of(p, projectDetail),
  project_photos: (p) => [projectKeys.lists(), healthKeys.all, marketingKeys.all, ...of(p, photos, projectDetail, analyses)],
  receipts: () => [expenseKeys.all, accountingKeys.all],
  payments: () => [payrollKeys.all, auditKeys.all, timesheetKeys.all, statementKeys.all],
  // costs: the cost panel shows the advances drawn against a project.
  payroll_advances: (p) => [payrollKeys.all, dashboardKeys.all, ...of(p, projectDetail, costs), auditKeys.all, statementKeys.all],
  notifications: () => [notificationKeys.all],
  notification_rules: () => [notificationKeys.all],
  active_projects: (p) => [archiveKeys.all, ...of(p, projectDetail)],
  inactive_projects: (p) => [archiveKeys.all, ...of(p, projectDetail)],
  completed_projects: (p) => [archiveKeys.all, ...of(p, projectDetail)],
  employees: () => [
    employeeKeys.all,
    teamKeys.all,
    workRecordKeys.all,
    payrollKeys.all,
    expenseKeys.all,
    costTrackingKeys.all,
    projectKeys.all,
    accountingKeys.all,
    reportKeys.all,
    timesheetKeys.all,
  ],
  suppliers: () => [supplierKeys.all, expenseKeys.all, accountingKeys.all, reportKeys.all, complianceKeys.all],
  subcontractors: () => [
    subcontractorKeys.all,
    expenseKeys.all,
    projectKeys.details(),
    accountingKeys.all,
    complianceKeys.all,
    reportKeys.jobCost(),
  ],
  sms_outbox: () => [settingsKeys.smsOutbox()],
  // Settings, and the accounting overview's revenue method (issue 20).
  configurations: () => [settingsKeys.all, accountingKeys.all, reportKeys.all],
  social_accounts: () => [socialKeys.all],
  scheduled_posts: () => [socialKeys.all],
  marketing_content: () => [marketingKeys.items()],
  // Billing (issue 20): an approved change order moves the contract value, so every project figure.
  change_orders: (p) => [...projectFigures(p), ...of(p, billing), billingKeys.reports(), auditKeys.all],
  sov_lines: (p) => of(p, billing),
  // The accounting overview's billed revenue comes from the invoices.
  invoices: (p) => [...of(p, billing), billingKeys.all, auditKeys.all, accountingKeys.all],
  // Payments received are revenue on the cash basis.
  invoice_payments: (p) => [...of(p, billing), billingKeys.all, auditKeys.all, accountingKeys.all, statementKeys.all],
  project_billing: (p) => [...of(p, billing), billingKeys.reports(), accountingKeys.all],
  // A job's dated estimates: the WIP and earned revenue (accounting, reports, dashboard).
  project_estimates: (p) => [...of(p, billing), billingKeys.reports(), accountingKeys.all, reportKeys.all, dashboardKeys.all],
  email_outbox: () => [],
  wip_snapshots: () => [billingKeys.snapshots()],
  project_trash: () => [projectKeys.trash()],
  // Kept from the approval PDF when a project is made: the schedule of values starts from them.
  project_approval_items: (p) => of(p, billing),
  // Closing the books (issue 37): the close date and its history, and the history of money changes.
  closed_periods: () => [settingsKeys.closedPeriods(), auditKeys.all, timesheetKeys.all],
  // An employee's dated rates: the rate history on the employee, and the pay the payroll shows at the rate in force.
  employee_rates: () => [employeeKeys.all, payrollKeys.all],
  // A paid week's corrections: the next payroll and its stub, the books check's wages payable.
  payroll_adjustments: () => [payrollKeys.all, settingsKeys.all, auditKeys.all],
  // Bank and card statements (issue 41): accounts, imports, lines and their matches to the books.
  statement_accounts: () => [statementKeys.all],
  statement_imports: () => [statementKeys.all],
  statement_lines: () => [statementKeys.all],
  statement_matches: () => [statementKeys.all],
  // A project's shared snapshot links (issue 39): the list in the snapshot dialog.
  shared_links: () => [[...healthKeys.all, 'shared-links']],
  // The chart of accounts (issue 41): names and numbers on every ledger screen.
  ledger_accounts: () => [ledgerKeys.all],
  // Cost codes, the budget by cost code and commitments (issue 42): the job cost; a code's name shows everywhere.
  // reportKeys.jobCost(): the company job cost and committed cost by payee of the Reports page (issue 42 scope 7).
  cost_codes: () => [jobCostKeys.all, reportKeys.jobCost()],
  project_cost_codes: (p) => [...of(p, jobCost), ...projectFigures(p)],
  commitments: (p) => [...of(p, jobCost), reportKeys.jobCost()],
  commitment_lines: () => [jobCostKeys.all, reportKeys.jobCost()],
  // Burden rates (issue 42): the job cost counts labor burdened.
  burden_years: () => [jobCostKeys.all, reportKeys.jobCost()],
  employee_burden: () => [jobCostKeys.all, employeeKeys.all, reportKeys.jobCost()],
  // A payee's papers (issue 44): its compliance status on the supplier and subcontractor screens.
  w9_forms: () => [subcontractorKeys.all, supplierKeys.all, complianceKeys.all],
  insurance_certificates: () => [subcontractorKeys.all, supplierKeys.all, complianceKeys.all],
  // Lien waivers (issue 44): the project's Billing tab and the compliance screens list them; the templates on Settings.
  lien_waivers: (p) => [complianceKeys.all, ...of(p, lienWaivers)],
  lien_waiver_templates: () => [complianceKeys.all, lienWaiverKeys.templates()],
};

const isDataTable = (table: string): table is DataTable => (DATA_TABLES as readonly string[]).includes(table);

/**
 * The tables the general ledger's entries are derived from (server/features/ledger/journal-sql.ts), with the revenue
 * basis (configurations) and the close date: a write to any of them changes the trial balance and its drill-downs.
 */
const LEDGER_SOURCES: ReadonlySet<DataTable> = new Set<DataTable>([
  'projects',
  'expenses',
  'time_entries',
  'payments',
  'payroll_advances',
  'payroll_adjustments',
  'invoices',
  'invoice_payments',
  'change_orders',
  'project_estimates',
  'project_billing',
  'employee_rates',
  'suppliers',
  'subcontractors',
  'configurations',
  'closed_periods',
  'ledger_accounts',
]);

/** A write: a table (any rows), or a change as the server reports it. */
export type Write = DataTable | Pick<DataChange, 'table' | 'projectIds'>;

/**
 * The query keys these writes change, without duplicates; null when a table is unknown to this client (a newer
 * server), meaning "refresh everything".
 */
export function keysChangedBy(writes: readonly Write[]): QueryKey[] | null {
  const keys = new Map<string, QueryKey>();
  for (const write of writes) {
    const { table, projectIds } = typeof write === 'string' ? { table: write, projectIds: null } : write;
    if (!isDataTable(table)) return null;
    for (const key of EFFECTS[table](projectIds)) keys.set(JSON.stringify(key), key);
    if (LEDGER_SOURCES.has(table)) keys.set(JSON.stringify(ledgerKeys.all), ledgerKeys.all);
  }
  return [...keys.values()];
}

/** Refreshes every query the writes change (active ones refetch now, the others when next shown). */
export function invalidateAfterWrite(queryClient: QueryClient, ...writes: Write[]): Promise<unknown> {
  const keys = keysChangedBy(writes);
  if (keys === null) return queryClient.invalidateQueries();
  return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
