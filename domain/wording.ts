/**
 * en-US number text without Intl on the common path. A page's first Intl object (NumberFormat, DateTimeFormat,
 * Collator, toLocaleString, localeCompare) makes the browser load its ICU data: 40–120 ms on a phone before
 * anything can show, so the first screens format whole numbers, cents and calendar days by hand
 * (docs/decisions/043-production-start-and-the-clients-assets.md). Anything else — fractions beyond cents, -0,
 * NaN, huge values — goes to Intl, built on first use; domain/wording.test.ts checks both agree.
 */
let enUs: Intl.NumberFormat | undefined;
let enUsCents: Intl.NumberFormat | undefined;

/** "1234567" → "1,234,567": the digits of a whole number, grouped by thousands. */
export function groupThousands(digits: string): string {
  let out = '';
  for (let end = digits.length; end > 0; end -= 3) out = (end > 3 ? ',' : '') + digits.slice(Math.max(0, end - 3), end) + out;
  return out;
}

/** Whole cents of n when n is a number of dollars with at most two decimals (then its text is exactly that), else null. */
export function exactCents(n: number): number | null {
  if (!Number.isFinite(n) || Object.is(n, -0) || Math.abs(n) >= 1e13) return null;
  const c = Math.round(n * 100);
  return c / 100 === n ? c : null;
}

/** "-1,234.50" from cents (the sign, grouped dollars, two-digit cents). */
export function centsText(c: number): string {
  const abs = Math.abs(c);
  return `${c < 0 ? '-' : ''}${groupThousands(String(Math.floor(abs / 100)))}.${String(abs % 100).padStart(2, '0')}`;
}

/** A number with its thousands grouped: 1204 → "1,204". */
export function groupDigits(n: number): string {
  if (Number.isSafeInteger(n) && !Object.is(n, -0)) return (n < 0 ? '-' : '') + groupThousands(String(Math.abs(n)));
  enUs ??= new Intl.NumberFormat('en-US');
  return enUs.format(n);
}

/** A number with thousands grouped and exactly two decimals: 99999999.99 → "99,999,999.99". */
export function groupDigitsCents(n: number): string {
  const c = exactCents(n);
  if (c !== null) return centsText(c);
  enUsCents ??= new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return enUsCents.format(n);
}

/** A count with its noun in the right number: "1 project", "2 projects", "1,204 expenses". */
export function countOf(n: number, singular: string, plural = `${singular}s`): string {
  return `${groupDigits(n)} ${n === 1 ? singular : plural}`;
}
