import { addCents, type Cents, cents } from './money';

/**
 * How a bookkeeper reads the money at the foot of a receipt, an invoice or a contract: the total is the amount
 * after tax (GRAND TOTAL, CONTRACT SUM, AMOUNT DUE, BALANCE DUE, ROUNDED TOTAL, TOTAL…), never a subtotal, a tax
 * line, a deposit, the original contract sum, a line count or a unit price, and it is cross-checked against
 * subtotal + tax (+ rounding) and against tendered − change. Receipts (domain/receipts.ts) and approval and
 * invoice PDFs (domain/approval-pdf.ts) both read their totals here.
 */

/** OCR slips inside a number: letter O for zero, l/I/| for one. */
const DIGITISH = /^[0-9OoIl|]+$/;
/** Currency marks printed before an amount: "$", "US$", "USD", "RM", "MYR", "S$", "€", "£" ('S' is an OCR slip for '$'). */
const CURRENCY_PREFIX = /^(?:US\$|USD|MYR|RM|S\$|\$|€|£|EUR|GBP|CAD|AUD)/i;

/**
 * Reads one money token as cents, tolerating OCR slips: "$1,234.5O", "S12.99" ('S' read for '$'), "12,50"
 * (decimal comma), "RM14.10", "(3.00)" or "3.00-" (negative). Needs exactly two decimals; null when it is not money.
 */
export function readMoneyToken(token: string): Cents | null {
  let t = token.trim().replace(/[:;]$/, '');
  if (/\d[.,]\d\d\.$/.test(t)) t = t.slice(0, -1); // "50,00." at the end of a sentence
  let negative = false;
  if (/^\(.*\)$/.test(t)) {
    negative = true;
    t = t.slice(1, -1);
  }
  if (t.startsWith('-')) {
    negative = true;
    t = t.slice(1);
  } else if (t.endsWith('-')) {
    negative = true;
    t = t.slice(0, -1);
  }
  t = t.replace(CURRENCY_PREFIX, '');
  if (/^[Ss][.,][0-9OoIl|]{2}$/.test(t)) t = `5${t.slice(1)}`; // "S.90": a 5 read as S, not a dollar sign
  if (/^[Ss][0-9OoIl|]/.test(t)) t = t.slice(1);
  if (t.startsWith('-')) {
    negative = true;
    t = t.slice(1);
  }
  if (!/\d/.test(t)) return null;
  const m = /^([0-9OoIl|]{1,3}(?:,[0-9OoIl|]{3})+|[0-9OoIl|]+)[.,]([0-9OoIl|]{2})$/.exec(t);
  if (!m || !DIGITISH.test(m[2]) || !/\d/.test(m[1])) return null;
  const fix = (s: string) => s.replace(/[Oo]/g, '0').replace(/[Il|]/g, '1').replace(/,/g, '');
  const whole = Number(fix(m[1]));
  const frac = Number(fix(m[2]));
  if (!Number.isSafeInteger(whole) || whole > 99_999_999) return null;
  const value = whole * 100 + frac;
  return cents(negative ? -value : value);
}

const CURRENCY_WORD = /^(?:\$|S|RM|USD|MYR|US\$|€|£)$/i;

/** Splits a line into its text and the money amount printed at its end (a trailing tax flag such as "T" is skipped). */
export function splitTrailingAmount(line: string): { label: string; amount: Cents } | null {
  const tokens = line
    .trim()
    .split(/\s+/)
    .filter((t) => !/^[|©®“”"'~_=]+$/.test(t)); // OCR specks between the label and the amount
  let end = tokens.length;
  if (end > 1 && /^[A-Z*]{1,2}$/.test(tokens[end - 1]) && !CURRENCY_WORD.test(tokens[end - 1])) end -= 1; // "24.97 T", "9.99 SR"
  if (end === 0) return null;
  // A decimal point followed by a space the OCR put in: "14_ 10", "100. 00".
  if (end >= 2 && /^[$S]?\d[\d,]*[._,]$/.test(tokens[end - 2]) && /^\d{2}$/.test(tokens[end - 1])) {
    tokens.splice(end - 2, 2, `${tokens[end - 2].slice(0, -1)}.${tokens[end - 1]}`);
    end -= 1;
  }
  const amount = readMoneyToken(tokens[end - 1]);
  if (amount === null) return null;
  let used = 1;
  if (end >= 2 && CURRENCY_WORD.test(tokens[end - 2])) used = 2; // "TOTAL $ 97.61", "TOTAL RM 14.10"
  return { label: tokens.slice(0, end - used).join(' '), amount };
}

/**
 * Upper-cases a label and undoes OCR slips so keywords match: digits read for letters ("T0TAL" → "TOTAL") and a
 * TOTAL whose faint or cut first letter was lost or read as l, I or F ("otal Sales", "lotal Sales").
 */
export const keyOf = (label: string) =>
  label
    .toUpperCase()
    .replace(/0/g, 'O')
    .replace(/1/g, 'L')
    .replace(/5/g, 'S')
    .replace(/\$/g, 'S')
    .replace(/\s+/g, ' ')
    .replace(/(^|[^A-Z])[LIF|]?OTAL\b/g, '$1TOTAL');

export type SummaryKind = 'subtotal' | 'tax' | 'rounding' | 'total' | 'tender' | 'change' | 'payment';

// "SUR-TOTAL", "SUE-TATAL": OCR slips in SUB-TOTAL are still the subtotal.
const SUBTOTAL =
  /\bSU[BRE8]\s*-?\s*T[OA]TAL\b|\bTOTAL\s*(SALES?|AMOUNT|AMT)?[\s(:-]*(EXCL?\.?(UDING|USIVE)?|BEFORE|W\/?O|WITHOUT)\b|\bNET\s*OF\s*TAX\b|\bEXCL?\.?(UDING|USIVE)?\s*(TAX|GST|VAT)\b/;
const TAX_INCLUDED = /\bINCL?\.?(UDING|USIVE|UDED)?\b|\bWITH\s*(TAX|GST|VAT)\b|\bAFTER\s*(TAX|GST|VAT)\b/;
const TAX_LABEL = /\b(SALES\s*)?TAX\b|\bGST\b|\bVAT\b|\bHST\b|\bPST\b|\bSST\b/;
const CONTRACT_AMOUNT = 'CONTRACT\\s*(TOTAL|PRICE|AMOUNT|SUM|VALUE)';
/** Total labels, strongest first, each with its strength (keys as keyOf gives them: digits read back as letters). */
const TOTAL_LABELS: [RegExp, number][] = [
  [
    /\b(GRAND\s*TOTAL|ROUNDED\s*TOTAL|TOTAL\s*\(?ROUNDED\)?|TOTAL\s*ROUNDED|TOTAL\s*PAYABLE|AMOUNT\s*PAYABLE|NETT?\s*TOTAL|TOTAL\s*NETT?)\b/,
    100,
  ],
  // A change order's new figure and the whole contract price outrank a plain "contract sum".
  [new RegExp(`\\b(TOTAL\\s*${CONTRACT_AMOUNT}|(REVISED|ADJUSTED|NEW)\\s*${CONTRACT_AMOUNT})\\b`), 95],
  [
    new RegExp(
      `\\b(AMOUNT\\s*DUE|TOTAL\\s*DUE|BALANCE\\s*DUE|TOTAL\\s*AMOUNT|AMOUNT\\s*TOTAL|TOTAL\\s*SALES?|INVOICE\\s*TOTAL|TOTAL\\s*TO\\s*PAY|TOTAL\\s*CHARGES?|${CONTRACT_AMOUNT})\\b`,
    ),
    90,
  ],
  [/\bAPPROVED\s*(PROJECT\s*)?(AMOUNT|TOTAL|COST|PRICE|BUDGET)\b/, 88],
  [/\bTOTAL\s*(PROJECT\s*)?(PRICE|COST|INVESTMENT|ESTIMATE)\b/, 85],
  [/\b((PROJECT|ESTIMATE|PROPOSAL|JOB|QUOTE|BID)\s*(TOTAL|AMOUNT|PRICE)|AMOUNT\s*APPROVED)\b/, 82],
  [/\bTOTAL\b/, 80],
  [/\b(BALANCE|AMOUNT|AMT|NETT?)\b/, 40],
  [/\b(PRICE|COST|AMOUNT)\s*(IS|OF)\b/, 30], // running text: "the approved price is $22,900.00"
];
/**
 * Totals that are not the amount of the sale or the contract: counts, savings, points, a tax total, and on
 * contracts and invoices a deposit, the original or previous sum, retainage and unit rates.
 */
const NOT_TOTAL =
  /\b(SAVINGS?|SAVED|YOU\s*SAVE|DISCOUNTS?|DISC|ITEMS?|QTY|QUANTITY|UNITS?|POINTS|PTS|PIECES|PCS|WEIGHT|LBS?|KG|TAX\s*TOTAL|TOTAL\s*(TAX|GST|VAT)|PREVIOUS|PRIOR|LAST|EARNED|DEPOSIT|DOWN\s*PAYMENT|ORIGINAL|BALANCE\s*FORWARD|RETAINAGE|RETENTION|PER\s*(SQ|SQUARE|UNIT|DAY|HOUR|HR|FOOT|FT|LF|SF|EA|EACH))\b/;
const TENDER = /\b(CASH|TENDER(ED)?|PAID|PAYMENT|VISA|MASTER\s*CARD|MASTERCARD|AMEX|DEBIT|CREDIT|CARD|EFTPOS|CHEQUE|CHECK)\b/;
const CHANGE = /\b(CHANGE|CHANGES|CHG)\b(?!\s*ORDERS?\b)/; // a contract's change order is not the change given
const ROUNDING = /\bROUND(ING)?\b(?!\s*TOTAL)|\bROUNDING\s*ADJ/;
const OTHER_PAYMENT = /\b(AUTH|APPROVED|ACCOUNT|REFUND|COUPON|REWARDS?|POINTS)\b/;

/** Which part of a receipt a labelled amount is (null: an item line or something else). */
export function summaryKind(label: string): SummaryKind | null {
  const key = keyOf(label);
  if (SUBTOTAL.test(key)) return 'subtotal';
  if (CHANGE.test(key)) return 'change';
  if (ROUNDING.test(key) && !/\bTOTAL\b/.test(key.replace(/ROUND(ING)?/, ''))) return 'rounding';
  if (TAX_LABEL.test(key) && !(/\bTOTAL\b/.test(key) && TAX_INCLUDED.test(key))) {
    if (!/\bTOTAL\b/.test(key) || NOT_TOTAL.test(key) || /\b(TAX|GST|VAT)\s*(AMT|AMOUNT)\b/.test(key)) return 'tax';
  }
  const strength = NOT_TOTAL.test(key) ? 0 : totalStrength(key);
  // "AMOUNT PAID", "CASH AMOUNT": a weak total word beside a payment word is the payment.
  if (TENDER.test(key) && strength < 80) return 'tender';
  if (strength > 0) return 'total';
  if (OTHER_PAYMENT.test(key)) return 'payment';
  return null;
}

function totalStrength(key: string): number {
  for (const [re, strength] of TOTAL_LABELS) if (re.test(key)) return strength + (TAX_INCLUDED.test(key) ? 5 : 0);
  return 0;
}

/** A summary line: its kind, amount, where it is (line index) and how strongly its label says "total". */
export type Summary = { kind: SummaryKind; amount: Cents; index: number; strength: number };

/** A labelled amount as a summary line, or null when its label is none of the summary kinds. */
export function summaryOf(label: string, amount: Cents, index: number): Summary | null {
  const kind = summaryKind(label);
  if (kind === null) return null;
  return { kind, amount, index, strength: kind === 'total' ? totalStrength(keyOf(label)) : 0 };
}

/** Every labelled amount; a label alone on a line takes the amount alone on the next line ("TOTAL" / "14.10"). */
export function summaryLines(lines: readonly string[]): Summary[] {
  const found: Summary[] = [];
  for (let i = 0; i < lines.length; i++) {
    let split = splitTrailingAmount(lines[i]);
    if (split && !/[A-Za-z]{2,}/.test(split.label) && i > 0 && !splitTrailingAmount(lines[i - 1])) {
      split = { label: lines[i - 1], amount: split.amount };
    }
    if (!split) continue;
    // Only a rounding adjustment is negative ("ROUNDING -0.02"); any other negative amount is a discount or refund.
    const summary = summaryOf(split.label, split.amount, i);
    if (summary && (split.amount >= 0 || summary.kind === 'rounding')) found.push(summary);
  }
  return found;
}

export type AmountsRead = {
  subtotal: Cents | null;
  tax: Cents | null;
  total: Cents | null;
  /** 0..1: how sure the total is (cross-checked totals are near 1). */
  totalConfidence: number;
};

/**
 * Where a total came from: a labelled total that a cross-check confirms ('checked') or the strongest label
 * ('label'); without a total line, tendered − change ('cash'), subtotal + tax ('subtotal') or the items ('items').
 */
export type TotalBasis = 'checked' | 'label' | 'cash' | 'subtotal' | 'items' | null;

/** "GST INCLUDED IN TOTAL", "PRICES INCLUDE TAX": the subtotal already holds the tax. */
export function taxIncludedIn(lines: readonly string[]): boolean {
  return lines.some((l) => /INCLUDED\s*IN\s*(THE\s*)?TOTAL|\b(TAX|GST|VAT)\s*INCLUDED\b|PRICES?\s*INCLUDE/.test(keyOf(l)));
}

/**
 * Subtotal, tax and total of a receipt or invoice. Among the labelled totals, one that equals tendered −
 * change or subtotal + tax (+ rounding) wins; else the strongest label (largest amount among equals). Without
 * any total line: tendered − change, subtotal + tax, or the sum of the item lines.
 */
export function findAmounts(lines: readonly string[], itemsSum: Cents | null = null): AmountsRead {
  const { basis: _basis, ...read } = chooseAmounts(summaryLines(lines), { taxIncluded: taxIncludedIn(lines), itemsSum });
  return read;
}

/**
 * The bookkeeper's choice among a document's summary lines (from summaryLines, or a PDF's labelled amounts):
 * see findAmounts. Says where the total came from, so a contract reader can refuse weaker grounds.
 */
export function chooseAmounts(
  all: Summary[],
  {
    taxIncluded = false,
    itemsSum = null,
    repairMisreads = true,
  }: {
    taxIncluded?: boolean;
    itemsSum?: Cents | null /** false for text that was not OCR'd (a PDF's text layer). */;
    repairMisreads?: boolean;
  } = {},
): AmountsRead & { basis: TotalBasis } {
  const first = (kind: SummaryKind) => all.find((s) => s.kind === kind)?.amount ?? null;
  const subtotal = first('subtotal');
  const tax = addTaxes(all);
  // A rounding adjustment is a few cents; a bigger amount on that line is a misread.
  const roundingLine = all.find((s) => s.kind === 'rounding');
  const rounding = roundingLine && Math.abs(roundingLine.amount) < 10 ? roundingLine.amount : null;
  const totals = all.filter((s) => s.kind === 'total' && s.amount > 0);
  const tendered = all.filter((s) => s.kind === 'tender' && s.amount > 0);
  const change = all.find((s) => s.kind === 'change')?.amount ?? null;

  // Cash handed over less the change never falls far short of the items read: a payment line misread ("CASH 4.00"
  // for 94.00, items adding up to 92.60) makes that total doubtful.
  const cashConfidence = (paid: number) => (itemsSum !== null && paid * 2 < itemsSum ? 0.35 : 0.6);
  /** The total read as the cash handed over less the change. */
  const fromCash = (paid: number) => ({ subtotal, tax, total: cents(paid), totalConfidence: cashConfidence(paid), basis: 'cash' as const });
  const checks: Cents[] = [];
  if (change !== null) for (const t of tendered) if (t.amount - change > 0) checks.push(cents(t.amount - change));
  if (subtotal !== null && tax !== null) {
    checks.push(addCents(subtotal, tax));
    if (rounding !== null) checks.push(addCents(subtotal, tax, rounding), cents(subtotal + tax - rounding));
  }
  if (subtotal !== null && rounding !== null) checks.push(addCents(subtotal, rounding), cents(subtotal - rounding));
  // "TOTAL 80.91", "ROUNDING -0.01", "TOTAL 80.90": each total rounded is the other.
  if (rounding) for (const t of totals) checks.push(addCents(t.amount, rounding), cents(t.amount - rounding));
  if (subtotal !== null && taxIncluded) checks.push(subtotal);
  if (itemsSum !== null && itemsSum > 0 && tax !== null) checks.push(addCents(itemsSum, tax));
  // One payment and no change (a card slip): the amount charged is the total.
  if (change === null && tendered.length === 1) checks.push(tendered[0].amount);
  // An invoice's total less the payments and credits made is its balance due: the larger figure is the total.
  for (const a of totals)
    for (const b of totals) if (a.amount > b.amount && tendered.some((t) => t.amount === a.amount - b.amount)) checks.push(a.amount);

  // Totals printed after the payment lines belong to a tax summary: weaker than those above the payment.
  const paidAt = all.find((s) => s.kind === 'tender' || s.kind === 'change')?.index ?? Number.POSITIVE_INFINITY;
  for (const t of totals) if (t.index > paidAt) t.strength -= 15;
  const confirmed = totals.filter((t) => checks.includes(t.amount));
  if (confirmed.length > 0) {
    const best = confirmed.reduce((a, b) => (b.strength > a.strength || (b.strength === a.strength && b.amount > a.amount) ? b : a));
    return { subtotal, tax, total: best.amount, totalConfidence: 0.97, basis: 'checked' };
  }
  // Tendered − change agreeing with itself is a total even when the TOTAL line could not be read; among several
  // payment lines ("CASH 8.60", "TENDERED 9.00", "CHANGE 0.40") the one whose remainder is printed elsewhere.
  const paying = change !== null ? tendered.filter((t) => t.amount - change > 0) : [];
  const cashCheck = paying.find((t) => all.some((s) => s !== t && s.amount === t.amount - (change ?? 0))) ?? paying[0];
  if (totals.length > 0) {
    const top = Math.max(...totals.map((t) => t.strength));
    const strongest = totals.filter((t) => t.strength === top);
    // A subtotal bigger than the "total" means the total line was misread; the same amount twice is reassuring.
    const best = strongest.reduce((a, b) => (b.amount > a.amount ? b : a));
    const repeated = totals.filter((t) => t.amount === best.amount).length > 1 || tendered.some((t) => t.amount === best.amount);
    // A total below the subtotal, above the cash handed over (with change given) or above the one card payment
    // is a misread; when it is one digit away from what a cross-check gives, it is that figure ("149.10" paid
    // with 20.00 and 5.90 change is 14.10).
    const soleCard = change === null && tendered.length === 1 ? tendered[0] : undefined;
    const belowSubtotal =
      (subtotal !== null && best.amount < subtotal) ||
      (cashCheck !== undefined && best.amount > cashCheck.amount) ||
      (soleCard !== undefined && best.amount > soleCard.amount);
    const misread = repairMisreads && belowSubtotal && !repeated ? checks.find((c) => oneDigitApart(c, best.amount)) : undefined;
    if (misread !== undefined) return { subtotal, tax, total: misread, totalConfidence: REPAIRED, basis: 'checked' };
    if (cashCheck && change !== null && (belowSubtotal || top < 80)) return fromCash(cashCheck.amount - change);
    const confidence = (top >= 80 ? 0.75 : 0.5) + (repeated ? 0.15 : 0) - (belowSubtotal ? 0.3 : 0);
    return { subtotal, tax, total: best.amount, totalConfidence: Math.max(0.2, Math.min(0.9, confidence)), basis: 'label' };
  }
  if (cashCheck && change !== null) return fromCash(cashCheck.amount - change);
  if (subtotal !== null) {
    const withTax = taxIncluded ? cents(0) : (tax ?? cents(0));
    return {
      subtotal,
      tax,
      total: addCents(subtotal, withTax, rounding ?? cents(0)),
      totalConfidence: tax !== null || taxIncluded ? 0.6 : 0.4,
      basis: 'subtotal',
    };
  }
  if (itemsSum !== null && itemsSum > 0) return { subtotal, tax, total: itemsSum, totalConfidence: 0.3, basis: 'items' };
  return { subtotal, tax, total: null, totalConfidence: 0, basis: null };
}

/** How sure a total is that a cross-check repaired: marked for review, like every other repair. */
const REPAIRED = 0.65;

/**
 * True when two amounts differ by one OCR slip in their digits: one digit dropped, added or misread. Not when one
 * is ten times the other (a trailing zero): that is more often a real figure, such as a 10 % deposit, than a slip.
 */
export function oneDigitApart(a: Cents, b: Cents): boolean {
  const [x, y] = [String(Math.abs(a)), String(Math.abs(b))].sort((p, q) => p.length - q.length);
  if (x === y || y.length - x.length > 1 || y === `${x}0`) return false;
  if (x.length === y.length) return [...x].filter((c, i) => c !== y[i]).length === 1;
  for (let i = 0; i < y.length; i++) if (y.slice(0, i) + y.slice(i + 1) === x) return true;
  return false;
}

/** The tax on the receipt: the first tax line that is not zero (receipts list 0 % rates too), or 0 when all are zero. */
function addTaxes(all: readonly Summary[]): Cents | null {
  const taxes = all.filter((s) => s.kind === 'tax');
  if (taxes.length === 0) return null;
  return taxes.find((t) => t.amount > 0)?.amount ?? cents(0);
}
