import { type SQL, sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { laborPay } from '../../../domain/labor';
import { addCents, type Cents, cents, centsToDollars } from '../../../domain/money';
import { type Reconciliation, reconciliationSchema } from '../../../domain/reconciliation';
import { rows } from '../../db/sql-fragments';
import { insertEmployee, insertExpense, insertWorkRecord, projectPayload } from '../../test/factories';
import { databaseKinds, httpClient, startTestServer, type TestServer } from '../../test/harness';

const sum = (values: Cents[]) => values.reduce((a, b) => addCents(a, b), cents(0));

describe.each(databaseKinds)('cost totals under concurrent writes and the reconciliation on %s', (kind) => {
  let server: TestServer;
  let api: ReturnType<typeof httpClient>;
  const exec = <T = Record<string, unknown>>(q: SQL) => rows<T>(server.database.db.execute(q));
  const reconciliation = async (): Promise<Reconciliation> => {
    const res = await api.get('/api/system/reconciliation');
    expect(res.status).toBe(200);
    return reconciliationSchema.parse(res.body);
  };
  /**
   * The stored totals of a project and the same sums recomputed from its detail rows, as numeric text; labor at the
   * rates in force on each record's day, looked up in the rate history (migration 0037), not the kept ones.
   */
  const storedAndRecomputed = async (id: number) =>
    (
      await exec<{ expenses: string; recomputedExpenses: string; labor: string; recomputedLabor: string }>(sql`
        SELECT expense_total::text AS expenses, labor_total::text AS labor,
          (SELECT coalesce(sum(amount), 0) FROM expenses WHERE project_id = ${id})::text AS "recomputedExpenses",
          (SELECT coalesce(sum(labor_pay(t.entry_type, t.days, t.hours, t.custom_pay, rf.daily_rate, rf.hourly_rate)), 0)
             FROM time_entries t LEFT JOIN LATERAL employee_rate_on(t.employee_id, t.date) rf ON true
             WHERE t.project_id = ${id})::text AS "recomputedLabor"
        FROM projects WHERE id = ${id}`)
    )[0];

  beforeAll(async () => {
    server = await startTestServer(kind);
    api = httpClient(server);
  });
  afterAll(() => server.close());

  it('50 expense and 20 work-record POSTs at once on one project: totals equal the recomputation exactly, books reconcile', async () => {
    const id = (await api.post('/api/projects', projectPayload({ name: 'Busy job', budget: 20000 }))).body.id as number;
    const dailyRate = cents(17550);
    const hourlyRate = cents(2875);
    const employeeId = await insertEmployee(server.database.db, { name: 'Ana Lopez', dailyRate: '175.50', hourlyRate: '28.75' });

    const expenseCents = Array.from({ length: 50 }, (_, i) => cents(1001 + 137 * i));
    const records = Array.from({ length: 20 }, (_, i) =>
      i % 4 === 3
        ? { entryType: 'hours' as const, hours: 7.5, days: null, customPay: null }
        : { entryType: 'days' as const, days: 0.5 * (1 + (i % 3)), hours: null, customPay: i % 5 === 0 ? cents(19999) : null },
    );
    const responses = await Promise.all([
      ...expenseCents.map((c, i) =>
        api.post('/api/expenses', {
          projectId: id,
          category: 'material',
          description: `Delivery ${i}`,
          amount: centsToDollars(c),
          date: '2026-11-02',
        }),
      ),
      ...records.map((r) =>
        api.post('/api/time-entries', {
          projectId: id,
          employeeId,
          date: '2026-11-03',
          entryType: r.entryType,
          days: r.days,
          hours: r.hours,
          customPay: r.customPay === null ? null : centsToDollars(r.customPay),
        }),
      ),
    ]);
    expect(responses.filter((r) => r.status !== 201)).toEqual([]);

    const expenses = sum(expenseCents);
    const labor = sum(records.map((r) => laborPay({ ...r, dailyRate, hourlyRate })));
    const project = (await api.get(`/api/projects/${id}`)).body;
    expect(project.totalExpenses).toBe(centsToDollars(addCents(expenses, labor)));
    const summary = (await api.get(`/api/projects/${id}/cost-summary`)).body;
    expect({ labor: summary.totalLaborCosts, material: summary.totalMaterialCosts }).toEqual({
      labor: centsToDollars(labor),
      material: centsToDollars(expenses),
    });
    const stored = await storedAndRecomputed(id);
    expect(stored).toEqual({
      expenses: stored.recomputedExpenses,
      recomputedExpenses: centsToDollars(expenses).toFixed(2),
      labor: stored.recomputedLabor,
      recomputedLabor: centsToDollars(labor).toFixed(2),
    });
    const check = await reconciliation();
    expect(check.differences).toEqual([]);
    expect(check.projects).toBeGreaterThanOrEqual(1);
  });

  it('work records added at once by priced and unpriced employees on two projects add up to the recomputed figures', async () => {
    const a = (await api.post('/api/projects', projectPayload({ name: 'Deck A', budget: 9000 }))).body.id as number;
    const b = (await api.post('/api/projects', projectPayload({ name: 'Deck B', budget: 9000 }))).body.id as number;
    const priced = await insertEmployee(server.database.db, { name: 'Priced Pat', dailyRate: '210.00' });
    const noRate = await insertEmployee(server.database.db, { name: 'Unrated Uma' });
    const noHourly = await insertEmployee(server.database.db, { name: 'Hourless Hal', dailyRate: '190.00' });
    const posts = Array.from({ length: 24 }, (_, i) => {
      const employeeId = [priced, noRate, noHourly][i % 3];
      const hours = i % 2 === 0 && employeeId === noHourly;
      return api.post('/api/time-entries', {
        projectId: i % 4 < 2 ? a : b,
        employeeId,
        date: `2026-11-${String(2 + (i % 5)).padStart(2, '0')}`,
        entryType: hours ? 'hours' : 'days',
        days: hours ? null : 1,
        hours: hours ? 6 : null,
        customPay: null,
      });
    });
    expect((await Promise.all(posts)).filter((r) => r.status !== 201)).toEqual([]);
    const kept = await exec<{ id: number; workCount: number; unpriced: number; ids: number[] }>(
      sql`SELECT id, work_count AS "workCount", unpriced_work_count AS unpriced, unpriced_employee_ids AS ids
        FROM projects WHERE id IN (${a}, ${b}) ORDER BY id`,
    );
    const expected = [noRate, noHourly].sort((x, y) => x - y);
    expect(kept.map((k) => ({ ...k, ids: k.ids.map(Number) }))).toEqual([
      { id: a, workCount: 12, unpriced: 6, ids: expected },
      { id: b, workCount: 12, unpriced: 6, ids: expected },
    ]);
    expect((await reconciliation()).differences).toEqual([]);
  });

  it('rate changes racing work records on several projects leave every labor total repriced', async () => {
    const employeeId = await insertEmployee(server.database.db, { name: 'Ben Ortiz', dailyRate: '150.00' });
    const ids: number[] = [];
    for (const n of [1, 2, 3, 4]) ids.push((await api.post('/api/projects', projectPayload({ name: `Rate job ${n}` }))).body.id);
    await insertWorkRecord(server.database.db, ids[0], employeeId, '1', null);
    const rateChanges = ['160.00', '170.00', '180.25'].map((rate) =>
      exec(sql`UPDATE employees SET daily_rate = ${rate} WHERE id = ${employeeId}`),
    );
    const writes = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        api.post('/api/time-entries', { projectId: ids[i % 4], employeeId, date: '2026-11-04', entryType: 'days', days: 1 }),
      ),
    );
    await Promise.all(rateChanges);
    expect(writes.filter((r) => r.status !== 201)).toEqual([]);
    for (const id of ids) {
      const s = await storedAndRecomputed(id);
      expect(s.labor).toBe(s.recomputedLabor);
    }
    expect((await reconciliation()).differences).toEqual([]);
  });

  it('a work record written while a rate change is in flight waits for it and is priced at the new rate', async () => {
    // Two sessions interleaved by hand: the rate change (E) is uncommitted when the work record (T) is written on a
    // project that has no record of this employee yet, so E's repricing cannot see it.
    const employeeId = await insertEmployee(server.database.db, { name: 'Eva Cruz', dailyRate: '100.00' });
    const id = (await api.post('/api/projects', projectPayload({ name: 'Rate race job' }))).body.id as number;
    if (kind === 'pglite') {
      // One connection: the sessions can only run one after the other, the rate change first.
      await exec(sql`UPDATE employees SET daily_rate = 300.00 WHERE id = ${employeeId}`);
      await insertWorkRecord(server.database.db, id, employeeId, '2', null, '2026-11-05');
    } else await interleaveRateChangeAndWorkRecord(employeeId, id);
    const s = await storedAndRecomputed(id);
    expect({ stored: s.labor, recomputed: s.recomputedLabor }).toEqual({ stored: '600.00', recomputed: '600.00' });
    // The month totals of the Accounting overview (0021) too: the write waited for the rate change (0022) instead of
    // adding its pay at the old rate, which the repricing, blind to the uncommitted record, never corrected.
    const month = await exec<{ amount: string }>(
      sql`SELECT amount::text AS amount FROM cost_month_totals WHERE project_id = ${id} AND source = 'work'`,
    );
    expect(month).toEqual([{ amount: '600.00' }]);
    expect((await reconciliation()).differences).toEqual([]);
  });

  /** E: BEGIN, rate change; T: BEGIN, work record (waits for E with the fix); then E commits, T commits. */
  async function interleaveRateChangeAndWorkRecord(employeeId: number, id: number) {
    const pool = (server.database.db as unknown as { $client: pg.Pool }).$client;
    const e = await pool.connect();
    const t = await pool.connect();
    try {
      await e.query('BEGIN');
      await e.query('UPDATE employees SET daily_rate = 300.00 WHERE id = $1', [employeeId]);
      await t.query('BEGIN');
      const [{ pid }] = (await t.query('SELECT pg_backend_pid() AS pid')).rows;
      let written = false;
      const insert = t
        .query("INSERT INTO time_entries (project_id, employee_id, date, days, entry_type) VALUES ($1, $2, '2026-11-05', 2, 'days')", [
          id,
          employeeId,
        ])
        .then(() => {
          written = true;
        });
      // Until T either finished (the old trigger priced it at once) or waits for E's lock (the fixed one).
      for (;;) {
        const waiting = (await pool.query("SELECT 1 FROM pg_stat_activity WHERE pid = $1 AND wait_event_type = 'Lock'", [pid])).rowCount;
        if (written || waiting) break;
        await new Promise((r) => setTimeout(r, 10));
      }
      await e.query('COMMIT');
      await insert;
      await t.query('COMMIT');
    } finally {
      e.release();
      t.release();
    }
  }

  it('dated rate changes through the API, racing work records, leave every kept figure equal to a recomputation from the history', async () => {
    const created = await api.post('/api/employees', {
      name: 'Gil Mora',
      position: 'Carpenter',
      dailyRate: 150,
      hourlyRate: 20,
      payType: 'daily',
      effectiveFrom: '2026-01-01',
    });
    const employeeId = created.body.id as number;
    const ids: number[] = [];
    for (const n of [1, 2]) ids.push((await api.post('/api/projects', projectPayload({ name: `Dated rate job ${n}` }))).body.id);
    // Work in three months and several payroll weeks, day and hour entries, on both projects.
    const dates = ['2026-09-28', '2026-10-05', '2026-10-14', '2026-10-30', '2026-11-02', '2026-11-09', '2026-11-20'];
    for (const [i, date] of dates.entries()) {
      const body = i % 3 === 2 ? { entryType: 'hours', hours: 6.5 } : { entryType: 'days', days: 1 + (i % 2) * 0.5 };
      expect((await api.post('/api/time-entries', { projectId: ids[i % 2], employeeId, date, ...body })).status).toBe(201);
    }
    const payload = (dailyRate: number, hourlyRate: number, effectiveFrom: string) => ({
      name: 'Gil Mora',
      position: 'Carpenter',
      dailyRate,
      hourlyRate,
      payType: 'daily',
      effectiveFrom,
    });
    const changes = [payload(165.5, 22, '2026-10-14'), payload(170, 22, '2026-11-01'), payload(160, 21.25, '2026-10-01')];
    const writes = Array.from({ length: 12 }, (_, i) =>
      api.post('/api/time-entries', { projectId: ids[i % 2], employeeId, date: dates[i % dates.length], entryType: 'days', days: 1 }),
    );
    const rateChanges: Promise<{ status: number }>[] = [];
    for (const c of changes) rateChanges.push(api.put(`/api/employees/${employeeId}`, c));
    expect((await Promise.all(rateChanges)).map((r) => r.status)).toEqual([200, 200, 200]);
    expect((await Promise.all(writes)).filter((r) => r.status !== 201)).toEqual([]);
    for (const id of ids) {
      const s = await storedAndRecomputed(id);
      expect(s.labor).toBe(s.recomputedLabor);
    }
    // The records before the earliest change keep the first rate: 2026-09-28 is a day at 150.00.
    const [first] = await exec<{
      pay: string;
    }>(sql`SELECT labor_pay(entry_type, days, hours, custom_pay, daily_rate, hourly_rate)::text AS pay
      FROM time_entries WHERE employee_id = ${employeeId} AND date = '2026-09-28' ORDER BY id LIMIT 1`);
    expect(first.pay).toBe('150.00');
    expect((await reconciliation()).differences).toEqual([]);
  });

  it('a kept rate that differs from the history is found by the reconciliation; refresh_work_rates mends it', async () => {
    const id = (await api.post('/api/projects', projectPayload({ name: 'Kept rate job' }))).body.id as number;
    const employeeId = await insertEmployee(server.database.db, { name: 'Hal Ruiz', dailyRate: '100.00' });
    const work = await insertWorkRecord(server.database.db, id, employeeId, '1', null, '2026-11-24');
    expect((await reconciliation()).differences).toEqual([]);
    const keptRate = async (rate: string) => {
      await exec(sql`ALTER TABLE time_entries DISABLE TRIGGER USER`);
      await exec(sql`UPDATE time_entries SET daily_rate = ${rate} WHERE id = ${work}`);
      await exec(sql`ALTER TABLE time_entries ENABLE TRIGGER USER`);
    };
    await keptRate('90.00');
    // The kept figures still hold 100.00; so does the history: the reconciliation recomputes from the history, not
    // the record's kept rate, and finds no difference in what is stored, only in what the kept rate would price.
    const stored = await storedAndRecomputed(id);
    expect({ labor: stored.labor, recomputed: stored.recomputedLabor }).toEqual({ labor: '100.00', recomputed: '100.00' });
    // Refreshing the kept figures from the records (the bulk path) reads the kept rates after refresh_work_rates mends them.
    await exec(sql`SELECT refresh_work_rates()`);
    const [kept] = await exec<{ rate: string }>(sql`SELECT daily_rate::text AS rate FROM time_entries WHERE id = ${work}`);
    expect(kept.rate).toBe('100.00');
    await keptRate('90.00');
    await exec(sql`SELECT refresh_project_costs(ARRAY[${id}]::int[])`);
    const kinds = (await reconciliation()).differences.filter((d) => d.id === id).map((d) => d.kind);
    expect(kinds).toEqual(['project-labor']);
    await keptRate('100.00');
    await exec(sql`SELECT refresh_project_costs(ARRAY[${id}]::int[])`);
    expect((await reconciliation()).differences).toEqual([]);
  });
});

describe.each(databaseKinds)('reconciliation of the books on %s', (kind) => {
  let server: TestServer;
  let api: ReturnType<typeof httpClient>;
  const exec = <T = Record<string, unknown>>(q: SQL) => rows<T>(server.database.db.execute(q));
  const reconciliation = async (): Promise<Reconciliation> => {
    const res = await api.get('/api/system/reconciliation');
    expect(res.status).toBe(200);
    return reconciliationSchema.parse(res.body);
  };

  beforeAll(async () => {
    server = await startTestServer(kind);
    api = httpClient(server);
  });
  afterAll(() => server.close());

  it('a paid week and an advance drawn against a project reconcile; the advance stays out of the project costs', async () => {
    const id = (await api.post('/api/projects', projectPayload({ name: 'Advance job' }))).body.id as number;
    const employeeId = await insertEmployee(server.database.db, { name: 'Cora Diaz', dailyRate: '200.00' });
    await insertWorkRecord(server.database.db, id, employeeId, '2', null, '2026-11-10');
    const before = (await api.get(`/api/projects/${id}`)).body.totalExpenses;
    const advance = await api.post('/api/payroll-advances', {
      employeeId,
      amount: 120.5,
      reason: 'Rent',
      advanceDate: '2026-11-09',
      projectId: id,
      deductFromProject: true,
    });
    expect(advance.status).toBe(201);
    expect((await api.get(`/api/projects/${id}`)).body.totalExpenses).toBe(before);
    expect((await api.get(`/api/projects/${id}/cost-summary`)).body.advancesDrawn).toEqual({ total: 120.5, count: 1 });
    const paid = await api.post('/api/payroll/pay-week', { week: '2026-11-08' });
    expect(paid.body.payments.find((p: { employeeId: number }) => p.employeeId === employeeId)).toMatchObject({ amount: 279.5 });
    const check = await reconciliation();
    expect(check.differences).toEqual([]);
    expect(check.payrollWeeks).toBeGreaterThanOrEqual(1);
  });

  it('finds every difference written on purpose behind the triggers, with the stored and the recomputed figure', async () => {
    const id = (await api.post('/api/projects', projectPayload({ name: 'Tampered job' }))).body.id as number;
    const done = (await api.post('/api/projects', projectPayload({ name: 'Finished job' }))).body.id as number;
    const employeeId = await insertEmployee(server.database.db, { name: 'Dan Reyes', dailyRate: '100.00' });
    await insertExpense(server.database.db, id, '50.00');
    await insertWorkRecord(server.database.db, id, employeeId, '1', null, '2026-11-17');
    await insertExpense(server.database.db, done, '10.00');
    expect((await api.post(`/api/projects/${done}/move-to-completed`, { finalNotes: 'Done', customerRating: 5 })).status).toBe(200);
    const paid = await api.post('/api/payroll/pay-week', { week: '2026-11-15' });
    const payment = paid.body.payments.find((p: { employeeId: number }) => p.employeeId === employeeId);
    expect((await reconciliation()).differences).toEqual([]);

    // The Expenses tiles' totals (migration 0007): an expense written behind their trigger (first: the cost
    // trigger recomputes a project's totals from its rows, which would mend the tampering below), a total edited.
    await exec(sql`ALTER TABLE expenses DISABLE TRIGGER expenses_category_totals_ins`);
    await exec(
      sql`INSERT INTO expenses (project_id, category, description, amount, date) VALUES (${id}, 'permits', 'Permit', 7.50, '2026-11-03')`,
    );
    await exec(sql`ALTER TABLE expenses ENABLE TRIGGER expenses_category_totals_ins`);
    // An expense written while the cost trigger is off; a labor total overwritten; a late invoice on the finished
    // job; a payroll payment edited; an advance marked deducted in a week nobody was paid.
    await exec(sql`ALTER TABLE expenses DISABLE TRIGGER expenses_costs_ins`);
    await insertExpense(server.database.db, id, '12.34');
    await exec(sql`ALTER TABLE expenses ENABLE TRIGGER expenses_costs_ins`);
    await exec(sql`UPDATE projects SET labor_total = labor_total + 1 WHERE id = ${id}`);
    await exec(sql`UPDATE projects SET unpriced_work_count = 2, unpriced_employee_ids = '{1}' WHERE id = ${id}`);
    await insertExpense(server.database.db, done, '5.00');
    await exec(sql`UPDATE payments SET amount = amount - 0.01 WHERE id = ${payment.id}`);
    await exec(sql`UPDATE expense_category_totals SET amount = amount + 0.01 WHERE project_id = ${done}`);
    const [adv] = await exec<{
      id: number;
    }>(sql`INSERT INTO payroll_advances (employee_id, amount, advance_date, reason, status, week_start_date, week_end_date)
      VALUES (${employeeId}, 30.00, '2026-12-01', 'Tools', 'deducted', '2026-12-06', '2026-12-12') RETURNING id`);

    const check = await reconciliation();
    expect(check.differences).toEqual([
      { kind: 'advance-deduction', id: adv.id, label: expect.stringContaining('Dan Reyes'), stored: 30, expected: 0 },
      { kind: 'completed-project', id: done, label: 'Finished job', stored: 10, expected: 15 },
      { kind: 'expense-category', id, label: 'Tampered job, permits (0 stored, 1 found)', stored: 0, expected: 7.5 },
      {
        kind: 'expense-category',
        id: done,
        label: expect.stringMatching(/^Finished job, \w+ \(2 stored, 2 found\)$/),
        stored: 15.01,
        expected: 15,
      },
      { kind: 'payroll-week', id: payment.id, label: 'Dan Reyes, week of 2026-11-15', stored: 99.99, expected: 100 },
      { kind: 'project-expenses', id, label: 'Tampered job', stored: 57.5, expected: 69.84 },
      { kind: 'project-labor', id, label: 'Tampered job', stored: 101, expected: 100 },
      { kind: 'project-unpriced-work', id, label: 'Tampered job (employees differ)', stored: 2, expected: 0 },
    ]);
    expect(new Date(check.checkedAt).getTime()).not.toBeNaN();
  });

  it('refuses an expense category outside the fixed list with 400 and writes nothing (the CHECK of migration 0005)', async () => {
    const id = (await api.post('/api/projects', projectPayload({ name: 'Category job' }))).body.id as number;
    const count = async () => (await exec<{ n: number }>(sql`SELECT count(*)::int AS n FROM expenses`))[0].n;
    const before = await count();
    const res = await api.post('/api/expenses', { projectId: id, category: 'Lumber', description: 'x', amount: 1, date: '2026-11-02' });
    expect(res.status).toBe(400);
    expect(await count()).toBe(before);
    for (const category of ['permits', 'utilities']) {
      expect((await api.post('/api/expenses', { projectId: id, category, description: 'x', amount: 1, date: '2026-11-02' })).status).toBe(
        201,
      );
    }
  });
});
