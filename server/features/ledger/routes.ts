import type { FastifyReply } from 'fastify';
import { ledgerApi } from '../../../domain/api/ledger';
import { todayIso } from '../../../domain/dates';
import type { Feature } from '../../context';
import { route } from '../../http/route';
import { customersCsv, hledgerExport, iifExport, qboJournalExport, vendorsCsv } from './exports';
import { accountLines, balanceSheet, entryDetail, period, profitAndLoss, trialBalanceReport } from './reports';
import { chartOfAccounts, updateAccount } from './service';

const send = (reply: FastifyReply, type: string, fileName: string, body: string) =>
  reply.type(type).header('content-disposition', `attachment; filename="${fileName}"`).send(body);

/** The general ledger (contracts: domain/api/ledger.ts). */
export const ledgerRoutes: Feature =
  ({ db }) =>
  async (app) => {
    route(app, ledgerApi.accounts, () => chartOfAccounts(db));
    route(app, ledgerApi.updateAccount, (req) => updateAccount(db, req.params.key, req.body));
    route(app, ledgerApi.trialBalance, (req) => {
      const p = period(req.query);
      return trialBalanceReport(db, p.from, p.to);
    });
    route(app, ledgerApi.profitAndLoss, (req) => {
      const p = period(req.query);
      return profitAndLoss(db, p.from, p.to);
    });
    route(app, ledgerApi.balanceSheet, (req) => balanceSheet(db, req.query.asOf ?? todayIso()));
    route(app, ledgerApi.accountLines, (req) => {
      const p = period(req.query);
      return accountLines(db, req.params.key, p.from, p.to);
    });
    route(app, ledgerApi.entry, (req) => entryDetail(db, req.params.entryNo));
    route(app, ledgerApi.hledger, async (req, reply) => {
      const p = period(req.query);
      return send(reply, 'text/plain; charset=utf-8', `plumbline-${p.from}-${p.to}.journal`, await hledgerExport(db, p.from, p.to));
    });
    route(app, ledgerApi.qboJournal, async (req, reply) => {
      const p = period(req.query);
      const csv = await qboJournalExport(db, p.from, p.to, req.query.since === 'last');
      return send(reply, 'text/csv; charset=utf-8', `qbo-journal-${p.from}-${p.to}.csv`, csv);
    });
    route(app, ledgerApi.iif, async (req, reply) => {
      const p = period(req.query);
      const iif = await iifExport(db, p.from, p.to, req.query.since === 'last');
      return send(reply, 'application/octet-stream', `journal-${p.from}-${p.to}.iif`, iif);
    });
    route(app, ledgerApi.qboJournalNew, async (req, reply) => {
      const { from, to } = period(req.body);
      const csv = await qboJournalExport(db, from, to, true, true);
      return send(reply, 'text/csv; charset=utf-8', `qbo-journal-${from}-${to}.csv`, csv);
    });
    route(app, ledgerApi.iifNew, async (req, reply) => {
      const { from, to } = period(req.body);
      const iif = await iifExport(db, from, to, true, true);
      return send(reply, 'application/octet-stream', `journal-${from}-${to}.iif`, iif);
    });
    route(app, ledgerApi.customers, async (_req, reply) =>
      send(reply, 'text/csv; charset=utf-8', 'qbo-customers.csv', await customersCsv(db)),
    );
    route(app, ledgerApi.vendors, async (_req, reply) => send(reply, 'text/csv; charset=utf-8', 'qbo-vendors.csv', await vendorsCsv(db)));
  };
