import { Ofx } from 'ofx-data-extractor';
import { isIsoDate } from '../../../domain/dates';
import type { Cents } from '../../../domain/money';
import { type ParsedLine, parseBankAmount } from '../../../domain/statements/csv-mapping';
import { StatementFileError } from '../../../domain/statements/csv-parse';

type Transaction = Record<string, unknown>;

/** The 1-based line of the file where the n-th (0-based) <STMTTRN> opens. */
function transactionLine(text: string, n: number): number {
  const re = /<STMTTRN>/gi;
  let m: RegExpExecArray | null = null;
  for (let i = 0; i <= n; i++) {
    m = re.exec(text);
    if (!m) return 0;
  }
  return m ? text.slice(0, m.index).split('\n').length : 0;
}

const asList = (v: unknown): Transaction[] => (Array.isArray(v) ? v : v && typeof v === 'object' ? [v as Transaction] : []);
const text = (v: unknown) => (v === undefined || v === null ? '' : String(v).trim());

function find(node: unknown, key: string): unknown {
  if (!node || typeof node !== 'object') return undefined;
  for (const [k, v] of Object.entries(node)) {
    if (k === key) return v;
    const found = find(v, key);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * Reads an OFX or QFX statement (SGML 1.x or XML 2.x) with ofx-data-extractor, the kept parser from the npm
 * registry. Every transaction must have a date, an amount with at most 2 decimals and the bank's FITID; the first
 * that does not refuses the file, naming the line its <STMTTRN> opens on. Amounts are the account holder's (money
 * out negative, card charges included), as OFX states them. The ledger balance, when present, is the statement's.
 */
export function parseOfxStatement(raw: string): { lines: ParsedLine[]; stated: { date: string; balance: Cents } | null } {
  if (!/<OFX>/i.test(raw)) throw new StatementFileError(0, 'The file is not an OFX or QFX statement (no <OFX> element)');
  let content: unknown;
  let transactions: Transaction[];
  try {
    const ofx = new Ofx(raw);
    content = ofx.getContent();
    transactions = asList(ofx.getType() === 'CREDIT_CARD' ? ofx.getCreditCardTransferList() : ofx.getBankTransferList());
  } catch (e) {
    throw new StatementFileError(0, `The OFX file could not be read: ${(e as Error).message}`);
  }
  const declared = (raw.match(/<STMTTRN>/gi) ?? []).length;
  if (declared !== transactions.length) {
    throw new StatementFileError(transactionLine(raw, transactions.length), 'this transaction could not be read');
  }
  const lines = transactions.map((t, i): ParsedLine => {
    const line = transactionLine(raw, i);
    try {
      const date = text(t.DTPOSTED).slice(0, 10);
      if (!isIsoDate(date)) throw new Error(`DTPOSTED "${text(t.DTPOSTED)}" is not a date`);
      const amount = parseBankAmount(text(t.TRNAMT));
      if (amount === null) throw new Error('TRNAMT is missing');
      const fitId = text(t.FITID);
      if (fitId === '') throw new Error('FITID is missing');
      const name = text(t.NAME) || text(t.PAYEE);
      const memo = text(t.MEMO);
      const description = [name, memo && memo !== name ? memo : ''].filter(Boolean).join(' — ') || text(t.TRNTYPE) || 'Transaction';
      return { line, date, description: description.replaceAll('&amp;', '&').slice(0, 500), amount, balance: null, fitId };
    } catch (e) {
      throw new StatementFileError(line, (e as Error).message);
    }
  });
  const ledger = find(content, 'LEDGERBAL') as Transaction | undefined;
  let stated: { date: string; balance: Cents } | null = null;
  if (ledger && text(ledger.BALAMT) !== '') {
    const date = text(ledger.DTASOF).slice(0, 10);
    try {
      const balance = parseBankAmount(text(ledger.BALAMT));
      if (balance !== null && isIsoDate(date)) stated = { date, balance };
    } catch (e) {
      throw new StatementFileError(0, `LEDGERBAL: ${(e as Error).message}`);
    }
  }
  return { lines, stated };
}
