import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIso } from '../../../domain/dates';
import { rows } from '../../db/sql-fragments';
import { call, PASSWORD, signIn } from '../../test/auth-client';
import { insertEmployee } from '../../test/factories';
import { databaseKinds, rowCount, startTestServer, type TestServer } from '../../test/harness';
import { createUser } from '../users/service';
import { INACTIVE_COST_CODE, UNKNOWN_COST_CODE } from '../work-records/service';
import { type Line, line } from './job-cost-test-fixtures';

/**
 * Issue 42: a work record carries a chosen cost code (its pay moves to that code in the job cost; omitted on an edit
 * it is kept, null clears it back to the trade's default), and the cost code suggested for an expense from the
 * supplier's history or the category, through real HTTP on both engines with sign-in on.
 */
describe.each(databaseKinds)('cost codes on work records and the suggestion on %s', (kind) => {
  let server: TestServer;
  const cookies = { owner: '', foreman: '' };
  const ids = { project: 0, carpenter: 0, supplier: 0, quiet: 0 };
  const codes = new Map<string, number>();
  const today = todayIso();
  const as = (who: keyof typeof cookies, method: string, path: string, body?: unknown) =>
    call(server.url, cookies[who], method, path, body);
  const owner = (method: string, path: string, body?: unknown) => as('owner', method, path, body);
  const work = (o: Record<string, unknown> = {}) => ({
    projectId: ids.project,
    employeeId: ids.carpenter,
    date: addDays(today, -2),
    entryType: 'days',
    days: 1,
    ...o,
  });
  const jobCostLines = async (): Promise<Line[]> => (await owner('GET', `/api/projects/${ids.project}/job-cost`)).body.lines;
  const actualOf = (lines: Line[], code: string) => lines.find((l) => l.costCode === code)?.actual ?? 0;

  beforeAll(async () => {
    server = await startTestServer(kind, { auth: true });
    const { db } = server.database;
    await createUser(db, { username: 'olivia', name: 'Olivia Owner', role: 'owner', employeeId: null, password: PASSWORD });
    cookies.owner = (await signIn(server.url, 'olivia')).cookie;
    // A carpenter: his work defaults to 06 Framing and carpentry (trade word 'carpent').
    ids.carpenter = await insertEmployee(db, { name: 'Carl Carpenter', dailyRate: '300.00' });
    await createUser(db, { username: 'fred', name: 'Fred Foreman', role: 'foreman', employeeId: ids.carpenter, password: PASSWORD });
    cookies.foreman = (await signIn(server.url, 'fred')).cookie;
    const p = await owner('POST', '/api/projects', {
      name: 'Bay house',
      location: 'Tampa',
      startDate: addDays(today, -60),
      endDate: addDays(today, 60),
      budget: 50000,
    });
    expect(p.status).toBe(201);
    ids.project = p.body.id;
    await db.execute(sql`INSERT INTO project_employees (project_id, employee_id) VALUES (${ids.project}, ${ids.carpenter})`);
    const [s] = await rows<{ id: number }>(db.execute(sql`INSERT INTO suppliers (name) VALUES ('Bay Supply') RETURNING id`));
    ids.supplier = s.id;
    const [q] = await rows<{ id: number }>(db.execute(sql`INSERT INTO suppliers (name) VALUES ('Quiet Supply') RETURNING id`));
    ids.quiet = q.id;
    for (const c of (await owner('GET', '/api/cost-codes')).body as { id: number; code: string }[]) codes.set(c.code, c.id);
    const inactive = await owner('POST', '/api/cost-codes', { code: '31', name: 'Old code', active: false });
    expect(inactive.status).toBe(201);
    codes.set('31', inactive.body.id);
  });
  afterAll(() => server?.close());

  it('a work record with a cost code round-trips and moves its pay to that code in the job cost', async () => {
    const plain = await owner('POST', '/api/time-entries', work());
    expect(plain.status).toBe(201);
    expect(plain.body.costCodeId).toBeNull();
    expect(actualOf(await jobCostLines(), '06')).toBe(300);

    const coded = await owner('POST', '/api/time-entries', work({ costCodeId: codes.get('22'), days: 2 }));
    expect(coded.status).toBe(201);
    expect(coded.body).toMatchObject({ costCodeId: codes.get('22'), pay: 600 });
    const listed = (await owner('GET', `/api/time-entries?projectId=${ids.project}`)).body.find(
      (r: { id: number }) => r.id === coded.body.id,
    );
    expect(listed.costCodeId).toBe(codes.get('22'));
    const detail = (await owner('GET', `/api/projects/${ids.project}`)).body.timeEntries.find(
      (r: { id: number }) => r.id === coded.body.id,
    );
    expect(detail.costCodeId).toBe(codes.get('22'));
    let lines = await jobCostLines();
    expect(line(lines, '22').actual).toBe(600);
    expect(actualOf(lines, '06')).toBe(300);

    // An edit without costCodeId keeps it; null gives the work back to the carpenter's default code.
    const kept = await owner('PUT', `/api/time-entries/${coded.body.id}`, work({ days: 2, description: 'Rough-in' }));
    expect(kept.status).toBe(200);
    expect(kept.body.costCodeId).toBe(codes.get('22'));
    const cleared = await owner('PUT', `/api/time-entries/${coded.body.id}`, work({ days: 2, costCodeId: null }));
    expect(cleared.body.costCodeId).toBeNull();
    lines = await jobCostLines();
    expect(actualOf(lines, '22')).toBe(0);
    expect(line(lines, '06').actual).toBe(900);
    const moved = await owner('PUT', `/api/time-entries/${coded.body.id}`, work({ days: 2, costCodeId: codes.get('09') }));
    expect(moved.body.costCodeId).toBe(codes.get('09'));
    expect(line(await jobCostLines(), '09').actual).toBe(600);
  });

  it('a foreman records work under a cost code on his project', async () => {
    const made = await as('foreman', 'POST', '/api/time-entries', work({ costCodeId: codes.get('03'), date: addDays(today, -1) }));
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body.costCodeId).toBe(codes.get('03'));
    expect(made.body.pay).toBeUndefined();
    expect(line(await jobCostLines(), '03').actual).toBe(300);
  });

  it.each([
    ['an unknown code', () => 999_999, UNKNOWN_COST_CODE],
    ['an inactive code', () => codes.get('31'), INACTIVE_COST_CODE],
    ['a code that is no id', () => 'abc', 'Invalid cost code ID'],
  ])('refuses %s with 400 on costCodeId and writes nothing', async (_label, costCodeId, message) => {
    const before = await rowCount(server, 'time_entries');
    const linesBefore = await jobCostLines();
    const res = await owner('POST', '/api/time-entries', work({ costCodeId: costCodeId() }));
    expect(res.status).toBe(400);
    expect(res.body.errors).toContainEqual({ path: 'costCodeId', message });
    const existing = (await owner('GET', `/api/time-entries?projectId=${ids.project}`)).body[0];
    const edit = await owner('PUT', `/api/time-entries/${existing.id}`, work({ costCodeId: costCodeId() }));
    expect(edit.status).toBe(400);
    expect(await rowCount(server, 'time_entries')).toBe(before);
    expect(await jobCostLines()).toEqual(linesBefore);
  });

  it("suggests the supplier's most used code of the last year, the most recent on a tie, else the category's, else none", async () => {
    const suggest = (q: string) => owner('GET', `/api/cost-codes/suggestion${q}`);
    const expense = (costCode: string | null, date: string) =>
      owner('POST', '/api/expenses', {
        projectId: ids.project,
        category: 'material',
        description: 'Stock',
        amount: 10,
        date,
        supplierId: ids.supplier,
        costCode,
      });
    // No history yet: the category's default (material → 06), and nothing without a category.
    expect((await suggest(`?supplierId=${ids.supplier}&category=material`)).body).toEqual({
      costCodeId: codes.get('06'),
      source: 'category',
    });
    expect((await suggest(`?supplierId=${ids.supplier}`)).body).toEqual({ costCodeId: null, source: null });
    expect((await suggest('')).body).toEqual({ costCodeId: null, source: null });
    // A category no code defaults to.
    expect((await suggest('?category=subcontractor')).body).toEqual({ costCodeId: null, source: null });

    // 09 once, then 22 once later: a tie goes to the most recent.
    expect((await expense('09', addDays(today, -20))).status).toBe(201);
    expect((await expense('22', addDays(today, -5))).status).toBe(201);
    expect((await expense(null, addDays(today, -1))).status).toBe(201); // no code: not history
    expect((await suggest(`?supplierId=${ids.supplier}&category=material`)).body).toEqual({
      costCodeId: codes.get('22'),
      source: 'supplier-history',
    });
    // 09 twice now: the most used wins; expenses older than a year do not count.
    expect((await expense('09', addDays(today, -10))).status).toBe(201);
    const { db } = server.database;
    for (let i = 0; i < 3; i++)
      await db.execute(sql`INSERT INTO expenses (project_id, category, description, amount, date, supplier_id, cost_code_id)
        VALUES (${ids.project}, 'material', 'Old stock', 5, ${addDays(today, -400)}, ${ids.supplier}, ${codes.get('26')})`);
    expect((await suggest(`?supplierId=${ids.supplier}`)).body).toEqual({ costCodeId: codes.get('09'), source: 'supplier-history' });
    // Another supplier has no history: the category's code.
    expect((await suggest(`?supplierId=${ids.quiet}&category=fuel`)).body).toEqual({ costCodeId: codes.get('01'), source: 'category' });
    // A foreman may ask (he enters expenses too).
    expect((await as('foreman', 'GET', `/api/cost-codes/suggestion?supplierId=${ids.supplier}`)).body.source).toBe('supplier-history');
    // The receipt reader's expense takes the same code from the supplier's history; a supplier without one, none.
    const receipt = async (supplierName: string) => {
      const created = await owner('POST', '/api/receipts/create-expense', {
        projectId: ids.project,
        category: 'material',
        analysis: {
          supplier: { name: supplierName },
          receiptDetails: { date: today, totalAmount: 42.5, receiptNumber: null, subtotal: null, tax: null },
          lineItems: [{ description: 'DECK SCREWS', category: 'material', quantity: 1, unitPrice: 42.5, totalPrice: 42.5 }],
        },
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      return (await owner('GET', `/api/expenses/${created.body.expenseId}`)).body as { costCode: string | null };
    };
    expect((await receipt('Bay Supply')).costCode).toBe('09');
    const quiet = await receipt('Quiet Supply');
    expect(quiet.costCode).toBeNull(); // no history: none chosen, the job cost gives it the category's default
  });

  it.each([
    ['a supplier id that is no number', '?supplierId=abc'],
    ['a zero supplier id', '?supplierId=0'],
    ['an unknown category', '?category=snacks'],
  ])('answers 400 for %s', async (_label, q) => {
    const res = await owner('GET', `/api/cost-codes/suggestion${q}`);
    expect(res.status).toBe(400);
    expect(res.body.message).toBeTruthy();
  });
});
