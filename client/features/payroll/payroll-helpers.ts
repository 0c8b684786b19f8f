import { addDays, todayIso } from '../../../domain/dates';
import { sumDollars } from '../../../domain/money';
import { PAYROLL_METHODS, type PayrollMethod, type PayrollRow, weekEnd, weekStart } from '../../../domain/payroll';

/** Labels of the payroll payment methods. */
export const METHOD_LABELS: Record<PayrollMethod, string> = { cash: 'Cash', zelle: 'Zelle', cashapp: 'Cash App' };

/** Options of the payment method selects (cash, zelle, cashapp). */
export const METHOD_OPTIONS = PAYROLL_METHODS.map((value) => ({ value, label: METHOD_LABELS[value] }));

/** 'cashapp' → 'Cash App'; unknown values as stored. */
export function methodLabel(method: string | null | undefined): string {
  return method && method in METHOD_LABELS ? METHOD_LABELS[method as PayrollMethod] : (method ?? '—');
}

/** True for one of the payroll payment methods. */
export function isPayrollMethod(value: string | null | undefined): value is PayrollMethod {
  return !!value && (PAYROLL_METHODS as readonly string[]).includes(value);
}

/** The Sunday of the current week (the page's default week). */
export function currentWeek(now: Date = new Date()): string {
  return weekStart(todayIso(now));
}

/** The Sunday n weeks after (or before, when negative) the given Sunday. */
export function shiftWeek(sunday: string, weeks: number): string {
  return addDays(sunday, weeks * 7);
}

function parts(iso: string) {
  const [y, m, d] = iso.split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  const fmt = (o: Intl.DateTimeFormatOptions) => date.toLocaleDateString('en-US', { ...o, timeZone: 'UTC' });
  return { year: y, weekday: fmt({ weekday: 'short' }), monthDay: fmt({ month: 'short', day: 'numeric' }) };
}

/** "Sun Nov 22 – Sat Nov 28, 2026"; the year is repeated when the week spans New Year. */
export function weekLabel(sunday: string): string {
  const a = parts(sunday);
  const b = parts(weekEnd(sunday));
  const first = a.year === b.year ? `${a.weekday} ${a.monthDay}` : `${a.weekday} ${a.monthDay}, ${a.year}`;
  return `${first} – ${b.weekday} ${b.monthDay}, ${b.year}`;
}

/** "Nov 22 – Nov 28, 2026" for the check memo and pay stub header. */
export function shortWeekLabel(sunday: string): string {
  return weekLabel(sunday).replace(/(Sun|Sat) /g, '');
}

/**
 * Rows worth listing: someone who worked or was already paid this week. Pending advances alone do not list a
 * person: they carry forward to every later week until deducted, so they would fill empty weeks.
 */
export function visibleRows(rows: readonly PayrollRow[]): PayrollRow[] {
  return rows.filter((r) => r.totalDays > 0 || r.totalHours > 0 || r.totalPay !== 0 || r.payment !== null);
}

export type PayrollTotals = { days: number; hours: number; gross: number; advances: number; net: number };

/** The total row: days and hours summed, money summed exactly in cents and returned as dollars. */
export function payrollTotals(rows: readonly PayrollRow[]): PayrollTotals {
  const sum = (pick: (r: PayrollRow) => number): number => sumDollars(rows.map(pick));
  // Days may be halves; sum in hundredths so 0.1 + 0.2 style float noise never shows.
  const sumQty = (pick: (r: PayrollRow) => number) => Math.round(rows.reduce((s, r) => s + Math.round(pick(r) * 100), 0)) / 100;
  return {
    days: sumQty((r) => r.totalDays),
    hours: sumQty((r) => r.totalHours),
    gross: sum((r) => r.totalPay),
    advances: sum((r) => r.totalAdvances),
    net: sum((r) => r.netPay),
  };
}

/** "3 days", "1 day", "2.5 days · 4 h". */
export function workedLabel(days: number, hours: number): string {
  const d = `${days} ${days === 1 ? 'day' : 'days'}`;
  return hours > 0 ? (days > 0 ? `${d} · ${hours} h` : `${hours} h`) : d;
}

/** The paymentMethods body of pay-week and send-weekly: every listed employee, cashapp unless changed. */
export function methodsFor(rows: readonly PayrollRow[], chosen: Readonly<Record<number, PayrollMethod>>): Record<string, PayrollMethod> {
  return Object.fromEntries(rows.map((r) => [String(r.employeeId), chosen[r.employeeId] ?? 'cashapp']));
}
