/**
 * Reading a receipt's OCR text: the supplier, date, receipt number, line items and totals, with a confidence
 * for each field (`readReceiptText`), a score for one read (`judgeReceiptRead`) and the choice between two reads
 * of the same image (`readReceiptReads`). The answer's shape is `receiptAnalysisSchema` in `receipts.ts`.
 */
import { addCents, type Cents, centsToDollars, dollarsToCents, mulCents } from './money';
import { findAmounts, readMoneyToken, splitTrailingAmount, summaryKind } from './receipt-amounts';
import { categorizeReceiptItem } from './receipt-categories';
import { readReceiptDate } from './receipt-dates';
import { readSupplierName } from './receipt-suppliers';
import { type FieldConfidence, REVIEW_BELOW, type ReceiptAnalysis, type ReceiptLineItem } from './receipts';

const RECEIPT_NUMBER =
  /\b(?:RECEIPT|RCPT|INVOICE|INV|TRANS(?:ACTION)?|TRN|ORDER|TICKET|REF(?:ERENCE)?)\s*(?:NO\.?|NUMBER|NUM|#|ID)?\s*[:#.]?\s*#?\s*([A-Z0-9][A-Z0-9-]{2,40})/i;

/** The receipt, invoice or transaction number printed on the receipt, or null. */
export function findReceiptNumber(lines: readonly string[]): string | null {
  for (const line of lines) {
    const m = RECEIPT_NUMBER.exec(line);
    if (m && /\d/.test(m[1])) return m[1].replace(/-+$/, '').toUpperCase();
  }
  return null;
}

const QTY_AT = /(?:^|\s)(\d{1,4}(?:\.\d{1,3})?)\s*(?:@|[xX×]\s)\s*([$S]?[0-9OoIl|,]+[.,][0-9OoIl|]{2})(?:\s*(?:EA|EACH|\/EA))?\s*$/;
const LETTERS = /[A-Za-z]{2,}/;
const DATE_OR_TIME = /\b\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}\b|\b\d{1,2}:\d{2}\b/;

function tidyDescription(text: string): string {
  return text
    .replace(/^\d{6,}\s+/, '') // a leading SKU / UPC
    .replace(/\s+\d{6,}$/, '')
    .replace(/[|_]+/g, ' ')
    .replace(/\s{2,}/g, ' ')
    .replace(/^[\s.:*#-]+|[\s.:*#-]+$/g, '')
    .trim();
}

/** Reads "3 @ 5.98" (or "3 x 5.98") at the end of a label: quantity and unit price. */
function quantityAt(label: string): { rest: string; quantity: number; unit: Cents } | null {
  const m = QTY_AT.exec(label);
  if (!m) return null;
  const unit = readMoneyToken(m[2]);
  const quantity = Number(m[1]);
  if (unit === null || !(quantity > 0)) return null;
  return { rest: label.slice(0, m.index).trim(), quantity, unit };
}

function item(description: string, quantity: number, unit: Cents, total: Cents): ReceiptLineItem {
  return {
    description,
    category: categorizeReceiptItem(description),
    quantity,
    unitPrice: centsToDollars(unit),
    totalPrice: centsToDollars(total),
  };
}

/** Divides a line total by its quantity to the cent (for receipts that print only the line total). */
const unitOf = (total: Cents, quantity: number): Cents => (quantity === 1 ? total : mulCents(total, 1 / quantity));

/**
 * The purchased lines: each line before the subtotal/total with a description and an amount; "12 @ 3.98"
 * on its own line belongs to the description line above it; a leading whole number is the quantity when the
 * receipt has a QTY column. Payment, tax, savings and negative (discount) lines are not items.
 */
export function findLineItems(lines: readonly string[]): ReceiptLineItem[] {
  const items: ReceiptLineItem[] = [];
  let qtyColumn = false;
  let pending: string | null = null;
  for (const line of lines) {
    if (/\bQTY\b|\bQUANTITY\b/i.test(line) && !splitTrailingAmount(line)) {
      qtyColumn = true;
      continue;
    }
    const split = splitTrailingAmount(line);
    if (!split) {
      // A description whose quantity and price follow on the next line.
      pending = LETTERS.test(line) && !DATE_OR_TIME.test(line) && !RECEIPT_NUMBER.test(line) ? tidyDescription(line) : null;
      continue;
    }
    const kind = summaryKind(split.label);
    if (kind === 'subtotal' || kind === 'total') break;
    if (kind !== null || split.amount <= 0 || DATE_OR_TIME.test(split.label) || RECEIPT_NUMBER.test(split.label)) {
      pending = null;
      continue;
    }
    const at = quantityAt(split.label);
    let label = at ? at.rest : split.label;
    if (!LETTERS.test(label) && pending) label = pending;
    pending = null;
    let quantity = at?.quantity ?? 1;
    const leading = /^(\d{1,4})\s+(?=[A-Za-z])/.exec(label);
    if (!at && qtyColumn && leading && Number(leading[1]) > 0) {
      quantity = Number(leading[1]);
      label = label.slice(leading[0].length);
    }
    const description = tidyDescription(label);
    if (!LETTERS.test(description)) continue;
    const unit = at ? at.unit : unitOf(split.amount, quantity);
    items.push(item(description, quantity, unit, split.amount));
  }
  return items;
}

export type ReadOptions = { today?: string; knownSuppliers?: readonly string[]; ocrConfidence?: number };

/**
 * Reads a receipt's OCR text into the analysis shape (supplier, date, number, amounts, categorized items) and
 * how sure each field is. A poor OCR read (confidence under 60 of 100) lowers every field's confidence.
 */
export function readReceiptText(text: string, opts: ReadOptions = {}): { analysis: ReceiptAnalysis; confidence: FieldConfidence } {
  const lines = text
    .split(/\r?\n/)
    .map((l) => l.replace(/\s+/g, ' ').trim())
    .filter((l) => l.length > 0);
  const lineItems = findLineItems(lines);
  const itemsSum = lineItems.length > 0 ? addCents(...lineItems.map((i) => dollarsToCents(i.totalPrice))) : null;
  const { subtotal, tax, total, totalConfidence } = findAmounts(lines, itemsSum);
  const supplier = readSupplierName(lines, opts.knownSuppliers);
  const date = readReceiptDate(lines, opts.today);
  const dollars = (c: Cents | null) => (c === null ? null : centsToDollars(c));
  const ocrFactor = opts.ocrConfidence === undefined || opts.ocrConfidence >= 60 ? 1 : 0.85;
  const round = (v: number) => Math.round(v * ocrFactor * 100) / 100;
  return {
    analysis: {
      supplier: { name: supplier.name },
      receiptDetails: {
        date: date.date,
        totalAmount: dollars(total),
        receiptNumber: findReceiptNumber(lines),
        subtotal: dollars(subtotal),
        tax: dollars(tax),
      },
      lineItems,
    },
    confidence: { supplier: round(supplier.confidence), date: round(date.confidence), total: round(totalConfidence) },
  };
}

/**
 * How good an OCR read of a receipt is for a bookkeeper: OCR confidence plus how sure the total and date
 * read from it are; good enough when the total is sure and the OCR confidence is not poor.
 */
export function judgeReceiptRead(text: string, ocrConfidence: number, opts: ReadOptions = {}): { score: number; good: boolean } {
  const { confidence } = readReceiptText(text, { ...opts, ocrConfidence });
  return {
    score: ocrConfidence / 100 + confidence.total + confidence.date / 2,
    good: ocrConfidence >= 60 && confidence.total >= REVIEW_BELOW,
  };
}

/** One OCR read of a receipt: its text and mean word confidence (0..100). */
export type OcrRead = { text: string; confidence: number };

/**
 * A receipt read twice (two OCR modes), as a bookkeeper compares two copies: the better read overall gives the
 * supplier and the receipt number; the total (with its subtotal, tax and items) and the date each come from the
 * read that is surer of them. Fallback reads fill only a total or a date the two left unread.
 */
export function readReceiptReads(
  best: OcrRead,
  other: OcrRead | null,
  opts: Omit<ReadOptions, 'ocrConfidence'> = {},
  fallback: readonly OcrRead[] = [],
): { analysis: ReceiptAnalysis; confidence: FieldConfidence } {
  const read = bothReads(best, other, opts);
  if (fallback.length === 0) return read;
  // Further copies (the image prepared another way) are consulted only for what the first two left unread.
  const more = fallback.map((f) => readReceiptText(f.text, { ...opts, ocrConfidence: f.confidence }));
  const surest = (field: 'total' | 'date') => more.reduce((a, b) => (b.confidence[field] > a.confidence[field] ? b : a));
  let { analysis, confidence } = read;
  const totalFrom = surest('total');
  if (analysis.receiptDetails.totalAmount === null && totalFrom.analysis.receiptDetails.totalAmount !== null) {
    analysis = {
      ...analysis,
      receiptDetails: {
        ...totalFrom.analysis.receiptDetails,
        date: analysis.receiptDetails.date,
        receiptNumber: analysis.receiptDetails.receiptNumber,
      },
      lineItems: totalFrom.analysis.lineItems,
    };
    confidence = { ...confidence, total: totalFrom.confidence.total };
  }
  const dateFrom = surest('date');
  if (analysis.receiptDetails.date === null && dateFrom.analysis.receiptDetails.date !== null) {
    analysis = { ...analysis, receiptDetails: { ...analysis.receiptDetails, date: dateFrom.analysis.receiptDetails.date } };
    confidence = { ...confidence, date: dateFrom.confidence.date };
  }
  return { analysis, confidence };
}

function bothReads(
  best: OcrRead,
  other: OcrRead | null,
  opts: Omit<ReadOptions, 'ocrConfidence'>,
): { analysis: ReceiptAnalysis; confidence: FieldConfidence } {
  const main = readReceiptText(best.text, { ...opts, ocrConfidence: best.confidence });
  if (!other) return main;
  const alt = readReceiptText(other.text, { ...opts, ocrConfidence: other.confidence });
  const totalFrom = alt.confidence.total > main.confidence.total ? alt : main;
  const dateFrom = alt.confidence.date > main.confidence.date ? alt : main;
  return {
    analysis: {
      ...main.analysis,
      receiptDetails: {
        ...totalFrom.analysis.receiptDetails,
        date: dateFrom.analysis.receiptDetails.date,
        receiptNumber: main.analysis.receiptDetails.receiptNumber,
      },
      lineItems: totalFrom.analysis.lineItems,
    },
    confidence: { supplier: main.confidence.supplier, date: dateFrom.confidence.date, total: totalFrom.confidence.total },
  };
}

/** Reads a receipt's OCR text into the analysis shape; see readReceiptText. */
export function parseReceiptText(text: string, opts: ReadOptions = {}): ReceiptAnalysis {
  return readReceiptText(text, opts).analysis;
}
