import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertEmployee, insertExpense, insertWorkRecord, projectPayload } from '../../test/factories';
import { databaseKinds, httpClient, startTestServer, type TestServer } from '../../test/harness';

/**
 * docs/product/rules.md's project money rules where they live in SQL, at their edges: labor pay rounded half away from
 * zero per work record (labor_pay()), totalExpenses = expenses + labor pay, profitMargin rounded to 2
 * decimals half away from zero and 0 for a zero budget, estimatedDays stored as the inclusive day count.
 */
describe.each(databaseKinds)('project money rules at their edges on %s', (kind) => {
  let server: TestServer;
  let api: ReturnType<typeof httpClient>;
  beforeAll(async () => {
    server = await startTestServer(kind);
    api = httpClient(server);
  });
  afterAll(() => server.close());

  const create = async (o: Record<string, unknown>) => {
    const res = await api.post('/api/projects', projectPayload(o));
    expect(res.status).toBe(201);
    return res.body as { id: number; estimatedDays: number | null };
  };
  const totals = async (id: number) => {
    const { totalExpenses, totalProfit, profitMargin } = (await api.get(`/api/projects/${id}`)).body;
    return { totalExpenses, totalProfit, profitMargin };
  };

  it.each([
    // budget, expenses, margin: (budget − expenses) ÷ budget × 100 at ±0.005 rounds away from zero
    [200, '199.99', 0.01],
    [200, '200.01', -0.01],
    [300, '299.99', 0], // 0.00333 %
    [200, '200.00', 0],
    [0, '5.00', 0], // zero budget
    [0.01, '0.00', 100],
  ])('budget %d with %s spent → margin %d percent', async (budget, spent, margin) => {
    const { id } = await create({ name: `Margin ${budget} ${spent}`, budget });
    if (spent !== '0.00') await insertExpense(server.database.db, id, spent);
    const t = await totals(id);
    expect(t.profitMargin + 0).toBe(margin);
    expect(t.totalExpenses).toBe(Number(spent));
    expect(t.totalProfit).toBe(Math.round((budget - Number(spent)) * 100) / 100);
  });

  it('rounds labor pay per work record: two half days at 175.01 cost 87.51 each, 175.02 in all', async () => {
    const db = server.database.db;
    const { id } = await create({ name: 'Per record', budget: 1000 });
    const ana = await insertEmployee(db, { name: 'Half Day', dailyRate: '175.01' });
    await insertWorkRecord(db, id, ana, '0.5', null, '2026-11-03');
    await insertWorkRecord(db, id, ana, '0.5', null, '2026-11-04');
    // A custom pay replaces the daily rate: 1.5 days × 100.01 = 150.015 → 150.02.
    await insertWorkRecord(db, id, ana, '1.5', '100.01', '2026-11-05');
    await insertExpense(db, id, '0.01');
    // Rounding the sum instead (0.5 + 0.5) × 175.01 + 150.015 = 325.025 would give 325.03 + 0.01.
    expect(await totals(id)).toEqual({ totalExpenses: 325.05, totalProfit: 674.95, profitMargin: 67.5 });
    const summary = (await api.get(`/api/projects/${id}/cost-summary`)).body;
    expect(summary).toMatchObject({ totalLaborCosts: 325.04, totalMaterialCosts: 0.01, totalCosts: 325.05 });
  });

  it.each([
    ['2026-11-01', '2026-11-01', undefined, 1],
    ['2026-11-01', '2026-11-02', undefined, 2],
    ['2026-11-01', '2026-11-30', undefined, 30],
    ['2026-12-31', '2027-01-01', undefined, 2],
    ['2026-11-01', '2026-11-30', 12, 12], // given estimated days are kept
    ['2026-11-01', null, undefined, null],
  ] as const)('%s..%s with estimatedDays %s stores %s', async (startDate, endDate, given, stored) => {
    const p = await create({
      name: `Days ${startDate} ${endDate}`,
      startDate,
      endDate,
      ...(given === undefined ? {} : { estimatedDays: given }),
    });
    expect(p.estimatedDays).toBe(stored);
    expect((await api.get(`/api/projects/${p.id}`)).body.estimatedDays).toBe(stored);
  });
});
