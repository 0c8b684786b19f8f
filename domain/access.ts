import type { Role } from './accounts';

/**
 * Who may call each API route (issue 16), in one table keyed by "METHOD /path" as the contracts declare them.
 * **Deny by default**: a route missing here is owner-only, so a route added without a thought for roles is
 * never opened to the office or a foreman by accident. With sign-in off (loopback default) everyone acts as
 * the owner. Outside /api: /uploads needs any signed-in user; the UI's own files are public.
 *
 * - public: also signed out (sign-in itself, the session probe, health)
 * - signed-in: any role
 * - staff: owner and office
 * - owner: owner only (users, settings)
 */
export type AccessLevel = 'public' | 'signed-in' | 'staff' | 'owner';

const STAFF: readonly string[] = [
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
  'GET /api/employees',
  'GET /api/employees/:id',
  'POST /api/employees',
  'PUT /api/employees/:id',
  'DELETE /api/employees/:id',
  'GET /api/expenses',
  'GET /api/expenses/summary',
  'GET /api/expenses/:id',
  'POST /api/expenses',
  'PUT /api/expenses/:id',
  'DELETE /api/expenses/:id',
  'POST /api/projects/:id/move-to-active',
  'POST /api/projects/:id/move-to-inactive',
  'POST /api/projects/:id/move-to-completed',
  'POST /api/projects/:id/complete',
  'GET /api/completed-projects',
  'GET /api/inactive-projects',
  'GET /api/notifications',
  'POST /api/payments',
  'PUT /api/payments/:id',
  'POST /api/payments/generate-instructions',
  'GET /api/payments/cashapp-employees',
  'GET /api/payroll/weekly',
  'GET /api/payroll/paystub',
  'GET /api/payroll/paystub.pdf',
  'POST /api/payroll/pay-week',
  'GET /api/projects/:id/photos',
  'POST /api/projects/:id/photos',
  'PUT /api/projects/:id/photos/status',
  'DELETE /api/photos/:id',
  'GET /api/projects',
  'GET /api/projects/:id',
  'POST /api/projects',
  'PUT /api/projects/:id',
  'DELETE /api/projects/:id',
  'POST /api/receipts/analyze',
  'POST /api/receipts/create-expense',
  'POST /api/payroll/send-paystub',
  'POST /api/payroll/send-weekly',
  'GET /api/sms/outbox',
  'GET /api/subcontractors',
  'GET /api/subcontractors/:id',
  'POST /api/subcontractors',
  'PUT /api/subcontractors/:id',
  'DELETE /api/subcontractors/:id',
  'GET /api/suppliers',
  'GET /api/suppliers/:id',
  'POST /api/suppliers',
  'PUT /api/suppliers/:id',
  'DELETE /api/suppliers/:id',
  'GET /api/system/reconciliation',
  'GET /api/projects/:id/employees',
  'POST /api/projects/:id/employees',
  'DELETE /api/projects/:id/employees/:employeeId',
  'GET /api/time-entries',
  'POST /api/time-entries',
  'PUT /api/time-entries/:id',
  'DELETE /api/time-entries/:id',
  // Accounting and reports (issue 13): the office keeps the books with the owner.
  'GET /api/accounting/overview',
  'GET /api/accounting/receipts',
  'GET /api/accounting/1099',
  'GET /api/accounting/reports/:type',
  'GET /api/accounting/pack',
  'GET /api/accounting/exports/expenses.csv',
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
  'GET /api/events': 'signed-in',
  ...Object.fromEntries(STAFF.map((k) => [k, 'staff' as const])),
  // Owner only, spelled out (the default would say the same): users and the business settings.
  'GET /api/users': 'owner',
  'POST /api/users': 'owner',
  'PUT /api/users/:id': 'owner',
  'POST /api/users/:id/password': 'owner',
  'GET /api/payments/cashapp-config': 'staff',
  'PUT /api/payments/cashapp-config': 'owner',
  // Backups hold every table and file (issue 19): owner only, spelled out.
  'GET /api/system/backup': 'owner',
  'GET /api/system/backups': 'owner',
  'GET /api/system/backups/:name': 'owner',
  'POST /api/system/restore': 'owner',
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
  if (level === 'signed-in') return true;
  if (level === 'staff') return role === 'owner' || role === 'office';
  return role === 'owner';
}
