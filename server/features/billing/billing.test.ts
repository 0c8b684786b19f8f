import { sql } from 'drizzle-orm';
import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/sql-fragments';
import { insertExpense, projectPayload } from '../../test/factories';
import { databaseKinds, httpClient, rowCount, startTestServer, type TestServer } from '../../test/harness';
import { keepMonthEndSnapshot } from './wip-snapshots';

/** Billing API (issue 20): figures worked out by hand in the comments. */
describe.each(databaseKinds)('billing on %s', (kind) => {
  let server: TestServer;
  let api: ReturnType<typeof httpClient>;

  beforeAll(async () => {
    server = await startTestServer(kind);
    api = httpClient(server);
  }, 120_000);
  afterAll(() => server?.close());

  const newProject = async (name: string, budget: number) => {
    const res = await api.post('/api/projects', projectPayload({ name, budget }));
    expect(res.status).toBe(201);
    return res.body.id as number;
  };

  it('an approved change order moves the contract value, the margin and the project list figures; drafts and rejected ones do not', async () => {
    const id = await newProject('Change order house', 10_000);
    await insertExpense(server.database.db, id, '6000.00');
    const before = (await api.get(`/api/projects/${id}`)).body;
    // 10,000 − 6,000 = 4,000 profit, 40.00 %.
    expect(before).toMatchObject({ budget: 10_000, originalBudget: 10_000, contractValue: 10_000, totalProfit: 4000, profitMargin: 40 });

    const co = await api.post(`/api/projects/${id}/change-orders`, {
      description: 'Extra bathroom tile',
      amount: 2500.5,
      date: '2026-11-10',
    });
    expect(co.status).toBe(201);
    expect(co.body).toMatchObject({ number: 1, status: 'draft', amount: 2500.5 });
    const rejected = await api.post(`/api/projects/${id}/change-orders`, {
      description: 'Skylight',
      amount: 900,
      date: '2026-11-11',
      status: 'sent',
    });
    expect((await api.put(`/api/change-orders/${rejected.body.id}`, { status: 'rejected' })).body.status).toBe('rejected');
    expect((await api.get(`/api/projects/${id}`)).body.contractValue).toBe(10_000);

    const approved = await api.put(`/api/change-orders/${co.body.id}`, { status: 'approved' });
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ status: 'approved', approvedBy: 'Owner' });
    // Contract 12,500.50; profit 6,500.50; margin 6,500.50 / 12,500.50 = 52.0019… → 52.00 %.
    const after = (await api.get(`/api/projects/${id}`)).body;
    expect(after).toMatchObject({ budget: 10_000, originalBudget: 10_000, contractValue: 12_500.5, totalProfit: 6500.5, profitMargin: 52 });
    const listed = (await api.get('/api/projects')).body.find((p: { id: number }) => p.id === id);
    expect(listed).toMatchObject({ originalBudget: 10_000, contractValue: 12_500.5, totalProfit: 6500.5, profitMargin: 52 });
    const cos = (await api.get(`/api/projects/${id}/change-orders`)).body;
    expect(cos).toMatchObject({ originalBudget: 10_000, contractValue: 12_500.5 });
    expect(cos.changeOrders.map((c: { number: number; status: string }) => [c.number, c.status])).toEqual([
      [2, 'rejected'],
      [1, 'approved'],
    ]);
    // Final: an approved change order cannot be edited or un-approved; the audit log has who and what.
    expect((await api.put(`/api/change-orders/${co.body.id}`, { amount: 1 })).status).toBe(409);
    expect((await api.put(`/api/change-orders/${co.body.id}`, { status: 'draft' })).status).toBe(409);
    const [audit] = await rows<{ n: number }>(
      server.database.db.execute(sql`SELECT count(*)::int AS n FROM audit_log WHERE entity = 'change_order' AND entity_id = ${co.body.id}`),
    );
    expect(audit.n).toBe(2);
    // The schedule of values is the original contract and the approved change order, summing to the contract.
    const sov = (await api.get(`/api/projects/${id}/schedule-of-values`)).body;
    expect(sov).toMatchObject({ contractValue: 12_500.5, total: 12_500.5, balanced: true });
    expect(sov.lines.map((l: { scheduledValue: number }) => l.scheduledValue)).toEqual([10_000, 2500.5]);

    // Deleted to the trash and restored: the approved change order counts once, as before.
    expect((await api.del(`/api/projects/${id}`)).status).toBe(204);
    const entry = (await api.get('/api/project-trash')).body.find((t: { projectId: number }) => t.projectId === id);
    expect((await api.post(`/api/project-trash/${entry.id}/restore`)).status).toBeLessThan(300);
    expect((await api.get(`/api/projects/${id}`)).body).toMatchObject({
      originalBudget: 10_000,
      contractValue: 12_500.5,
      totalProfit: 6500.5,
    });
  });

  it('bills 40 % with 10 % retainage, refuses over-billing, releases retainage, and keeps the G702 figures exact', async () => {
    const id = await newProject('Pay app house', 50_000);
    const sov = (await api.get(`/api/projects/${id}/schedule-of-values`)).body;
    // Two lines: 30,000.00 and 20,000.00.
    const put = await api.put(`/api/projects/${id}/schedule-of-values`, {
      lines: [
        { id: sov.lines[0].id, description: 'Framing', scheduledValue: 30_000 },
        { description: 'Finishes', scheduledValue: 20_000 },
      ],
    });
    expect(put.status).toBe(200);
    const unbalanced = await api.put(`/api/projects/${id}/schedule-of-values`, {
      lines: [{ description: 'All', scheduledValue: 49_999.99 }],
    });
    expect(unbalanced.status).toBe(422);
    const [framing, finishes] = put.body.lines;

    const first = await api.post(`/api/projects/${id}/invoices`, {
      invoiceDate: '2026-11-15',
      periodTo: '2026-11-15',
      lines: [
        { sovLineId: framing.id, mode: 'percent', value: 40 },
        { sovLineId: finishes.id, mode: 'percent', value: 40 },
      ],
    });
    expect(first.status).toBe(201);
    // 40 % of 50,000 = 20,000 completed; retainage 10 % = 2,000; due 18,000.
    expect(first.body).toMatchObject({ completedToDate: 20_000, retainage: 2000, previouslyBilled: 0, amountDue: 18_000, status: 'draft' });
    expect(first.body.dueDate).toBe('2026-12-15');

    const invoicesBefore = await rowCount(server, 'invoices');
    const over = await api.post(`/api/projects/${id}/invoices`, {
      invoiceDate: '2026-11-30',
      periodTo: '2026-11-30',
      lines: [{ sovLineId: framing.id, mode: 'amount', value: 18_000.01 }],
    });
    // 12,000 + 18,000.01 > 30,000 on the line.
    expect(over.status).toBe(422);
    expect(await rowCount(server, 'invoices')).toBe(invoicesBefore);
    const badPercent = await api.post(`/api/projects/${id}/invoices`, {
      invoiceDate: '2026-11-30',
      periodTo: '2026-11-30',
      lines: [{ sovLineId: framing.id, mode: 'percent', value: 100.5 }],
    });
    expect(badPercent.status).toBe(400);

    // Second: the rest, with the invoice's own 5 % → completed 50,000, retainage 2,500, earned 47,500, previous 18,000, due 29,500.
    const second = await api.post(`/api/projects/${id}/invoices`, {
      invoiceDate: '2026-12-15',
      periodTo: '2026-12-15',
      retainagePercent: 5,
      lines: [
        { sovLineId: framing.id, mode: 'amount', value: 18_000 },
        { sovLineId: finishes.id, mode: 'percent', value: 60 },
      ],
    });
    expect(second.status).toBe(201);
    expect(second.body).toMatchObject({ completedToDate: 50_000, retainage: 2500, previouslyBilled: 18_000, amountDue: 29_500 });
    expect(second.body.lines.map((l: { previousCompleted: number; thisPeriod: number }) => [l.previousCompleted, l.thisPeriod])).toEqual([
      [12_000, 18_000],
      [8000, 12_000],
    ]);
    // Nothing left to bill: any amount more is over the contract value.
    const past = await api.post(`/api/projects/${id}/invoices`, {
      invoiceDate: '2026-12-20',
      periodTo: '2026-12-20',
      lines: [{ sovLineId: finishes.id, mode: 'amount', value: 0.01 }],
    });
    expect(past.status).toBe(422);
    // Release: retainage 0, due = the 2,500 held.
    const release = await api.post(`/api/projects/${id}/invoices`, {
      invoiceDate: '2027-01-10',
      periodTo: '2027-01-10',
      lines: [],
      release: true,
    });
    expect(release.status).toBe(201);
    expect(release.body).toMatchObject({
      completedToDate: 50_000,
      retainage: 0,
      previouslyBilled: 47_500,
      amountDue: 2500,
      isRelease: true,
    });

    const pdf = await fetch(`${server.url}/api/invoices/${second.body.id}/pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toContain('application/pdf');
    const { text } = await extractText(new Uint8Array(await pdf.arrayBuffer()), { mergePages: true });
    expect(text).toContain(`Invoice ${second.body.number}`);
    expect(text).toContain('Pay app house');
    expect(text).toContain('$29,500.00');
    expect(text).toContain('Continuation sheet');
  });

  it('payments never exceed the amount due; 10 concurrent payments keep the balance exact; aging follows', async () => {
    const id = await newProject('Payments house', 10_000);
    await api.put(`/api/projects/${id}/billing-terms`, {
      clientName: 'Acme Homes',
      clientEmail: 'ap@acme.example',
      retainagePercent: 10,
      paymentTermsDays: 30,
    });
    const sov = (await api.get(`/api/projects/${id}/schedule-of-values`)).body;
    const inv = (
      await api.post(`/api/projects/${id}/invoices`, {
        invoiceDate: '2026-10-01',
        periodTo: '2026-10-01',
        lines: [{ sovLineId: sov.lines[0].id, mode: 'amount', value: 1000 }],
      })
    ).body;
    // 1,000 − 100 retainage = 900 due.
    expect(inv.amountDue).toBe(900);
    const sent = await api.post(`/api/invoices/${inv.id}/send`, {});
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ to: 'ap@acme.example', status: 'stored', invoice: { status: 'sent' } });
    expect(await rowCount(server, 'email_outbox')).toBeGreaterThan(0);

    const tooMuch = await api.post(`/api/invoices/${inv.id}/payments`, { date: '2026-10-20', amount: 900.01, method: 'check' });
    expect(tooMuch.status).toBe(422);
    expect(await rowCount(server, 'invoice_payments')).toBe(0);

    // Ten payments of 100.00 at once: nine fit (900), one is refused.
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        api.post(`/api/invoices/${inv.id}/payments`, { date: '2026-10-20', amount: 100, method: 'ach', reference: `T${i}` }),
      ),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(9);
    expect(results.filter((r) => r.status === 422)).toHaveLength(1);
    const paid = (await api.get(`/api/invoices/${inv.id}`)).body;
    expect(paid).toMatchObject({ paidTotal: 900, balance: 0, status: 'paid' });
    expect(paid.payments).toHaveLength(9);

    // A second invoice partly paid, aged.
    const inv2 = (
      await api.post(`/api/projects/${id}/invoices`, {
        invoiceDate: '2026-10-15',
        periodTo: '2026-10-15',
        lines: [{ sovLineId: sov.lines[0].id, mode: 'amount', value: 2000.1 }],
      })
    ).body;
    // Completed 3,000.10; retainage 300.01; earned 2,700.09; previous 900; due 1,800.09.
    expect(inv2.amountDue).toBe(1800.09);
    await api.put(`/api/invoices/${inv2.id}/status`, { status: 'sent' });
    const partial = await api.post(`/api/invoices/${inv2.id}/payments`, {
      date: '2026-11-01',
      amount: 800.09,
      method: 'check',
      reference: '1042',
    });
    expect(partial.status).toBe(201);
    expect(partial.body).toMatchObject({ status: 'partially_paid', paidTotal: 800.09, balance: 1000 });
    // Due 2026-11-14; on 2026-12-20 it is 36 days late: 31–60.
    const aging = (await api.get('/api/billing/aging?asOf=2026-12-20')).body;
    const acme = aging.clients.find((c: { clientName: string }) => c.clientName === 'Acme Homes');
    expect(acme).toMatchObject({ days31to60: 1000, total: 1000 });
    expect(aging.invoices.find((i: { id: number }) => i.id === inv2.id)).toMatchObject({
      bucket: 'days31to60',
      daysLate: 36,
      balance: 1000,
    });
    // Void: not while paid; refused with 409.
    expect((await api.put(`/api/invoices/${inv2.id}/status`, { status: 'void' })).status).toBe(409);
  });

  it('the WIP totals equal the sum of the project rows; PDF and CSV; a month-end snapshot is kept', async () => {
    const a = await newProject('WIP under-billed', 100_000);
    const b = await newProject('WIP over-billed', 40_000);
    await insertExpense(server.database.db, a, '30000.00', { date: '2026-10-05' });
    await insertExpense(server.database.db, b, '5000.00', { date: '2026-10-05' });
    for (const [p, est] of [
      [a, 80_000],
      [b, 32_000],
    ])
      await api.put(`/api/projects/${p}/billing-terms`, { retainagePercent: 10, paymentTermsDays: 30, estimatedTotalCost: est });
    const sovB = (await api.get(`/api/projects/${b}/schedule-of-values`)).body;
    const invB = (
      await api.post(`/api/projects/${b}/invoices`, {
        invoiceDate: '2026-10-20',
        periodTo: '2026-10-20',
        lines: [{ sovLineId: sovB.lines[0].id, mode: 'percent', value: 50 }],
      })
    ).body;
    // A draft is never billed (issue 37): the WIP counts the application once it is sent.
    await api.put(`/api/invoices/${invB.id}/status`, { status: 'sent' });
    const wip = (await api.get('/api/billing/wip')).body;
    const rowA = wip.rows.find((r: { projectId: number }) => r.projectId === a);
    const rowB = wip.rows.find((r: { projectId: number }) => r.projectId === b);
    // A: 30,000 / 80,000 = 37.5 % → earned 37,500; billed 0 → under-billed 37,500.
    expect(rowA).toMatchObject({
      percentComplete: 37.5,
      earnedRevenue: 37_500,
      billedToDate: 0,
      overUnderBilling: -37_500,
      estimatedGrossProfit: 20_000,
    });
    // B: 5,000 / 32,000 = 15.625 % → earned 6,250; billed 20,000 → over-billed 13,750.
    expect(rowB).toMatchObject({ earnedRevenue: 6250, billedToDate: 20_000, overUnderBilling: 13_750, backlog: 33_750 });
    const keys = [
      'contractValue',
      'estimatedTotalCost',
      'costToDate',
      'earnedRevenue',
      'billedToDate',
      'overUnderBilling',
      'estimatedGrossProfit',
      'backlog',
    ];
    // The totals are the sums of the rows in them (a job without a usable estimate is left out, issue 37).
    const inTotals = wip.rows.filter((r: { inTotals: boolean }) => r.inTotals);
    expect(inTotals.length).toBeGreaterThanOrEqual(2);
    for (const k of keys) {
      const sumCents = inTotals.reduce((s: number, r: Record<string, number>) => s + Math.round(r[k] * 100), 0);
      expect(Math.round(wip.totals[k] * 100)).toBe(sumCents);
    }
    // Served through the response cache, and fresh after a cost is added (expense_total moves, PROJECT_COSTS).
    await insertExpense(server.database.db, a, '2000.00', { date: '2026-10-06' });
    await expect
      .poll(async () => (await api.get('/api/billing/wip')).body.rows.find((r: { projectId: number }) => r.projectId === a).costToDate, {
        timeout: 10_000,
      })
      .toBe(32_000);
    const csv = await fetch(`${server.url}/api/billing/wip?format=csv`);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const lines = (await csv.text()).trim().split('\r\n');
    expect(lines).toHaveLength(wip.rows.length + 2);
    expect(lines.at(-1)).toContain(wip.totals.contractValue.toFixed(2));
    const pdf = await fetch(`${server.url}/api/billing/wip?format=pdf`);
    expect(pdf.status).toBe(200);
    const { text } = await extractText(new Uint8Array(await pdf.arrayBuffer()), { mergePages: true });
    expect(text).toContain('Work in Progress');
    expect(text).toContain('WIP over-billed');

    // The October month-end snapshot, taken in November from dated records: B billed 20,000 on 2026-10-20.
    await keepMonthEndSnapshot(server.database.db, '2026-11-05');
    const snap = await api.get('/api/billing/wip?monthEnd=2026-10-31');
    expect(snap.status).toBe(200);
    expect(snap.body.monthEnd).toBe('2026-10-31');
    expect(snap.body.rows.find((r: { projectId: number }) => r.projectId === b)).toMatchObject({ billedToDate: 20_000, costToDate: 5000 });
    expect((await api.get('/api/billing/wip/snapshots')).body.map((s: { monthEnd: string }) => s.monthEnd)).toContain('2026-10-31');
  });
});
