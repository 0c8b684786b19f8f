import { smsApi } from '../../../domain/api/sms';
import type { Feature } from '../../context';
import { route } from '../../http/route';
import { listOutbox } from './outbox';
import { sendPaystub, sendWeekly } from './service';

/** Pay stubs by text message through the SMS adapter, and the outbox of every message (spec part 2 §7; contracts: domain/api/sms.ts). */
export const smsRoutes: Feature =
  ({ db, sms }) =>
  async (app) => {
    route(app, smsApi.sendPaystub, (req) => sendPaystub(db, sms, req.body));
    route(app, smsApi.sendWeekly, (req) => sendWeekly(db, sms, req.body));
    route(app, smsApi.outbox, (req) => listOutbox(db, req.query.limit));
  };
