import { z } from 'zod';
import { lazySchema } from '../lazy-schema';
import {
  aiCheckResultSchema,
  checkQuerySchema,
  checkResultSchema,
  notificationRuleSchema,
  notificationRuleUpdateSchema,
} from '../notification-rules';
import { notificationSchema } from '../notifications';
import { idParamsSchema, noBodySchema } from '../validation';
import { defineEndpoint } from './endpoint';

/** The notification center and the bell (spec part 2 §3, §7). */
export const notificationsApi = {
  list: defineEndpoint({ method: 'GET', path: '/api/notifications', response: lazySchema(() => z.array(notificationSchema)) }),
  rules: defineEndpoint({ method: 'GET', path: '/api/notifications/rules', response: lazySchema(() => z.array(notificationRuleSchema)) }),
  /** Switches a rule on or off, or changes its threshold. */
  updateRule: defineEndpoint({
    method: 'PUT',
    path: '/api/notifications/rules/:id',
    params: idParamsSchema,
    body: notificationRuleUpdateSchema,
    response: notificationRuleSchema,
  }),
  /** Runs the enabled rules for one project (?projectId=) or every active project. */
  check: defineEndpoint({ method: 'POST', path: '/api/notifications/check', query: checkQuerySchema, response: checkResultSchema }),
  /** Runs the rules over every active project and has the analysis engine judge each one. */
  aiCheckAll: defineEndpoint({
    method: 'POST',
    path: '/api/notifications/ai-check-all',
    body: noBodySchema,
    response: aiCheckResultSchema,
  }),
  acknowledge: defineEndpoint({
    method: 'POST',
    path: '/api/notifications/:id/acknowledge',
    params: idParamsSchema,
    response: notificationSchema,
  }),
  acknowledgeAll: defineEndpoint({
    method: 'POST',
    path: '/api/notifications/acknowledge-all',
    body: noBodySchema,
    response: lazySchema(() => z.object({ acknowledged: z.number().int() })),
  }),
};
