import { accountingExportsApi } from '../../../domain/api/accounting-exports';
import type { Feature } from '../../context';
import { route } from '../../http/route';
import { expensesCsv } from './exports';
import { accountantPack } from './pack';
import { renderYearReport, reportFileName } from './report-pdfs';

const thisYear = () => new Date().getFullYear();

/** The accountant's files (contracts: domain/api/accounting-exports.ts). */
export const accountingExportRoutes: Feature =
  ({ db, storage }) =>
  async (app) => {
    route(app, accountingExportsApi.reportPdf, async (req, reply) => {
      const year = req.query.year ?? thisYear();
      const pdf = await renderYearReport(db, req.params.type, year, req.query.taxRate);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${reportFileName(req.params.type, year)}"`)
        .send(pdf);
    });

    route(app, accountingExportsApi.pack, async (req, reply) => {
      const year = req.query.year ?? thisYear();
      return reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="accountant-pack-${year}.zip"`)
        .send(accountantPack(db, storage, year, req.query.taxRate));
    });

    route(app, accountingExportsApi.expensesCsv, async (req, reply) => {
      const year = req.query.year ?? thisYear();
      const text = await expensesCsv(db, year, req.query);
      return reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="expenses-${year}.csv"`).send(text);
    });
  };
