const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const usdWhole = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/** "$1,234.50" */
export function formatMoney(dollars: number | string | null | undefined): string {
  return usd.format(Number(dollars ?? 0));
}

/** "$1,235" for tiles where cents are noise. */
export function formatMoneyWhole(dollars: number | string | null | undefined): string {
  return usdWhole.format(Number(dollars ?? 0));
}

/** "12.5%" */
export function formatPercent(value: number | null | undefined, digits = 1): string {
  return `${Number(value ?? 0).toFixed(digits)}%`;
}

/** A calendar date 'YYYY-MM-DD' as "Nov 22, 2026" without any time-zone shift. */
export function formatDate(isoDate: string | null | undefined): string {
  if (!isoDate) return '—';
  const [y, m, d] = isoDate.slice(0, 10).split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d)).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
}
