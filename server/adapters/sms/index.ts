import { createHttpSmsSender } from './http-sender';
import { createOutboxSender } from './outbox-sender';
import type { SmsSender } from './types';

export { createHttpSmsSender } from './http-sender';
export { createOutboxSender } from './outbox-sender';
export type { SmsResult, SmsSender } from './types';

/**
 * Picks the SMS sender from the environment (the variables config.ts declares): the HTTP provider when
 * SMS_PROVIDER_URL and SMS_API_KEY are both set, otherwise the outbox (messages stored and shown in the app).
 */
export function smsSenderFromEnv(env: NodeJS.ProcessEnv = process.env): SmsSender {
  const url = env.SMS_PROVIDER_URL?.trim();
  const apiKey = env.SMS_API_KEY?.trim();
  if (url && apiKey) return createHttpSmsSender({ url, apiKey, from: env.SMS_FROM?.trim() || null });
  return createOutboxSender();
}
