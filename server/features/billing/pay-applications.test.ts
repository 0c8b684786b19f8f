import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIso } from '../../../domain/dates';
import { projectPayload } from '../../test/factories';
import { databaseKinds, httpClient, rowCount, startTestServer, type TestServer } from '../../test/harness';

type Line = { id: number; description: string; scheduledValue: number };
type InvLine = { previousCompleted: number; thisPeriod: number; materialsStored: number; completedToDate: number };

/**
 * Pay applications as AIA G702/G703 define them, and the A/R aging as of any date (issue 37). Each test reproduces
 * one defect of the audit: it failed before the change (the comment says how) and passes after it.
 */
describe.each(databaseKinds)('pay applications and aging on %s', (kind) => {
  let server: TestServer;
  let api: ReturnType<typeof httpClient>;

  beforeAll(async () => {
    server = await startTestServer(kind);
    api = httpClient(server);
  }, 120_000);
  afterAll(() => server?.close());

  const newProject = async (name: string, budget: number, clientName = `${name} client`) => {
    const res = await api.post('/api/projects', projectPayload({ name, budget, startDate: '2026-01-05', endDate: '2026-12-20' }));
    expect(res.status).toBe(201);
    await api.put(`/api/projects/${res.body.id}/billing-terms`, { clientName, retainagePercent: 10, paymentTermsDays: 30 });
    return res.body.id as number;
  };
  const approveChangeOrder = async (projectId: number, amount: number) => {
    const co = await api.post(`/api/projects/${projectId}/change-orders`, { description: 'Change', amount, date: '2026-01-20' });
    expect((await api.put(`/api/change-orders/${co.body.id}`, { status: 'approved' })).status).toBe(200);
  };
  const invoice = (projectId: number, date: string, lines: object[], extra: object = {}) =>
    api.post(`/api/projects/${projectId}/invoices`, { invoiceDate: date, periodTo: date, lines, ...extra });

  /** The published G702: 250,000 + 12,500 of change orders; site work 100,000 done, framing 70,900 done + 7,200 stored. */
  const publishedG702 = async (name: string) => {
    const id = await newProject(name, 250_000);
    await approveChangeOrder(id, 12_500);
    const sov = (await api.get(`/api/projects/${id}/schedule-of-values`)).body;
    const put = await api.put(`/api/projects/${id}/schedule-of-values`, {
      lines: [
        { id: sov.lines[0].id, description: 'Site work', scheduledValue: 100_000 },
        { description: 'Framing', scheduledValue: 150_000 },
        { id: sov.lines[1].id, description: sov.lines[1].description, scheduledValue: 12_500 },
      ],
    });
    expect(put.status).toBe(200);
    const [site, framing] = put.body.lines as Line[];
    const first = await invoice(id, '2026-03-31', [
      { sovLineId: site.id, mode: 'amount', value: 100_000 },
      { sovLineId: framing.id, mode: 'amount', value: 70_900, materialsStored: 7200 },
    ]);
    expect(first.status).toBe(201);
    return { id, site, framing, first: first.body };
  };

  it('the published G702 on a first application, and again on a second with the stored materials entered again: due 0', async () => {
    const { id, framing, first } = await publishedG702('G702 house');
    // 178,100 completed and stored; 10 % = 17,810; earned less retainage 160,290; balance to finish 262,500 − 160,290.
    expect(first).toMatchObject({ contractValue: 262_500, completedToDate: 178_100, retainage: 17_810, amountDue: 160_290 });
    expect(first.lines[1]).toMatchObject({ previousCompleted: 0, thisPeriod: 70_900, materialsStored: 7200, completedToDate: 78_100 });
    // Before: D was the previous G (stored included) and F was added again: 185,300 completed, 6,480 due for no work.
    const second = await invoice(id, '2026-04-30', [{ sovLineId: framing.id, mode: 'amount', value: 0, materialsStored: 7200 }]);
    expect(second.status).toBe(201);
    expect(second.body).toMatchObject({ completedToDate: 178_100, retainage: 17_810, previouslyBilled: 160_290, amountDue: 0 });
    expect(second.body.lines[1]).toMatchObject({
      previousCompleted: 70_900,
      thisPeriod: 0,
      materialsStored: 7200,
      completedToDate: 78_100,
    });
    const sov = (await api.get(`/api/projects/${id}/schedule-of-values`)).body;
    expect(sov.lines[1]).toMatchObject({ billedToDate: 78_100, workCompleted: 70_900, materialsStored: 7200 });

    // Not entered at all: the stored balance is carried, still nothing due.
    const third = await invoice(id, '2026-05-31', []);
    expect(third.body).toMatchObject({ completedToDate: 178_100, amountDue: 0 });
    expect(third.body.lines[1]).toMatchObject({ previousCompleted: 70_900, materialsStored: 7200 });

    // Installing 3,000 of them moves them into E: F 4,200, G unchanged, nothing due for them.
    const fourth = await invoice(id, '2026-06-30', [{ sovLineId: framing.id, mode: 'amount', value: 0, installedFromStored: 3000 }]);
    expect(fourth.status).toBe(201);
    expect(fourth.body.lines[1] as InvLine).toMatchObject({ previousCompleted: 70_900, thisPeriod: 3000, materialsStored: 4200 });
    expect(fourth.body).toMatchObject({ completedToDate: 178_100, amountDue: 0 });
    // The next one starts from D = 73,900 (the previous D + E).
    const fifth = await invoice(id, '2026-07-31', []);
    expect(fifth.body.lines[1]).toMatchObject({ previousCompleted: 73_900, thisPeriod: 0, materialsStored: 4200 });
    const tooMuch = await invoice(id, '2026-08-31', [{ sovLineId: framing.id, mode: 'amount', value: 0, installedFromStored: 4200.01 }]);
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.body.message).toContain('more than the $4,200.00 stored');

    // The PDF has the G703 columns with their definitions and the G702 figures.
    const pdf = await fetch(`${server.url}/api/invoices/${first.id}/pdf`);
    const { text } = await extractText(new Uint8Array(await pdf.arrayBuffer()), { mergePages: true });
    // Words only: a column heading wraps between words (issue 39), so its lines are joined with single spaces.
    const words = text.replace(/\s+/g, ' ');
    for (const s of ['$178,100.00', '$17,810.00', '$160,290.00', '$102,210.00', '$12,500.00', 'presently stored', 'D + E + F'])
      expect(words).toContain(s);
  });

  it('bills an approved credit change order with its sign; refuses a positive amount on it and a negative past zero', async () => {
    const id = await newProject('Credit house', 10_000);
    await approveChangeOrder(id, -2000);
    const sov = (await api.get(`/api/projects/${id}/schedule-of-values`)).body;
    expect(sov).toMatchObject({ contractValue: 8000, balanced: true });
    const [original, credit] = sov.lines as Line[];
    expect(credit.scheduledValue).toBe(-2000);
    const before = await rowCount(server, 'invoices');
    // Before: a positive amount on the credit line was accepted (201) …
    const positive = await invoice(id, '2026-02-28', [{ sovLineId: credit.id, mode: 'amount', value: 500 }]);
    expect(positive.status).toBe(422);
    expect(positive.body.message).toContain('is a credit of -$2,000.00: bill it with its sign');
    const belowZero = await invoice(id, '2026-02-28', [{ sovLineId: original.id, mode: 'amount', value: -0.01 }]);
    expect(belowZero.status).toBe(422);
    expect(belowZero.body.message).toContain('cannot be billed below zero');
    expect(await rowCount(server, 'invoices')).toBe(before);
    // … and the credit with its sign was refused (400). Now: 5,000 − 2,000 = 3,000 completed, 300 retainage, 2,700 due.
    const billed = await invoice(id, '2026-02-28', [
      { sovLineId: original.id, mode: 'amount', value: 5000 },
      { sovLineId: credit.id, mode: 'amount', value: -2000 },
    ]);
    expect(billed.status).toBe(201);
    expect(billed.body).toMatchObject({ completedToDate: 3000, retainage: 300, amountDue: 2700 });
    expect(billed.body.lines[1]).toMatchObject({ thisPeriod: -2000, completedToDate: -2000, retainage: -200, balanceToFinish: 0 });
    // The schedule of values cannot raise the credit line above what was credited on it.
    const raised = await api.put(`/api/projects/${id}/schedule-of-values`, {
      lines: [
        { id: original.id, description: original.description, scheduledValue: 9000 },
        { id: credit.id, description: credit.description, scheduledValue: -1000 },
      ],
    });
    expect(raised.status).toBe(422);
    expect(raised.body.message).toContain('has a credit of -$2,000.00 billed already');
  });

  it('refuses an application dated before the latest one, with the date it must be on or after', async () => {
    const id = await newProject('Dated house', 10_000);
    const sov = (await api.get(`/api/projects/${id}/schedule-of-values`)).body;
    const line = (value: number) => [{ sovLineId: sov.lines[0].id, mode: 'amount', value }];
    expect((await invoice(id, '2026-06-30', line(1000))).status).toBe(201);
    const before = await rowCount(server, 'invoices');
    // Before: 201, computed on top of the later one.
    const earlier = await invoice(id, '2026-06-15', line(1000));
    expect(earlier.status).toBe(409);
    expect(earlier.body.message).toMatch(/is dated 2026-06-30: .* cannot be dated before it \(date it 2026-06-30 or later\)/);
    const periodBefore = await api.post(`/api/projects/${id}/invoices`, {
      invoiceDate: '2026-07-10',
      periodTo: '2026-06-01',
      lines: line(1),
    });
    expect(periodBefore.status).toBe(409);
    expect(await rowCount(server, 'invoices')).toBe(before);
    expect((await invoice(id, '2026-06-30', line(1000))).status).toBe(201);
  });

  it('refuses a payment dated before its invoice or after today', async () => {
    const id = await newProject('Paid house', 10_000);
    const sov = (await api.get(`/api/projects/${id}/schedule-of-values`)).body;
    const inv = (await invoice(id, '2026-03-10', [{ sovLineId: sov.lines[0].id, mode: 'amount', value: 1000 }])).body;
    const pay = (date: string) => api.post(`/api/invoices/${inv.id}/payments`, { date, amount: 100, method: 'check' });
    const before = await rowCount(server, 'invoice_payments');
    // Before: both were accepted (201).
    const early = await pay('2026-03-09');
    expect(early.status).toBe(409);
    expect(early.body.message).toContain('is dated 2026-03-10: a payment on it cannot be dated before that');
    const tomorrow = addDays(todayIso(), 1);
    const future = await pay(tomorrow);
    expect(future.status).toBe(400);
    expect(future.body.errors[0]).toMatchObject({
      path: 'date',
      message: `A payment received cannot be dated after today (${todayIso()})`,
    });
    expect(await rowCount(server, 'invoice_payments')).toBe(before);
    expect((await pay('2026-03-10')).status).toBe(201);
    expect((await pay(todayIso())).status).toBe(201);
  });

  it('the aging as of a past date subtracts only the payments dated by then, and shows retainage receivable', async () => {
    const id = await newProject('Aging house', 40_000, 'Aging client');
    const sov = (await api.get(`/api/projects/${id}/schedule-of-values`)).body;
    // 29,800 completed, 2,980 retainage, 26,820 due by 2026-03-31 (net 30).
    const inv = (await invoice(id, '2026-03-01', [{ sovLineId: sov.lines[0].id, mode: 'amount', value: 29_800 }])).body;
    expect(inv).toMatchObject({ amountDue: 26_820, retainage: 2980, dueDate: '2026-03-31' });
    expect((await api.put(`/api/invoices/${inv.id}/status`, { status: 'sent' })).status).toBe(200);
    expect((await api.post(`/api/invoices/${inv.id}/payments`, { date: '2026-05-10', amount: 26_820, method: 'ach' })).status).toBe(201);
    const client = async (asOf: string) =>
      (await api.get(`/api/billing/aging?asOf=${asOf}`)).body.clients.find((c: { clientName: string }) => c.clientName === 'Aging client');

    // Before: $0.00 open on 2026-04-15 (the payment of 2026-05-10 was subtracted, the paid invoice left out).
    const april = await api.get('/api/billing/aging?asOf=2026-04-15');
    expect(april.body.invoices.find((i: { id: number }) => i.id === inv.id)).toMatchObject({
      balance: 26_820,
      bucket: 'days1to30',
      daysLate: 15,
    });
    expect(await client('2026-04-15')).toMatchObject({ days1to30: 26_820, total: 26_820, retainage: 2980 });
    // Before the invoice's date: nothing; after the payment: only the retainage held.
    expect(await client('2026-02-28')).toBeUndefined();
    expect(await client('2026-05-10')).toMatchObject({ total: 0, retainage: 2980 });
    expect((await api.get('/api/billing/aging?asOf=2026-05-10')).body.invoices.some((i: { id: number }) => i.id === inv.id)).toBe(false);

    // A draft is never receivable; its retainage neither (the latest sent application's counts).
    await invoice(id, '2026-06-01', [{ sovLineId: sov.lines[0].id, mode: 'amount', value: 1000 }]);
    expect(await client('2026-06-02')).toMatchObject({ total: 0, retainage: 2980 });

    // An invoice sent then voided today was owed on the days before.
    const other = await newProject('Voided house', 5000, 'Voided client');
    const otherSov = (await api.get(`/api/projects/${other}/schedule-of-values`)).body;
    const voided = (await invoice(other, '2026-02-01', [{ sovLineId: otherSov.lines[0].id, mode: 'amount', value: 1000 }])).body;
    await api.put(`/api/invoices/${voided.id}/status`, { status: 'sent' });
    expect((await api.put(`/api/invoices/${voided.id}/status`, { status: 'void' })).status).toBe(200);
    const owed = (await api.get('/api/billing/aging?asOf=2026-02-15')).body;
    expect(owed.clients.find((c: { clientName: string }) => c.clientName === 'Voided client')).toMatchObject({
      current: 900,
      retainage: 100,
    });
    const now = (await api.get('/api/billing/aging')).body;
    expect(now.clients.find((c: { clientName: string }) => c.clientName === 'Voided client')).toBeUndefined();

    // The company-wide figure is the sum of the clients' retainage.
    const sum = now.clients.reduce((s: number, c: { retainage: number }) => s + Math.round(c.retainage * 100), 0);
    expect(Math.round(now.totals.retainage * 100)).toBe(sum);
    expect(now.totals.retainage).toBeGreaterThanOrEqual(2980);
  });
});
