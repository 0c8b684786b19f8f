import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { defineEndpoint } from '../../domain/api/endpoint';
import { paymentsApi } from '../../domain/api/payments';
import { smsApi } from '../../domain/api/sms';
import { ApiError } from './api';
import { callApi, endpointUrl, ResponseMismatchError } from './call-api';

/** Answers every fetch with the given status and JSON body, recording the calls. */
function answer(status: number, body: unknown) {
  const fetchMock = vi.fn(
    async (_url: string, _init?: RequestInit) => new Response(body === undefined ? null : JSON.stringify(body), { status }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

const outboxRow = {
  id: 1,
  toPhone: '555-0100',
  employeeId: 3,
  employeeName: 'Ann',
  body: 'Pay stub',
  provider: 'outbox',
  status: 'stored',
  error: null,
  createdAt: '2026-02-01T10:00:00.000Z',
  sentAt: null,
};

describe('callApi', () => {
  it('returns an answer that matches the response schema, from the URL built by the contract', async () => {
    const fetchMock = answer(200, [outboxRow]);
    const rows = await callApi(smsApi.outbox, { query: { limit: 20 } });
    expect(rows).toEqual([outboxRow]);
    expect(fetchMock.mock.calls[0][0]).toBe('/api/sms/outbox?limit=20');
    expect(fetchMock.mock.calls[0][1]?.method).toBe('GET');
  });

  it('rejects an answer that does not match the schema, naming the endpoint and the field', async () => {
    answer(200, [{ ...outboxRow, id: 'one' }]);
    const call = callApi(smsApi.outbox);
    await expect(call).rejects.toBeInstanceOf(ResponseMismatchError);
    await expect(callApi(smsApi.outbox)).rejects.toThrow(/GET \/api\/sms\/outbox answered an unexpected shape: 0\.id:/);
  });

  it('rejects a missing field and never shows the stray body as a server message', async () => {
    answer(200, { message: 'looks like an error', isConfigured: true });
    const error = await callApi(paymentsApi.cashappConfig).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).serverMessage).toBeNull();
    expect((error as ResponseMismatchError).issues.join(' ')).toMatch(/businessHandle/);
  });

  it("accepts a foreman's answer in the contract's foreman shape, and nothing looser (issue 16)", async () => {
    const endpoint = defineEndpoint({
      method: 'GET',
      path: '/api/things',
      response: z.object({ name: z.string(), budget: z.number() }),
      foreman: z.object({ name: z.string() }),
    });
    answer(200, { name: 'Deck' });
    expect(await callApi(endpoint)).toEqual({ name: 'Deck' });
    answer(200, { name: 'Deck', budget: 10 });
    expect(await callApi(endpoint)).toEqual({ name: 'Deck', budget: 10 });
    answer(200, { budget: 10 });
    await expect(callApi(endpoint)).rejects.toBeInstanceOf(ResponseMismatchError);
  });

  it('sends the JSON body and fills path parameters', async () => {
    const payment = {
      id: 9,
      employeeId: 3,
      amount: 120.5,
      paymentDate: '2026-02-01',
      paymentType: 'payroll',
      paymentMethod: 'cash',
      status: 'completed',
      weekStartDate: null,
      weekEndDate: null,
      notes: null,
      createdAt: '2026-02-01T10:00:00.000Z',
    };
    const fetchMock = answer(200, payment);
    await expect(callApi(paymentsApi.update, { params: { id: 9 }, body: { status: 'completed' } })).resolves.toEqual(payment);
    expect(fetchMock.mock.calls[0][0]).toBe('/api/payments/9');
    expect(fetchMock.mock.calls[0][1]?.body).toBe(JSON.stringify({ status: 'completed' }));
  });

  it('reads a 204 as null when the contract says so', async () => {
    answer(204, undefined);
    const gone = defineEndpoint({
      method: 'DELETE',
      path: '/api/things/:id',
      params: z.object({ id: z.number() }),
      response: z.null(),
      status: 204,
    });
    await expect(callApi(gone, { params: { id: 1 } })).resolves.toBeNull();
  });

  it('throws ApiError with the server message for a failed call', async () => {
    answer(400, { message: 'Handle is required' });
    await expect(callApi(paymentsApi.cashappConfig)).rejects.toMatchObject({ status: 400, serverMessage: 'Handle is required' });
  });
});

describe('endpointUrl', () => {
  it('encodes path parameters and leaves empty query values out', () => {
    expect(endpointUrl({ path: '/api/a/:id/b/:name' }, { params: { id: 5, name: 'x y' }, query: { q: '', n: 0, s: null } })).toBe(
      '/api/a/5/b/x%20y?n=0',
    );
  });

  it('refuses a missing path parameter', () => {
    expect(() => endpointUrl({ path: '/api/a/:id' }, { params: {} })).toThrow('Missing path parameter id');
  });

  it.each([
    ['/api/projects', {}, '/api/projects'],
    ['/api/projects', { active: true }, '/api/projects?active=true'],
    ['/api/expenses', { limit: 5, projectId: undefined, search: '' }, '/api/expenses?limit=5'],
    ['/api/expenses', { search: 'a&b c' }, '/api/expenses?search=a%26b+c'],
  ] as const)('%s with query %j → %s', (path, query, url) => {
    expect(endpointUrl({ path }, { query })).toBe(url);
  });
});
