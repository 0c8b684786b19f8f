import { formatUsd } from '../../../domain/money';
import { paymentMethodLabel } from '../../../domain/payment-methods';
import type { PayrollMethod, Paystub } from '../../../domain/payroll';

const shortDate = (iso: string) => {
  const [y, m, d] = iso.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d)).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
};

const quantity = (w: Paystub['workDetails'][number]) =>
  w.hours !== null && w.days === null ? `${w.hours} h` : `${w.days ?? 0} ${w.days === 1 ? 'day' : 'days'}`;

const signed = (n: number) => (n < 0 ? `-${formatUsd(-n)}` : `+${formatUsd(n)}`);

/** The text message of a pay stub: employee, week, each day worked, adjustments, gross, advances recovered, net and the payment method. */
export function paystubText(stub: Paystub, method: PayrollMethod): string {
  const { employee, weekPeriod, workDetails, advances, adjustments, totals } = stub;
  const lines = [
    `Pay stub for ${employee.name}`,
    `Week: ${shortDate(weekPeriod.startDate)} - ${shortDate(weekPeriod.endDate)}`,
    ...workDetails.map(
      (w) => `${w.date} ${w.projectName}: ${quantity(w)}${w.rate !== null ? ` x ${formatUsd(w.rate)}` : ''} = ${formatUsd(w.pay)}`,
    ),
    `Days worked: ${totals.totalDays}`,
    ...adjustments.map((a) => `${a.label}: ${signed(a.amount)}`),
    `Gross pay: ${formatUsd(totals.grossPay)}`,
    ...advances.map((a) => `Advance recovered ${a.advanceDate}${a.reason ? ` (${a.reason})` : ''}: -${formatUsd(a.amount)}`),
    `Advances: -${formatUsd(totals.totalAdvances)}`,
    `Net pay: ${formatUsd(totals.netPay)}`,
    `Payment method: ${paymentMethodLabel(method)}`,
  ];
  return lines.join('\n');
}
