import { billingApi } from '../../../domain/api/billing';
import { todayIso } from '../../../domain/dates';
import type { Feature } from '../../context';
import { PROJECT_COSTS } from '../../http/response-cache';
import { route } from '../../http/route';
import { asActor } from '../audit/actor';
import { getTerms, updateTerms } from './billing-project';
import { createChangeOrder, listChangeOrders, updateChangeOrder } from './change-orders';
import { invoicePdf, wipCsv, wipPdf } from './documents';
import { createInvoice, getInvoice, listInvoices, setInvoiceStatus } from './invoices';
import { arAging, invoiceEmail, invoiceEmailDraft, recordEmail, recordPayment } from './receivables';
import { getSov, updateSov } from './sov';
import { wipReport } from './wip';
import { estimateHistory, reviseEstimate } from './wip-estimates';
import { backfillWipSnapshots, keepMonthEndSnapshot, listWipSnapshots, wipSnapshot } from './wip-snapshots';

/** Billing (contracts: domain/api/billing.ts); money writes run through asActor so the audit log says who. */
export const billingRoutes: Feature =
  ({ db, email, cache, autoChecks }) =>
  async (app) => {
    route(app, billingApi.changeOrders, (req) => listChangeOrders(db, req.params.id));
    route(app, billingApi.createChangeOrder, (req) => asActor(db, req.actor, (tx) => createChangeOrder(tx, req.params.id, req.body)));
    route(app, billingApi.updateChangeOrder, (req) =>
      asActor(db, req.actor, (tx) => updateChangeOrder(tx, req.params.id, req.body, req.actor?.name ?? 'Owner')),
    );

    route(app, billingApi.terms, (req) => getTerms(db, req.params.id));
    route(app, billingApi.updateTerms, (req) => asActor(db, req.actor, (tx) => updateTerms(tx, req.params.id, req.body)));

    route(app, billingApi.sov, (req) => getSov(db, req.params.id));
    route(app, billingApi.updateSov, (req) => asActor(db, req.actor, (tx) => updateSov(tx, req.params.id, req.body)));

    route(app, billingApi.invoices, (req) => listInvoices(db, req.params.id));
    route(app, billingApi.createInvoice, (req) => asActor(db, req.actor, (tx) => createInvoice(tx, req.params.id, req.body)));
    route(app, billingApi.invoice, (req) => getInvoice(db, req.params.id));
    route(app, billingApi.invoicePdf, async (req, reply) => {
      const inv = await getInvoice(db, req.params.id);
      const pdf = await invoicePdf(db, inv);
      return reply.type('application/pdf').header('content-disposition', `attachment; filename="invoice-${inv.number}.pdf"`).send(pdf);
    });
    route(app, billingApi.invoiceStatus, (req) => asActor(db, req.actor, (tx) => setInvoiceStatus(tx, req.params.id, req.body.status)));
    route(app, billingApi.invoiceEmail, async (req) => {
      const m = await invoiceEmailDraft(db, req.params.id);
      return { to: m.to, subject: m.subject, body: m.body, attachmentName: `invoice-${m.invoice.number}.pdf` };
    });
    route(app, billingApi.sendInvoice, async (req) => {
      const m = await invoiceEmail(db, req.params.id, req.body.to);
      const inv = await getInvoice(db, req.params.id);
      const attachment = { name: `invoice-${inv.number}.pdf`, data: await invoicePdf(db, inv) };
      const result = await asActor(db, req.actor, (tx) =>
        recordEmail(
          tx,
          { invoiceId: inv.id, to: m.to, subject: m.subject, body: m.body, attachmentName: attachment.name },
          email.name,
          () => email.send({ to: m.to, subject: m.subject, body: m.body, attachment }),
        ),
      );
      return { outboxId: result.outboxId, to: m.to, status: result.status, invoice: await getInvoice(db, req.params.id) };
    });
    route(app, billingApi.recordPayment, (req) => asActor(db, req.actor, (tx) => recordPayment(tx, req.params.id, req.body)));

    route(app, billingApi.estimates, (req) => estimateHistory(db, req.params.id));
    route(app, billingApi.reviseEstimate, (req) => asActor(db, req.actor, (tx) => reviseEstimate(tx, req.params.id, req.body)));

    route(app, billingApi.aging, (req) => arAging(db, req.query.asOf));
    // The last month end's snapshot is kept by the server on its own (at start, then hourly, once per month per
    // server; nothing is written by a GET, issue 38) and before a fill-in of the earlier ones.
    let snapshotChecked = '';
    const ensureSnapshot = async () => {
      const month = todayIso().slice(0, 7);
      if (snapshotChecked === month) return;
      await keepMonthEndSnapshot(db);
      snapshotChecked = month;
    };
    if (autoChecks) {
      const check = () => void ensureSnapshot().catch((err) => app.log.error({ err }, 'keeping the WIP month-end snapshot failed'));
      let timer: NodeJS.Timeout | null = null;
      app.addHook('onReady', async () => {
        check();
        timer = setInterval(check, 60 * 60 * 1000);
        timer.unref();
      });
      app.addHook('onClose', async () => {
        if (timer) clearInterval(timer);
      });
    }
    route(app, billingApi.wip, async (req, reply) => {
      // The live JSON is served through the response cache: it reads projects (whose cost and change-order totals
      // the triggers keep: PROJECT_COSTS), their billing terms and invoices, so a write to any of those drops it.
      // ?asOf= (default today) counts only the costs and billings dated on or before it.
      const asOf = req.query.asOf ?? todayIso();
      if (!req.query.monthEnd && req.query.format === 'json')
        return cache.respond(reply, `billing:wip:${todayIso()}:${asOf}`, billingApi.wip.response, () => wipReport(db, asOf), [
          'projects',
          PROJECT_COSTS,
          'project_billing',
          'project_estimates',
          'invoices',
          'change_orders',
        ]);
      const report = req.query.monthEnd ? await wipSnapshot(db, req.query.monthEnd) : await wipReport(db, asOf);
      const name = `wip-${report.monthEnd ?? report.asOf}`;
      if (req.query.format === 'pdf')
        return reply
          .type('application/pdf')
          .header('content-disposition', `attachment; filename="${name}.pdf"`)
          .send(await wipPdf(db, report));
      if (req.query.format === 'csv')
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${name}.csv"`)
          .send(wipCsv(report));
      return report;
    });
    route(app, billingApi.wipSnapshots, () => listWipSnapshots(db));
    route(app, billingApi.backfillWipSnapshots, async () => {
      await ensureSnapshot();
      return backfillWipSnapshots(db);
    });
  };
