import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { advancesApi } from '../../../domain/api/advances';
import type { JsonEndpoint } from '../../../domain/api/endpoint';
import { paymentsApi } from '../../../domain/api/payments';
import { payrollApi } from '../../../domain/api/payroll';
import { smsApi } from '../../../domain/api/sms';
import { invalidateAfterWrite } from '../../app/data-changes';
import { type CallRequest, callApi, callEndpoint } from '../../lib/call-api';
import { payrollQueries } from './payroll-queries';

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

/** A payroll write through its contract: variables are the request, the answer is typed by the contract. */
function usePayrollMutation<E extends JsonEndpoint>(endpoint: E) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CallRequest<E>) => callEndpoint(endpoint, request),
    // Paying a week writes payments and settles advances; sending stubs writes the SMS outbox.
    onSuccess: () => invalidateAfterWrite(queryClient, 'payments', 'payroll_advances', 'sms_outbox'),
  });
}

/** POST /api/payroll/pay-week. */
export const usePayWeek = () => usePayrollMutation(payrollApi.payWeek);

/** POST /api/payroll/send-weekly. */
export const useSendWeekly = () => usePayrollMutation(smsApi.sendWeekly);

/** POST /api/payroll/send-paystub. */
export const useSendPaystub = () => usePayrollMutation(smsApi.sendPaystub);

/** POST /api/payroll-advances. */
export const useCreateAdvance = () => usePayrollMutation(advancesApi.create);

/** PUT /api/payroll-advances/{id} {status, notes}. */
export const useUpdateAdvance = () => usePayrollMutation(advancesApi.update);

/** PUT /api/payments/{id}: a payroll payment becomes completed once it has been sent. */
export const useUpdatePayment = () => usePayrollMutation(paymentsApi.update);

/** PUT /api/payments/{id}/date: correct the day a payroll payment's money left. */
export const useUpdatePaymentDate = () => usePayrollMutation(paymentsApi.updateDate);

/** POST /api/payments/generate-instructions for an advance or a payroll payment. */
export function generateInstructions(ref: { advanceId: number } | { paymentId: number }) {
  return callApi(paymentsApi.instructions, { body: ref });
}
