import { sql } from 'drizzle-orm';
import { addDays } from '../../../domain/dates';
import { type Cents, cents, centsToDecimalString } from '../../../domain/money';
import { type CsvMapping, csvMappingSchema, type ParsedLine, parseCsvStatement } from '../../../domain/statements/csv-mapping';
import { parseCsv, StatementFileError } from '../../../domain/statements/csv-parse';
import { lineFingerprints } from '../../../domain/statements/fingerprint';
import { guessMapping } from '../../../domain/statements/guess-mapping';
import type { ImportResult, StatementPreview } from '../../../domain/statements/schemas';
import type { Db } from '../../db/client';
import { rows } from '../../db/sql-fragments';
import { AppError } from '../../http/errors';
import { getAccount, rememberMapping } from './accounts';
import { autoMatch } from './matches';
import { parseOfxStatement } from './ofx';
import type { StatementFile } from './statement-file';

/** A file refused whole: 400 naming the line (nothing is written before every line has been read). */
function refuse(e: unknown): never {
  if (e instanceof StatementFileError) {
    throw new AppError('invalid', e.message, [{ path: e.line > 0 ? `line ${e.line}` : 'file', message: e.message }]);
  }
  throw e;
}

/** The header and first rows of a file with the mapping to start from (remembered, else guessed). */
export async function previewStatement(db: Db, accountId: number, file: StatementFile): Promise<StatementPreview> {
  const account = await getAccount(db, accountId);
  if (file.format === 'ofx') {
    try {
      parseOfxStatement(file.text);
    } catch (e) {
      refuse(e);
    }
    return { format: 'ofx', header: [], sample: [], mapping: null, remembered: false };
  }
  let csvRows: ReturnType<typeof parseCsv>;
  try {
    csvRows = parseCsv(file.text);
  } catch (e) {
    refuse(e);
  }
  if (csvRows.length === 0) throw new AppError('invalid', 'The file has no rows');
  const header = csvRows[0].cells.map((c) => c.trim());
  const sample = csvRows.slice(1, 6).map((r) => r.cells.map((c) => c.trim()));
  const remembered = account.csvMapping !== null;
  return { format: 'csv', header, sample, mapping: account.csvMapping ?? guessMapping(header, sample, account.kind), remembered };
}

function mappingOf(file: StatementFile, remembered: CsvMapping | null): CsvMapping {
  const sent = file.fields.mapping;
  if (sent === undefined || sent === '') {
    if (remembered) return remembered;
    throw new AppError('invalid', 'Map the columns of this account’s CSV first (date, description, amount)', [
      { path: 'mapping', message: 'Map the columns first' },
    ]);
  }
  let json: unknown;
  try {
    json = JSON.parse(sent);
  } catch {
    throw new AppError('invalid', 'mapping: must be JSON', [{ path: 'mapping', message: 'must be JSON' }]);
  }
  const parsed = csvMappingSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new AppError('invalid', `mapping: ${issue.message}`, [{ path: `mapping.${issue.path.join('.')}`, message: issue.message }]);
  }
  return parsed.data;
}

type Parsed = { lines: ParsedLine[]; stated: { date: string; balance: Cents } | null };

/** The file's lines oldest first (an export listing the newest first is turned round), with its last stated balance. */
function readFile(file: StatementFile, mapping: CsvMapping | null): Parsed {
  try {
    if (file.format === 'ofx') {
      const { lines, stated } = parseOfxStatement(file.text);
      return { lines: [...lines].sort((a, b) => a.date.localeCompare(b.date)), stated };
    }
    const lines = parseCsvStatement(file.text, mapping as CsvMapping);
    if (lines.length > 1 && lines[0].date > lines[lines.length - 1].date) lines.reverse();
    const withBalance = lines.filter((l) => l.balance !== null);
    const last = withBalance[withBalance.length - 1];
    return { lines, stated: last ? { date: last.date, balance: last.balance as Cents } : null };
  } catch (e) {
    refuse(e);
  }
}

/** The balance before the file's first line, when the file tells it (running balance, or OFX ledger balance). */
function openingOf(parsed: Parsed): Cents | null {
  const first = parsed.lines[0];
  if (!first) return null;
  if (first.balance !== null) return cents(first.balance - first.amount);
  const last = parsed.lines[parsed.lines.length - 1];
  if (parsed.stated && parsed.stated.date >= last.date)
    return cents(parsed.stated.balance - parsed.lines.reduce((s, l) => s + l.amount, 0));
  return null;
}

/**
 * Imports a statement file into an account, all in one transaction: the same file (SHA-256) twice adds nothing
 * and answers the first import; lines already imported from an overlapping file (same fingerprint) are skipped.
 * A CSV's mapping is remembered for the account. The first import of an account without an opening date sets
 * it to the day before its first line, with the balance the file shows then. Then the automatic matching runs.
 */
export async function importStatement(
  db: Db,
  accountId: number,
  file: StatementFile,
): Promise<{ status: 200 | 201; result: ImportResult }> {
  const account = await getAccount(db, accountId);
  const [previous] = await rows<{ id: number; format: 'csv' | 'ofx'; lineCount: number }>(
    db.execute(sql`SELECT id, format, line_count AS "lineCount" FROM statement_imports
      WHERE account_id = ${accountId}::int AND file_sha256 = ${file.sha256}`),
  );
  if (previous) {
    const result = {
      importId: previous.id,
      format: previous.format,
      duplicateFile: true,
      lineCount: previous.lineCount,
      added: 0,
      alreadyImported: previous.lineCount,
      matched: 0,
    };
    return { status: 200, result };
  }
  const mapping = file.format === 'csv' ? mappingOf(file, account.csvMapping) : null;
  const parsed = readFile(file, mapping);
  if (parsed.lines.length === 0) throw new AppError('invalid', 'The file has no transactions');
  const fingerprints = lineFingerprints(parsed.lines);
  return db.transaction(async (tx) => {
    const [imp] = await rows<{ id: number }>(
      tx.execute(sql`INSERT INTO statement_imports (account_id, file_sha256, file_name, format, line_count, added_count, end_balance, end_date)
        VALUES (${accountId}::int, ${file.sha256}, ${file.name}, ${file.format}, ${parsed.lines.length}, 0,
          ${parsed.stated ? centsToDecimalString(parsed.stated.balance) : null}::numeric, ${parsed.stated?.date ?? null}::date)
        ON CONFLICT (account_id, file_sha256) DO NOTHING RETURNING id`),
    );
    if (!imp) throw new AppError('conflict', 'This file is being imported right now; try again in a moment');
    const values = sql.join(
      parsed.lines.map(
        (
          l,
          i,
        ) => sql`(${accountId}::int, ${imp.id}::int, ${i}::int, ${l.date}::date, ${l.description}, ${centsToDecimalString(l.amount)}::numeric,
          ${l.balance === null ? null : centsToDecimalString(l.balance)}::numeric, ${fingerprints[i]})`,
      ),
      sql`, `,
    );
    const added = await rows<{ id: number }>(
      tx.execute(sql`INSERT INTO statement_lines (account_id, import_id, position, date, description, amount, balance, fingerprint)
        VALUES ${values} ON CONFLICT (account_id, fingerprint) DO NOTHING RETURNING id`),
    );
    await tx.execute(sql`UPDATE statement_imports SET added_count = ${added.length} WHERE id = ${imp.id}::int`);
    if (mapping) await rememberMapping(tx, accountId, mapping);
    if (account.openingDate === null && account.lineCount === 0) {
      const opening = openingOf(parsed) ?? cents(0);
      await tx.execute(sql`UPDATE statement_accounts SET opening_date = ${addDays(parsed.lines[0].date, -1)}::date,
        opening_balance = ${centsToDecimalString(opening)}::numeric WHERE id = ${accountId}::int`);
    }
    const matched = await autoMatch(tx, accountId);
    const result = {
      importId: imp.id,
      format: file.format,
      duplicateFile: false,
      lineCount: parsed.lines.length,
      added: added.length,
      alreadyImported: parsed.lines.length - added.length,
      matched,
    };
    return { status: 201 as const, result };
  });
}
