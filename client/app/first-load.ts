/**
 * The GETs each route makes as it opens, for the server to announce with the page (`Link: rel=preload`,
 * server/http/client-assets.ts) so they run while the scripts download instead of after them. The build writes
 * this list beside the per-screen shells (scripts/vite-route-preload.mjs); the server sends each call only to a
 * visitor whose role may make it (domain/access.ts), so a signed-out visitor gets the session probe alone.
 *
 * Each URL must be exactly the one the app requests (same path, same query in the same order): the browser
 * hands the preloaded answer to the matching fetch, and a URL that differs is fetched twice.
 * e2e/first-load.test.ts checks that every announced call is made once. Only URLs certain from the path go
 * here, with one exception: `:thisWeek` is the Sunday of the server's today, which is the browser's too unless
 * the two are in time zones on either side of a Saturday midnight (then the browser asks for its own week and
 * the announced answer goes unused: one request wasted, nothing shown wrong). Other calls that depend on today's
 * date (the accounting year, billing's as-of day) or on stored settings are not announced. `:name` is taken from
 * the page's path.
 */

/** The shell around every screen (client/features/auth/session-gate.tsx, top bar): who is signed in, the bell, the profit card. */
export const SHELL_CALLS: readonly string[] = ['/api/auth/session', '/api/notifications', '/api/dashboard/stats'];

/**
 * Per route of client/app/router.tsx: whether the shell surrounds it, and its screen's own first calls. A screen
 * a role may not make all of its calls for is not that role's screen (the app sends it elsewhere): none of its
 * calls are announced to that role.
 */
export const FIRST_LOAD: Readonly<Record<string, { shell: boolean; calls: readonly string[] }>> = {
  '/': { shell: true, calls: ['/api/dashboard/stats', '/api/projects?order=recent&limit=3', '/api/expenses?limit=5'] },
  '/projects': { shell: true, calls: ['/api/projects?active=true'] },
  '/projects/:id': { shell: true, calls: ['/api/projects/:id'] },
  '/expenses': { shell: true, calls: ['/api/projects', '/api/expenses/summary', '/api/expenses?sort=date&dir=desc&limit=50&offset=0'] },
  '/suppliers': { shell: true, calls: ['/api/suppliers'] },
  '/employees': { shell: true, calls: ['/api/employees'] },
  '/subcontractors': { shell: true, calls: ['/api/subcontractors'] },
  '/compliance': { shell: true, calls: ['/api/compliance'] },
  // The week shown first is today's, in the browser's time zone (see :thisWeek above).
  '/payroll': { shell: true, calls: ['/api/payroll/weekly?week=:thisWeek', '/api/payroll-advances'] },
  '/reports': { shell: true, calls: ['/api/reports?range=last_30_days'] },
  '/accounting': { shell: true, calls: [] },
  '/billing': { shell: true, calls: [] },
  '/statements': { shell: true, calls: ['/api/statements/accounts'] },
  // Their first calls depend on the week or the chosen project (timesheet, crew today) or the period (ledger): not announced.
  '/timesheet': { shell: true, calls: [] },
  '/crew-today': { shell: true, calls: [] },
  '/ledger': { shell: true, calls: [] },
  '/completed-projects': { shell: true, calls: ['/api/completed-projects'] },
  '/inactive-projects': { shell: true, calls: ['/api/inactive-projects'] },
  '/marketing': { shell: true, calls: ['/api/marketing/content', '/api/projects/photos-summary'] },
  '/analyzer': { shell: true, calls: ['/api/ai/dashboard-insights', '/api/projects'] },
  '/health-dashboard': {
    shell: true,
    calls: ['/api/projects/health-metrics', '/api/projects?active=true', '/api/dashboard/health-summary'],
  },
  '/notifications': { shell: true, calls: ['/api/notifications/rules', '/api/projects?active=true'] },
  '/settings': { shell: true, calls: [] },
  // The public snapshot page has no shell and reads no private data: its one call is the link's verification.
  '/shared-snapshot/:data': { shell: false, calls: [] },
};
