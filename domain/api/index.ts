import { accountingApi } from './accounting';
import { accountingExportsApi } from './accounting-exports';
import { authApi, usersApi } from './accounts';
import { advancesApi } from './advances';
import { analysisApi } from './analysis';
import { analyzerApi } from './analyzer';
import { approvalPdfApi } from './approval-pdf';
import { auditApi } from './audit';
import { backupsApi } from './backups';
import { billingApi } from './billing';
import { closingApi } from './closing';
import { companyProfileApi } from './company-profile';
import { complianceApi } from './compliance';
import { costTrackingApi } from './cost-tracking';
import { dashboardApi } from './dashboard';
import { employeesApi } from './employees';
import type { Endpoint } from './endpoint';
import { eventsApi } from './events';
import { expensesApi } from './expenses';
import { geocodingApi } from './geocoding';
import { healthApi } from './health';
import { jobCostApi } from './job-cost';
import { jobCostReportsApi } from './job-cost-reports';
import { laborBurdenApi } from './labor-burden';
import { ledgerApi } from './ledger';
import { lienWaiversApi } from './lien-waivers';
import { lifecycleApi } from './lifecycle';
import { marketingApi } from './marketing';
import { notificationsApi } from './notifications';
import { paymentsApi } from './payments';
import { payrollApi } from './payroll';
import { photosApi } from './photos';
import { projectionApi } from './projection';
import { projectsApi } from './projects';
import { receiptsApi } from './receipts';
import { reportsApi } from './reports';
import { searchApi } from './search';
import { smsApi } from './sms';
import { socialApi } from './social';
import { statementsApi } from './statements';
import { subcontractorsApi } from './subcontractors';
import { suppliersApi } from './suppliers';
import { systemApi } from './system';
import { teamApi } from './team';
import { timesheetApi } from './timesheet';
import { workRecordsApi } from './work-records';

/** Every area's contracts (domain/api/<area>.ts): the server registers each one exactly once (server/api-contracts.test.ts). */
export const apiContracts: Record<string, Record<string, Endpoint>> = {
  accounting: accountingApi,
  accountingExports: accountingExportsApi,
  auth: authApi,
  users: usersApi,
  advances: advancesApi,
  analysis: analysisApi,
  analyzer: analyzerApi,
  approvalPdf: approvalPdfApi,
  audit: auditApi,
  backups: backupsApi,
  billing: billingApi,
  closing: closingApi,
  companyProfile: companyProfileApi,
  compliance: complianceApi,
  lienWaivers: lienWaiversApi,
  laborBurden: laborBurdenApi,
  jobCost: jobCostApi,
  jobCostReports: jobCostReportsApi,
  costTracking: costTrackingApi,
  dashboard: dashboardApi,
  employees: employeesApi,
  events: eventsApi,
  expenses: expensesApi,
  geocoding: geocodingApi,
  health: healthApi,
  lifecycle: lifecycleApi,
  marketing: marketingApi,
  notifications: notificationsApi,
  payments: paymentsApi,
  payroll: payrollApi,
  photos: photosApi,
  ledger: ledgerApi,
  projection: projectionApi,
  projects: projectsApi,
  receipts: receiptsApi,
  reports: reportsApi,
  search: searchApi,
  sms: smsApi,
  social: socialApi,
  statements: statementsApi,
  subcontractors: subcontractorsApi,
  suppliers: suppliersApi,
  system: systemApi,
  team: teamApi,
  workRecords: workRecordsApi,
  timesheet: timesheetApi,
};

/** Every contract with its area and name ('payroll.payWeek'). */
export function listContracts(): { name: string; endpoint: Endpoint }[] {
  return Object.entries(apiContracts).flatMap(([area, api]) =>
    Object.entries(api).map(([name, endpoint]) => ({ name: `${area}.${name}`, endpoint })),
  );
}
