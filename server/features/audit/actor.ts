import { PgTransaction } from 'drizzle-orm/pg-core';
import { LOCAL_USER_NAME } from '../../../domain/audit';
import { DATA_CHANGED_CHANNEL, type Db } from '../../db/client';
import { requestWrites } from '../../db/request-writes';
import { sqlLiteral, transactionWith } from '../../db/transaction';
import type { Actor } from '../auth/service';

/** What a write of money is part of, when more than the row itself (shown beside the change in the history). */
export type AuditContext = 'pay_week' | 'receipt';

/**
 * Runs a write of money in one transaction that first tells the audit triggers (migration 0016) who is writing:
 * transaction-local settings, so they end with the transaction and never leak to another request on a pooled
 * connection. The service's own transaction nests inside as a savepoint. With sign-in off (actor id null) the
 * history says "Local user": nobody signed in on this machine.
 */
export async function asActor<T>(db: Db, actor: Actor | null, write: (tx: Db) => Promise<T>, context?: AuditContext): Promise<T> {
  const id = actor?.id == null ? '' : String(actor.id);
  const name = actor?.id == null ? LOCAL_USER_NAME : actor.name;
  // In a request on PostgreSQL, the transaction's last notification is a marker, so the answer need not send one of its
  // own (server/db/request-writes.ts). Not inside another transaction: its marker would arrive only at the outer commit.
  const store = requestWrites.getStore();
  const marker = store && !(db instanceof PgTransaction) ? store.changeMarker() : null;
  try {
    // Both settings and the marker ride with BEGIN and COMMIT (transactionWith): one round trip for a one-statement write.
    let commits = 0;
    const settings = `SELECT set_config('plumbline.actor_id', ${sqlLiteral(id)}, true), set_config('plumbline.actor_name', ${sqlLiteral(name)}, true), set_config('plumbline.audit_context', ${sqlLiteral(context ?? '')}, true)`;
    const result = await transactionWith(
      db,
      {
        first: settings,
        last: marker ? `SELECT pg_notify(${sqlLiteral(DATA_CHANGED_CHANNEL)}, ${sqlLiteral(marker.text)})` : undefined,
        committed: (n) => {
          commits = n;
        },
      },
      write,
    );
    // The marker vouches for one commit: after two (a final statement, then more), the answer flushes as a read would.
    if (marker && store && commits === 1) {
      await marker.seen;
      store.seenAt = store.uses;
    } else marker?.cancel();
    return result;
  } catch (err) {
    marker?.cancel();
    throw err;
  }
}
