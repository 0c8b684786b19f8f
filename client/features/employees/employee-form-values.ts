import type { employeesApi } from '../../../domain/api/employees';
import type { RequestOf } from '../../../domain/api/endpoint';
import { todayIso } from '../../../domain/dates';
import { ratesChanged } from '../../../domain/pay-rates';
import { type Employee, employeeInputSchema, paidByTheHour } from '../../../domain/people';
import { schemaValidator } from '../../lib/ui/form-errors';

/** What the employee form edits. The rate input holds '' while empty. */
export type EmployeeFormValues = {
  name: string;
  email: string;
  phone: string;
  position: string | null;
  dailyRate: number | string;
  /** Paid by the day (day entries at the daily rate) or by the hour (hour entries at the hourly rate). */
  payType: 'daily' | 'hourly';
  hourlyRate: number | string;
  preferredPaymentMethod: string;
  cashappHandle: string;
  active: boolean;
  /** The day a new or changed rate takes effect (YYYY-MM-DD, default today); work before it keeps its rate. */
  effectiveFrom: string;
};

/** The JSON body of POST/PUT /api/employees (an hourly rate only for someone paid by the hour). */
export type EmployeePayload = RequestOf<typeof employeesApi.create>['body'];

/** Blank form: paid in cash, active (docs/product/screens.md §2.15, rules.md §9). */
export function emptyEmployeeValues(): EmployeeFormValues {
  return {
    name: '',
    email: '',
    phone: '',
    position: null,
    dailyRate: '',
    payType: 'daily',
    hourlyRate: '',
    preferredPaymentMethod: 'cash',
    cashappHandle: '',
    active: true,
    effectiveFrom: todayIso(),
  };
}

/** The form prefilled from a stored employee (edit mode). */
export function employeeToFormValues(e: Employee): EmployeeFormValues {
  return {
    name: e.name,
    email: e.email ?? '',
    phone: e.phone ?? '',
    position: e.position,
    dailyRate: e.dailyRate ?? '',
    // Paid by the hour only with an hourly rate to pay it at (older rows say 'hourly' from the spec's default).
    payType: paidByTheHour(e) ? 'hourly' : 'daily',
    hourlyRate: e.hourlyRate ?? '',
    preferredPaymentMethod: e.preferredPaymentMethod || 'cash',
    cashappHandle: e.cashappHandle ?? '',
    active: e.active,
    effectiveFrom: todayIso(),
  };
}

/** Whether the form's daily rate differs from the stored employee's (a new employee's rate always "changes"). */
export function dailyRateChanged(employee: Employee | null, dailyRate: number | string): boolean {
  if (employee === null) return true;
  const typed = typeof dailyRate === 'number' ? dailyRate : 0;
  return typed !== (employee.dailyRate ?? 0);
}

/** The hourly rate the form sends: the typed one for someone paid by the hour, else none (the stored one stays). */
export function formHourlyRate(values: Pick<EmployeeFormValues, 'payType' | 'hourlyRate'>): number | undefined {
  if (values.payType !== 'hourly') return undefined;
  return typeof values.hourlyRate === 'number' ? values.hourlyRate : 0;
}

/** Whether saving the form changes a rate (daily, or hourly for someone paid by the hour): then it asks from when. */
export function ratesChangedInForm(
  employee: Employee | null,
  values: Pick<EmployeeFormValues, 'dailyRate' | 'payType' | 'hourlyRate'>,
): boolean {
  if (employee === null) return true;
  const dailyRate = typeof values.dailyRate === 'number' ? values.dailyRate : 0;
  return ratesChanged(employee, { dailyRate, hourlyRate: formHourlyRate(values) });
}

/** Client-side validation with the server's schema. */
export const validateEmployeeForm = schemaValidator<EmployeeFormValues>(employeeInputSchema);

/**
 * Validates and builds the request body: rate as a number (empty → 0), null for empty e-mail, phone and handle,
 * the pay type, and the hourly rate only for someone paid by the hour (otherwise not sent, so an update keeps the
 * stored one); effectiveFrom says from when a changed rate applies (the server ignores it when no rate changed).
 * Throws when invalid.
 */
export function toEmployeePayload(values: EmployeeFormValues): EmployeePayload {
  const hourlyRate = formHourlyRate(values);
  const { hourlyRate: _typed, ...rest } = values;
  const e = employeeInputSchema.parse({ ...rest, ...(hourlyRate === undefined ? {} : { hourlyRate }) });
  return {
    name: e.name,
    email: e.email,
    phone: e.phone,
    position: e.position,
    dailyRate: e.dailyRate,
    ...(e.hourlyRate === undefined ? {} : { hourlyRate: e.hourlyRate }),
    payType: e.payType,
    preferredPaymentMethod: e.preferredPaymentMethod,
    cashappHandle: e.cashappHandle,
    active: e.active,
    effectiveFrom: e.effectiveFrom,
  };
}
