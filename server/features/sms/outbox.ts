import { sql } from 'drizzle-orm';
import type { OutboxMessage } from '../../../domain/api/sms';
import type { SmsSender } from '../../adapters/sms';
import type { Db } from '../../db/client';
import { isoTimestamp, rows } from '../../db/sql-fragments';

export type Delivery = { outboxId: number; status: 'stored' | 'sent' | 'failed'; error: string | null };

/**
 * Sends one message and records it in sms_outbox whatever happens: the row is written first ('queued'), so a
 * crash mid-send leaves a trace, then set to 'stored' (outbox sender), 'sent' or 'failed' with the error.
 * Without a phone number nothing is handed to the sender and the row is 'failed' at once.
 */
export async function deliver(
  db: Db,
  sender: SmsSender,
  m: { toPhone: string | null; employeeId: number | null; body: string },
): Promise<Delivery> {
  const to = m.toPhone?.trim() || null;
  if (to === null) {
    const [row] = await rows<{ id: number }>(
      db.execute(sql`INSERT INTO sms_outbox (to_phone, employee_id, body, provider, status, error)
        VALUES (NULL, ${m.employeeId}, ${m.body}, ${sender.name}, 'failed', 'No phone number on file') RETURNING id`),
    );
    return { outboxId: row.id, status: 'failed', error: 'No phone number on file' };
  }
  const [row] = await rows<{ id: number }>(
    db.execute(sql`INSERT INTO sms_outbox (to_phone, employee_id, body, provider, status)
      VALUES (${to}, ${m.employeeId}, ${m.body}, ${sender.name}, 'queued') RETURNING id`),
  );
  const result = await sender.send(to, m.body);
  const status = !result.ok ? 'failed' : sender.name === 'outbox' ? 'stored' : 'sent';
  const error = result.ok ? null : result.error;
  await db.execute(sql`UPDATE sms_outbox SET status = ${status}, error = ${error},
      provider_message_id = ${result.ok ? result.providerMessageId : null},
      sent_at = ${status === 'sent' ? sql`now()` : sql`NULL`}
    WHERE id = ${row.id}`);
  return { outboxId: row.id, status, error };
}

/** The newest outbox messages first, with the employee's name. */
export async function listOutbox(db: Db, limit: number): Promise<OutboxMessage[]> {
  return rows<OutboxMessage>(
    db.execute(sql`SELECT o.id, o.to_phone AS "toPhone", o.employee_id AS "employeeId", em.name AS "employeeName", o.body, o.provider,
        o.status, o.error, ${isoTimestamp(sql`o.created_at`)} AS "createdAt",
        CASE WHEN o.sent_at IS NULL THEN NULL ELSE ${isoTimestamp(sql`o.sent_at`)} END AS "sentAt"
      FROM sms_outbox o LEFT JOIN employees em ON em.id = o.employee_id
      ORDER BY o.id DESC LIMIT ${limit}`),
  );
}
