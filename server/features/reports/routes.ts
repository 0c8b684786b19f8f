import { reportsApi } from '../../../domain/api/reports';
import { todayIso } from '../../../domain/dates';
import type { Feature } from '../../context';
import { route } from '../../http/route';
import { buildReport } from './service';

/** What the report reads: the costs, and for its revenue basis the setting, estimates, change orders, invoices and payments. */
const REPORT_TABLES = [
  'expenses',
  'time_entries',
  'employees',
  'projects',
  'suppliers',
  'configurations',
  'project_estimates',
  'change_orders',
  'invoices',
  'invoice_payments',
];

/** The Reports page (contract: domain/api/reports.ts). */
export const reportRoutes: Feature =
  ({ db, cache }) =>
  async (app) => {
    route(app, reportsApi.report, async (req, reply) => {
      const today = todayIso();
      return cache.respond(
        reply,
        `report:${req.query.range}:${today}`,
        reportsApi.report.response,
        () => buildReport(db, req.query.range, today),
        REPORT_TABLES,
      );
    });
  };
