import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rows } from '../../db/sql-fragments';

export type CashappConfig = { businessHandle: string | null; businessDisplayName: string | null; isConfigured: boolean };

const HANDLE_KEY = 'cashapp.businessHandle';
const NAME_KEY = 'cashapp.businessDisplayName';

/** The business payment-app settings from configurations; configured when both the handle and the name are set. */
export async function getCashappConfig(db: Db): Promise<CashappConfig> {
  const found = await rows<{ key: string; value: string | null }>(
    db.execute(sql`SELECT key, value FROM configurations WHERE key IN (${HANDLE_KEY}, ${NAME_KEY})`),
  );
  const value = (key: string) => found.find((r) => r.key === key)?.value || null;
  const businessHandle = value(HANDLE_KEY);
  const businessDisplayName = value(NAME_KEY);
  return { businessHandle, businessDisplayName, isConfigured: businessHandle !== null && businessDisplayName !== null };
}

/** Saves both settings in one statement (one transaction). */
export async function saveCashappConfig(db: Db, input: { businessHandle: string; businessDisplayName: string }): Promise<CashappConfig> {
  await db.execute(sql`INSERT INTO configurations (key, value, description)
    VALUES (${HANDLE_KEY}, ${input.businessHandle}, 'Business Cash App handle'),
           (${NAME_KEY}, ${input.businessDisplayName}, 'Business display name for payments')
    ON CONFLICT (key) DO UPDATE SET value = excluded.value, updated_at = now()`);
  return getCashappConfig(db);
}
