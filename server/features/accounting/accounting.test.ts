import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, httpClient, startTestServer, type TestServer } from '../../test/harness';
import { seedAccountingYear } from './accounting-fixture';

/** A project whose work is all priced. */
const priced = { unpricedWorkRecords: 0, unpricedEmployees: [] };

describe.each(databaseKinds)('accounting overview on %s', (kind) => {
  let server: TestServer;
  let api: ReturnType<typeof httpClient>;
  let ids: Awaited<ReturnType<typeof seedAccountingYear>>;

  beforeAll(async () => {
    server = await startTestServer(kind);
    api = httpClient(server);
    ids = await seedAccountingYear(server.database.db);
  });
  afterAll(() => server.close());

  it('adds up the hand-worked 2025 to the cent', async () => {
    const res = await api.get('/api/accounting/overview?year=2025');
    expect(res.status).toBe(200);
    const o = res.body;
    // Earned (the default, issue 37): no job has an estimate, so each earns its 2025 cost (zero margin), except Beta,
    // completed (finished on its start, no finish date kept), which has earned its contract: Alpha 2,064.57 (Jan) +
    // 300.00 (Feb) + 10.00 (Dec) = 2,374.57, Delta 100.00 (Feb), Beta 5,000.00 (Mar) = 7,474.57. The contracts of
    // the jobs started (Alpha 10,000.10 + Beta 5,000.00 = 15,000.10) are a sales figure, not revenue.
    expect(o.revenueMethod).toBe('earned');
    expect(o.yearlyOverview).toEqual({
      year: 2025,
      totalRevenue: 7474.57,
      contractValueOfJobsStarted: 15000.1,
      totalProjects: 3,
      totalExpenses: 4655.06,
      // 7,474.57 − 4,655.06 = 2,819.51, 37.72 % of revenue
      netProfit: 2819.51,
      profitMargin: 37.72,
      completedProjects: 1,
      activeProjects: 2,
      unpricedWorkRecords: 0,
      projectsWithUnpricedWork: 0,
    });
    // Labor = labor 300.00 + crew meals 80.01 + work records 500.00 + 180.50; vehicle & fuel = gas + fuel (100.00);
    // other costs (10.00) are not utilities (issue 39 scope 3).
    expect(o.expenseBreakdown).toEqual({
      materials: 1234.56,
      labor: 1060.51,
      subcontractors: 1500,
      equipment: 400,
      vehicle: 100,
      permits: 250,
      utilities: 99.99,
      other: 10,
    });
    expect(o.monthlyBreakdown).toHaveLength(12);
    const month = (m: string) => o.monthlyBreakdown.find((r: { month: string }) => r.month === m);
    expect(month('2025-01')).toEqual({
      month: '2025-01',
      revenue: 2064.57,
      expenses: 2064.57,
      profit: 0,
      materialCosts: 1234.56,
      laborCosts: 580.01,
    });
    expect(month('2025-02')).toEqual({ month: '2025-02', revenue: 400, expenses: 400, profit: 0, materialCosts: 0, laborCosts: 300 });
    expect(month('2025-03')).toEqual({
      month: '2025-03',
      revenue: 5000,
      expenses: 2180.49,
      profit: 2819.51,
      materialCosts: 0,
      laborCosts: 180.5,
    });
    expect(month('2025-12')).toEqual({ month: '2025-12', revenue: 10, expenses: 10, profit: 0, materialCosts: 0, laborCosts: 0 });
    expect(month('2025-06')).toEqual({ month: '2025-06', revenue: 0, expenses: 0, profit: 0, materialCosts: 0, laborCosts: 0 });
  });

  it('lists the revenue projects with all their costs, and the tax summary as the sum of its parts', async () => {
    const o = (await api.get('/api/accounting/overview?year=2025')).body;
    // The projects that earned in 2025, by start: Delta (2024), Alpha, Beta.
    expect(o.projectsBreakdown).toEqual([
      {
        id: ids.delta,
        name: 'Delta Bath',
        budget: 7000,
        totalCosts: 100,
        status: 'active',
        profit: 6900,
        profitMargin: 98.57,
        ...priced,
      },
      // Alpha's costs are every cost so far: 3,763.44 of expenses (2024 to 2026) and 700.00 of work records.
      {
        id: ids.alpha,
        name: 'Alpha Kitchen',
        budget: 10000.1,
        totalCosts: 4463.44,
        status: 'active',
        profit: 5536.66,
        profitMargin: 55.37,
        ...priced,
      },
      {
        id: ids.beta,
        name: 'Beta Deck',
        budget: 5000,
        totalCosts: 2180.49,
        status: 'completed',
        profit: 2819.51,
        profitMargin: 56.39,
        ...priced,
      },
    ]);
    // 1,234.56 + 300.00 + 680.50 + 1,500.00 + 250.00 + half of 80.01 (40.01) = 4,005.07.
    expect(o.taxSummary).toEqual({
      deductibleExpenses: 4005.07,
      equipmentDepreciation: 400,
      businessMileage: 100,
      officeExpenses: 109.99,
      totalDeductions: 4615.06,
      // Earned revenue 7,474.57 − 4,615.06 = 2,859.51; 25 % = 714.88 (714.8775); a quarter 178.72
      taxableIncome: 2859.51,
      taxRate: 25,
      estimatedTaxes: 714.88,
      quarterlyEstimate: 178.72,
    });
    const at30 = (await api.get('/api/accounting/overview?year=2025&taxRate=30')).body.taxSummary;
    // 30 % of 2,859.51 = 857.85 (857.853); a quarter 214.46
    expect(at30).toMatchObject({ taxRate: 30, estimatedTaxes: 857.85, quarterlyEstimate: 214.46 });
  });

  it('lists the year’s expenses as receipts, searchable and filtered by category', async () => {
    const o = (await api.get('/api/accounting/overview?year=2025')).body;
    expect(o.receiptCount).toBe(10);
    expect(o.receipts).toHaveLength(10);
    expect(o.receipts[0]).toMatchObject({ description: 'Dump fee', date: '2025-12-31', amount: 10, imageUrl: null });
    const lumber = o.receipts.find((r: { description: string }) => r.description === 'Lumber and drywall');
    expect(lumber).toMatchObject({ supplier: 'Home Depot', projectName: 'Alpha Kitchen', category: 'material', amount: 1234.56 });
    const deck = (await api.get('/api/accounting/receipts?year=2025&search=DECK')).body;
    expect(deck.total).toBe(3);
    const depot = (await api.get('/api/accounting/receipts?year=2025&search=depot')).body;
    expect(depot.rows.map((r: { description: string }) => r.description)).toEqual(['Lumber and drywall']);
    const material = (await api.get('/api/accounting/receipts?year=2025&category=material')).body;
    expect(material).toMatchObject({ total: 1, rows: [{ amount: 1234.56 }] });
    expect((await api.get('/api/accounting/receipts?year=2025&search=100%25')).body.total).toBe(0);
  });

  it('sorts the receipts on the server by any column, both ways, pages never overlapping (issue 18)', async () => {
    type R = { id: number; amount: number; description: string; supplier: string | null; date: string };
    const all = (q: string) => api.get(`/api/accounting/receipts?year=2025&limit=500&${q}`).then((r) => r.body.rows as R[]);
    const byAmount = await all('sort=amount&dir=desc');
    expect(byAmount).toHaveLength(10);
    for (let i = 1; i < byAmount.length; i++) expect(byAmount[i - 1].amount).toBeGreaterThanOrEqual(byAmount[i].amount);
    expect((await all('sort=amount&dir=asc')).map((r) => r.id)).toEqual(
      [...byAmount].sort((a, b) => a.amount - b.amount || a.id - b.id).map((r) => r.id),
    );
    const names = (await all('sort=description&dir=asc')).map((r) => r.description.toLowerCase());
    expect(names).toEqual([...names].sort());
    // No supplier goes last in both directions.
    for (const dir of ['asc', 'desc']) {
      const bySupplier = await all(`sort=supplier&dir=${dir}`);
      const firstNone = bySupplier.findIndex((r) => r.supplier === null);
      expect(bySupplier.slice(firstNone).every((r) => r.supplier === null)).toBe(true);
    }
    // Two pages of 4 and the rest: every row once, in the one order.
    const pages = await Promise.all(
      [0, 4, 8].map((o) => api.get(`/api/accounting/receipts?year=2025&sort=date&dir=asc&limit=4&offset=${o}`)),
    );
    const paged = pages.flatMap((p) => p.body.rows as R[]);
    expect(paged.map((r) => r.id)).toEqual((await all('sort=date&dir=asc')).map((r) => r.id));
    expect(new Set(paged.map((r) => r.id)).size).toBe(10);
    expect((await api.get('/api/accounting/receipts?sort=price')).status).toBe(400);
    expect((await api.get('/api/accounting/receipts?dir=up')).status).toBe(400);
  });

  it('exports the year’s expenses as CSV: ISO dates, two decimals, no currency symbols, filters applied', async () => {
    const res = await fetch(`${server.url}/api/accounting/exports/expenses.csv?year=2025`);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="expenses-2025.csv"');
    const lines = (await res.text()).trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'Date,Description,Amount,Supplier,Subcontractor,Project,Category,Accounting Category,Payment Method,Receipt Number,Receipt Image',
    );
    expect(lines).toHaveLength(11);
    expect(lines[1]).toBe('2025-01-05,Building permit,250.00,,,Alpha Kitchen,permits,Permits & Legal,,,');
    expect(lines).toContain('2025-01-20,Lumber and drywall,1234.56,Home Depot,,Alpha Kitchen,material,Materials,,,');
    // The expenses alone: 4,655.06 less the 680.50 of work-record pay.
    const total = lines.slice(1).reduce((s, l) => s + Math.round(Number(l.split(',')[2]) * 100), 0);
    expect(total).toBe(397456);
    const deck = await (await fetch(`${server.url}/api/accounting/exports/expenses.csv?year=2025&search=deck`)).text();
    expect(deck.trimEnd().split('\r\n')).toHaveLength(4);
  });

  it('counts only the year asked for, and refuses a bad year or rate with 400', async () => {
    const o = (await api.get('/api/accounting/overview?year=2026')).body;
    // Alpha's 2026 tile earns its cost (no estimate): zero margin.
    expect(o.yearlyOverview).toMatchObject({
      totalRevenue: 888.88,
      totalExpenses: 888.88,
      netProfit: 0,
      profitMargin: 0,
      totalProjects: 1,
    });
    expect(o.expenseBreakdown.materials).toBe(888.88);
    for (const q of ['year=25', 'year=abc', 'year=3000', 'taxRate=-1', 'taxRate=101', 'taxRate=12.345']) {
      expect((await api.get(`/api/accounting/overview?${q}`)).status).toBe(400);
    }
    expect((await api.get('/api/accounting/receipts?category=gas')).status).toBe(400);
  });
});
