import { paymentMethodLabel } from '../../../domain/payment-methods';
import type { PayrollMethod, PayrollRow } from '../../../domain/payroll';
import { type Column, csvMoney } from '../../../domain/table-sort';
import { rowMethod } from './payroll-helpers';

export type PayrollColumn = 'employee' | 'days' | 'gross' | 'advances' | 'net' | 'method' | 'stub';

/** The week's columns: sort on a header click (desktop) or the Sort by select (phone), and the CSV of the week. */
export function payrollColumns(methods: Readonly<Record<number, PayrollMethod>>): Column<PayrollRow, PayrollColumn>[] {
  return [
    { key: 'employee', label: 'Employee', sortValue: (r) => r.employeeName, csv: (r) => r.employeeName },
    { key: 'days', label: 'Days', kind: 'number', sortValue: (r) => r.totalDays, csv: (r) => String(r.totalDays) },
    { key: 'gross', label: 'Gross Pay', kind: 'number', sortValue: (r) => r.totalPay, csv: (r) => csvMoney(r.totalPay) },
    { key: 'advances', label: 'Advances', kind: 'number', sortValue: (r) => r.totalAdvances, csv: (r) => csvMoney(r.totalAdvances) },
    { key: 'net', label: 'Net Pay', kind: 'number', sortValue: (r) => r.netPay, csv: (r) => csvMoney(r.netPay) },
    {
      key: 'method',
      label: 'Payment Method',
      sortValue: (r) => paymentMethodLabel(rowMethod(r, methods)),
      csv: (r) => paymentMethodLabel(rowMethod(r, methods)),
    },
    { key: 'stub', label: 'Pay Stub', csv: (r) => (r.payment ? `Paid ${csvMoney(r.payment.amount)}` : 'Not paid') },
  ];
}
