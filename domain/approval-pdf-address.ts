import { clean, type Line, labeled, STATE_PATTERN, stateCode } from './approval-pdf-text';

/** Finding the job-site address in the text of an approval PDF (used by domain/approval-pdf.ts). */
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

export const isStreet = (s: string) => !/^p\.?\s*o\.?\s+box/i.test(s) && (STREET_RE.test(s) || LOOSE_STREET_RE.test(s)) && !/\$/.test(s);

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
  const next =
    following
      .slice(0, 2)
      .map(parseCityLine)
      .find((c) => c !== null) ?? null;
  return { streetAddress: value, city: next?.city ?? null, state: next?.state ?? null, zipCode: next?.zipCode ?? null };
}

/** True when a match's house number is five digits right after a state ("…, FL 34470 Work …"): a ZIP code. */
function zipBefore(text: string, m: RegExpExecArray): boolean {
  if (!/^\d{5}\s/.test(m[1])) return false;
  const state = /(?:^|[\s,])([A-Z][A-Za-z]+\.?(?: [A-Z][a-z]+)?),?\s+$/.exec(text.slice(Math.max(0, m.index - 30), m.index));
  return state !== null && stateCode(state[1]) !== null;
}

function fromInlineMatch(m: RegExpExecArray): ParsedAddress {
  return { streetAddress: clean(m[1]), city: clean(m[2]), state: stateCode(m[3]), zipCode: m[4] };
}

const SITE_LABELS = [
  'project address',
  'job ?site address',
  'site address',
  'job address',
  'property address',
  'service address',
  'work address',
  'project location',
  'job location',
  'job ?site',
  'property location',
  'property',
  'site',
  'location',
  'address',
];

export type AddressPick = ParsedAddress & { titleAbove: string | null; personAbove: string | null };

/** Finds the job-site address: a labeled site/job/property address first, then the best address in the text. */
export function findAddress(lines: Line[]): AddressPick | null {
  const found = findAddressParts(lines);
  if (!found || (found.city && found.state && found.zipCode)) return found;
  // A street in one box with City / State / ZIP in boxes of their own.
  const city = labeled(lines, ['city'], (v) => /^[A-Za-z][A-Za-z .'-]{1,40}$/.test(v));
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
  const city = labeled(lines, ['city'], (v) => /^[A-Za-z][A-Za-z .'-]{1,40}$/.test(v));
  const state = labeled(lines, ['state', 'st'], (v) => stateCode(v) !== null);
  const zip = labeled(lines, ['zip code', 'zip', 'postal code'], (v) => /^\d{5}(?:-\d{4})?$/.test(v));
  if (street && (city || zip)) {
    return {
      streetAddress: street.value,
      city: city?.value ?? null,
      state: state ? stateCode(state.value) : null,
      zipCode: zip ? zip.value.slice(0, 5) : null,
      titleAbove: null,
      personAbove: null,
    };
  }
  // 3. Any address in the text, scored: said in running text ("at …"), repeated, or a recipient block wins over
  //    the letterhead (first lines, with a phone or license number), a billing block or a PO box.
  type Candidate = ParsedAddress & { score: number; order: number; nameAbove: string | null };
  const candidates: Candidate[] = [];
  const billingAbove = (i: number) =>
    lines.slice(Math.max(0, i - 3), i).some((l) => /^(bill(ing)?\s*to|mailing address|remit to|from)\b/i.test(l.text));
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
  for (let m = INLINE_ADDRESS_RE.exec(joined); m !== null; m = INLINE_ADDRESS_RE.exec(joined)) {
    if (zipBefore(joined, m)) {
      // "Ocala, FL 34470 Work to be done at 2 Oak St, …": the ZIP code ending the line before is no house number.
      INLINE_ADDRESS_RE.lastIndex = m.index + m[1].indexOf(' ');
      continue;
    }
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
  return {
    streetAddress: best.streetAddress,
    city: best.city,
    state: best.state,
    zipCode: best.zipCode,
    titleAbove: null,
    personAbove: withName?.nameAbove ?? null,
  };
}
