import { accountingApi } from '../../../domain/api/accounting';
import type { Feature } from '../../context';
import { route } from '../../http/route';
import { sendOverview } from './overview-cache';
import { form1099Summary } from './payees-1099';
import { getRevenueMethod, setRevenueMethod } from './revenue-method';
import { accountingOverview, receiptPage } from './service';

const thisYear = () => new Date().getFullYear();

/** The Accounting Dashboard (contracts: domain/api/accounting.ts). */
export const accountingRoutes: Feature =
  ({ db, cache }) =>
  async (app) => {
    route(app, accountingApi.overview, async (req, reply) => {
      return sendOverview(cache, reply, req.query.year ?? thisYear(), req.query.taxRate, (year, rate) =>
        accountingOverview(db, year, rate),
      );
    });

    route(app, accountingApi.form1099, (req) => form1099Summary(db, req.query.year ?? thisYear()));

    route(app, accountingApi.revenueMethod, async () => ({ method: await getRevenueMethod(db) }));
    route(app, accountingApi.updateRevenueMethod, (req) => setRevenueMethod(db, req.body.method));

    route(app, accountingApi.receipts, (req) => receiptPage(db, req.query.year ?? thisYear(), req.query));
  };
