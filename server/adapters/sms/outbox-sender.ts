import type { SmsSender } from './types';

/**
 * The default sender when no SMS provider is configured: it sends nothing anywhere and succeeds. The message
 * itself is kept in sms_outbox (provider 'outbox', status 'stored') and shown in the app, never lost or faked.
 */
export function createOutboxSender(): SmsSender {
  return { name: 'outbox', send: async () => ({ ok: true, providerMessageId: null }) };
}
