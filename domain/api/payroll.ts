import { z } from 'zod';
import { lazySchema } from '../lazy-schema';
import { paymentSchema, payrollRowSchema, paystubQuerySchema, paystubSchema, payWeekInputSchema, weekQuerySchema } from '../payroll';
import { wagesPayableQuerySchema, wagesPayableSchema } from '../wages-payable';
import { defineEndpoint } from './endpoint';

/** POST /api/payroll/pay-week: the week paid, one payment per employee with pay, and who was skipped and why. */
export const payWeekResultSchema = lazySchema(() =>
  z.object({
    weekStartDate: z.string(),
    weekEndDate: z.string(),
    payments: z.array(paymentSchema),
    skipped: z.array(z.object({ employeeId: z.number().int(), reason: z.string() })),
  }),
);

/** Weekly payroll, pay stubs (JSON and PDF) and paying a week. ?week= defaults to this week's Sunday. */
export const payrollApi = {
  weekly: defineEndpoint({
    method: 'GET',
    path: '/api/payroll/weekly',
    query: weekQuerySchema,
    response: lazySchema(() => z.array(payrollRowSchema)),
  }),
  paystub: defineEndpoint({ method: 'GET', path: '/api/payroll/paystub', query: paystubQuerySchema, response: paystubSchema }),
  paystubPdf: defineEndpoint({ method: 'GET', path: '/api/payroll/paystub.pdf', query: paystubQuerySchema, produces: 'application/pdf' }),
  payWeek: defineEndpoint({ method: 'POST', path: '/api/payroll/pay-week', body: payWeekInputSchema, response: payWeekResultSchema }),
  /** Wages payable as of a day (default today): unpaid work and corrections, less advances not yet recovered. */
  wagesPayable: defineEndpoint({
    method: 'GET',
    path: '/api/payroll/wages-payable',
    query: wagesPayableQuerySchema,
    response: wagesPayableSchema,
  }),
};
