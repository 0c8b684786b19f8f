import { accountingApi } from '../../../domain/api/accounting';
import type { Feature } from '../../context';
import { route } from '../../http/route';
import { form1099Summary } from './payees-1099';
import { accountingOverview, receiptPage } from './service';

/** The tables the year's figures are computed from: any change to them drops the cached overview. */
export const ACCOUNTING_TABLES = ['expenses', 'time_entries', 'employees', 'projects', 'suppliers', 'receipts'];

const thisYear = () => new Date().getFullYear();

/** The Accounting Dashboard (contracts: domain/api/accounting.ts). */
export const accountingRoutes: Feature =
  ({ db, cache }) =>
  async (app) => {
    route(app, accountingApi.overview, async (req, reply) => {
      const year = req.query.year ?? thisYear();
      const key = `accounting:${year}:${req.query.taxRate}`;
      return cache.respond(
        reply,
        key,
        accountingApi.overview.response,
        () => accountingOverview(db, year, req.query.taxRate),
        ACCOUNTING_TABLES,
      );
    });

    route(app, accountingApi.form1099, (req) => form1099Summary(db, req.query.year ?? thisYear()));

    route(app, accountingApi.receipts, (req) => receiptPage(db, req.query.year ?? thisYear(), req.query));
  };
