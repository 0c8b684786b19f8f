import { createBrowserRouter, type DataRouter, matchRoutes, type RouteObject, RouterProvider } from 'react-router';
import { SessionGate } from '../features/auth/session-gate';
import { ComingSoonPage } from './coming-soon-page';
import { NAV_ITEMS } from './nav';
import { NotFoundPage } from './not-found-page';
import { PageLoader } from './page-loader';
import { RouteError } from './route-error';

/** Screens that exist; every other navigation route shows the coming-soon placeholder for now. */
const screens: RouteObject[] = [
  {
    index: true,
    HydrateFallback: PageLoader,
    lazy: async () => ({ Component: (await import('../features/dashboard/dashboard-page')).default }),
  },
  {
    path: 'projects',
    HydrateFallback: PageLoader,
    lazy: async () => ({ Component: (await import('../features/projects/projects-page')).default }),
  },
  {
    path: 'projects/:id',
    HydrateFallback: PageLoader,
    lazy: async () => ({ Component: (await import('../features/projects/project-page')).default }),
  },
  {
    path: 'expenses',
    HydrateFallback: PageLoader,
    lazy: async () => ({ Component: (await import('../features/expenses/expenses-page')).default }),
  },
  {
    path: 'suppliers',
    HydrateFallback: PageLoader,
    lazy: async () => ({ Component: (await import('../features/suppliers/suppliers-page')).default }),
  },
  {
    path: 'employees',
    HydrateFallback: PageLoader,
    lazy: async () => ({ Component: (await import('../features/employees/employees-page')).default }),
  },
  {
    path: 'subcontractors',
    HydrateFallback: PageLoader,
    lazy: async () => ({ Component: (await import('../features/subcontractors/subcontractors-page')).default }),
  },
  {
    path: 'payroll',
    HydrateFallback: PageLoader,
    lazy: async () => ({ Component: (await import('../features/payroll/payroll-page')).default }),
  },
  {
    path: 'reports',
    HydrateFallback: PageLoader,
    lazy: async () => ({ Component: (await import('../features/reports/reports-page')).default }),
  },
  {
    path: 'accounting',
    HydrateFallback: PageLoader,
    lazy: async () => ({ Component: (await import('../features/accounting/accounting-page')).default }),
  },
  {
    path: 'billing',
    HydrateFallback: PageLoader,
    lazy: async () => ({ Component: (await import('../features/billing/billing-page')).default }),
  },
  {
    path: 'completed-projects',
    HydrateFallback: PageLoader,
    lazy: async () => ({ Component: (await import('../features/archives/completed-projects-page')).default }),
  },
  {
    path: 'inactive-projects',
    HydrateFallback: PageLoader,
    lazy: async () => ({ Component: (await import('../features/archives/inactive-projects-page')).default }),
  },
  {
    path: 'marketing',
    HydrateFallback: PageLoader,
    lazy: async () => ({ Component: (await import('../features/marketing/marketing-page')).default }),
  },
  {
    path: 'analyzer',
    HydrateFallback: PageLoader,
    lazy: async () => ({ Component: (await import('../features/analyzer/analyzer-page')).default }),
  },
  {
    path: 'health-dashboard',
    HydrateFallback: PageLoader,
    lazy: async () => ({ Component: (await import('../features/health/health-dashboard-page')).default }),
  },
  {
    path: 'notifications',
    HydrateFallback: PageLoader,
    lazy: async () => ({ Component: (await import('../features/notifications/notifications-page')).default }),
  },
  {
    path: 'settings',
    HydrateFallback: PageLoader,
    lazy: async () => ({ Component: (await import('../features/settings/settings-page')).default }),
  },
];

const builtPaths = new Set([
  '/',
  '/projects',
  '/expenses',
  '/suppliers',
  '/employees',
  '/subcontractors',
  '/payroll',
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
    lazy: async () => ({ Component: (await import('../features/health/shared-snapshot-page')).default }),
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
 * Fetches and runs the code of the screen the page opens on (its chunk is already preloaded by the route's shell)
 * before the router starts. The router then starts with nothing left to load, so the first render draws the
 * screen itself, not a spinner first and the screen one render, commit and layout later. A chunk that cannot be
 * loaded is left to the router, which retries it and shows the route's error.
 */
async function loadOpeningScreen(): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
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
}

/** The app's router (spec part 1 §2.1, React Router in library mode), once the opening screen's code has run. */
export async function createAppRouter(): Promise<DataRouter> {
  await loadOpeningScreen();
  return createBrowserRouter(routes);
}

/** The app's routes, rendered by the router `createAppRouter` made. */
export function AppRouter({ router }: { router: DataRouter }) {
  return <RouterProvider router={router} />;
}
