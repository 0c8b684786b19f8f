import { toCsv } from '../csv';
import { type Cents, centsToDecimalString } from '../money';
import { type AccountKey, type AccountType, HLEDGER_ROOT } from './accounts';
import type { JournalEntry } from './entries';

export type ChartEntry = { key: AccountKey; number: string; name: string; type: AccountType };
export type Chart = ReadonlyMap<AccountKey, ChartEntry>;

/** One line of text: no tabs, newlines or the characters a format reads as structure. */
const oneLine = (s: string | null | undefined) => (s ?? '').replace(/[\t\r\n]+/g, ' ').trim();

/** An account's hledger name: "assets:1010 Checking account" (type root, then number and name). */
export function hledgerAccount(a: ChartEntry): string {
  return `${HLEDGER_ROOT[a.type]}:${a.number} ${a.name}`;
}

/** "$1234.56" / "$-1234.56": hledger's reading of a dollar amount, exact to the cent. */
export function hledgerAmount(value: Cents): string {
  return `$${centsToDecimalString(value)}`;
}

/**
 * A plain-text hledger journal of the entries: the commodity and every account declared first (so `hledger check
 * --strict` passes too), then each entry as `DATE (ENTRY-NO) memo`, a `job:` tag, and its postings.
 */
export function hledgerJournal(entries: readonly JournalEntry[], chart: Chart, header: string): string {
  const out: string[] = [`; ${oneLine(header)}`, 'commodity $1000.00', ''];
  for (const a of chart.values()) out.push(`account ${hledgerAccount(a)}`);
  out.push('');
  for (const e of entries) {
    const memo = oneLine(e.memo).replace(/[;|]/g, ',');
    out.push(`${e.date} (${e.entryNo}) ${memo}`);
    for (const l of e.lines) {
      const account = chart.get(l.account);
      if (!account) throw new Error(`No account ${l.account} in the chart`);
      const job = l.project ? `  ; job:${oneLine(l.project).replace(/[,;]/g, ' ')}` : '';
      out.push(`    ${hledgerAccount(account)}  ${hledgerAmount(l.amount)}${job}`);
    }
    out.push('');
  }
  return out.join('\n');
}

/** "2026-03-05" → "03/05/2026" (QuickBooks US dates). */
export function usDate(iso: string): string {
  return `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;
}

export const QBO_COLUMNS = ['Journal No.', 'Journal Date', 'Account Name', 'Debits', 'Credits', 'Description', 'Name', 'Class'] as const;

/** QuickBooks Online's journal-entry import: one row per line, debits and credits in their columns (positive). */
export function qboJournalCsv(entries: readonly JournalEntry[], chart: Chart): string {
  const rows = entries.flatMap((e) =>
    e.lines.map((l) => [
      e.entryNo,
      usDate(e.date),
      chart.get(l.account)?.name ?? l.account,
      l.amount > 0 ? centsToDecimalString(l.amount) : '',
      l.amount < 0 ? centsToDecimalString(-l.amount as Cents) : '',
      oneLine(l.memo || e.memo),
      oneLine(l.name),
      oneLine(l.project),
    ]),
  );
  return toCsv(QBO_COLUMNS, rows);
}

const IIF_FIELDS = ['TRNSID', 'TRNSTYPE', 'DATE', 'ACCNT', 'NAME', 'CLASS', 'AMOUNT', 'DOCNUM', 'MEMO'] as const;

/**
 * QuickBooks Desktop IIF: a header of !TRNS/!SPL/!ENDTRNS, then per entry one TRNS line (its first line), SPL lines
 * for the rest and ENDTRNS; each transaction's AMOUNTs (debit +, credit −) sum to zero. Tab-separated.
 */
export function iifJournal(entries: readonly JournalEntry[], chart: Chart): string {
  const out = [`!TRNS\t${IIF_FIELDS.join('\t')}`, `!SPL\t${IIF_FIELDS.map((f) => (f === 'TRNSID' ? 'SPLID' : f)).join('\t')}`, '!ENDTRNS'];
  for (const e of entries) {
    e.lines.forEach((l, i) => {
      const fields = [
        '',
        'GENERAL JOURNAL',
        usDate(e.date),
        oneLine(chart.get(l.account)?.name ?? l.account),
        oneLine(l.name),
        oneLine(l.project),
        centsToDecimalString(l.amount),
        e.entryNo,
        oneLine(l.memo || e.memo),
      ];
      out.push(`${i === 0 ? 'TRNS' : 'SPL'}\t${fields.join('\t')}`);
    });
    out.push('ENDTRNS');
  }
  return `${out.join('\r\n')}\r\n`;
}
