import { z } from 'zod';
import { isIsoDate } from './dates';
import { type Cents, cents, centsToDollars, parseCents } from './money';
import { estimatedDays } from './projects';

/**
 * Reading project data out of the text of an approval PDF (a proposal, an estimate, a change order, an HOA or
 * permit approval letter). Pure: text in, fields out. Whatever cannot be found stays null for the person to
 * fill in the project form. Money is read exactly (cents) and returned as JSON dollars with 2 decimals, like
 * every amount the API returns.
 */

export const extractedLineItemSchema = z.object({
  description: z.string(),
  quantity: z.number().nullable(),
  unit: z.string().nullable(),
  unitPrice: z.number().nullable(),
  totalPrice: z.number(),
});
export type ExtractedLineItem = z.infer<typeof extractedLineItemSchema>;

export const extractedProjectSchema = z.object({
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
});
export type ExtractedProject = z.infer<typeof extractedProjectSchema>;

/** The fields counted in "Extracted N of M fields". */
export const COUNTED_FIELDS = ['name', 'clientName', 'streetAddress', 'city', 'state', 'zipCode', 'startDate', 'endDate', 'budget'] as const;

export function countFoundFields(p: ExtractedProject): { found: number; total: number } {
  return { found: COUNTED_FIELDS.filter((k) => p[k] !== null && p[k] !== '').length, total: COUNTED_FIELDS.length };
}

// ---------------------------------------------------------------------------------------------------------
// Small readers

const STATES: Record<string, string> = {
  alabama: 'AL', alaska: 'AK', arizona: 'AZ', arkansas: 'AR', california: 'CA', colorado: 'CO', connecticut: 'CT',
  delaware: 'DE', florida: 'FL', georgia: 'GA', hawaii: 'HI', idaho: 'ID', illinois: 'IL', indiana: 'IN', iowa: 'IA',
  kansas: 'KS', kentucky: 'KY', louisiana: 'LA', maine: 'ME', maryland: 'MD', massachusetts: 'MA', michigan: 'MI',
  minnesota: 'MN', mississippi: 'MS', missouri: 'MO', montana: 'MT', nebraska: 'NE', nevada: 'NV', 'new hampshire': 'NH',
  'new jersey': 'NJ', 'new mexico': 'NM', 'new york': 'NY', 'north carolina': 'NC', 'north dakota': 'ND', ohio: 'OH',
  oklahoma: 'OK', oregon: 'OR', pennsylvania: 'PA', 'rhode island': 'RI', 'south carolina': 'SC', 'south dakota': 'SD',
  tennessee: 'TN', texas: 'TX', utah: 'UT', vermont: 'VT', virginia: 'VA', washington: 'WA', 'west virginia': 'WV',
  wisconsin: 'WI', wyoming: 'WY', 'district of columbia': 'DC',
};
const STATE_CODES = new Set(Object.values(STATES));
const STATE_NAME_PATTERN = Object.keys(STATES).sort((a, b) => b.length - a.length).join('|');
/** A state as written: a two-letter code (also "Fla.") or the full name. */
const STATE_PATTERN = `(?:[A-Z]{2}|Fla\\.?|${STATE_NAME_PATTERN.replace(/(^|\|)([a-z])/g, (_m, p, c: string) => `${p}${c.toUpperCase()}`).replace(/ ([a-z])/g, (_m, c: string) => ` ${c.toUpperCase()}`)})`;

/** The two-letter code of a state as written ("FL", "Florida", "Fla."); null when it is not a US state. */
export function stateCode(text: string): string | null {
  const t = text.trim().replace(/\.$/, '');
  if (/^fla$/i.test(t)) return 'FL';
  if (/^[A-Za-z]{2}$/.test(t) && STATE_CODES.has(t.toUpperCase())) return t.toUpperCase();
  return STATES[t.toLowerCase()] ?? null;
}

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
const MONTH_PATTERN = '(?:Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sep(?:t(?:ember)?)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)\\.?';
/** A date as contracts write it: 11/14/2026, 11-14-26, November 14, 2026, Nov. 14 2026, 14 November 2026, 2026-11-14. */
export const DATE_PATTERN = `(?:\\d{4}-\\d{1,2}-\\d{1,2}|\\d{1,2}[/-]\\d{1,2}[/-](?:\\d{4}|\\d{2})|${MONTH_PATTERN}\\s+\\d{1,2}(?:st|nd|rd|th)?,?\\s+\\d{4}|\\d{1,2}\\s+${MONTH_PATTERN},?\\s+\\d{4})`;

const iso = (y: number, m: number, d: number): string | null => {
  const s = `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
  return isIsoDate(s) ? s : null;
};

/** Reads one date (any DATE_PATTERN form) into 'YYYY-MM-DD'; null when it is not a real date. */
export function parseDate(text: string): string | null {
  const t = text.trim();
  let m = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(t);
  if (m) return iso(+m[1], +m[2], +m[3]);
  m = /^(\d{1,2})[/-](\d{1,2})[/-](\d{4}|\d{2})$/.exec(t);
  if (m) return iso(m[3].length === 2 ? 2000 + +m[3] : +m[3], +m[1], +m[2]);
  m = /^([A-Za-z]+)\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})$/.exec(t);
  if (m) {
    const month = MONTHS.findIndex((n) => n.startsWith(m![1].toLowerCase().slice(0, 3)));
    return month >= 0 ? iso(+m[3], month + 1, +m[2]) : null;
  }
  m = /^(\d{1,2})\s+([A-Za-z]+)\.?,?\s+(\d{4})$/.exec(t);
  if (m) {
    const month = MONTHS.findIndex((n) => n.startsWith(m![2].toLowerCase().slice(0, 3)));
    return month >= 0 ? iso(+m[3], month + 1, +m[1]) : null;
  }
  return null;
}

const firstDate = (text: string): string | null => {
  for (const m of text.matchAll(new RegExp(DATE_PATTERN, 'gi'))) {
    const d = parseDate(m[0]);
    if (d) return d;
  }
  return null;
};

/** A money amount: "$1,234.56", "$ 1234", "1,234.56" (a bare number needs its cents or thousands commas). */
const MONEY_PATTERN = /(-)?\$\s?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{2}))?(?!\d)|(?<![\d.,$])(\d{1,3}(?:,\d{3})+|\d+)\.(\d{2})(?![\d%])/g;

/** Every money amount in a line, in cents, with where it starts. */
export function moneyAmounts(line: string): { cents: Cents; index: number }[] {
  const out: { cents: Cents; index: number }[] = [];
  for (const m of line.matchAll(MONEY_PATTERN)) {
    const whole = (m[2] ?? m[4]).replaceAll(',', '');
    const frac = m[3] ?? m[5] ?? '00';
    out.push({ cents: parseCents(`${m[1] ?? ''}${whole}.${frac}`), index: m.index ?? 0 });
  }
  return out;
}

const clean = (s: string) => s.replace(/\s+/g, ' ').replace(/^[\s:;,.\-–—#]+|[\s:;,\-–—]+$/g, '').trim();

// ---------------------------------------------------------------------------------------------------------
// Lines and labels

type Line = { text: string; index: number };

function toLines(text: string): Line[] {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/[\u00a0\t]/g, ' ')
    .replace(/[“”]/g, '"')
    .replace(/[‘’]/g, "'")
    .split('\n')
    .map((t) => t.replace(/ {2,}/g, ' ').trim())
    .filter((t) => t.length > 0)
    .map((t, index) => ({ text: t, index }));
}

/**
 * Finds the value of a label: "Label: value" (also "Label - value" or "Label # value") on one line, or a line
 * holding only the label (a form box, a column header) with the value on the next line. Labels are tried in
 * order; the first label found anywhere wins.
 */
function labeled(lines: Line[], labels: string[], accept: (value: string) => boolean = (v) => v.length > 0): { value: string; line: number; nextLine: boolean } | null {
  for (const label of labels) {
    const sameLine = new RegExp(`^(?:${label})(?:\\s*[:#]|\\s+[-–—])\\s*(.+)$`, 'i');
    const alone = new RegExp(`^(?:${label})\\s*:?$`, 'i');
    for (let i = 0; i < lines.length; i++) {
      const t = lines[i].text;
      const m = sameLine.exec(t);
      if (m) {
        const value = clean(m[1]);
        if (accept(value)) return { value, line: i, nextLine: false };
      } else if (alone.test(t) && i + 1 < lines.length) {
        const value = clean(lines[i + 1].text);
        if (accept(value)) return { value, line: i + 1, nextLine: true };
      }
    }
  }
  return null;
}

/** Cuts a labeled value at the next label on the same line ("Start Date: 02/01/2027  End Date: …"). */
const untilNextLabel = (value: string) => value.split(/\s{1,}(?=[A-Z][A-Za-z ]{1,24}:\s)/)[0].trim();

// ---------------------------------------------------------------------------------------------------------
// Addresses

const STREET_SUFFIX =
  'Street|St|Avenue|Ave|Road|Rd|Drive|Dr|Boulevard|Blvd|Lane|Ln|Way|Court|Ct|Circle|Cir|Place|Pl|Terrace|Ter|Parkway|Pkwy|Highway|Hwy|Trail|Trl|Loop|Run|Path|Pike|Square|Sq|Causeway|Cswy|Point|Pt|Cove|Cv|Row|Walk|Crossing|Xing';
/** A street line: a house number and a street name; may end in a suffix, a direction and a unit. */
const STREET_RE = new RegExp(
  `^(\\d{1,6}[A-Z]?\\s+(?:[NSEW]\\.?\\s+|(?:North|South|East|West)\\s+)?[A-Za-z0-9][A-Za-z0-9.'\\- ]{1,40}?(?:\\s(?:${STREET_SUFFIX})\\.?)(?:\\s+(?:[NSEW]{1,2}|North|South|East|West))?(?:,?\\s+(?:Apt|Unit|Suite|Ste|#)\\.?\\s*[\\w-]+)?)$`,
  'i',
);
/** A street line without a known suffix (e.g. "77 Coral Way" is covered; "12 Via Lucca" is not): number + 1–5 words. */
const LOOSE_STREET_RE = /^\d{1,6}[A-Z]?\s+[A-Za-z][A-Za-z0-9.'\- ]{2,40}$/;
/** "City, ST 12345" (state as a code or a name; the comma before the state is optional). */
const CITY_LINE_RE = new RegExp(`^([A-Za-z][A-Za-z .'\\-]{1,40}?),?\\s+(${STATE_PATTERN}),?\\s+(\\d{5})(?:-\\d{4})?$`, 'i');
/** An address written in running text: "1534 Heron Pointe Drive, Sarasota, Florida 34238". */
const INLINE_ADDRESS_RE = new RegExp(
  `(\\d{1,6}[A-Z]?\\s+(?:[NSEW]\\.?\\s+)?[A-Za-z0-9][A-Za-z0-9.'\\- ]{1,40}?\\s(?:${STREET_SUFFIX})\\.?(?:\\s+(?:[NSEW]{1,2}))?(?:,?\\s+(?:Apt|Unit|Suite|Ste|#)\\.?\\s*[\\w-]+)?),\\s*([A-Za-z][A-Za-z .'\\-]{1,40}?),?\\s+(${STATE_PATTERN}),?\\s+(\\d{5})(?:-\\d{4})?(?!\\d)`,
  'gi',
);

export type ParsedAddress = { streetAddress: string | null; city: string | null; state: string | null; zipCode: string | null };

/** Reads "City, ST 12345"; null when the line is not one. */
export function parseCityLine(line: string): { city: string; state: string; zipCode: string } | null {
  const m = CITY_LINE_RE.exec(clean(line));
  if (!m) return null;
  const state = stateCode(m[2]);
  return state ? { city: clean(m[1]), state, zipCode: m[3] } : null;
}

const isStreet = (s: string) => !/^p\.?\s*o\.?\s+box/i.test(s) && (STREET_RE.test(s) || LOOSE_STREET_RE.test(s)) && !/\$/.test(s);

/** Reads an address from a value and the lines after it: "street, city, ST zip" or "street" + "City, ST zip". */
function addressFrom(value: string, following: string[]): ParsedAddress | null {
  INLINE_ADDRESS_RE.lastIndex = 0;
  const inline = INLINE_ADDRESS_RE.exec(value);
  if (inline) return fromInlineMatch(inline);
  // "street, City, ST zip" without a known suffix.
  const parts = value.split(',').map((p) => p.trim());
  if (parts.length >= 2) {
    const tail = parseCityLine(parts.slice(1).join(', '));
    if (tail && isStreet(parts[0])) return { streetAddress: parts[0], ...tail };
  }
  if (!isStreet(value)) return null;
  const next = following.slice(0, 2).map(parseCityLine).find((c) => c !== null) ?? null;
  return { streetAddress: value, city: next?.city ?? null, state: next?.state ?? null, zipCode: next?.zipCode ?? null };
}

function fromInlineMatch(m: RegExpExecArray): ParsedAddress {
  return { streetAddress: clean(m[1]), city: clean(m[2]), state: stateCode(m[3]), zipCode: m[4] };
}

const SITE_LABELS = [
  'project address', 'job ?site address', 'site address', 'job address', 'property address', 'service address', 'work address',
  'project location', 'job location', 'job ?site', 'property location', 'property', 'site', 'location', 'address',
];

type AddressPick = ParsedAddress & { titleAbove: string | null; personAbove: string | null };

/** Finds the job-site address: a labeled site/job/property address first, then the best address in the text. */
function findAddress(lines: Line[]): AddressPick | null {
  const found = findAddressParts(lines);
  if (!found || (found.city && found.state && found.zipCode)) return found;
  // A street in one box with City / State / ZIP in boxes of their own.
  const city = labeled(lines, ['city'], (v) => /^[A-Za-z][A-Za-z .'\-]{1,40}$/.test(v));
  const state = labeled(lines, ['state'], (v) => stateCode(v) !== null);
  const zip = labeled(lines, ['zip code', 'zip', 'postal code'], (v) => /^\d{5}(?:-\d{4})?$/.test(v));
  return {
    ...found,
    city: found.city ?? city?.value ?? null,
    state: found.state ?? (state ? stateCode(state.value) : null),
    zipCode: found.zipCode ?? (zip ? zip.value.slice(0, 5) : null),
  };
}

function findAddressParts(lines: Line[]): AddressPick | null {
  // 1. Labeled: the value on the label's line, or the lines under a label that stands alone (a column header).
  for (const label of SITE_LABELS) {
    const sameLine = new RegExp(`^(?:${label})(?:\\s*[:#]|\\s+[-–—])\\s*(.+)$`, 'i');
    const alone = new RegExp(`^(?:${label})\\s*:?$`, 'i');
    for (let i = 0; i < lines.length; i++) {
      const t = lines[i].text;
      const following = lines.slice(i + 1, i + 4).map((l) => l.text);
      const m = sameLine.exec(t);
      if (m) {
        const a = addressFrom(clean(m[1]), following);
        if (a) return { ...a, titleAbove: null, personAbove: null };
      } else if (alone.test(t)) {
        // Under a header: optionally a name line, then the street, then City, ST zip.
        for (let k = 0; k < Math.min(3, following.length); k++) {
          const a = addressFrom(clean(following[k]), following.slice(k + 1));
          if (a) return { ...a, titleAbove: k > 0 ? clean(following[k - 1]) : null, personAbove: null };
        }
      }
    }
  }
  // 2. Separate boxes: Street / City / State / ZIP labeled one by one.
  const street = labeled(lines, ['street address', 'street', 'address line 1'], isStreet);
  const city = labeled(lines, ['city'], (v) => /^[A-Za-z][A-Za-z .'\-]{1,40}$/.test(v));
  const state = labeled(lines, ['state', 'st'], (v) => stateCode(v) !== null);
  const zip = labeled(lines, ['zip code', 'zip', 'postal code'], (v) => /^\d{5}(?:-\d{4})?$/.test(v));
  if (street && (city || zip)) {
    return {
      streetAddress: street.value, city: city?.value ?? null, state: state ? stateCode(state.value) : null,
      zipCode: zip ? zip.value.slice(0, 5) : null, titleAbove: null, personAbove: null,
    };
  }
  // 3. Any address in the text, scored: said in running text ("at …"), repeated, or a recipient block wins over
  //    the letterhead (first lines, with a phone or license number), a billing block or a PO box.
  type Candidate = ParsedAddress & { score: number; order: number; nameAbove: string | null };
  const candidates: Candidate[] = [];
  const billingAbove = (i: number) => lines.slice(Math.max(0, i - 3), i).some((l) => /^(bill(ing)? to|mailing address|remit to|from)\b/i.test(l.text));
  for (let i = 0; i < lines.length; i++) {
    const t = lines[i].text;
    const following = lines.slice(i + 1, i + 3).map((l) => l.text);
    const a = isStreet(t) ? addressFrom(t, following) : null;
    if (a?.city) {
      let score = 0;
      if (i < 3) score -= 3;
      if (billingAbove(i)) score -= 4;
      const above = i > 0 ? lines[i - 1].text : '';
      const nameAbove = /^[A-Z][A-Za-z.'&\- ]{2,60}$/.test(above) && !/\d/.test(above) ? above : null;
      if (nameAbove) score += 1;
      candidates.push({ ...a, score, order: i, nameAbove });
    }
  }
  const joined = lines.map((l) => l.text).join(' ');
  INLINE_ADDRESS_RE.lastIndex = 0;
  for (const m of joined.matchAll(INLINE_ADDRESS_RE)) {
    const a = fromInlineMatch(m);
    const before = joined.slice(Math.max(0, (m.index ?? 0) - 30), m.index);
    const lineNo = lines.findIndex((l) => l.text.includes(a.streetAddress ?? '\u0000'));
    let score = 0;
    if (/\b(at|located at|property at|site at|for)\s*$/i.test(before)) score += 3;
    if (lineNo >= 0 && lineNo < 3) score -= 3;
    if (/\||phone|tel|lic|\(\d{3}\)/i.test(lines[lineNo]?.text ?? '')) score -= 2;
    if (lineNo >= 0 && billingAbove(lineNo)) score -= 4;
    candidates.push({ ...a, score, order: lineNo < 0 ? lines.length : lineNo, nameAbove: null });
  }
  if (candidates.length === 0) return null;
  // The same street seen more than once (recipient block and body) is the job site.
  const key = (c: ParsedAddress) => (c.streetAddress ?? '').toLowerCase();
  for (const c of candidates) c.score += candidates.filter((o) => key(o) === key(c)).length - 1;
  candidates.sort((a, b) => b.score - a.score || a.order - b.order);
  const best = candidates[0];
  const withName = candidates.find((c) => key(c) === key(best) && c.nameAbove);
  return { streetAddress: best.streetAddress, city: best.city, state: best.state, zipCode: best.zipCode, titleAbove: null, personAbove: withName?.nameAbove ?? null };
}

// ---------------------------------------------------------------------------------------------------------
// Totals

/** Total labels, strongest first. A line mentioning a subtotal, tax, deposit or the original contract is never the total. */
const TOTAL_LABELS: [RegExp, number][] = [
  [/grand\s+total/i, 100],
  [/total\s+contract\s+(price|amount|sum|value)/i, 95],
  [/(revised|adjusted|new)\s+contract\s+(total|price|amount|sum)/i, 95],
  [/contract\s+(total|price|amount|sum|value)/i, 90],
  [/approved\s+(project\s+)?(amount|total|cost|price|budget)/i, 88],
  [/total\s+(project\s+)?(price|cost|amount|investment|estimate|due)/i, 85],
  [/(project|estimate|proposal|job|quote|bid)\s+(total|amount|price)/i, 80],
  [/amount\s+approved/i, 80],
  [/\btotal\b/i, 50],
  [/(price|cost|amount)\s*(is|of)\b/i, 30],
];
const NOT_TOTAL = /sub\s*-?\s*total|\btax\b|deposit|down\s*payment|original|previous|prior|balance\s+forward|retainage|per\s+(sq|unit|day|hour)|\bpaid\b/i;

/** The contract / approved total: the amount after the strongest total label (the last one among equals). */
export function findTotal(lines: string[]): Cents | null {
  let best: { score: number; cents: Cents; order: number } | null = null;
  lines.forEach((line, i) => {
    for (const [re, score] of TOTAL_LABELS) {
      const m = re.exec(line);
      if (!m) continue;
      const before = line.slice(Math.max(0, (m.index ?? 0) - 14), m.index);
      if (NOT_TOTAL.test(line.slice(0, (m.index ?? 0) + m[0].length + 1)) || /sub-?$/i.test(before)) break;
      const after = moneyAmounts(line.slice((m.index ?? 0) + m[0].length));
      const amount = after[0]?.cents ?? (line.slice((m.index ?? 0) + m[0].length).trim().replace(/[:\s]/g, '') === '' ? moneyAmounts(lines[i + 1] ?? '')[0]?.cents : undefined);
      if (amount !== undefined && amount > 0 && (!best || score > best.score || (score === best.score && i >= best.order))) {
        best = { score, cents: amount, order: i };
      }
      break;
    }
  });
  return best ? (best as { cents: Cents }).cents : null;
}

// ---------------------------------------------------------------------------------------------------------
// Line items

const UNIT_PATTERN = 'sq\\.?\\s?ft\\.?|sq\\.?\\s?yd\\.?|sf|sy|sq|squares?|lf|l\\.f\\.|lin\\.?\\s?ft\\.?|ft|ea\\.?|each|ls|lump\\s+sum|lot|hrs?|hours?|days?|wks?|weeks?|cy|yds?|gal|tons?|units?|pcs?|sets?|allow(?:ance)?';
const ITEM_RE = new RegExp(
  `^(.+?)\\s+(?:(\\d[\\d,]*(?:\\.\\d+)?)\\s*(${UNIT_PATTERN})?\\s*(?:@|x|×)?\\s*)?\\$?\\s?(\\d{1,3}(?:,\\d{3})*(?:\\.\\d{2})|\\d+\\.\\d{2})\\s+\\$?\\s?(\\d{1,3}(?:,\\d{3})*(?:\\.\\d{2})|\\d+\\.\\d{2})$`,
  'i',
);
/** OCR reads "1 ls" / "1 ea" as "lls" / "lea": a unit glued to a 1. */
const OCR_ONE_UNIT = new RegExp(`\\s[1lI|](${UNIT_PATTERN})$`, 'i');

const toCents = (s: string) => parseCents(s.replaceAll(',', ''));

/** Reads table rows ending in a unit price and an amount: "Quartz countertops 58 sq ft $78.50 $4,553.00". */
export function parseLineItems(lines: string[]): { description: string; quantity: number | null; unit: string | null; unitPriceCents: Cents | null; totalCents: Cents }[] {
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

const NAME_LABELS = [
  'project name', 'job name', 'project title', 'name of project', 'project', 'job', 're', 'subject', 'regarding',
];
const CLIENT_LABELS = [
  'client name', 'client', 'owner name', 'property owner', 'homeowner', 'home owner', 'owner', 'customer name', 'customer',
  'prepared for', 'submitted to', 'applicant', 'attention', 'attn',
];

const looksLikeName = (v: string) => v.length >= 3 && v.length <= 120 && /[A-Za-z]{3}/.test(v) && !/^\d+$/.test(v) && !/\$/.test(v);
const looksLikePerson = (v: string) => looksLikeName(v) && !/\d/.test(v) && v.split(/\s+/).length <= 8;

function findDates(lines: Line[]): { startDate: string | null; endDate: string | null } {
  const datesIn = (v: string) => [...v.matchAll(new RegExp(DATE_PATTERN, 'gi'))].map((m) => parseDate(m[0])).filter((d): d is string => d !== null);
  const hasDate = (v: string) => datesIn(v).length > 0;
  let startDate =
    firstDate(untilNextLabel(labeled(lines, ['(?:proposed |anticipated |estimated |scheduled )?start(?:ing)? date', 'commencement date', 'date of commencement', 'start', 'begin(?:ning)? date'], hasDate)?.value ?? '')) ?? null;
  let endDate =
    firstDate(untilNextLabel(labeled(lines, ['(?:estimated |anticipated |scheduled |target )?(?:completion|end|finish) date', 'estimated completion', 'completion', 'substantial completion', 'finish'], hasDate)?.value ?? '')) ?? null;
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
    const range = new RegExp(`(?:schedule[d]?|dates?|duration|period|timeline)\\s*:?\\s*(?:from\\s+)?(${DATE_PATTERN})\\s*(?:to|through|thru|until|-|–|—)\\s*(${DATE_PATTERN})`, 'i').exec(joined);
    if (range) {
      startDate ??= parseDate(range[1]);
      endDate ??= parseDate(range[2]);
    }
  }
  if (!startDate) {
    const m = new RegExp(`(?:begin|start|commence)\\w*\\s+(?:work\\s+)?(?:on\\s+or\\s+after|on|after|by)?\\s*(${DATE_PATTERN})`, 'i').exec(joined);
    if (m) startDate = parseDate(m[1]);
  }
  if (!endDate) {
    const m = new RegExp(`(?:complete[d]?|completion|finish(?:ed)?)\\s+(?:no\\s+later\\s+than|by|on|before)\\s*(${DATE_PATTERN})`, 'i').exec(joined);
    if (m) endDate = parseDate(m[1]);
  }
  if (startDate && endDate && endDate < startDate) endDate = null;
  return { startDate, endDate };
}

function findDuration(lines: Line[]): number | null {
  const joined = lines.map((l) => l.text).join(' ');
  const m = /(?:duration|complete(?:d)?\s+within|timeline|schedule)\s*(?:of|:)?\s*(?:approximately\s+)?(\d{1,4})\s+(?:calendar\s+|working\s+|business\s+)?days/i.exec(joined);
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
    const billTo = labeled(lines, ['bill to', 'sold to'], looksLikePerson);
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
