import type { ComponentType } from 'react';
import { createBrowserRouter, type DataRouter, matchRoutes, type RouteObject, RouterProvider } from 'react-router';
import { authQueries } from '../features/auth/auth-queries';
import { SessionGate } from '../features/auth/session-gate';
import { nextTask } from '../lib/next-task';
import { ComingSoonPage } from './coming-soon-page';
import { NAV_ITEMS } from './nav';
import { NotFoundPage } from './not-found-page';
import { loadOpeningData, type OpeningQueries } from './opening-data';
import { PageLoader } from './page-loader';
import { queryClient } from './query-client';
import { RouteError } from './route-error';

/** A screen's module: the screen, and the queries it opens with (client/app/opening-data.ts), if it names them. */
function screen(module: { default: ComponentType; openingQueries?: OpeningQueries }): Pick<RouteObject, 'Component' | 'handle'> {
  return { Component: module.default, handle: { openingQueries: module.openingQueries } };
}

/** Screens that exist; every other navigation route shows the coming-soon placeholder for now. */
const screens: RouteObject[] = [
  {
    index: true,
    HydrateFallback: PageLoader,
    lazy: async () => screen(await import('../features/dashboard/dashboard-page')),
  },
  {
    path: 'projects',
    HydrateFallback: PageLoader,
    lazy: async () => screen(await import('../features/projects/projects-page')),
  },
  {
    path: 'projects/:id',
    HydrateFallback: PageLoader,
    lazy: async () => screen(await import('../features/projects/project-page')),
  },
  {
    path: 'expenses',
    HydrateFallback: PageLoader,
    lazy: async () => screen(await import('../features/expenses/expenses-page')),
  },
  {
    path: 'suppliers',
    HydrateFallback: PageLoader,
    lazy: async () => screen(await import('../features/suppliers/suppliers-page')),
  },
  {
    path: 'employees',
    HydrateFallback: PageLoader,
    lazy: async () => screen(await import('../features/employees/employees-page')),
  },
  {
    path: 'subcontractors',
    HydrateFallback: PageLoader,
    lazy: async () => screen(await import('../features/subcontractors/subcontractors-page')),
  },
  {
    path: 'compliance',
    HydrateFallback: PageLoader,
    lazy: async () => screen(await import('../features/compliance/compliance-page')),
  },
  {
    path: 'timesheet',
    HydrateFallback: PageLoader,
    lazy: async () => screen(await import('../features/timesheet/timesheet-page')),
  },
  {
    path: 'crew-today',
    HydrateFallback: PageLoader,
    lazy: async () => screen(await import('../features/timesheet/crew-today-page')),
  },
  {
    path: 'payroll',
    HydrateFallback: PageLoader,
    lazy: async () => screen(await import('../features/payroll/payroll-page')),
  },
  {
    path: 'reports',
    HydrateFallback: PageLoader,
    lazy: async () => screen(await import('../features/reports/reports-page')),
  },
  {
    path: 'accounting',
    HydrateFallback: PageLoader,
    lazy: async () => screen(await import('../features/accounting/accounting-page')),
  },
  {
    path: 'ledger',
    HydrateFallback: PageLoader,
    lazy: async () => screen(await import('../features/ledger/ledger-page')),
  },
  {
    path: 'billing',
    HydrateFallback: PageLoader,
    lazy: async () => screen(await import('../features/billing/billing-page')),
  },
  {
    path: 'statements',
    HydrateFallback: PageLoader,
    lazy: async () => screen(await import('../features/statements/statements-page')),
  },
  {
    path: 'completed-projects',
    HydrateFallback: PageLoader,
    lazy: async () => screen(await import('../features/archives/completed-projects-page')),
  },
  {
    path: 'inactive-projects',
    HydrateFallback: PageLoader,
    lazy: async () => screen(await import('../features/archives/inactive-projects-page')),
  },
  {
    path: 'marketing',
    HydrateFallback: PageLoader,
    lazy: async () => screen(await import('../features/marketing/marketing-page')),
  },
  {
    path: 'analyzer',
    HydrateFallback: PageLoader,
    lazy: async () => screen(await import('../features/analyzer/analyzer-page')),
  },
  {
    path: 'health-dashboard',
    HydrateFallback: PageLoader,
    lazy: async () => screen(await import('../features/health/health-dashboard-page')),
  },
  {
    path: 'notifications',
    HydrateFallback: PageLoader,
    lazy: async () => screen(await import('../features/notifications/notifications-page')),
  },
  {
    path: 'settings',
    HydrateFallback: PageLoader,
    lazy: async () => screen(await import('../features/settings/settings-page')),
  },
];

const builtPaths = new Set([
  '/',
  '/projects',
  '/expenses',
  '/suppliers',
  '/employees',
  '/subcontractors',
  '/compliance',
  '/payroll',
  '/timesheet',
  '/crew-today',
  '/reports',
  '/accounting',
  '/billing',
  '/settings',
  '/health-dashboard',
  '/analyzer',
  '/marketing',
  '/notifications',
  '/completed-projects',
  '/inactive-projects',
]);

const placeholders: RouteObject[] = NAV_ITEMS.filter((item) => !builtPaths.has(item.path)).map((item) => ({
  path: item.path.slice(1),
  element: <ComingSoonPage title={item.title} />,
}));

const routes: RouteObject[] = [
  {
    // Public, read-only snapshot page: no shell around it.
    path: '/shared-snapshot/:data',
    HydrateFallback: PageLoader,
    lazy: async () => screen(await import('../features/health/shared-snapshot-page')),
    ErrorBoundary: RouteError,
  },
  {
    // The shell, or the sign-in page when the server requires sign-in (issue 16).
    Component: SessionGate,
    ErrorBoundary: RouteError,
    children: [
      {
        // Pathless boundary so a crashing screen keeps the shell (navigation stays usable).
        ErrorBoundary: RouteError,
        children: [...screens, ...placeholders, { path: '*', Component: NotFoundPage }],
      },
    ],
  },
];

/**
 * Fetches and runs the code of the screen the page opens on (its chunk is already preloaded by the route's shell),
 * and its opening data (client/app/opening-data.ts), before the router starts. The router then starts with
 * nothing left to load, so the first render draws the screen itself with its figures, not a spinner first and
 * the screen one render, commit and layout later. A chunk that cannot be loaded is left to the router, which
 * retries it and shows the route's error.
 */
async function loadOpeningScreen(): Promise<void> {
  // Each step in its own task: the scripts' evaluation, this, the data's answers, the router's start (nextTask).
  await nextTask();
  const matches = matchRoutes(routes, window.location) ?? [];
  // Only the screens inside the shell read who is signed in and private data; the public snapshot page reads
  // neither. Who is signed in decides what else to fetch: asked at once, while the code loads.
  const inShell = matches.some(({ route }) => route.Component === SessionGate);
  if (inShell) void queryClient.prefetchQuery(authQueries.session());
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      try {
        Object.assign(route, await route.lazy(), { lazy: undefined });
      } catch {
        // The router's own lazy load reports it.
      }
    }),
  );
  const screens = matches.flatMap(({ route, params }) => {
    const queries = (route.handle as { openingQueries?: OpeningQueries } | undefined)?.openingQueries;
    return queries ? [{ queries, params }] : [];
  });
  await nextTask();
  if (inShell) await loadOpeningData(queryClient, window.location.pathname, screens);
}

/** The app's router (spec part 1 §2.1, React Router in library mode), once the opening screen's code has run. */
export async function createAppRouter(): Promise<DataRouter> {
  await loadOpeningScreen();
  await nextTask();
  return createBrowserRouter(routes);
}

/** The app's routes, rendered by the router `createAppRouter` made. */
export function AppRouter({ router }: { router: DataRouter }) {
  return <RouterProvider router={router} />;
}
