import { z } from 'zod';
import { findAddress, isStreet } from './approval-pdf-address';
import { clean, DATE_PATTERN, firstDate, type Line, labeled, moneyAmounts, parseDate, toLines, untilNextLabel } from './approval-pdf-text';
import { lazySchema } from './lazy-schema';
import { type Cents, cents, centsToDollars, parseCents } from './money';
import { estimatedDays } from './projects';
import { chooseAmounts, type Summary, summaryOf, taxIncludedIn } from './receipt-amounts';

/**
 * Reading project data out of the text of an approval PDF (a proposal, an estimate, a change order, an HOA or
 * permit approval letter). Pure: text in, fields out. Whatever cannot be found stays null for the person to
 * fill in the project form. Money is read exactly (cents) and returned as JSON dollars with 2 decimals, like
 * every amount the API returns.
 */

export const extractedLineItemSchema = lazySchema(() =>
  z.object({
    description: z.string(),
    quantity: z.number().nullable(),
    unit: z.string().nullable(),
    unitPrice: z.number().nullable(),
    totalPrice: z.number(),
  }),
);
export type ExtractedLineItem = z.infer<typeof extractedLineItemSchema>;

export const extractedProjectSchema = lazySchema(() =>
  z.object({
    name: z.string().nullable(),
    clientName: z.string().nullable(),
    /** Short location name for the project card: the city when known. */
    location: z.string().nullable(),
    streetAddress: z.string().nullable(),
    city: z.string().nullable(),
    /** Two-letter state code. */
    state: z.string().nullable(),
    zipCode: z.string().nullable(),
    startDate: z.string().nullable(),
    endDate: z.string().nullable(),
    /** The contract / approved total in dollars (exact to the cent). */
    budget: z.number().nullable(),
    estimatedDays: z.number().int().nullable(),
    /** Client and scope summary for the project description. */
    description: z.string().nullable(),
    lineItems: z.array(extractedLineItemSchema),
  }),
);
export type ExtractedProject = z.infer<typeof extractedProjectSchema>;

/**
 * The project-form fields an extraction can fill, with the labels the form shows, in form order. "Extracted N of
 * M fields" counts these, and the card lists the same ones it filled, so the count matches the list below it.
 */
export const FORM_FIELDS = [
  ['name', 'Project Name'],
  ['location', 'Location'],
  ['streetAddress', 'Street Address'],
  ['city', 'City'],
  ['state', 'State'],
  ['zipCode', 'ZIP Code'],
  ['startDate', 'Start Date'],
  ['endDate', 'End Date'],
  ['budget', 'Budget'],
  ['estimatedDays', 'Estimated Days'],
  ['description', 'Description'],
] as const satisfies readonly (readonly [keyof ExtractedProject, string])[];

export function countFoundFields(p: ExtractedProject): { found: number; total: number } {
  const found = FORM_FIELDS.filter(([k]) => {
    const v = p[k];
    return v !== null && (typeof v !== 'string' || v.trim() !== '');
  }).length;
  return { found, total: FORM_FIELDS.length };
}

// ---------------------------------------------------------------------------------------------------------
// Totals

/**
 * Every labelled amount of the document as a summary line: the label is the text before the amount (back to the
 * amount before it), or the line above when the amount stands alone ("CONTRACT TOTAL" / "$ 52,300.00").
 */
function labelledAmounts(lines: readonly string[]): Summary[] {
  const found: Summary[] = [];
  lines.forEach((line, i) => {
    let from = 0;
    for (const { cents: amount, index, end } of moneyAmounts(line)) {
      const before = line.slice(from, index);
      const alone = from === 0 && !/[A-Za-z]{2}/.test(before) && i > 0 && moneyAmounts(lines[i - 1]).length === 0;
      const label = alone ? lines[i - 1] : before;
      from = end;
      const summary = amount > 0 ? summaryOf(label, amount, i) : null;
      if (summary) found.push(summary);
    }
  });
  return found;
}

/**
 * The contract / approved / invoice total, by the bookkeeper's rules receipts use (domain/receipt-amounts.ts):
 * the strongest total label (grand total, revised contract sum, contract sum, amount due, balance due, total…),
 * a total that equals subtotal + tax preferred; never a subtotal, tax, deposit or the original contract sum.
 * Subtotal + tax stands in when no total line was printed; a subtotal alone does not.
 */
export function findTotal(lines: string[]): Cents | null {
  // No OCR-slip repairs: a contract's figures are read as printed (a deposit a tenth of the sum is no misread).
  const read = chooseAmounts(labelledAmounts(lines), { taxIncluded: taxIncludedIn(lines), repairMisreads: false });
  const labelled = read.basis === 'checked' || read.basis === 'label';
  return labelled || (read.basis === 'subtotal' && read.tax !== null) ? read.total : null;
}

// ---------------------------------------------------------------------------------------------------------
// Line items

const UNIT_PATTERN =
  'sq\\.?\\s?ft\\.?|sq\\.?\\s?yd\\.?|sf|sy|sq|squares?|lf|l\\.f\\.|lin\\.?\\s?ft\\.?|ft|ea\\.?|each|ls|lump\\s+sum|lot|hrs?|hours?|days?|wks?|weeks?|cy|yds?|gal|tons?|units?|pcs?|sets?|allow(?:ance)?';
const ITEM_RE = new RegExp(
  `^(.+?)\\s+(?:(\\d[\\d,]*(?:\\.\\d+)?)\\s*(${UNIT_PATTERN})?\\s*(?:@|x|×)?\\s*)?\\$?\\s?(\\d{1,3}(?:,\\d{3})*(?:\\.\\d{2})|\\d+\\.\\d{2})\\s+\\$?\\s?(\\d{1,3}(?:,\\d{3})*(?:\\.\\d{2})|\\d+\\.\\d{2})$`,
  'i',
);
/** OCR reads "1 ls" / "1 ea" as "lls" / "lea": a unit glued to a 1. */
const OCR_ONE_UNIT = new RegExp(`\\s[1lI|](${UNIT_PATTERN})$`, 'i');

const toCents = (s: string) => parseCents(s.replaceAll(',', ''));

/** Reads table rows ending in a unit price and an amount: "Quartz countertops 58 sq ft $78.50 $4,553.00". */
export function parseLineItems(
  lines: string[],
): { description: string; quantity: number | null; unit: string | null; unitPriceCents: Cents | null; totalCents: Cents }[] {
  const items: ReturnType<typeof parseLineItems> = [];
  for (const line of lines) {
    const m = ITEM_RE.exec(line);
    if (!m) continue;
    let description = clean(m[1]);
    if (!/[A-Za-z]{3}/.test(description) || /total|\btax\b|deposit|balance|payment|original contract/i.test(description)) continue;
    let quantity = m[2] ? Number(m[2].replaceAll(',', '')) : null;
    let unit = m[3] ? m[3].toLowerCase().replace(/\s+/g, ' ') : null;
    const unitPrice = toCents(m[4]);
    const total = toCents(m[5]);
    if (quantity === null) {
      const glued = OCR_ONE_UNIT.exec(` ${description}`);
      if (glued && unitPrice === total) {
        quantity = 1;
        unit = glued[1].toLowerCase();
        description = clean(` ${description}`.slice(0, -glued[0].length));
      }
    }
    // The quantity must explain the amount; otherwise take it from amount ÷ unit price when that is whole.
    if (unitPrice > 0 && (quantity === null || Math.abs(Math.round(quantity * unitPrice) - total) > 1)) {
      const derived = total / unitPrice;
      quantity = Math.abs(derived - Math.round(derived)) < 1e-9 ? Math.round(derived) : quantity;
    }
    if (!description) continue;
    items.push({ description, quantity, unit, unitPriceCents: unitPrice, totalCents: total });
  }
  return items;
}

// ---------------------------------------------------------------------------------------------------------
// Names and dates

const NAME_LABELS = ['project name', 'job name', 'project title', 'name of project', 'project', 'job', 're', 'subject', 'regarding'];
const CLIENT_LABELS = [
  'client name',
  'client',
  'owner name',
  'property owner',
  'homeowner',
  'home owner',
  'owner',
  'customer name',
  'customer',
  'prepared for',
  'submitted to',
  'applicant',
  'attention',
  'attn',
];

const looksLikeName = (v: string) => v.length >= 3 && v.length <= 120 && /[A-Za-z]{3}/.test(v) && !/^\d+$/.test(v) && !/\$/.test(v);
const looksLikePerson = (v: string) => looksLikeName(v) && !/\d/.test(v) && v.split(/\s+/).length <= 8;

function findDates(lines: Line[]): { startDate: string | null; endDate: string | null } {
  const datesIn = (v: string) =>
    [...v.matchAll(new RegExp(DATE_PATTERN, 'gi'))].map((m) => parseDate(m[0])).filter((d): d is string => d !== null);
  const hasDate = (v: string) => datesIn(v).length > 0;
  let startDate =
    firstDate(
      untilNextLabel(
        labeled(
          lines,
          [
            '(?:proposed |anticipated |estimated |scheduled )?start(?:ing)? date',
            'commencement date',
            'date of commencement',
            'start',
            'begin(?:ning)? date',
          ],
          hasDate,
        )?.value ?? '',
      ),
    ) ?? null;
  let endDate =
    firstDate(
      untilNextLabel(
        labeled(
          lines,
          [
            '(?:estimated |anticipated |scheduled |target )?(?:completion|end|finish) date',
            'estimated completion',
            'completion',
            'substantial completion',
            'finish',
          ],
          hasDate,
        )?.value ?? '',
      ),
    ) ?? null;
  // "End Date:" on the same line as "Start Date:".
  if (!endDate) {
    for (const l of lines) {
      const m = new RegExp(`(?:end|completion|finish)\\s+date\\s*:?\\s*(${DATE_PATTERN})`, 'i').exec(l.text);
      if (m) {
        endDate = parseDate(m[1]);
        break;
      }
    }
  }
  const joined = lines.map((l) => l.text).join(' ');
  if (!startDate || !endDate) {
    // "Scheduled: 2027-01-18 to 2027-01-29", "Work dates: 1/4/2027 – 1/15/2027".
    const range = new RegExp(
      `(?:schedule[d]?|dates?|duration|period|timeline)\\s*:?\\s*(?:from\\s+)?(${DATE_PATTERN})\\s*(?:to|through|thru|until|-|–|—)\\s*(${DATE_PATTERN})`,
      'i',
    ).exec(joined);
    if (range) {
      startDate ??= parseDate(range[1]);
      endDate ??= parseDate(range[2]);
    }
  }
  if (!startDate) {
    const m = new RegExp(`(?:begin|start|commence)\\w*\\s+(?:work\\s+)?(?:on\\s+or\\s+after|on|after|by)?\\s*(${DATE_PATTERN})`, 'i').exec(
      joined,
    );
    if (m) startDate = parseDate(m[1]);
  }
  if (!endDate) {
    const m = new RegExp(
      `(?:complete[d]?|completion|finish(?:ed)?)\\s+(?:no\\s+later\\s+than|by|on|before)\\s*(${DATE_PATTERN})`,
      'i',
    ).exec(joined);
    if (m) endDate = parseDate(m[1]);
  }
  if (startDate && endDate && endDate < startDate) endDate = null;
  return { startDate, endDate };
}

function findDuration(lines: Line[]): number | null {
  const joined = lines.map((l) => l.text).join(' ');
  const m =
    /(?:duration|complete(?:d)?\s+within|timeline|schedule)\s*(?:of|:)?\s*(?:approximately\s+)?(\d{1,4})\s+(?:calendar\s+|working\s+|business\s+)?days/i.exec(
      joined,
    );
  return m ? Number(m[1]) : null;
}

// ---------------------------------------------------------------------------------------------------------

/** Reads the project fields out of an approval PDF's text. */
export function parseApprovalText(text: string): ExtractedProject {
  const lines = toLines(text);
  const plain = lines.map((l) => l.text);

  const address = findAddress(lines);
  const nameField = labeled(lines, NAME_LABELS, (v) => looksLikeName(v) && !isStreet(v) && !/^(address|location|site)\b/i.test(v));
  const name = nameField ? untilNextLabel(nameField.value) : (address?.titleAbove ?? null);

  let clientName = labeled(lines, CLIENT_LABELS, looksLikePerson)?.value ?? address?.personAbove ?? null;
  if (!clientName) {
    const billTo = labeled(lines, ['bill\\s*to', 'sold\\s*to'], looksLikePerson);
    if (billTo) clientName = billTo.value;
  }

  const { startDate, endDate } = findDates(lines);
  const items = parseLineItems(plain);
  const total = findTotal(plain) ?? (items.length > 0 ? cents(items.reduce((s, i) => s + i.totalCents, 0)) : null);
  const days = estimatedDays(startDate, endDate) ?? findDuration(lines);

  const lineItems = items.map((i) => ({
    description: i.description,
    quantity: i.quantity,
    unit: i.unit,
    unitPrice: i.unitPriceCents === null ? null : centsToDollars(i.unitPriceCents),
    totalPrice: centsToDollars(i.totalCents),
  }));
  const descriptionParts = [
    clientName ? `Client: ${clientName}` : null,
    lineItems.length > 0 ? `Scope: ${lineItems.map((i) => i.description).join('; ')}` : null,
  ].filter((p): p is string => p !== null);

  return {
    name: name ? name.slice(0, 255) : null,
    clientName,
    location: address?.city ?? null,
    streetAddress: address?.streetAddress ?? null,
    city: address?.city ?? null,
    state: address?.state ?? null,
    zipCode: address?.zipCode ?? null,
    startDate,
    endDate,
    budget: total === null ? null : centsToDollars(total),
    estimatedDays: days,
    description: descriptionParts.length > 0 ? descriptionParts.join('\n').slice(0, 5000) : null,
    lineItems,
  };
}
