import type { FastifyReply } from 'fastify';
import { accountingExportsApi } from '../../../domain/api/accounting-exports';
import type { Feature } from '../../context';
import { route } from '../../http/route';
import { advancesCsv } from './advances-csv';
import { expensesCsv, payees1099Csv, payrollPaymentsCsv, workRecordsCsv, type YearCsv } from './exports';
import { irisNecCsv, necRecipientCopiesPdf } from './nec-filing';
import { accountantPack } from './pack';
import { renderYearReport, reportFileName } from './report-pdfs';

const thisYear = () => new Date().getFullYear();

const sendCsv = (reply: FastifyReply, csv: YearCsv) =>
  reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${csv.fileName}"`).send(csv.text);

/** The accountant's files (contracts: domain/api/accounting-exports.ts). */
export const accountingExportRoutes: Feature =
  ({ db, database, storage }) =>
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
        .send(accountantPack(database, storage, year, req.query.taxRate));
    });

    route(app, accountingExportsApi.expensesCsv, async (req, reply) => {
      return sendCsv(reply, await expensesCsv(db, req.query.year ?? thisYear(), req.query));
    });
    route(app, accountingExportsApi.workRecordsCsv, async (req, reply) =>
      sendCsv(reply, await workRecordsCsv(db, req.query.year ?? thisYear())),
    );
    route(app, accountingExportsApi.payrollPaymentsCsv, async (req, reply) =>
      sendCsv(reply, await payrollPaymentsCsv(db, req.query.year ?? thisYear())),
    );
    route(app, accountingExportsApi.advancesCsv, async (req, reply) => sendCsv(reply, await advancesCsv(db, req.query.year ?? thisYear())));
    route(app, accountingExportsApi.necIrisCsv, async (req, reply) =>
      sendCsv(reply, await irisNecCsv(db, req.query.year ?? thisYear(), req.query.payerTin)),
    );
    route(app, accountingExportsApi.necCopiesPdf, async (req, reply) => {
      const year = req.query.year ?? thisYear();
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="1099-nec-copies-${year}.pdf"`)
        .send(await necRecipientCopiesPdf(db, year, req.query.payerTin));
    });
    route(app, accountingExportsApi.payees1099Csv, async (req, reply) =>
      sendCsv(reply, await payees1099Csv(db, req.query.year ?? thisYear())),
    );
  };
