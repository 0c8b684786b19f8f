import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectPayload } from '../../test/factories';
import { databaseKinds, httpClient, postUpload, rowCount, startTestServer, type TestServer } from '../../test/harness';

const fixture = (name: string) => readFileSync(join(__dirname, 'fixtures', name));
const csvMapping = {
  date: 'Posting Date',
  description: 'Description',
  amount: 'Amount',
  balance: 'Balance',
  dateFormat: 'MM/DD/YYYY',
  sign: 'out-negative',
};

describe.each(databaseKinds)('statement import API on %s', (kind) => {
  let server: TestServer;
  let api: ReturnType<typeof httpClient>;
  let bankId: number;
  let cardId: number;
  const upload = (accountId: number, name: string, fields: Record<string, string> = {}, data = fixture(name)) =>
    postUpload<Record<string, unknown>>(
      server,
      `/api/statements/accounts/${accountId}/import`,
      { field: 'file', data, name, type: 'text/csv' },
      fields,
    );
  const counts = async () => ({ imports: await rowCount(server, 'statement_imports'), lines: await rowCount(server, 'statement_lines') });

  beforeAll(async () => {
    server = await startTestServer(kind);
    api = httpClient(server);
    bankId = (await api.post('/api/statements/accounts', { name: 'Operating checking', kind: 'bank', last4: '4321' })).body.id;
    cardId = (await api.post('/api/statements/accounts', { name: 'Business card', kind: 'card', last4: '4242' })).body.id;
  });
  afterAll(() => server.close());

  it('creates accounts with the payment methods of their kind, and refuses bad input with a message', async () => {
    const list = (await api.get('/api/statements/accounts')).body;
    expect(list.map((a: { name: string }) => a.name)).toEqual(['Business card', 'Operating checking']);
    expect(list[1]).toMatchObject({
      kind: 'bank',
      last4: '4321',
      methods: { expense: ['check', 'bank_transfer'], payout: ['check', 'zelle'] },
    });
    const bad = await api.post('/api/statements/accounts', { name: 'X', kind: 'savings', last4: '12' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/Kind must be bank, card or payment-app|Last 4 must be 4 digits/);
    expect(await rowCount(server, 'statement_accounts')).toBe(2);
  });

  it('an account whose kind changes takes the payment methods of its new kind; the same kind keeps its own', async () => {
    const id = (await api.post('/api/statements/accounts', { name: 'Old checking', kind: 'bank', last4: '1111' })).body.id as number;
    const custom = { expense: ['check'], payout: [], received: ['check'] };
    expect(
      (await api.put(`/api/statements/accounts/${id}`, { name: 'Old checking', kind: 'bank', last4: '1111', methods: custom })).status,
    ).toBe(200);
    // Renamed, same kind: its own methods stay.
    const renamed = await api.put(`/api/statements/accounts/${id}`, { name: 'Checking', kind: 'bank', last4: '1111' });
    expect(renamed.body.methods).toEqual(custom);
    // Now a card: a card's methods, not the bank's checks and transfers.
    const card = await api.put(`/api/statements/accounts/${id}`, { name: 'Checking card', kind: 'card', last4: '1111' });
    expect(card.status).toBe(200);
    expect(card.body).toMatchObject({ kind: 'card', methods: { expense: ['card'], payout: [], received: [] } });
  });

  it('previews a CSV with a guessed mapping, imports it, remembers the mapping; the same file twice adds nothing', async () => {
    const preview = await postUpload<Record<string, unknown>>(server, `/api/statements/accounts/${bankId}/preview`, {
      field: 'file',
      data: fixture('bank-november.csv'),
      name: 'bank-november.csv',
      type: 'text/csv',
    });
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({ format: 'csv', remembered: false, mapping: { ...csvMapping, debit: null, credit: null } });
    expect((preview.body.header as string[]).slice(0, 4)).toEqual(['Details', 'Posting Date', 'Description', 'Amount']);

    const noMapping = await upload(bankId, 'bank-november.csv');
    expect(noMapping.status).toBe(400);
    expect(noMapping.body.message).toMatch(/Map the columns/);

    const first = await upload(bankId, 'bank-november.csv', { mapping: JSON.stringify(csvMapping) });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ format: 'csv', duplicateFile: false, lineCount: 5, added: 5, alreadyImported: 0 });
    const lines = (await api.get(`/api/statements/accounts/${bankId}/lines`)).body;
    expect(lines.map((l: { date: string; amount: number; balance: number }) => [l.date, l.amount, l.balance])).toEqual([
      ['2026-11-30', -4.5, 11239.1],
      ['2026-11-30', -4.5, 11243.6],
      ['2026-11-27', 1500.1, 11248.1],
      ['2026-11-26', -12, 9748],
      ['2026-11-24', -240, 9760],
    ]);
    expect(lines[4].description).toBe('HOME DEPOT #4521, AUSTIN TX');
    const account = (await api.get('/api/statements/accounts')).body.find((a: { id: number }) => a.id === bankId);
    // Remembered mapping; opening balance = the balance before the first line, the day before it.
    expect(account).toMatchObject({
      csvMapping: csvMapping,
      openingBalance: 10000,
      openingDate: '2026-11-23',
      lineCount: 5,
      unmatchedCount: 5,
    });

    const before = await counts();
    const again = await upload(bankId, 'bank-november.csv');
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ duplicateFile: true, added: 0, importId: first.body.importId });
    expect(await counts()).toEqual(before);
  });

  it('an overlapping statement adds only its new lines (the mapping remembered); two equal coffees stay two', async () => {
    const res = await upload(bankId, 'bank-overlap.csv');
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ lineCount: 3, added: 1, alreadyImported: 2 });
    expect(await rowCount(server, 'statement_lines')).toBe(6);
  });

  it('refuses a malformed CSV whole, naming the line, and writes nothing', async () => {
    const before = await counts();
    const res = await upload(bankId, 'bank-malformed.csv');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Line 3: "-3O.00" is not an amount with at most 2 decimals');
    expect(await counts()).toEqual(before);
    const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
    const binary = await upload(bankId, 'statement.csv', {}, png);
    expect(binary.status).toBe(415);
    expect(await counts()).toEqual(before);
  });

  it('imports an OFX card statement (charges negative, ledger balance kept) and refuses a malformed one naming the line', async () => {
    const before = await counts();
    const bad = await upload(cardId, 'card-malformed.ofx');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Line 45: "-1249.999" is not an amount with at most 2 decimals');
    expect(await counts()).toEqual(before);

    const res = await upload(cardId, 'card-november.ofx');
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ format: 'ofx', lineCount: 3, added: 3 });
    const lines = (await api.get(`/api/statements/accounts/${cardId}/lines`)).body;
    expect(lines.map((l: { date: string; amount: number; description: string }) => [l.date, l.amount, l.description])).toEqual([
      ['2026-11-20', 500, 'PAYMENT THANK YOU'],
      ['2026-11-10', -1249.99, 'SUNBELT RENTALS'],
      ['2026-11-03', -86.4, 'SHELL OIL 57442 — FUEL'],
    ]);
    // Opening = ledger balance − the lines: −836.39 − (−836.39) = 0.
    const recon = (await api.get(`/api/statements/accounts/${cardId}/reconciliation?month=2026-11`)).body;
    expect(recon).toMatchObject({
      statementBalance: -836.39,
      statementBalanceStated: true,
      openingBalance: 0,
      bookBalance: 0,
      difference: -836.39,
      unexplained: 0,
    });
    expect((await upload(cardId, 'card-november.ofx')).body).toMatchObject({ duplicateFile: true, added: 0 });
    expect((await api.get(`/api/statements/accounts/${cardId}/reconciliation?month=2026-13`)).status).toBe(400);
  });

  it('turns an unmatched line into an expense with project and category from the same payee earlier, matched at once', async () => {
    const projectId = (await api.post('/api/projects', projectPayload({ name: 'Kitchen', budget: 20000 }))).body.id;
    const earlier = await api.post('/api/expenses', {
      projectId,
      category: 'fuel',
      description: 'Shell Oil fill-up',
      amount: 61.2,
      date: '2026-10-02',
      paymentMethod: 'cash',
    });
    expect(earlier.body).toMatchObject({ id: expect.any(Number) });
    const inbox = (await api.get(`/api/statements/accounts/${cardId}/lines?status=unmatched`)).body;
    const shell = inbox.find((l: { description: string }) => l.description.startsWith('SHELL'));
    const cand = (await api.get(`/api/statements/lines/${shell.id}/candidates`)).body;
    expect(cand.suggestion).toMatchObject({ projectId, projectName: 'Kitchen', category: 'fuel' });
    const made = await api.post(`/api/statements/lines/${shell.id}/expense`, { projectId, category: cand.suggestion.category });
    expect(made.status).toBe(201);
    expect(made.body.match).toMatchObject({ status: 'accepted', item: { kind: 'expense', amount: -86.4, date: '2026-11-03' } });
    const expense = (await api.get(`/api/expenses/${made.body.match.item.id}`)).body;
    expect(expense).toMatchObject({ amount: 86.4, category: 'fuel', paymentMethod: 'card', projectId });
    const twice = await api.post(`/api/statements/lines/${shell.id}/expense`, { projectId, category: 'fuel' });
    expect(twice.status).toBe(409);
    const deposit = inbox.find((l: { amount: number }) => l.amount > 0);
    expect((await api.post(`/api/statements/lines/${deposit.id}/expense`, { projectId, category: 'fuel' })).status).toBe(400);
    // Undo in one click: the line goes back to the inbox.
    const undone = await api.post(`/api/statements/matches/${made.body.match.id}/undo`, {});
    expect(undone.body.match).toBeNull();
    const again = await api.post(`/api/statements/lines/${shell.id}/match`, { kind: 'expense', itemId: expense.id });
    expect(again.body.match).toMatchObject({ status: 'accepted', item: { id: expense.id } });
  });
});
