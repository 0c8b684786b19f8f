import { sql } from 'drizzle-orm';
import { centsToDecimalString, dollarsToCents } from '../../../domain/money';
import type { CsvMapping } from '../../../domain/statements/csv-mapping';
import { DEFAULT_METHODS, type StatementAccount, type StatementAccountInput } from '../../../domain/statements/schemas';
import type { Db } from '../../db/client';
import { rows } from '../../db/sql-fragments';
import { notFound } from '../../http/errors';

const accountSelect = sql`
  SELECT a.id, a.name, a.kind, a.last4, a.methods, a.csv_mapping AS "csvMapping", a.opening_balance::float8 AS "openingBalance",
    a.opening_date::text AS "openingDate",
    (SELECT count(*) FROM statement_lines l WHERE l.account_id = a.id)::int AS "lineCount",
    (SELECT count(*) FROM statement_lines l WHERE l.account_id = a.id AND NOT EXISTS (
      SELECT 1 FROM statement_matches m WHERE m.line_id = l.id AND m.status <> 'rejected'))::int AS "unmatchedCount",
    (SELECT max(l.date)::text FROM statement_lines l WHERE l.account_id = a.id) AS "lastLineDate"
  FROM statement_accounts a`;

/** Every statement account, by name. */
export async function listAccounts(db: Db): Promise<StatementAccount[]> {
  return rows<StatementAccount>(db.execute(sql`${accountSelect} ORDER BY a.name, a.id`));
}

export async function getAccount(db: Db, id: number): Promise<StatementAccount> {
  const [row] = await rows<StatementAccount>(db.execute(sql`${accountSelect} WHERE a.id = ${id}::int`));
  if (!row) throw notFound('Statement account');
  return row;
}

/** Adds an account; its payment methods default to those of its kind (DEFAULT_METHODS). */
export async function createAccount(db: Db, input: StatementAccountInput): Promise<StatementAccount> {
  const methods = input.methods ?? DEFAULT_METHODS[input.kind];
  const [row] = await rows<{ id: number }>(
    db.execute(sql`INSERT INTO statement_accounts (name, kind, last4, methods, opening_balance, opening_date)
      VALUES (${input.name}, ${input.kind}, ${input.last4}, ${JSON.stringify(methods)}::jsonb,
        ${centsToDecimalString(dollarsToCents(input.openingBalance ?? 0))}::numeric, ${input.openingDate ?? null}::date)
      RETURNING id`),
  );
  return getAccount(db, row.id);
}

/**
 * Replaces an account's fields; an omitted opening balance keeps the stored one. Omitted methods keep the stored
 * ones while the kind stays; a new kind takes that kind's (DEFAULT_METHODS): a bank account turned into a card
 * must not keep matching checks and transfers.
 */
export async function updateAccount(db: Db, id: number, input: StatementAccountInput): Promise<StatementAccount> {
  const opening = input.openingBalance === undefined ? null : centsToDecimalString(dollarsToCents(input.openingBalance));
  const [row] = await rows<{ id: number }>(
    db.execute(sql`UPDATE statement_accounts SET name = ${input.name}, kind = ${input.kind}, last4 = ${input.last4},
        methods = coalesce(${input.methods ? JSON.stringify(input.methods) : null}::jsonb,
          CASE WHEN kind = ${input.kind} THEN methods ELSE ${JSON.stringify(DEFAULT_METHODS[input.kind])}::jsonb END),
        opening_balance = coalesce(${opening}::numeric, opening_balance),
        opening_date = ${input.openingDate === undefined ? sql`opening_date` : sql`${input.openingDate}::date`}
      WHERE id = ${id}::int RETURNING id`),
  );
  if (!row) throw notFound('Statement account');
  return getAccount(db, id);
}

/** Remembers the CSV column mapping of an account (done by the import that used it). */
export async function rememberMapping(db: Db, id: number, mapping: CsvMapping): Promise<void> {
  await db.execute(sql`UPDATE statement_accounts SET csv_mapping = ${JSON.stringify(mapping)}::jsonb WHERE id = ${id}::int`);
}
