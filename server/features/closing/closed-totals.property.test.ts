import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertEmployee, projectPayload } from '../../test/factories';
import { databaseKinds, httpClient, startTestServer, type TestServer } from '../../test/harness';

const CLOSED_THROUGH = '2025-12-31';
const DATES = ['2025-03-10', '2025-12-31', '2026-01-01', '2026-02-14'] as const;

type Op =
  | { kind: 'expense'; date: string; cents: number; project: number }
  | { kind: 'editExpense'; pick: number; date: string; cents: number; project: number }
  | { kind: 'deleteExpense'; pick: number }
  | { kind: 'work'; date: string; days: number; project: number }
  | { kind: 'editWork'; pick: number; date: string; days: number; project: number }
  | { kind: 'deleteWork'; pick: number }
  | { kind: 'payment'; date: string; cents: number }
  | { kind: 'advance'; date: string; cents: number };

const date = fc.constantFrom(...DATES);
const cents = fc.integer({ min: 1, max: 500_000 });
const project = fc.nat({ max: 1 });
const pick = fc.nat({ max: 50 });
const days = fc.constantFrom(0.5, 1, 2);
const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant('expense' as const), date, cents, project }),
  fc.record({ kind: fc.constant('editExpense' as const), pick, date, cents, project }),
  fc.record({ kind: fc.constant('deleteExpense' as const), pick }),
  fc.record({ kind: fc.constant('work' as const), date, days, project }),
  fc.record({ kind: fc.constant('editWork' as const), pick, date, days, project }),
  fc.record({ kind: fc.constant('deleteWork' as const), pick }),
  fc.record({ kind: fc.constant('payment' as const), date, cents }),
  fc.record({ kind: fc.constant('advance' as const), date, cents }),
);

// Issue 37: "no sequence of edits changes a closed period's totals". Generated sequences of expense, work record,
// payment and advance creates, edits (including moves of date and project) and deletes through the API; every
// write touching a closed date answers 409, every other one succeeds, and the closed year's figures of the
// accounting overview are the same after the sequence as before it.
describe.each(databaseKinds)('closed-period totals under generated edits on %s', (kind) => {
  let server: TestServer;
  let api: ReturnType<typeof httpClient>;
  let projects: number[];
  let employeeId: number;
  const expenses: { id: number; date: string }[] = [];
  const work: { id: number; date: string }[] = [];
  /** The close date the answers are checked against (the seed is made while the year is open). */
  let closedThrough: string | null = null;
  const closed = (d: string) => closedThrough !== null && d <= closedThrough;
  /**
   * The closed year's figures: the year's totals, cost categories and months (the projects breakdown is left out: it
   * shows each job's cost to date over every period, so open-period work rightly moves it).
   */
  const closedYear = async () => {
    const o = (await api.get('/api/accounting/overview?year=2025')).body;
    return { yearly: o.yearlyOverview, breakdown: o.expenseBreakdown, months: o.monthlyBreakdown };
  };
  const expenseBody = (o: { date: string; cents: number; project: number }) => ({
    projectId: projects[o.project],
    category: 'material',
    description: 'Generated',
    amount: o.cents / 100,
    date: o.date,
  });
  const workBody = (o: { date: string; days: number; project: number }) => ({
    projectId: projects[o.project],
    employeeId,
    date: o.date,
    entryType: 'days',
    days: o.days,
    description: 'Generated',
  });

  /** Applies one op and checks its answer: 409 exactly when a date it touches is closed. */
  async function apply(o: Op): Promise<void> {
    let touched: string[];
    // biome-ignore lint/suspicious/noExplicitAny: API answers are read loosely in tests, as httpClient does.
    let res: { status: number; body: any };
    switch (o.kind) {
      case 'expense':
      case 'work': {
        touched = [o.date];
        res = o.kind === 'expense' ? await api.post('/api/expenses', expenseBody(o)) : await api.post('/api/time-entries', workBody(o));
        const list = o.kind === 'expense' ? expenses : work;
        if (res.status === 201) list.push({ id: res.body.id, date: o.date });
        break;
      }
      case 'editExpense':
      case 'editWork': {
        const list = o.kind === 'editExpense' ? expenses : work;
        if (list.length === 0) return;
        const row = list[o.pick % list.length];
        touched = [row.date, o.date];
        res =
          o.kind === 'editExpense'
            ? await api.put(`/api/expenses/${row.id}`, expenseBody(o))
            : await api.put(`/api/time-entries/${row.id}`, workBody(o));
        if (res.status === 200) row.date = o.date;
        break;
      }
      case 'deleteExpense':
      case 'deleteWork': {
        const list = o.kind === 'deleteExpense' ? expenses : work;
        if (list.length === 0) return;
        const i = o.pick % list.length;
        touched = [list[i].date];
        res = await api.del(`/api/${o.kind === 'deleteExpense' ? 'expenses' : 'time-entries'}/${list[i].id}`);
        if (res.status === 204) list.splice(i, 1);
        break;
      }
      case 'payment':
        touched = [o.date];
        res = await api.post('/api/payments', {
          employeeId,
          amount: o.cents / 100,
          paymentDate: o.date,
          paymentType: 'other',
          paymentMethod: 'zelle',
          status: 'completed',
        });
        break;
      case 'advance':
        touched = [o.date];
        res = await api.post('/api/payroll-advances', {
          employeeId,
          amount: o.cents / 100,
          reason: 'Generated',
          advanceDate: o.date,
          status: 'pending',
        });
        break;
    }
    const expected = touched.some(closed) ? [409] : [200, 201, 204];
    expect(expected, `${JSON.stringify(o)} → ${res.status} ${JSON.stringify(res.body)}`).toContain(res.status);
  }

  beforeAll(async () => {
    server = await startTestServer(kind);
    api = httpClient(server);
    projects = [];
    for (const name of ['Maple kitchen', 'Oak deck'])
      projects.push((await api.post('/api/projects', projectPayload({ name, budget: 40_000, startDate: '2025-02-03' }))).body.id);
    employeeId = await insertEmployee(server.database.db, { name: 'Ana Lopez', dailyRate: '210.00' });
    // The closed year's records, made while it was open.
    for (const [i, d] of ['2025-03-10', '2025-07-04', '2025-12-31'].entries()) {
      await apply({ kind: 'expense', date: d, cents: 12_345 * (i + 1), project: i % 2 });
      await apply({ kind: 'work', date: d, days: 1, project: (i + 1) % 2 });
    }
    expect((await api.post('/api/accounting/periods/close', { through: CLOSED_THROUGH })).status).toBe(200);
    closedThrough = CLOSED_THROUGH;
  }, 120_000);
  afterAll(() => server?.close());

  it('keeps the closed year’s totals whatever the sequence', async () => {
    const before = await closedYear();
    expect(before.yearly).toBeDefined();
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 8 }), async (ops) => {
        for (const o of ops) await apply(o);
        expect(await closedYear()).toEqual(before);
      }),
      { numRuns: 15 },
    );
  }, 300_000);
});
