import type { employeesApi } from '../../../domain/api/employees';
import type { RequestOf } from '../../../domain/api/endpoint';
import { todayIso } from '../../../domain/dates';
import { type Employee, employeeInputSchema } from '../../../domain/people';
import { schemaValidator } from '../../lib/ui/form-errors';

/** What the employee form edits. The rate input holds '' while empty. */
export type EmployeeFormValues = {
  name: string;
  email: string;
  phone: string;
  position: string | null;
  dailyRate: number | string;
  preferredPaymentMethod: string;
  cashappHandle: string;
  active: boolean;
  /** The day a new or changed rate takes effect (YYYY-MM-DD, default today); work before it keeps its rate. */
  effectiveFrom: string;
};

/** The JSON body of POST/PUT /api/employees (the form never sends an hourly rate). */
export type EmployeePayload = RequestOf<typeof employeesApi.create>['body'];

/** Blank form: paid in cash, active (spec §2.15, §9). */
export function emptyEmployeeValues(): EmployeeFormValues {
  return {
    name: '',
    email: '',
    phone: '',
    position: null,
    dailyRate: '',
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

/** Client-side validation with the server's schema. */
export const validateEmployeeForm = schemaValidator<EmployeeFormValues>(employeeInputSchema);

/**
 * Validates and builds the request body: rate as a number (empty → 0), null for empty e-mail, phone and handle,
 * and pay type always 'daily' (the form edits a daily rate only). The hourly rate is never sent, so an update
 * keeps it; effectiveFrom says from when a changed rate applies (the server ignores it when no rate changed).
 * Throws when invalid.
 */
export function toEmployeePayload(values: EmployeeFormValues): EmployeePayload {
  const e = employeeInputSchema.parse({ ...values, payType: 'daily' });
  return {
    name: e.name,
    email: e.email,
    phone: e.phone,
    position: e.position,
    dailyRate: e.dailyRate,
    payType: 'daily',
    preferredPaymentMethod: e.preferredPaymentMethod,
    cashappHandle: e.cashappHandle,
    active: e.active,
    effectiveFrom: e.effectiveFrom,
  };
}
