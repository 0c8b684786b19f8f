import { paymentsApi } from '../../../domain/api/payments';
import type { Feature } from '../../context';
import { route } from '../../http/route';
import { asActor } from '../audit/actor';
import { getCashappConfig, saveCashappConfig } from './cashapp-config';
import { instructionsFor } from './instructions';
import { createPayment, listCashappEmployees, updatePayment, updatePaymentDate } from './service';

/** Employee payments, payment instructions and the business payment-app settings (spec part 2 §3, §7; contracts: domain/api/payments.ts). */
export const paymentRoutes: Feature =
  ({ db }) =>
  async (app) => {
    route(app, paymentsApi.create, (req) => asActor(db, req.actor, (tx) => createPayment(tx, req.body)));
    route(app, paymentsApi.update, (req) => asActor(db, req.actor, (tx) => updatePayment(tx, req.params.id, req.body)));
    route(app, paymentsApi.updateDate, (req) => asActor(db, req.actor, (tx) => updatePaymentDate(tx, req.params.id, req.body.paymentDate)));
    route(app, paymentsApi.instructions, (req) => instructionsFor(db, req.body));
    route(app, paymentsApi.cashappEmployees, () => listCashappEmployees(db));
    route(app, paymentsApi.cashappConfig, () => getCashappConfig(db));
    route(app, paymentsApi.saveCashappConfig, (req) => saveCashappConfig(db, req.body));
  };
