import { csvCell, toCsv } from '../csv';
import { type Cents, centsToDecimalString } from '../money';
import { type AccountKey, type AccountType, HLEDGER_ROOT } from './accounts';
import type { JournalEntry } from './entries';

export type ChartEntry = { key: AccountKey; number: string; name: string; type: AccountType };
export type Chart = ReadonlyMap<AccountKey, ChartEntry>;

/** One line of text: no tabs, newlines or the characters a format reads as structure. */
const oneLine = (s: string | null | undefined) => (s ?? '').replace(/[\t\r\n]+/g, ' ').trim();

/**
 * f(text) remembered per text: a year's journal repeats the same few thousand project, payee and account names on
 * 150,000 lines, so each is cleaned once.
 */
function remembered<T>(f: (text: T) => string): (text: T) => string {
  const seen = new Map<T, string>();
  return (text) => {
    let out = seen.get(text);
    if (out === undefined) {
      out = f(text);
      seen.set(text, out);
    }
    return out;
  };
}

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
  const accountName = remembered((key: string) => {
    const account = chart.get(key as ChartEntry['key']);
    if (!account) throw new Error(`No account ${key} in the chart`);
    return `    ${hledgerAccount(account)}  `;
  });
  const job = remembered((project: string) => `  ; job:${oneLine(project).replace(/[,;]/g, ' ')}`);
  for (const e of entries) {
    const memo = oneLine(e.memo).replace(/[;|]/g, ',');
    out.push(`${e.date} (${e.entryNo}) ${memo}`);
    for (const l of e.lines) out.push(`${accountName(l.account)}${hledgerAmount(l.amount)}${l.project ? job(l.project) : ''}`);
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
  const account = remembered((key: string) => csvCell(chart.get(key as ChartEntry['key'])?.name ?? key));
  const text = remembered((s: string) => csvCell(oneLine(s)));
  const out = [toCsv(QBO_COLUMNS, [])];
  for (const e of entries) {
    const head = `${csvCell(e.entryNo)},${usDate(e.date)},`;
    for (const l of e.lines) {
      const debit = l.amount > 0 ? centsToDecimalString(l.amount) : '';
      const credit = l.amount < 0 ? centsToDecimalString(-l.amount as Cents) : '';
      out.push(
        `${head}${account(l.account)},${debit},${credit},${text(l.memo || e.memo)},${text(l.name ?? '')},${text(l.project ?? '')}\r\n`,
      );
    }
  }
  return out.join('');
}

const IIF_FIELDS = ['TRNSID', 'TRNSTYPE', 'DATE', 'ACCNT', 'NAME', 'CLASS', 'AMOUNT', 'DOCNUM', 'MEMO'] as const;

/**
 * QuickBooks Desktop IIF: a header of !TRNS/!SPL/!ENDTRNS, then per entry one TRNS line (its first line), SPL lines
 * for the rest and ENDTRNS; each transaction's AMOUNTs (debit +, credit −) sum to zero. Tab-separated.
 */
export function iifJournal(entries: readonly JournalEntry[], chart: Chart): string {
  const out = [`!TRNS\t${IIF_FIELDS.join('\t')}`, `!SPL\t${IIF_FIELDS.map((f) => (f === 'TRNSID' ? 'SPLID' : f)).join('\t')}`, '!ENDTRNS'];
  const account = remembered((key: string) => oneLine(chart.get(key as ChartEntry['key'])?.name ?? key));
  const text = remembered((s: string) => oneLine(s));
  for (const e of entries) {
    const date = usDate(e.date);
    e.lines.forEach((l, i) => {
      const fields = `\t\tGENERAL JOURNAL\t${date}\t${account(l.account)}\t${text(l.name ?? '')}\t${text(l.project ?? '')}\t${centsToDecimalString(l.amount)}\t${e.entryNo}\t${text(l.memo || e.memo)}`;
      out.push(`${i === 0 ? 'TRNS' : 'SPL'}${fields}`);
    });
    out.push('ENDTRNS');
  }
  return `${out.join('\r\n')}\r\n`;
}
