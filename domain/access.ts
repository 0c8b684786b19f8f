import type { Role } from './accounts';

/**
 * Who may call each API route (issue 16), in one table keyed by "METHOD /path" as the contracts declare them.
 * **Deny by default**: a route missing here is owner-only, so a route added without a thought for roles is
 * never opened to the office or a foreman by accident. With sign-in off (loopback default) everyone acts as
 * the owner. Outside /api: /uploads needs any signed-in user; the UI's own files are public.
 *
 * - public: also signed out (sign-in itself, the session probe, health)
 * - signed-in: any role
 * - crew: any role, the foreman limited to their assigned projects (below)
 * - staff: owner and office
 * - owner: owner only (users, settings)
 */
export type AccessLevel = 'public' | 'signed-in' | 'crew' | 'staff' | 'owner';

/**
 * crew: every role, the foreman **scoped** by the handler (server/http/scope.ts): lists filtered in SQL to the
 * projects assigned to them through the team (users.employee_id → project_employees), a single item or a write
 * outside them 403, and the answer passed through the endpoint's `foreman` response schema (no budget, margin,
 * profit or pay rate).
 */
const CREW: readonly string[] = [
  'GET /api/projects',
  'GET /api/projects/:id',
  'GET /api/projects/:id/employees',
  'GET /api/time-entries',
  'POST /api/time-entries',
  'PUT /api/time-entries/:id',
  'DELETE /api/time-entries/:id',
  'GET /api/timesheet',
  'PUT /api/timesheet',
  'GET /api/expenses',
  'GET /api/expenses/:id',
  'POST /api/expenses',
  'PUT /api/expenses/:id',
  'DELETE /api/expenses/:id',
  'GET /api/projects/:id/photos',
  'POST /api/projects/:id/photos',
  'PUT /api/projects/:id/photos/status',
  'DELETE /api/photos/:id',
  'POST /api/receipts/analyze',
  'POST /api/receipts/create-expense',
  'GET /api/notifications',
  'GET /api/suppliers',
  // The cost code an expense or work record carries (issue 42): chosen on the foreman's forms too.
  'GET /api/cost-codes',
  // The code to pre-fill on an expense from the supplier's history (a code id, nothing of another project's figures).
  'GET /api/cost-codes/suggestion',
];

const STAFF: readonly string[] = [
  // Cost codes, the budget by cost code, the job cost and commitments (issue 42): budgets and what is owed.
  'POST /api/cost-codes',
  'PUT /api/cost-codes/:id',
  'GET /api/projects/:id/job-cost',
  'PUT /api/projects/:id/budget-lines',
  'GET /api/commitments',
  'GET /api/commitments/:id',
  'POST /api/commitments',
  'PUT /api/commitments/:id',
  'POST /api/commitments/:id/status',
  // The company's job cost by cost code and committed cost by payee (issue 42 scope 7), like the job cost.
  'GET /api/reports/job-cost',
  'GET /api/reports/job-cost.csv',
  'GET /api/reports/job-cost.pdf',
  'GET /api/reports/commitments-by-payee',
  'GET /api/reports/commitments-by-payee.csv',
  'DELETE /api/commitments/:id',
  'GET /api/commitments/:id/pdf',
  // Paying only the right people (issue 44): payees' W-9s (a full TIN) and certificates, the office's paperwork.
  'GET /api/compliance',
  'GET /api/projects/:id/compliance',
  'GET /api/subcontractors/:id/compliance',
  'GET /api/subcontractors/:id/w9',
  'PUT /api/subcontractors/:id/w9',
  'POST /api/subcontractors/:id/w9/document',
  'GET /api/subcontractors/:id/certificates',
  'POST /api/subcontractors/:id/certificates',
  'GET /api/suppliers/:id/compliance',
  'GET /api/suppliers/:id/w9',
  'PUT /api/suppliers/:id/w9',
  'POST /api/suppliers/:id/w9/document',
  'GET /api/suppliers/:id/certificates',
  'POST /api/suppliers/:id/certificates',
  'POST /api/certificates/:id/document',
  'DELETE /api/certificates/:id',
  // Lien waivers (issue 44 scope 4): collected from payees and given to the client with each payment. A state's
  // statutory wording (PUT/DELETE /api/lien-waiver-templates/…) is the owner's to paste (default: owner).
  'GET /api/lien-waivers',
  'GET /api/lien-waivers/:id',
  'POST /api/lien-waivers',
  'POST /api/lien-waivers/:id/status',
  'POST /api/lien-waivers/:id/document',
  'GET /api/lien-waivers/:id/pdf',
  'DELETE /api/lien-waivers/:id',
  'GET /api/lien-waiver-templates',
  // Burdened labor (issue 42 scope 5). A job's labor cost is not the foreman's: one day's wage is a pay rate (issue 38).
  'GET /api/projects/:id/labor-cost',
  'GET /api/labor-burden/years/:year',
  'PUT /api/labor-burden/years/:year',
  'GET /api/employees/:id/burden/:year',
  'PUT /api/employees/:id/burden/:year',
  'DELETE /api/employees/:id/burden/:year',
  // Bank and card statements matched to the books (issue 41): the bookkeeper's month.
  'GET /api/statements/accounts',
  'POST /api/statements/accounts',
  'PUT /api/statements/accounts/:id',
  'POST /api/statements/accounts/:id/preview',
  'POST /api/statements/accounts/:id/import',
  'GET /api/statements/accounts/:id/lines',
  'POST /api/statements/accounts/:id/auto-match',
  'GET /api/statements/accounts/:id/reconciliation',
  'GET /api/statements/lines/:id/candidates',
  'POST /api/statements/lines/:id/match',
  'POST /api/statements/lines/:id/expense',
  'POST /api/statements/matches/:id/accept',
  'POST /api/statements/matches/:id/undo',
  'GET /api/search',
  'GET /api/payroll-advances',
  'POST /api/payroll-advances',
  'PUT /api/payroll-advances/:id',
  'POST /api/photos/:id/analyze',
  'GET /api/projects/:id/photo-analyses',
  'GET /api/projects/:id/photo-analysis',
  'GET /api/projects/:id/profit-analysis',
  'POST /api/projects/extract-from-pdf',
  'POST /api/projects/analyze-pdf-profitability',
  'GET /api/projects/:id/cost-summary',
  'GET /api/projects/:id/status-analysis',
  'GET /api/projects/:id/daily-expenses',
  'GET /api/dashboard/stats',
  // The one projection (issue 39): the same business figures as the dashboard.
  'GET /api/projections',
  'GET /api/projects/:id/projection',
  'GET /api/employees',
  'GET /api/employees/:id',
  'POST /api/employees',
  'PUT /api/employees/:id',
  'GET /api/employees/:id/rates',
  'GET /api/employees/:id/rate-preview',
  'DELETE /api/employees/:id',
  'GET /api/expenses/summary',
  'GET /api/expenses/export.csv',
  'POST /api/projects/:id/move-to-active',
  'POST /api/projects/:id/move-to-inactive',
  'POST /api/projects/:id/move-to-completed',
  'POST /api/projects/:id/complete',
  'GET /api/completed-projects',
  'GET /api/inactive-projects',
  'POST /api/payments',
  'PUT /api/payments/:id',
  'PUT /api/payments/:id/date',
  'POST /api/payments/generate-instructions',
  'GET /api/payments/cashapp-employees',
  'GET /api/payroll/weekly',
  'GET /api/payroll/paystub',
  'GET /api/payroll/paystub.pdf',
  'GET /api/payroll/wages-payable',
  'POST /api/payroll/pay-week',
  'POST /api/projects',
  'PUT /api/projects/:id',
  'DELETE /api/projects/:id',
  'POST /api/payroll/send-paystub',
  'POST /api/payroll/send-weekly',
  'GET /api/sms/outbox',
  'GET /api/subcontractors',
  'GET /api/subcontractors/:id',
  'POST /api/subcontractors',
  'PUT /api/subcontractors/:id',
  'DELETE /api/subcontractors/:id',
  'GET /api/suppliers/:id',
  'POST /api/suppliers',
  'PUT /api/suppliers/:id',
  'DELETE /api/suppliers/:id',
  'GET /api/system/reconciliation',
  'POST /api/projects/:id/employees',
  'DELETE /api/projects/:id/employees/:employeeId',
  // Accounting and reports (issue 13): the office keeps the books with the owner.
  'GET /api/accounting/overview',
  'GET /api/accounting/receipts',
  'GET /api/accounting/revenue-method',
  'GET /api/accounting/periods',
  'GET /api/accounting/1099',
  'GET /api/accounting/reports/:type',
  'GET /api/accounting/pack',
  'GET /api/accounting/exports/expenses.csv',
  'GET /api/accounting/exports/work-records.csv',
  'GET /api/accounting/exports/payroll-payments.csv',
  'GET /api/accounting/exports/advances.csv',
  'GET /api/accounting/exports/1099-payees.csv',
  'GET /api/accounting/exports/1099-nec-iris.csv',
  'GET /api/accounting/reports/1099-nec-copies.pdf',
  // The general ledger (issue 41): the office keeps the books with the owner; renaming accounts stays the owner's.
  'GET /api/ledger/accounts',
  'GET /api/ledger/trial-balance',
  'GET /api/ledger/profit-and-loss',
  'GET /api/ledger/balance-sheet',
  'GET /api/ledger/accounts/:key/lines',
  'GET /api/ledger/entries/:entryNo',
  'GET /api/accounting/journal.hledger',
  'GET /api/ledger/exports/qbo-journal.csv',
  'GET /api/ledger/exports/journal.iif',
  'POST /api/ledger/exports/qbo-journal.csv',
  'POST /api/ledger/exports/journal.iif',
  'GET /api/ledger/exports/qbo-customers.csv',
  'GET /api/ledger/exports/qbo-vendors.csv',
  'GET /api/reports',
  // Project health and the notification center (issue 14); editing a rule stays owner-only (the default).
  'GET /api/projects/health-metrics',
  'GET /api/projects/:id/health',
  'GET /api/dashboard/health-summary',
  'GET /api/projects/:id/snapshot',
  'GET /api/notifications/rules',
  'POST /api/notifications/check',
  'POST /api/notifications/ai-check-all',
  'POST /api/notifications/:id/acknowledge',
  'POST /api/notifications/acknowledge-all',
  // A project's money history (issue 16, audit log); the whole log with its filters is owner-only (below).
  'GET /api/projects/:id/history',
  // AI Project Analyzer (issue 15): business figures, like the dashboard and reports.
  'GET /api/ai/dashboard-insights',
  'GET /api/ai/project-analysis/:id',
  // AI Marketing Center (issue 15): the office prepares posts with the owner.
  'GET /api/projects/photos-summary',
  'POST /api/projects/:id/generate-marketing',
  'GET /api/marketing/content',
  'POST /api/marketing/content/:id/approve',
  'DELETE /api/marketing/content/:id',
  'GET /api/marketing/content/:id/package',
  // Social media manager (issue 15): the office schedules posts; connecting and disconnecting accounts is the owner's.
  'GET /api/social-media/accounts',
  'PUT /api/social-media/accounts/:id',
  'GET /api/social-media/posts/scheduled',
  'POST /api/social-media/posts',
  'PUT /api/social-media/posts/:id',
  'POST /api/social-media/generate-real-content',
  'GET /api/social-media/publisher',
  // Billing (issue 20): money owed and collected, so owner and office only.
  'GET /api/projects/:id/change-orders',
  'POST /api/projects/:id/change-orders',
  'PUT /api/change-orders/:id',
  'GET /api/projects/:id/billing-terms',
  'PUT /api/projects/:id/billing-terms',
  'GET /api/projects/:id/estimates',
  'POST /api/projects/:id/estimates',
  'GET /api/projects/:id/schedule-of-values',
  'PUT /api/projects/:id/schedule-of-values',
  'GET /api/projects/:id/invoices',
  'POST /api/projects/:id/invoices',
  'GET /api/invoices/:id',
  'GET /api/invoices/:id/pdf',
  'PUT /api/invoices/:id/status',
  'GET /api/invoices/:id/email',
  'POST /api/invoices/:id/send',
  'POST /api/invoices/:id/payments',
  'GET /api/billing/aging',
  'GET /api/billing/wip',
  'GET /api/billing/wip/snapshots',
  'POST /api/billing/wip/snapshots/backfill',
];

export const ACCESS: Readonly<Record<string, AccessLevel>> = {
  'GET /api/health': 'public',
  'GET /api/health/ready': 'public',
  'GET /api/auth/session': 'public',
  'POST /api/auth/login': 'public',
  'POST /api/auth/logout': 'public',
  'POST /api/auth/setup': 'public',
  // A shared snapshot's page asks whether its figures are genuine; the answer reads no project data.
  'POST /api/snapshots/verify': 'public',
  // A shared snapshot link (issue 39): only the figures the owner ticked, 410 once revoked or expired.
  'GET /api/shared-snapshots/:token': 'public',
  'GET /api/shared-snapshots/:token/logo': 'public',
  // The company profile is on every document the office makes; only the owner changes it (default: owner).
  'GET /api/company-profile': 'staff',
  'GET /api/company-profile/logo': 'staff',
  // Address search (issue 39 scope 6): the project form's, so whoever fills it in; only the owner switches it on.
  'GET /api/geocoding/settings': 'staff',
  'GET /api/geocoding/search': 'staff',
  'PUT /api/geocoding/settings': 'owner',
  'GET /api/events': 'signed-in',
  ...Object.fromEntries(STAFF.map((k) => [k, 'staff' as const])),
  ...Object.fromEntries(CREW.map((k) => [k, 'crew' as const])),
  // Owner only, spelled out (the default would say the same): users and the business settings.
  'GET /api/users': 'owner',
  'POST /api/users': 'owner',
  'PUT /api/users/:id': 'owner',
  'POST /api/users/:id/password': 'owner',
  'GET /api/payments/cashapp-config': 'staff',
  'PUT /api/payments/cashapp-config': 'owner',
  // How the books recognise revenue is the owner's decision (issue 20).
  'PUT /api/accounting/revenue-method': 'owner',
  // Closing the books (issue 37): the office sees the close date; closing and reopening are the owner's.
  'POST /api/accounting/periods/close': 'owner',
  'POST /api/accounting/periods/reopen': 'owner',
  // Backups hold every table and file (issue 19): owner only, spelled out.
  'POST /api/system/backups': 'owner',
  'GET /api/system/backups': 'owner',
  'GET /api/system/backups/:name': 'owner',
  'POST /api/system/restore': 'owner',
  // Which accounts the business posts from (and through which webhook): owner only, spelled out.
  'POST /api/social-media/connect': 'owner',
  'POST /api/social-media/accounts/:id/disconnect': 'owner',
  // The project trash (issue 18): restoring puts money back into the books, like the office's other writes.
  'GET /api/project-trash': 'staff',
  'POST /api/project-trash/:id/restore': 'staff',
  // Settings → History: every change of money by anyone, owner only.
  'GET /api/audit-log': 'owner',
};

/** The level of a route: the table's, else owner-only for /api, signed-in for /uploads, public for the UI. */
export function accessLevel(method: string, path: string): AccessLevel {
  const m = method === 'HEAD' ? 'GET' : method;
  if (path.startsWith('/api/')) return ACCESS[`${m} ${path}`] ?? 'owner';
  if (path.startsWith('/uploads/')) return 'signed-in';
  return 'public';
}

/** Whether a role (null: signed out) may call a route of that level. */
export function allows(level: AccessLevel, role: Role | null): boolean {
  if (level === 'public') return true;
  if (role === null) return false;
  if (level === 'signed-in' || level === 'crew') return true;
  if (level === 'staff') return role === 'owner' || role === 'office';
  return role === 'owner';
}
