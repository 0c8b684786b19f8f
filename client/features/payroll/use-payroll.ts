import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Advance, PayrollMethod, PayrollRow, Paystub } from '../../../domain/payroll';
import { apiRequest } from '../../lib/api';

/** Everything a payroll change can move: payroll rows and stubs, advances, project costs, expenses, stats, SMS outbox. */
export function invalidatePayrollData(queryClient: QueryClient): Promise<unknown> {
  return Promise.all(
    [['/api/payroll'], ['/api/payroll-advances'], ['/api/projects'], ['/api/expenses'], ['/api/dashboard/stats'], ['/api/sms']].map(
      (queryKey) => queryClient.invalidateQueries({ queryKey }),
    ),
  );
}

/** GET /api/payroll/weekly?week= (keyed under '/api/payroll' so one invalidation refreshes every week). */
export function useWeeklyPayroll(week: string) {
  return useQuery<PayrollRow[]>({ queryKey: ['/api/payroll', 'weekly', { week }] });
}

/** GET /api/payroll/paystub?employeeId=&week=. */
export function usePaystub(employeeId: number | null, week: string) {
  return useQuery<Paystub>({ queryKey: ['/api/payroll', 'paystub', { employeeId, week }], enabled: employeeId !== null });
}

/** GET /api/payroll-advances (newest first). */
export function useAdvances() {
  return useQuery<Advance[]>({ queryKey: ['/api/payroll-advances'] });
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
    onSuccess: () => invalidatePayrollData(queryClient),
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
