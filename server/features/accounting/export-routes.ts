import { accountingExportsApi } from '../../../domain/api/accounting-exports';
import type { Feature } from '../../context';
import { route } from '../../http/route';
import { expensesCsv } from './exports';

const thisYear = () => new Date().getFullYear();

/** The accountant's files (contracts: domain/api/accounting-exports.ts). */
export const accountingExportRoutes: Feature =
  ({ db }) =>
  async (app) => {
    route(app, accountingExportsApi.expensesCsv, async (req, reply) => {
      const year = req.query.year ?? thisYear();
      const text = await expensesCsv(db, year, req.query);
      return reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="expenses-${year}.csv"`).send(text);
    });
  };
