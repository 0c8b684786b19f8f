import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expenseListItemSchema } from '../../../domain/expenses';
import { rows } from '../../db/sql-fragments';
import { givePapers, insertEmployee, insertWorkRecord, projectPayload } from '../../test/factories';
import { databaseKinds, httpClient, startTestServer, type TestServer } from '../../test/harness';

/** A valid POST/PUT /api/expenses body. */
const expensePayload = (projectId: number, overrides: Record<string, unknown> = {}) => ({
  projectId,
  category: 'material',
  description: 'Lumber for framing',
  amount: 125.5,
  date: '2026-11-02',
  ...overrides,
});

describe.each(databaseKinds)('expenses API on %s', (kind) => {
  let server: TestServer;
  let api: ReturnType<typeof httpClient>;
  let projectId: number;
  let supplierId: number;
  let employeeId: number;
  let subcontractorId: number;

  const db = () => server.database.db;
  const expenseCount = async () => (await rows<{ n: number }>(db().execute(sql`SELECT count(*)::int AS n FROM expenses`)))[0].n;
  const totalExpenses = async (id: number) => (await api.get(`/api/projects/${id}`)).body.totalExpenses as number;
  const listedTotal = async (id: number) =>
    ((await api.get('/api/projects')).body as { id: number; totalExpenses: number }[]).find((p) => p.id === id)?.totalExpenses;

  beforeAll(async () => {
    server = await startTestServer(kind);
    api = httpClient(server);
    projectId = (await api.post('/api/projects', projectPayload({ name: 'Smith kitchen' }))).body.id;
    await api.post('/api/projects', projectPayload({ name: 'Lee deck' })); // a second project the filters must leave out
    [{ id: supplierId }] = await rows<{ id: number }>(db().execute(sql`INSERT INTO suppliers (name) VALUES ('Home Depot') RETURNING id`));
    [{ id: subcontractorId }] = await rows<{ id: number }>(
      db().execute(
        sql`INSERT INTO subcontractors (name, company, specialty) VALUES ('Raul Ortiz', 'Ortiz Roofing LLC', 'Roofing') RETURNING id`,
      ),
    );
    employeeId = await insertEmployee(db(), { name: 'Ana Lopez', dailyRate: '180.00' });
    await givePapers(db(), { subcontractorId }); // paid below: its papers are complete, so nothing is held (issue 44)
  });
  afterAll(() => server.close());

  it('creates, reads, updates and deletes an expense in the read shape, with the names of what it points to', async () => {
    const created = await api.post('/api/expenses', {
      ...expensePayload(projectId),
      amount: '1250.10',
      supplierId,
      employeeId: String(employeeId),
      subcontractorId,
      receiptNumber: 'R-77',
      notes: 'Dropped at site',
    });
    expect(created.status).toBe(201);
    expect(expenseListItemSchema.parse(created.body)).toEqual({
      id: expect.any(Number),
      projectId,
      category: 'material',
      description: 'Lumber for framing',
      amount: 1250.1,
      date: '2026-11-02',
      supplierId,
      employeeId,
      subcontractorId,
      receiptNumber: 'R-77',
      notes: 'Dropped at site',
      receiptId: null,
      paymentMethod: null,
      paymentAccount: null,
      backupWithholding: 0,
      complianceOverride: null,
      receiptImageUrl: null,
      costCode: null,
      commitmentLineId: null,
      overCommitmentReason: null,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      // Entered with sign-in off: nobody in particular, so the office's.
      enteredBy: null,
      project: { name: 'Smith kitchen' },
      supplier: { name: 'Home Depot' },
      employee: { name: 'Ana Lopez' },
      subcontractor: { name: 'Raul Ortiz', company: 'Ortiz Roofing LLC' },
      projectName: 'Smith kitchen',
      supplierName: 'Home Depot',
      employeeName: 'Ana Lopez',
    });
    const id = created.body.id;
    const [stored] = await rows<{ amount: string }>(db().execute(sql`SELECT amount::text FROM expenses WHERE id = ${id}`));
    expect(stored.amount).toBe('1250.10');

    expect(await api.get(`/api/expenses/${id}`)).toEqual({ status: 200, body: created.body });

    const updated = await api.put(
      `/api/expenses/${id}`,
      expensePayload(projectId, { category: 'gas', description: 'Truck fuel', amount: 60, date: '2026-11-05' }),
    );
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      id,
      category: 'gas',
      description: 'Truck fuel',
      amount: 60,
      date: '2026-11-05',
      createdAt: created.body.createdAt,
      supplierId: null,
      employeeId: null,
      subcontractorId: null,
      receiptNumber: null,
      notes: null,
      supplier: null,
      employee: null,
      subcontractor: null,
    });
    expect((await api.get(`/api/expenses/${id}`)).body).toEqual(updated.body);

    expect(await api.del(`/api/expenses/${id}`)).toEqual({ status: 204, body: null });
    expect(await api.get(`/api/expenses/${id}`)).toEqual({ status: 404, body: { message: 'Expense not found' } });
  });

  it('stores how an expense was paid, and drives the 1099-NEC / 1099-K split with it', async () => {
    const year = 2026;
    const pay = (paymentMethod: unknown, amount = 700) =>
      api.post('/api/expenses', expensePayload(projectId, { category: 'subcontractor', subcontractorId, amount, paymentMethod }));
    const card = await pay('card');
    expect(card.status).toBe(201);
    expect(card.body.paymentMethod).toBe('card');
    const before = (await api.get(`/api/accounting/1099?year=${year}`)).body;
    const raul = (list: { name: string; amount: number }[]) => list.find((p) => p.name === 'Raul Ortiz')?.amount ?? 0;
    expect(raul(before.cardOrAppPayees)).toBe(700);
    // Changed to a check: it moves to the 1099-NEC side; 'none' clears it (not recorded counts toward the NEC too).
    const check = await api.put(
      `/api/expenses/${card.body.id}`,
      expensePayload(projectId, { category: 'subcontractor', subcontractorId, amount: 700, paymentMethod: 'check' }),
    );
    expect(check.body.paymentMethod).toBe('check');
    const after = (await api.get(`/api/accounting/1099?year=${year}`)).body;
    expect(raul(after.cardOrAppPayees)).toBe(0);
    const cleared = await api.put(`/api/expenses/${card.body.id}`, expensePayload(projectId, { amount: 700, paymentMethod: 'none' }));
    expect(cleared.body.paymentMethod).toBeNull();
    expect((await pay(undefined)).body.paymentMethod).toBeNull();
    const bad = await pay('bitcoin');
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('Payment method must be one of cash, check, bank_transfer, card, payment_app, or none');
  });

  it("treats 'none' as unset for supplier, employee and subcontractor, on create and on update", async () => {
    const none = { supplierId: 'none', employeeId: 'none', subcontractorId: 'none' };
    const created = await api.post('/api/expenses', expensePayload(projectId, none));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      supplierId: null,
      employeeId: null,
      subcontractorId: null,
      supplier: null,
      employee: null,
      subcontractor: null,
      supplierName: null,
      employeeName: null,
    });

    const set = await api.put(`/api/expenses/${created.body.id}`, expensePayload(projectId, { supplierId, employeeId, subcontractorId }));
    expect(set.body).toMatchObject({ supplierId, employeeId, subcontractorId, supplierName: 'Home Depot', employeeName: 'Ana Lopez' });
    const unset = await api.put(`/api/expenses/${created.body.id}`, expensePayload(projectId, none));
    expect(unset.status).toBe(200);
    expect(unset.body).toMatchObject({
      supplierId: null,
      employeeId: null,
      subcontractorId: null,
      supplier: null,
      employee: null,
      subcontractor: null,
    });
    await api.del(`/api/expenses/${created.body.id}`);
  });

  const invalid: [string, (p: number) => Record<string, unknown>, string, string][] = [
    ['no project', (p) => ({ ...expensePayload(p), projectId: undefined }), 'projectId', 'Project is required'],
    ["project ''", (p) => expensePayload(p, { projectId: '' }), 'projectId', 'Project is required'],
    ['no amount', (p) => ({ ...expensePayload(p), amount: undefined }), 'amount', 'Amount is required'],
    ["amount ''", (p) => expensePayload(p, { amount: '' }), 'amount', 'Amount is required'],
    ['amount 0', (p) => expensePayload(p, { amount: 0 }), 'amount', 'Amount must be greater than 0'],
    ['amount 1.005', (p) => expensePayload(p, { amount: 1.005 }), 'amount', 'Amount can have at most 2 decimals'],
    ['no date', (p) => ({ ...expensePayload(p), date: undefined }), 'date', 'Date is required'],
    ['an impossible date', (p) => expensePayload(p, { date: '2026-02-30' }), 'date', 'Date must be a date (YYYY-MM-DD)'],
    ['an unknown project', () => expensePayload(999999), 'projectId', 'Project not found'],
    ['a project id beyond the integer range', () => expensePayload(99999999999), 'projectId', 'Invalid project ID'],
    ['a project id of 1e20', () => expensePayload(1e20), 'projectId', 'Invalid project ID'],
    ["a project id of ' 12 '", () => expensePayload(1, { projectId: ' 12 ' }), 'projectId', 'Invalid project ID'],
    ['a project id of [5]', () => expensePayload(1, { projectId: [5] }), 'projectId', 'Invalid project ID'],
    ['a supplier id of 1e20', (p) => expensePayload(p, { supplierId: 1e20 }), 'supplierId', 'Invalid supplier ID'],
    ['an amount of 1e-10', (p) => expensePayload(p, { amount: 1e-10 }), 'amount', 'Amount can have at most 2 decimals'],
    ['a date with garbage after it', (p) => expensePayload(p, { date: '2026-02-28Tgarbage' }), 'date', 'Date must be a date (YYYY-MM-DD)'],
    [
      'a category not on the list',
      (p) => expensePayload(p, { category: 'lumber' }),
      'category',
      'Category must be one of material, labor, gas, fuel, dining, equipment, subcontractor, permits, utilities, other',
    ],
    [
      'a NUL in the description',
      (p) => expensePayload(p, { description: 'Lumber\u0000' }),
      'description',
      'Text must not contain NUL characters',
    ],
    ['an unknown supplier', (p) => expensePayload(p, { supplierId: 999999 }), 'supplierId', 'Supplier not found'],
    ['an unknown employee', (p) => expensePayload(p, { employeeId: 999999 }), 'employeeId', 'Employee not found'],
    ['an unknown subcontractor', (p) => expensePayload(p, { subcontractorId: '999999' }), 'subcontractorId', 'Subcontractor not found'],
  ];

  it.each(invalid)('refuses %s with 400 and a field error, writing nothing (create and update)', async (_label, payload, path, message) => {
    const existing = (await api.post('/api/expenses', expensePayload(projectId, { amount: 10 }))).body;
    const before = { count: await expenseCount(), total: await totalExpenses(projectId), listed: await listedTotal(projectId) };

    const created = await api.post('/api/expenses', payload(projectId));
    expect(created.status).toBe(400);
    expect(created.body.errors).toContainEqual({ path, message });
    expect(created.body.message).toEqual(expect.stringContaining(message));

    const updated = await api.put(`/api/expenses/${existing.id}`, payload(projectId));
    expect(updated.status).toBe(400);
    expect(updated.body.errors).toContainEqual({ path, message });

    expect({ count: await expenseCount(), total: await totalExpenses(projectId), listed: await listedTotal(projectId) }).toEqual(before);
    expect((await api.get(`/api/expenses/${existing.id}`)).body).toEqual(existing);
    await api.del(`/api/expenses/${existing.id}`);
  });

  it('reports every missing reference at once', async () => {
    const res = await api.post(
      '/api/expenses',
      expensePayload(999999, { supplierId: 999998, employeeId: 999997, subcontractorId: 999996 }),
    );
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      message: 'Project not found',
      errors: [
        { path: 'projectId', message: 'Project not found' },
        { path: 'supplierId', message: 'Supplier not found' },
        { path: 'employeeId', message: 'Employee not found' },
        { path: 'subcontractorId', message: 'Subcontractor not found' },
      ],
    });
  });

  it("answers 404 'Expense not found' for an unknown id, and 400 for a malformed one", async () => {
    for (const res of [
      await api.get('/api/expenses/999999'),
      await api.put('/api/expenses/999999', expensePayload(projectId)),
      await api.del('/api/expenses/999999'),
      await api.get('/api/expenses/2147483647'),
    ]) {
      expect(res).toEqual({ status: 404, body: { message: 'Expense not found' } });
    }
    // Not an id 1..2147483647 (docs/decisions/045-input-validation.md, "Ids"): 400 with the field error, before any query runs.
    for (const bad of ['abc', '0', '00001', '2147483648', '99999999999', '1e20', '%2012%20', '%00']) {
      expect(await api.get(`/api/expenses/${bad}`)).toEqual({
        status: 400,
        body: {
          message: bad === '%00' ? 'id: Text must not contain NUL characters' : 'id: Id must be a whole number from 1 to 2147483647',
          errors: [{ path: 'id', message: expect.any(String) }],
        },
      });
    }
    expect((await api.del('/api/expenses/0')).status).toBe(400);
  });

  it('keeps project totals exact: expenses 0.10 + 0.20 + 0.30 posted and 1.5 days at 200.00 make 300.60', async () => {
    const p = (await api.post('/api/projects', projectPayload({ name: 'Exact cents', budget: 1000 }))).body.id as number;
    for (const amount of [0.1, 0.2, 0.3]) expect((await api.post('/api/expenses', expensePayload(p, { amount }))).status).toBe(201);
    await insertWorkRecord(db(), p, await insertEmployee(db(), { dailyRate: '150.00' }), '1.5', '200.00');
    await server.database.flushChanges(); // the direct insert reaches the cached project list through LISTEN/NOTIFY

    const detail = (await api.get(`/api/projects/${p}`)).body;
    expect(detail).toMatchObject({ budget: 1000, totalExpenses: 300.6, totalProfit: 699.4, profitMargin: 69.94 });
    expect(detail.expenses.map((e: { amount: number }) => e.amount).sort()).toEqual([0.1, 0.2, 0.3]);
    const listed = (await api.get('/api/projects')).body.find((x: { id: number }) => x.id === p);
    expect(listed).toMatchObject({ totalExpenses: 300.6, totalProfit: 699.4 });
  });

  it('moves totals with an expense moved to another project, and restores them on delete', async () => {
    const a = (await api.post('/api/projects', projectPayload({ name: 'Move from', budget: 5000 }))).body.id as number;
    const b = (await api.post('/api/projects', projectPayload({ name: 'Move to', budget: 5000 }))).body.id as number;
    await api.post('/api/expenses', expensePayload(a, { amount: 19.99 }));
    await api.post('/api/expenses', expensePayload(b, { amount: 0.01 }));
    const moving = (await api.post('/api/expenses', expensePayload(a, { amount: 250.35 }))).body;
    expect([await totalExpenses(a), await totalExpenses(b), await listedTotal(a), await listedTotal(b)]).toEqual([
      270.34, 0.01, 270.34, 0.01,
    ]);

    const moved = await api.put(`/api/expenses/${moving.id}`, expensePayload(b, { amount: 250.35 }));
    expect(moved.body).toMatchObject({ projectId: b, projectName: 'Move to', project: { name: 'Move to' } });
    expect([await totalExpenses(a), await totalExpenses(b), await listedTotal(a), await listedTotal(b)]).toEqual([
      19.99, 250.36, 19.99, 250.36,
    ]);

    await api.put(`/api/expenses/${moving.id}`, expensePayload(b, { amount: 100 }));
    expect([await totalExpenses(b), await listedTotal(b)]).toEqual([100.01, 100.01]);

    expect((await api.del(`/api/expenses/${moving.id}`)).status).toBe(204);
    expect([await totalExpenses(a), await totalExpenses(b), await listedTotal(a), await listedTotal(b)]).toEqual([
      19.99, 0.01, 19.99, 0.01,
    ]);
    expect((await api.get(`/api/projects/${b}`)).body).toMatchObject({ totalProfit: 4999.99 });
  });

  it('answers 404 for an update of an expense that does not exist even when its body is invalid by reference', async () => {
    expect(await api.put('/api/expenses/999999', expensePayload(999999))).toEqual({ status: 404, body: { message: 'Expense not found' } });
  });
});
