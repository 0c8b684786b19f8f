import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Advance, PayrollMethod } from '../../../domain/payroll';
import { invalidateAfterWrite } from '../../app/data-changes';
import { apiRequest } from '../../lib/api';
import { payrollQueries } from './payroll-keys';

/** GET /api/payroll/weekly?week= */
export function useWeeklyPayroll(week: string) {
  return useQuery(payrollQueries.weekly(week));
}

/** GET /api/payroll/paystub?employeeId=&week= (waits for an employee). */
export function usePaystub(employeeId: number | null, week: string) {
  return useQuery({ ...payrollQueries.paystub(employeeId ?? 0, week), enabled: employeeId !== null });
}

/** GET /api/payroll-advances (newest first). */
export function useAdvances() {
  return useQuery(payrollQueries.advances());
}

type MethodsBody = { week: string; paymentMethods: Record<string, PayrollMethod> };
export type PayWeekResult = { payments: unknown[] | number; skipped: unknown[] | number };
export type SendWeeklyResult = { sent: number; failed: number; results?: unknown[] };
export type SendPaystubResult = { success: boolean; message?: string };

/** A count from a field that may be a number or a list. */
export function countOf(value: unknown[] | number | undefined): number {
  return Array.isArray(value) ? value.length : (value ?? 0);
}

function usePayrollMutation<TBody, TResult>(
  method: string,
  url: string | ((body: TBody) => string),
  toBody: (body: TBody) => unknown = (b) => b,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TBody) => apiRequest<TResult>(method, typeof url === 'string' ? url : url(body), toBody(body)),
    // Paying a week writes payments and settles advances; sending stubs writes the SMS outbox.
    onSuccess: () => invalidateAfterWrite(queryClient, 'payments', 'payroll_advances', 'sms_outbox'),
  });
}

/** POST /api/payroll/pay-week. */
export const usePayWeek = () => usePayrollMutation<MethodsBody, PayWeekResult>('POST', '/api/payroll/pay-week');

/** POST /api/payroll/send-weekly. */
export const useSendWeekly = () => usePayrollMutation<MethodsBody, SendWeeklyResult>('POST', '/api/payroll/send-weekly');

/** POST /api/payroll/send-paystub. */
export const useSendPaystub = () =>
  usePayrollMutation<{ employeeId: number; week: string; paymentMethod: PayrollMethod }, SendPaystubResult>(
    'POST',
    '/api/payroll/send-paystub',
  );

export type AdvancePayload = {
  employeeId: number;
  amount: number;
  reason: string;
  advanceDate: string;
  status: 'pending' | 'paid';
  paymentMethod: PayrollMethod;
  projectId: number | null;
  deductFromProject: boolean;
};

/** POST /api/payroll-advances. */
export const useCreateAdvance = () => usePayrollMutation<AdvancePayload, Advance>('POST', '/api/payroll-advances');

/** PUT /api/payroll-advances/{id} {status, notes}. */
export const useUpdateAdvance = () =>
  usePayrollMutation<{ id: number; status: string; notes?: string }, Advance>(
    'PUT',
    (b) => `/api/payroll-advances/${b.id}`,
    ({ status, notes }) => ({ status, notes }),
  );

/** POST /api/payments/generate-instructions for an advance or a payroll payment. */
export function generateInstructions(ref: { advanceId: number } | { paymentId: number }) {
  return apiRequest<{ paymentLink?: string | null; instructions?: string | null }>('POST', '/api/payments/generate-instructions', ref);
}

/** PUT /api/payments/{id}: a payroll payment becomes completed once it has been sent. */
export const useUpdatePayment = () =>
  usePayrollMutation<{ id: number; status: 'pending' | 'completed'; notes?: string }, unknown>(
    'PUT',
    (b) => `/api/payments/${b.id}`,
    ({ status, notes }) => ({ status, notes }),
  );
