import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpSmsSender } from './http-sender';
import { createOutboxSender, smsSenderFromEnv } from './index';

type Seen = { method?: string; url?: string; auth?: string; body: unknown };

/** A tiny SMS provider on 127.0.0.1: /ok answers 201 {sid}, /fail answers 500, /slow never answers in time. */
describe('SMS senders', () => {
  const seen: Seen[] = [];
  let server: http.Server;
  let base: string;

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let text = '';
      req.on('data', (c) => (text += c));
      req.on('end', () => {
        seen.push({ method: req.method, url: req.url, auth: req.headers.authorization, body: JSON.parse(text || 'null') });
        if (req.url === '/ok') res.writeHead(201, { 'content-type': 'application/json' }).end(JSON.stringify({ sid: 'SM123' }));
        else if (req.url === '/fail') res.writeHead(500).end('provider exploded');
        else setTimeout(() => res.writeHead(200).end('{}'), 2_000);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('posts {to, from, body} as JSON with the Bearer key and keeps the provider message id', async () => {
    const sender = createHttpSmsSender({ url: `${base}/ok`, apiKey: 'k-123', from: '+15550001' });
    expect(await sender.send('+15550100', 'Net pay: $650.00')).toEqual({ ok: true, providerMessageId: 'SM123' });
    expect(seen.at(-1)).toEqual({
      method: 'POST',
      url: '/ok',
      auth: 'Bearer k-123',
      body: { to: '+15550100', from: '+15550001', body: 'Net pay: $650.00' },
    });
    expect(sender.name).toBe('http');
  });

  it('reports a 500 as a failure with the status and the body', async () => {
    const sender = createHttpSmsSender({ url: `${base}/fail`, apiKey: 'k', from: null });
    expect(await sender.send('+15550100', 'hi')).toEqual({ ok: false, error: 'SMS provider answered 500: provider exploded' });
  });

  it('gives up after the timeout, and reports an unreachable provider', async () => {
    const slow = createHttpSmsSender({ url: `${base}/slow`, apiKey: 'k', from: null, timeoutMs: 200 });
    expect(await slow.send('+15550100', 'hi')).toEqual({ ok: false, error: 'SMS provider did not answer within 0.2 s' });
    const closed = createHttpSmsSender({ url: 'http://127.0.0.1:1/none', apiKey: 'k', from: null });
    const r = await closed.send('+15550100', 'hi');
    expect(r.ok).toBe(false);
  });

  it('uses the outbox unless both the provider URL and key are set', async () => {
    expect(await createOutboxSender().send('+15550100', 'hi')).toEqual({ ok: true, providerMessageId: null });
    expect(smsSenderFromEnv({}).name).toBe('outbox');
    expect(smsSenderFromEnv({ SMS_PROVIDER_URL: `${base}/ok` }).name).toBe('outbox');
    expect(smsSenderFromEnv({ SMS_PROVIDER_URL: `${base}/ok`, SMS_API_KEY: 'k' }).name).toBe('http');
  });
});
