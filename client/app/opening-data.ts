import { type FetchQueryOptions, onlineManager, type QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router';
import { authQueries } from '../features/auth/auth-queries';
import { shellAccess } from '../features/auth/shell-access';
import { dashboardQueries } from '../features/dashboard/dashboard-queries';
import { notificationQueries } from '../features/notifications/notification-queries';
import { hasProfitCard } from './nav';

/**
 * The queries a screen draws from as it opens, exported by its module as `openingQueries` (beside its default
 * export, the screen). Each is a feature's query factory, so the cache holds exactly what the screen reads.
 */
// biome-ignore lint/suspicious/noExplicitAny: a list of different queries, each typed by its own factory
export type OpeningQueries = (params: Readonly<Params>) => readonly FetchQueryOptions<any, any, any, any>[];

/** The longest the app waits for its opening data before drawing the screen anyway, with its skeletons. */
export const OPENING_DATA_WAIT_MS = 2500;

/**
 * Fetches the opening screen's data (and the shell's: the bell, the profit card) before the first render, so the
 * first render draws the screen with its figures: not skeletons first and the figures one blocking render, commit
 * and layout later, once per answer. The answers are usually there already: the server announced these calls with
 * the page (client/app/first-load.ts), so the browser fetched them while the scripts downloaded.
 *
 * Nothing is fetched for a visitor who will see the sign-in page or be sent elsewhere (a screen their role does
 * not have), nor offline (the queries would wait for the network: the app opens on what it has). A call that fails
 * is left to the screen, which shows its error and retries; one slower than `waitMs` is drawn as a skeleton and
 * arrives as usual.
 */
export async function loadOpeningData(
  queryClient: QueryClient,
  pathname: string,
  screens: readonly { queries: OpeningQueries; params: Readonly<Params> }[],
  waitMs = OPENING_DATA_WAIT_MS,
): Promise<void> {
  if (!onlineManager.isOnline()) return;
  const work = (async () => {
    const session = await queryClient.fetchQuery(authQueries.session()).catch(() => null);
    if (!session || shellAccess(session, pathname).kind !== 'shell') return;
    // The shell's own: the bell, and the sidebar's profit card for the roles that have it.
    const shell: ReturnType<OpeningQueries> = hasProfitCard(session.user?.role ?? 'owner')
      ? [notificationQueries.list(), dashboardQueries.stats()]
      : [notificationQueries.list()];
    const queries = [...shell, ...screens.flatMap(({ queries, params }) => queries(params))];
    await Promise.all(queries.map((q) => queryClient.prefetchQuery(q)));
  })();
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([work, new Promise((resolve) => (timer = setTimeout(resolve, waitMs)))]);
  clearTimeout(timer);
}
