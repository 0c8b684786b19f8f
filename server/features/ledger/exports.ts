import { sql } from 'drizzle-orm';
import { basisName } from '../../../domain/accounting-revenue';
import { toCsv } from '../../../domain/csv';
import { groupEntries, type JournalEntry } from '../../../domain/ledger/entries';
import { hledgerJournal, iifJournal, qboJournalCsv } from '../../../domain/ledger/formats';
import type { Db } from '../../db/client';
import { rows } from '../../db/sql-fragments';
import { getRevenueMethod } from '../accounting/revenue-method';
import { chartMap, journalEntries, openingLines } from './service';

/**
 * The hledger journal of [from, to]: an opening entry with every balance of the day before `from` (revenue and
 * expenses before it in retained earnings), then each entry of the period. `hledger bal` of it = the trial balance.
 * `known`: the period's entries when the caller reads them anyway (the pack formats one read three ways).
 */
export async function hledgerExport(db: Db, from: string, to: string, known?: Promise<JournalEntry[]>): Promise<string> {
  const [chart, opening, entries, basis] = await Promise.all([
    chartMap(db),
    openingLines(db, from),
    known ?? journalEntries(db, from, to),
    getRevenueMethod(db),
  ]);
  return hledgerJournal(
    [...groupEntries(opening), ...entries],
    chart,
    `Plumbline general ledger ${from} to ${to}, revenue on the ${basisName(basis)}`,
  );
}

export type LedgerFormat = 'qbo' | 'iif';

/**
 * The entries of [from, to] for a QuickBooks import; with sinceLast only those no earlier recorded export of this
 * format carried. With record (the POST of the new entries) the entry numbers handed out are remembered in the same
 * transaction (ledger_exported_entries), so a second run "since the last" returns nothing new and QuickBooks never
 * gets an entry twice; a GET only reads.
 */
export async function quickbooksEntries(
  db: Db,
  format: LedgerFormat,
  from: string,
  to: string,
  sinceLast: boolean,
  record = false,
): Promise<JournalEntry[]> {
  const all = await journalEntries(db, from, to);
  return db.transaction(async (tx) => {
    let list = all;
    if (sinceLast && all.length > 0) {
      const done = new Set(
        (
          await rows<{ entry_no: string }>(
            tx.execute(sql`SELECT entry_no FROM ledger_exported_entries WHERE format = ${format}
              AND entry_no = ANY(${`{${all.map((e) => `"${e.entryNo}"`).join(',')}}`}::text[])`),
          )
        ).map((r) => r.entry_no),
      );
      list = all.filter((e) => !done.has(e.entryNo));
    }
    if (record && list.length > 0) {
      await tx.execute(sql`INSERT INTO ledger_exported_entries (format, entry_no)
        SELECT ${format}, unnest(${`{${list.map((e) => `"${e.entryNo}"`).join(',')}}`}::text[]) ON CONFLICT DO NOTHING`);
    }
    return list;
  });
}

export async function qboJournalExport(db: Db, from: string, to: string, sinceLast: boolean, record = false): Promise<string> {
  const [chart, entries] = await Promise.all([chartMap(db), quickbooksEntries(db, 'qbo', from, to, sinceLast, record)]);
  return qboJournalCsv(entries, chart);
}

export async function iifExport(db: Db, from: string, to: string, sinceLast: boolean, record = false): Promise<string> {
  const [chart, entries] = await Promise.all([chartMap(db), quickbooksEntries(db, 'iif', from, to, sinceLast, record)]);
  return iifJournal(entries, chart);
}

/** QuickBooks Online's customer import: each client billed (project billing terms), with its e-mail. */
export async function customersCsv(db: Db): Promise<string> {
  const list = await rows<{ name: string; email: string | null; projects: string }>(
    db.execute(sql`SELECT coalesce(pb.client_name, p.name) AS name, max(pb.client_email) AS email, string_agg(p.name, '; ' ORDER BY p.id) AS projects
      FROM projects p LEFT JOIN project_billing pb ON pb.project_id = p.id
      WHERE EXISTS (SELECT 1 FROM invoices i WHERE i.project_id = p.id) GROUP BY 1 ORDER BY 1`),
  );
  return toCsv(
    ['Name', 'Email', 'Notes'],
    list.map((c) => [c.name, c.email, `Projects: ${c.projects}`]),
  );
}

/** QuickBooks Online's vendor import: suppliers and subcontractors (1099 vendors marked, TIN on file or not). */
export async function vendorsCsv(db: Db): Promise<string> {
  const list = await rows<{ name: string; kind: string; email: string | null; phone: string | null; tin: boolean }>(
    db.execute(sql`SELECT name, 'Supplier' AS kind, email, phone, (tin IS NOT NULL AND tin <> '') AS tin FROM suppliers
      UNION ALL SELECT name, 'Subcontractor', email, phone, (tin IS NOT NULL AND tin <> '') FROM subcontractors ORDER BY 1, 2`),
  );
  return toCsv(
    ['Name', 'Email', 'Phone', 'Track payments for 1099', 'Notes'],
    list.map((v) => [
      v.name,
      v.email,
      v.phone,
      v.kind === 'Subcontractor' ? 'Yes' : 'No',
      v.kind === 'Subcontractor' && !v.tin ? 'No TIN on file' : v.kind,
    ]),
  );
}

/**
 * The ledger's files of a year for the accountant's pack (server/features/accounting/pack.ts), with the README lines
 * that say how to import each. The pack's copies are the whole year and mark nothing as exported: "since the last"
 * is for the QuickBooks imports made from the Accounting screen.
 */
export async function ledgerPackFiles(db: Db, year: number): Promise<{ files: { name: string; make: () => string }[]; readme: string[] }> {
  const from = `${year}-01-01`;
  const to = `${year}-12-31`;
  const read = journalEntries(db, from, to);
  const [chart, entries, hledger, customers, vendors] = await Promise.all([
    chartMap(db),
    read,
    hledgerExport(db, from, to, read),
    customersCsv(db),
    vendorsCsv(db),
  ]);
  // Each file's text is made when asked for, so the caller can deflate one while the next is written.
  const files = [
    { name: `ledger/journal-${year}.hledger`, make: () => hledger },
    { name: `ledger/qbo-journal-${year}.csv`, make: () => qboJournalCsv(entries, chart) },
    { name: `ledger/journal-${year}.iif`, make: () => iifJournal(entries, chart) },
    { name: 'ledger/qbo-customers.csv', make: () => customers },
    { name: 'ledger/qbo-vendors.csv', make: () => vendors },
  ];
  const readme = [
    `General ledger (ledger/, ${entries.length} journal entries; entry numbers are stable: EXP-, WRK-, PAY-, ADV-, INV-, RCV- + the record's id, WIP-YYYY-MM for the month-end basis adjustment):`,
    `- journal-${year}.hledger: hledger -f journal-${year}.hledger check --strict, then bal / bs / is (opens with the balances of Dec 31 of the year before).`,
    `- qbo-journal-${year}.csv: QuickBooks Online → Settings → Import data → Journal entries; map Journal No., Journal Date (MM/DD/YYYY), Account Name, Debits, Credits, Description, Name, Class. Create the accounts of the chart first (same names).`,
    '- qbo-customers.csv, qbo-vendors.csv: QuickBooks Online → Settings → Import data → Customers / Vendors (import them before the journal, so Name matches).',
    `- journal-${year}.iif: QuickBooks Desktop → File → Utilities → Import → IIF Files (general journal transactions; each sums to zero).`,
  ];
  return { files, readme };
}
