import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { monthEndsBetween, previousMonthEnd } from '../../../domain/billing/month-ends';
import { todayIso } from '../../../domain/dates';
import { insertExpense, projectPayload } from '../../test/factories';
import { databaseKinds, httpClient, postUpload, rowCount, startTestServer, type TestServer } from '../../test/harness';
import { backfillWipSnapshots, keepMonthEndSnapshot } from './wip-snapshots';

type SovLine = { id: number; description: string; scheduledValue: number };
type WipRow = { projectId: number; contractValue: number; costToDate: number; billedToDate: number };
const cents = (n: number) => Math.round(n * 100);
const fixtures = path.resolve(import.meta.dirname, '../../../test/fixtures');

/** The schedule of values from the approval PDF's line items, and WIP snapshots filled in for earlier months (issue 20). */
describe.each(databaseKinds)('billing history on %s', (kind) => {
  let server: TestServer;
  let api: ReturnType<typeof httpClient>;

  beforeAll(async () => {
    server = await startTestServer(kind);
    api = httpClient(server);
  }, 120_000);
  afterAll(() => server?.close());

  const item = (description: string, totalPrice: number) => ({ description, quantity: null, unit: null, unitPrice: null, totalPrice });

  it('starts the schedule of values from the approval PDF line items kept with the project', async () => {
    const items = [item('Demolition', 2000), item('Cabinets', 6500.5), item('Countertops', 3499.5)];
    const res = await api.post('/api/projects', projectPayload({ name: 'Items kitchen', budget: 12_000, approvalLineItems: items }));
    expect(res.status).toBe(201);
    const sov = (await api.get(`/api/projects/${res.body.id}/schedule-of-values`)).body;
    // 2,000 + 6,500.50 + 3,499.50 = 12,000.00: balanced, ready to bill.
    expect(sov).toMatchObject({ contractValue: 12_000, total: 12_000, balanced: true, approvalItems: { count: 3, total: 12_000 } });
    expect(sov.lines.map((l: SovLine) => [l.description, l.scheduledValue])).toEqual([
      ['Demolition', 2000],
      ['Cabinets', 6500.5],
      ['Countertops', 3499.5],
    ]);

    // Without items: one "Original contract" line, as before.
    const plain = await api.post('/api/projects', projectPayload({ name: 'No items', budget: 800 }));
    const plainSov = (await api.get(`/api/projects/${plain.body.id}/schedule-of-values`)).body;
    expect(plainSov).toMatchObject({ balanced: true, approvalItems: null });
    expect(plainSov.lines.map((l: SovLine) => l.description)).toEqual(['Original contract']);

    // A negative or 3-decimal amount is refused and nothing is stored.
    const projects = await rowCount(server, 'projects');
    for (const bad of [item('Credit', -5), item('Odd', 1.005)]) {
      const refused = await api.post('/api/projects', projectPayload({ name: 'Bad items', approvalLineItems: [bad] }));
      expect(refused.status).toBe(400);
    }
    expect(await rowCount(server, 'projects')).toBe(projects);
  });

  it('says so when the items do not sum to the contract value, refuses to invoice, and is editable until they do', async () => {
    const res = await api.post(
      '/api/projects',
      projectPayload({ name: 'Short items', budget: 5000, approvalLineItems: [item('Deck boards', 3000), item('Railing', 1999.99)] }),
    );
    const id = res.body.id as number;
    // A change order approved before the schedule is first read becomes its own line after the items.
    const co = await api.post(`/api/projects/${id}/change-orders`, { description: 'Steps', amount: 500, date: '2026-11-02' });
    await api.put(`/api/change-orders/${co.body.id}`, { status: 'approved' });
    const sov = (await api.get(`/api/projects/${id}/schedule-of-values`)).body;
    // 3,000 + 1,999.99 + 500 = 5,499.99 of a 5,500.00 contract.
    expect(sov).toMatchObject({ contractValue: 5500, total: 5499.99, balanced: false, approvalItems: { count: 2, total: 4999.99 } });
    expect(sov.lines.map((l: SovLine) => l.description)).toEqual(['Deck boards', 'Railing', 'Change order #1: Steps']);
    const invoice = await api.post(`/api/projects/${id}/invoices`, {
      invoiceDate: '2026-11-20',
      periodTo: '2026-11-20',
      lines: [{ sovLineId: sov.lines[0].id, mode: 'percent', value: 10 }],
    });
    expect(invoice.status).toBe(422);
    expect(invoice.body.message).toContain('not the contract value');
    const fixed = await api.put(`/api/projects/${id}/schedule-of-values`, {
      lines: sov.lines.map((l: SovLine, i: number) => ({
        id: l.id,
        description: l.description,
        scheduledValue: i === 1 ? 2000 : l.scheduledValue,
      })),
    });
    expect(fixed.status).toBe(200);
    expect(fixed.body).toMatchObject({ total: 5500, balanced: true });
  });

  it('keeps the line items of a real approval PDF when the project is made from its extraction', async () => {
    const pdf = await readFile(path.join(fixtures, 'proposal-letter.pdf'));
    const extracted = await postUpload<{ data: Record<string, unknown> & { lineItems: { description: string; totalPrice: number }[] } }>(
      server,
      '/api/projects/extract-from-pdf',
      { field: 'pdf', data: pdf, name: 'proposal-letter.pdf', type: 'application/pdf' },
    );
    expect(extracted.status).toBe(200);
    const { data } = extracted.body;
    expect(data.lineItems).toHaveLength(8);
    const res = await api.post(
      '/api/projects',
      projectPayload({ name: data.name, location: data.location, budget: data.budget, approvalLineItems: data.lineItems }),
    );
    expect(res.status).toBe(201);
    const sov = (await api.get(`/api/projects/${res.body.id}/schedule-of-values`)).body;
    expect(sov.lines.map((l: SovLine) => [l.description, l.scheduledValue])).toEqual(
      data.lineItems.map((i) => [i.description, i.totalPrice]),
    );
    const sum = data.lineItems.reduce((s, i) => s + cents(i.totalPrice), 0);
    expect(cents(sov.approvalItems.total)).toBe(sum);
    expect(sov.balanced).toBe(sum === cents(data.budget as number));
  });

  it('fills in the WIP snapshots of earlier months from the records dated by each month end, and never replaces a kept one', async () => {
    const db = server.database.db;
    const newProject = async (name: string, budget: number, startDate: string) =>
      (await api.post('/api/projects', projectPayload({ name, budget, startDate, endDate: null }))).body.id as number;
    const p = await newProject('History P', 100_000, '2025-12-10');
    const q = await newProject('History Q', 20_000, '2025-12-01');
    const r = await newProject('History R', 9000, '2026-03-01');
    await api.put(`/api/projects/${p}/billing-terms`, { retainagePercent: 10, paymentTermsDays: 30, estimatedTotalCost: 80_000 });
    await insertExpense(db, p, '10000.00', { date: '2026-01-20' });
    await insertExpense(db, p, '20000.00', { date: '2026-03-05' });
    const sov = (await api.get(`/api/projects/${p}/schedule-of-values`)).body;
    const inv = await api.post(`/api/projects/${p}/invoices`, {
      invoiceDate: '2026-02-15',
      periodTo: '2026-02-15',
      lines: [{ sovLineId: sov.lines[0].id, mode: 'amount', value: 30_000 }],
    });
    // Sent: a draft is never billed (issue 37).
    await api.put(`/api/invoices/${inv.body.id}/status`, { status: 'sent' });
    const co = await api.post(`/api/projects/${p}/change-orders`, { description: 'Extra', amount: 5000, date: '2026-02-09' });
    await api.put(`/api/change-orders/${co.body.id}`, { status: 'approved' });
    // Decided on 10 February (the API stamps now()); Q finished on 15 February.
    await db.execute(sql`UPDATE change_orders SET decided_at = '2026-02-10T12:00:00Z' WHERE id = ${co.body.id}`);
    await db.execute(sql`UPDATE projects SET is_active = false, status = 'completed', actual_finish_date = '2026-02-15' WHERE id = ${q}`);

    // A snapshot kept at its month end (November 2025, before anything started) is never replaced.
    await keepMonthEndSnapshot(db, '2026-01-05');
    const keptBefore = (await api.get('/api/billing/wip?monthEnd=2025-12-31')).body;
    expect(keptBefore.backfilled).toBe(false);

    expect(await backfillWipSnapshots(db, '2026-04-02')).toEqual({ added: 3 }); // January, February, March
    expect(await backfillWipSnapshots(db, '2026-04-02')).toEqual({ added: 0 });
    const at = async (monthEnd: string) => {
      const res = await api.get(`/api/billing/wip?monthEnd=${monthEnd}`);
      expect(res.status).toBe(200);
      return res.body as { backfilled: boolean; rows: WipRow[] };
    };
    const row = (s: { rows: WipRow[] }, id: number) => s.rows.find((x) => x.projectId === id);
    expect((await at('2025-12-31')).backfilled).toBe(false);
    expect(await at('2025-12-31')).toEqual(keptBefore);

    const jan = await at('2026-01-31');
    expect(jan.backfilled).toBe(true);
    // January: the budget only (the change order came later), January's cost, nothing billed; Q still running; R not started.
    expect(row(jan, p)).toMatchObject({ contractValue: 100_000, costToDate: 10_000, billedToDate: 0 });
    expect(row(jan, q)).toBeDefined();
    expect(row(jan, r)).toBeUndefined();
    const janPdf = await fetch(`${server.url}/api/billing/wip?monthEnd=2026-01-31&format=pdf`);
    const { text } = await extractText(new Uint8Array(await janPdf.arrayBuffer()), { mergePages: true });
    expect(text).toContain('Filled in afterwards');
    const feb = await at('2026-02-28');
    // February: contract 105,000; billed 30,000 on the 15th; Q finished on the 15th, so not in progress at the month end.
    expect(row(feb, p)).toMatchObject({ contractValue: 105_000, costToDate: 10_000, billedToDate: 30_000 });
    expect(row(feb, q)).toBeUndefined();
    const mar = await at('2026-03-31');
    expect(row(mar, p)).toMatchObject({ costToDate: 30_000, billedToDate: 30_000 });
    expect(row(mar, r)).toBeDefined();

    // Through the API: every month end from the first project's start to the last one is there afterwards.
    const res = await api.post('/api/billing/wip/snapshots/backfill');
    expect(res.status).toBe(200);
    const listed = (await api.get('/api/billing/wip/snapshots')).body as { monthEnd: string; backfilled: boolean }[];
    const expected = monthEndsBetween('2025-12-01', previousMonthEnd(todayIso()), 60);
    expect(listed.map((s) => s.monthEnd).sort()).toEqual(expected);
    expect(listed.find((s) => s.monthEnd === '2025-12-31')?.backfilled).toBe(false);
  });
});
