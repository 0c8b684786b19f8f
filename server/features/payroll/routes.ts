import { z } from 'zod';
import { todayIso } from '../../../domain/dates';
import {
  paymentSchema,
  payrollRowSchema,
  paystubQuerySchema,
  paystubSchema,
  payWeekInputSchema,
  weekQuerySchema,
  weekStart,
} from '../../../domain/payroll';
import type { Feature } from '../../context';
import { payWeek } from './pay-week';
import { getPaystub } from './paystub';
import { paystubFileName, renderPaystubPdf } from './paystub-pdf';
import { weeklyPayroll } from './service';

const payrollListSchema = z.array(payrollRowSchema);

const payWeekResultSchema = z.object({
  weekStartDate: z.string(),
  weekEndDate: z.string(),
  payments: z.array(paymentSchema),
  skipped: z.array(z.object({ employeeId: z.number().int(), reason: z.string() })),
});

/** Weekly payroll, pay stubs (JSON and PDF) and paying a week. ?week= defaults to this week's Sunday. */
export const payrollRoutes: Feature =
  ({ db, cache }) =>
  async (app) => {
    const sunday = (week: string | undefined) => week ?? weekStart(todayIso());

    // Cached per week, dropped on every write (server/http/response-cache.ts).
    app.get(
      '/api/payroll/weekly',
      { schema: { querystring: weekQuerySchema, response: { 200: payrollListSchema } } },
      async (req, reply) => {
        const week = sunday(req.query.week);
        return cache.respond(reply, `payroll:${week}`, payrollListSchema, () => weeklyPayroll(db, week));
      },
    );

    app.get('/api/payroll/paystub', { schema: { querystring: paystubQuerySchema, response: { 200: paystubSchema } } }, (req) =>
      getPaystub(db, req.query.employeeId, sunday(req.query.week)),
    );

    app.get('/api/payroll/paystub.pdf', { schema: { querystring: paystubQuerySchema } }, async (req, reply) => {
      const stub = await getPaystub(db, req.query.employeeId, sunday(req.query.week));
      const pdf = await renderPaystubPdf(stub);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${paystubFileName(stub)}"`)
        .send(pdf);
    });

    app.post('/api/payroll/pay-week', { schema: { body: payWeekInputSchema, response: { 200: payWeekResultSchema } } }, (req) =>
      payWeek(db, req.body.week, req.body.paymentMethods),
    );
  };
