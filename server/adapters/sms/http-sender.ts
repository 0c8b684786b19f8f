import type { SmsResult, SmsSender } from './types';

export type HttpSmsOptions = { url: string; apiKey: string; from: string | null; timeoutMs?: number };

const snippet = (text: string) => (text.length > 200 ? `${text.slice(0, 200)}…` : text);

function messageIdOf(body: unknown): string | null {
  if (!body || typeof body !== 'object') return null;
  const b = body as Record<string, unknown>;
  const id = b.id ?? b.sid ?? b.messageId ?? b.message_id;
  return typeof id === 'string' || typeof id === 'number' ? String(id) : null;
}

/**
 * A generic HTTP SMS provider: POST {to, from, body} as JSON with a Bearer key, 10 s timeout. A 2xx answer is
 * sent (its id/sid/messageId is kept when present); anything else, a timeout or a network error is a failure.
 */
export function createHttpSmsSender(opts: HttpSmsOptions): SmsSender {
  const timeoutMs = opts.timeoutMs ?? 10_000;
  return {
    name: 'http',
    async send(to: string, body: string): Promise<SmsResult> {
      try {
        const res = await fetch(opts.url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${opts.apiKey}` },
          body: JSON.stringify({ to, from: opts.from, body }),
          signal: AbortSignal.timeout(timeoutMs),
        });
        const text = await res.text();
        if (!res.ok) return { ok: false, error: `SMS provider answered ${res.status}${text ? `: ${snippet(text)}` : ''}` };
        let parsed: unknown = null;
        try {
          parsed = text ? JSON.parse(text) : null;
        } catch {
          parsed = null;
        }
        return { ok: true, providerMessageId: messageIdOf(parsed) };
      } catch (err) {
        const e = err as Error;
        if (e.name === 'TimeoutError' || e.name === 'AbortError')
          return { ok: false, error: `SMS provider did not answer within ${timeoutMs / 1000} s` };
        return { ok: false, error: `SMS provider unreachable: ${e.message}` };
      }
    },
  };
}
