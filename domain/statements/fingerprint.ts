import type { ParsedLine } from './csv-mapping';

/** Words a bank adds to every description that say nothing about the payee. */
const NOISE = new Set([
  'pos',
  'debit',
  'credit',
  'purchase',
  'card',
  'ach',
  'payment',
  'pmt',
  'online',
  'transfer',
  'xfer',
  'from',
  'the',
  'and',
  'web',
  'ppd',
  'ccd',
  'recurring',
  'checkcard',
  'visa',
  'mastercard',
  'withdrawal',
  'deposit',
  'inc',
  'llc',
  'co',
  'corp',
  'ref',
  'id',
  'des',
  'indn',
  'trn',
  'with',
  'for',
  'via',
  'sent',
  'received',
  'money',
  'to',
  'zelle',
  'cash',
  'app',
  'cashapp',
  'venmo',
  'paypal',
  'check',
  'chk',
  'wire',
  'in',
  'out',
]);

/** The significant words of a description: lower case letters and digits, noise words and numbers-only words dropped. */
export function payeeWords(text: string): string[] {
  return (text.toLowerCase().match(/[a-z0-9]+/g) ?? []).filter((w) => w.length >= 2 && !NOISE.has(w) && !/^\d+$/.test(w));
}

function shared(a: string, b: string): { shared: number; a: number; b: number } {
  const wa = [...new Set(payeeWords(a))];
  const wb = [...new Set(payeeWords(b))];
  const same = (x: string, y: string) => x === y || (x.length >= 4 && y.length >= 4 && (x.startsWith(y) || y.startsWith(x)));
  return { shared: wa.filter((x) => wb.some((y) => same(x, y))).length, a: wa.length, b: wb.length };
}

/** How alike two descriptions are, 0 to 1: the share of shared significant words (Jaccard), a prefix of 4+ letters counting as shared. */
export function similarity(a: string, b: string): number {
  const s = shared(a, b);
  return s.a === 0 || s.b === 0 ? 0 : s.shared / (s.a + s.b - s.shared);
}

/** How much of the shorter description the longer one holds, 0 to 1 ("SHELL OIL 57442 FUEL" holds most of "Shell Oil fill-up"). */
export function overlap(a: string, b: string): number {
  const s = shared(a, b);
  return s.a === 0 || s.b === 0 ? 0 : s.shared / Math.min(s.a, s.b);
}

/**
 * The key that makes a statement line the same line in two overlapping files: the bank's id when it has one
 * (OFX FITID); otherwise date, amount, description, running balance (when the file has one) and how many identical
 * lines came before it in the same file, so two equal coffees on one day stay two lines and the same day's lines
 * in the next month's overlapping export are recognised.
 */
export function lineFingerprints(lines: readonly ParsedLine[]): string[] {
  const seen = new Map<string, number>();
  return lines.map((l) => {
    if (l.fitId) return `fitid:${l.fitId}`.slice(0, 200);
    const base = `${l.date}|${l.amount}|${l.description.toLowerCase().replace(/\s+/g, ' ').trim()}|${l.balance ?? ''}`;
    const n = (seen.get(base) ?? 0) + 1;
    seen.set(base, n);
    return `csv:${base}|${n}`.slice(0, 200);
  });
}
