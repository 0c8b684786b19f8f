import { payrollApi } from '../../../domain/api/payroll';
import { todayIso } from '../../../domain/dates';
import { weekStart } from '../../../domain/payroll';
import type { Feature } from '../../context';
import { JsonText } from '../../http/response-cache';
import { route } from '../../http/route';
import { asActor } from '../audit/actor';
import { branding } from '../company-profile/service';
import { payWeek } from './pay-week';
import { getPaystub } from './paystub';
import { paystubFileName, renderPaystubPdf } from './paystub-pdf';
import { wagesPayable } from './wages-payable';
import { PayrollWeekPieces } from './week-pieces';

/** Weekly payroll, pay stubs (JSON and PDF) and paying a week (contracts: domain/api/payroll.ts). ?week= defaults to this week's Sunday. */
export const payrollRoutes: Feature =
  ({ db, cache }) =>
  async (app) => {
    const sunday = (week: string | undefined) => week ?? weekStart(todayIso());

    // Cached per week until a table it reads changes (server/http/response-cache.ts): work records, employees
    // (rates, names), advances, payments and the projects' names (not their cost totals, so entering expenses
    // leaves it cached). A rebuild builds only the rows of the employees the changes named (week-pieces.ts).
    const pieces = new PayrollWeekPieces(cache);
    route(app, payrollApi.weekly, async (req, reply) => {
      const week = sunday(req.query.week);
      const build = async () => new JsonText(await pieces.json(db, week));
      return cache.respond(reply, `payroll:${week}`, payrollApi.weekly.response, build, PayrollWeekPieces.tables);
    });

    route(app, payrollApi.paystub, (req) => getPaystub(db, req.query.employeeId, sunday(req.query.week)));

    route(app, payrollApi.paystubPdf, async (req, reply) => {
      const stub = await getPaystub(db, req.query.employeeId, sunday(req.query.week));
      const pdf = await renderPaystubPdf(stub, await branding(db));
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${paystubFileName(stub)}"`)
        .send(pdf);
    });

    route(app, payrollApi.wagesPayable, (req) => wagesPayable(db, req.query.asOf ?? todayIso()));

    route(app, payrollApi.payWeek, (req) =>
      asActor(db, req.actor, (tx) => payWeek(tx, req.body.week, req.body.paymentMethods, req.body.paymentDate), 'pay_week'),
    );
  };
