import { addDays, utcDayText } from '../../../domain/dates';
import { sumDollars } from '../../../domain/money';
import {
  defaultPaymentMethod,
  isPaymentMethod,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  paymentMethodLabel,
} from '../../../domain/payment-methods';
import type { PayrollMethod, PayrollRow } from '../../../domain/payroll';
import { weekEnd } from '../../../domain/payroll';
import { formatMoney } from '../../lib/format';

/** Options of the payment method selects: the one list the employee form offers too. */
export const METHOD_OPTIONS = PAYMENT_METHODS.map((value) => ({ value, label: PAYMENT_METHOD_LABELS[value] }));

/** 'cashapp' → 'Cash App'; unknown values as stored. */
export const methodLabel = paymentMethodLabel;

/** True for one of the payroll payment methods. */
export const isPayrollMethod = isPaymentMethod;

/**
 * The method a row shows and pays by: the recorded payment's once paid, else the one chosen on the page, else the
 * employee's preferred method (cashapp only when none is set).
 */
export function rowMethod(row: PayrollRow, chosen: Readonly<Record<number, PayrollMethod>>): PayrollMethod {
  if (row.payment && isPaymentMethod(row.payment.paymentMethod)) return row.payment.paymentMethod;
  return chosen[row.employeeId] ?? defaultPaymentMethod(row.preferredPaymentMethod);
}

/** Rows Pay Week would still pay: net pay above zero and no payment recorded for the week. */
export function payableRows(rows: readonly PayrollRow[]): PayrollRow[] {
  return rows.filter((r) => r.netPay > 0 && !r.payment);
}

/** The Sunday n weeks after (or before, when negative) the given Sunday. */
export function shiftWeek(sunday: string, weeks: number): string {
  return addDays(sunday, weeks * 7);
}

function parts(iso: string) {
  const [y, m, d] = iso.split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  return { year: y, weekday: utcDayText(date, 'weekday'), monthDay: utcDayText(date, 'monthDay') };
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

/** Advances as the week's pay shows them, taken off the gross: "−$150.00", or "$0.00" when none. */
export function advancesLabel(dollars: number): string {
  return dollars ? `−${formatMoney(dollars)}` : formatMoney(0);
}

/** "3 days", "1 day", "2.5 days · 4 h". */
export function workedLabel(days: number, hours: number): string {
  const d = `${days} ${days === 1 ? 'day' : 'days'}`;
  return hours > 0 ? (days > 0 ? `${d} · ${hours} h` : `${hours} h`) : d;
}

/** The paymentMethods body of pay-week and send-weekly: every listed employee's rowMethod. */
export function methodsFor(rows: readonly PayrollRow[], chosen: Readonly<Record<number, PayrollMethod>>): Record<string, PayrollMethod> {
  return Object.fromEntries(rows.map((r) => [String(r.employeeId), rowMethod(r, chosen)]));
}

/** The toast after Send All Pay Stubs: says plainly when the stubs were only saved to the outbox, not texted. */
export function sendSummary(r: { sent: number; stored: number; failed: number }): { title: string; message: string } {
  const n = (k: number) => `${k} pay ${k === 1 ? 'stub' : 'stubs'}`;
  const texted = r.sent - r.stored;
  const parts = [
    texted > 0 ? `${n(texted)} texted` : null,
    r.stored > 0 ? `${n(r.stored)} saved to the outbox, not texted (no SMS provider is configured)` : null,
    r.failed > 0 ? `${n(r.failed)} not sent (no phone number or the provider failed)` : null,
  ].filter((p): p is string => p !== null);
  if (parts.length === 0) return { title: 'Nothing to send', message: 'Nobody has pay this week' };
  const title = texted > 0 ? 'Pay stubs texted' : r.stored > 0 ? 'Pay stubs saved to the outbox' : 'Pay stubs not sent';
  return { title, message: `${parts.join('; ')}.` };
}
