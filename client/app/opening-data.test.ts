import { onlineManager, QueryClient, queryOptions } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authKeys } from '../features/auth/auth-keys';
import { dashboardKeys } from '../features/dashboard/dashboard-keys';
import { notificationKeys } from '../features/notifications/notification-keys';
import { loadOpeningData, type OpeningQueries } from './opening-data';

type Session = { authRequired: boolean; user: { id: number; username: string; name: string; role: string } | null; setupRequired: boolean };
const owner: Session = { authRequired: true, user: { id: 1, username: 'jr', name: 'Joe R', role: 'owner' }, setupRequired: false };
const foreman: Session = { authRequired: true, user: { id: 2, username: 'fm', name: 'Fred M', role: 'foreman' }, setupRequired: false };
const signedOut: Session = { authRequired: true, user: null, setupRequired: false };
const open: Session = { authRequired: false, user: null, setupRequired: false };

/** The sidebar's profit card figures. */
const stats = {
  activeProjects: 2,
  totalProfit: 1200.5,
  profitWithCosts: 1200.5,
  avgMargin: 12.5,
  projectsWithoutCosts: 0,
  unpricedWorkRecords: 0,
  projectsWithUnpricedWork: 0,
  projectsAtRisk: 1,
  totalBudget: 20000,
  totalOriginalBudget: 20000,
  totalExpenses: 9000,
  projection: {
    basis: 'earned',
    jobs: 2,
    contractValue: 20000,
    costToDate: 9000,
    revenueToDate: 9000,
    profitToDate: 0,
    marginToDate: 0,
    projectedProfit: 1200.5,
    projectedMargin: 6,
    budgetLeft: 11000,
    withoutEstimate: 1,
    atRisk: 1,
  },
};

/** The server: the session as given, an empty bell, the profit card's figures; records the URLs asked. */
function server(session: Session) {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      asked.push(url);
      const body = url === '/api/auth/session' ? session : url === '/api/dashboard/stats' ? stats : [];
      return new Response(JSON.stringify(body), { status: 200 });
    }),
  );
  return asked;
}

/** A screen's query, answered after `ms`. */
const weekQuery = (ms = 0) =>
  queryOptions({ queryKey: ['week', 'this'], queryFn: () => new Promise<string>((r) => setTimeout(() => r('rows'), ms)) });
const screen = (ms = 0): { queries: OpeningQueries; params: Record<string, string> }[] => [{ queries: () => [weekQuery(ms)], params: {} }];

afterEach(() => {
  vi.unstubAllGlobals();
  onlineManager.setOnline(true);
});

describe('loadOpeningData', () => {
  it('fills the cache with the session, the bell, the profit card and the screen’s queries before the first render', async () => {
    const asked = server(owner);
    const qc = new QueryClient();
    await loadOpeningData(qc, '/payroll', screen());
    expect(asked.sort()).toEqual(['/api/auth/session', '/api/dashboard/stats', '/api/notifications']);
    expect(qc.getQueryData(authKeys.session())).toEqual(owner);
    expect(qc.getQueryData(notificationKeys.list())).toEqual([]);
    expect(qc.getQueryData(dashboardKeys.stats())).toEqual(stats);
    expect(qc.getQueryData(['week', 'this'])).toBe('rows');
  });

  it('fetches for everyone while sign-in is off', async () => {
    server(open);
    const qc = new QueryClient();
    await loadOpeningData(qc, '/payroll', screen());
    expect(qc.getQueryData(['week', 'this'])).toBe('rows');
  });

  it('fetches nothing more for a visitor who will see the sign-in page, or a role sent elsewhere', async () => {
    for (const [session, path] of [
      [signedOut, '/projects'],
      [foreman, '/payroll'],
    ] as const) {
      const asked = server(session);
      const qc = new QueryClient();
      await loadOpeningData(qc, path, screen());
      expect(asked, path).toEqual(['/api/auth/session']);
      expect(qc.getQueryData(['week', 'this'])).toBeUndefined();
    }
  });

  it('a foreman’s own screen opens with its data, and without the profit card, which a foreman does not have', async () => {
    const asked = server(foreman);
    const qc = new QueryClient();
    await loadOpeningData(qc, '/projects', screen());
    expect(qc.getQueryData(['week', 'this'])).toBe('rows');
    expect(asked.sort()).toEqual(['/api/auth/session', '/api/notifications']);
  });

  it('offline, asks nothing: the app opens on what it has', async () => {
    const asked = server(owner);
    onlineManager.setOnline(false);
    const qc = new QueryClient();
    await loadOpeningData(qc, '/payroll', screen());
    expect(asked).toEqual([]);
  });

  it('stops waiting for a slow answer, which still arrives in the cache', async () => {
    server(owner);
    const qc = new QueryClient();
    await loadOpeningData(qc, '/payroll', screen(1000), 50);
    expect(qc.getQueryData(['week', 'this'])).toBeUndefined();
    await vi.waitFor(() => expect(qc.getQueryData(['week', 'this'])).toBe('rows'));
  });

  it('a failed call is left to the screen (no throw, nothing cached)', async () => {
    server(owner);
    const qc = new QueryClient();
    const failing: OpeningQueries = () => [
      queryOptions({ queryKey: ['broken'], queryFn: (): Promise<string> => Promise.reject(new Error('down')) }),
    ];
    await expect(loadOpeningData(qc, '/payroll', [{ queries: failing, params: {} }])).resolves.toBeUndefined();
    expect(qc.getQueryData(['broken'])).toBeUndefined();
  });
});
