import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * What one request did with the database, so its answer can skip the separate flush marker (a transaction of its own:
 * a commit, a WAL flush and the database-wide NOTIFY lock) when its write already carried one.
 *
 * A write made through asActor (server/features/audit/actor.ts) on PostgreSQL ends its transaction with a marker
 * notification (Database.changeMarker) and waits until the listener has seen it: notifications arrive in commit order,
 * so by then this write's changes and every change committed before it have reached the response cache. `uses` counts
 * every statement or transaction the request starts on the pool (counted where drizzle calls the pool, in the
 * request's own async context); `seenAt` is that count when the marker was seen. The answer skips the flush only when
 * nothing was sent to the database after it (docs/decisions/011-answering-a-write-one-marker-in-the-writes-own-transaction.md).
 */
export type RequestWrites = {
  uses: number;
  seenAt: number;
  /** The request's database's marker source (Database.changeMarker). */
  changeMarker: () => ChangeMarker | null;
};

/** A marker notification a write sends last in its transaction; `seen` resolves once every listener has it. */
export type ChangeMarker = { text: string; seen: Promise<void>; cancel: () => void };

export const requestWrites = new AsyncLocalStorage<RequestWrites>();

/** Counts a statement or transaction started by the current request, if any. */
export function countDatabaseUse(): void {
  const store = requestWrites.getStore();
  if (store) store.uses += 1;
}

/** True when the request's last database use was a write whose change has been seen by the listener. */
export function changesAlreadySeen(store: RequestWrites | undefined): boolean {
  return store !== undefined && store.seenAt === store.uses;
}
