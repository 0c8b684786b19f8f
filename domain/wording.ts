/** One en-US number format, built once: toLocaleString('en-US') builds a new one on every call (~25 µs). */
const EN_US = new Intl.NumberFormat('en-US');
const EN_US_CENTS = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** A number with its thousands grouped: 1204 → "1,204". */
export const groupDigits = (n: number): string => EN_US.format(n);

/** A number with thousands grouped and exactly two decimals: 99999999.99 → "99,999,999.99". */
export const groupDigitsCents = (n: number): string => EN_US_CENTS.format(n);

/** A count with its noun in the right number: "1 project", "2 projects", "1,204 expenses". */
export function countOf(n: number, singular: string, plural = `${singular}s`): string {
  return `${groupDigits(n)} ${n === 1 ? singular : plural}`;
}
