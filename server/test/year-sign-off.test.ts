import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountingApi } from '../../domain/api/accounting';
import { payrollApi } from '../../domain/api/payroll';
import { addDays } from '../../domain/dates';
import { givePapers } from './factories';
import { databaseKinds, httpClient, startTestServer, type TestServer } from './harness';
import {
  costAt,
  dollars,
  EMPLOYEES,
  expected1099,
  expectedPayroll,
  expectedPnl,
  generateYear,
  RAISE,
  recognisedAt,
  toCents,
  UNPAID,
  WEEKS,
  YEAR_END,
  yearBodies,
} from './year-model';

/**
 * Issue 37's sign-off test: a deterministic year (2025) of a small contractor built through the API only, then the
 * P&L of the year under each revenue basis, wages payable at year end and the closed year's figures after attempted
 * edits, each equal to a recomputation here from what the test itself sent (integer cents). The server's clock is
 * the real one (today is after the year): 2025 is history, with some 2026 activity after it.
 */

// ------------------------------------------------------------------------------------------------------ the test

// biome-ignore lint/suspicious/noExplicitAny: the answers are read as JSON; the schemas are checked by the API tests of each area
type Json = any;

describe.each(databaseKinds)("a year's sign-off on %s", (kind) => {
  let server: TestServer;
  let api: ReturnType<typeof httpClient>;
  const y = generateYear();
  const ids = {
    projects: [] as number[],
    employees: [] as number[],
    suppliers: [] as number[],
    subs: [] as number[],
    work: [] as number[],
    expenses: [] as number[],
    invoices: [] as number[],
    sovLine: new Map<number, number>(),
    changeOrders: [] as number[],
    payrollPayments: [] as number[],
  };
  const ok = async <T = Json>(res: Promise<{ status: number; body: T }>, status = 200): Promise<T> => {
    const r = await res;
    expect(r.status, JSON.stringify(r.body)).toBe(status);
    return r.body;
  };
  const refused = async (
    res: Promise<{ status: number; body: { message: string } }>,
    why = 'The books are closed through Dec 31, 2025',
  ) => {
    const r = await res;
    expect(r.status, JSON.stringify(r.body)).toBe(409);
    expect(r.body.message).toContain(why);
  };
  const { employeeBody, workBody, expenseBody } = yearBodies(ids, { daily: 'Carpenter', hourly: 'Helper' });
  const setBasis = (method: string) => ok(api.put('/api/accounting/revenue-method', { method }));
  /** The year's P&L under each basis, switching the basis through the API. */
  const pnlByBasis = async () => {
    const out: Record<string, { revenue: number; costs: number; netProfit: number }> = {};
    for (const method of ['earned', 'billed', 'cash']) {
      await setBasis(method);
      const o = accountingApi.overview.response.parse(await ok(api.get('/api/accounting/overview?year=2025')));
      expect(o.revenueMethod).toBe(method);
      out[method] = {
        revenue: toCents(o.yearlyOverview.totalRevenue),
        costs: toCents(o.yearlyOverview.totalExpenses),
        netProfit: toCents(o.yearlyOverview.netProfit),
      };
    }
    return out;
  };
  const payrollWeeks = async () => {
    const out: { week: string; rows: { e: number; totalPay: number; netPay: number; paid: number | null }[] }[] = [];
    for (const week of WEEKS) {
      const list = payrollApi.weekly.response.parse(await ok(api.get(`/api/payroll/weekly?week=${week}`)));
      out.push({
        week,
        rows: EMPLOYEES.map((_, e) => {
          const r = list.find((x) => x.employeeId === ids.employees[e]);
          return {
            e,
            totalPay: toCents(r?.totalPay ?? 0),
            netPay: toCents(r?.netPay ?? 0),
            paid: r?.payment ? toCents(r.payment.amount) : null,
          };
        }),
      });
    }
    return out;
  };
  const form1099 = async () => {
    const f = accountingApi.form1099.response.parse(await ok(api.get('/api/accounting/1099?year=2025')));
    return ids.subs.map((id) => ({
      nec: toCents(f.necPayees.find((p) => p.kind === 'subcontractor' && p.id === id)?.amount ?? 0),
      cardOrApp: toCents(f.cardOrAppPayees.find((p) => p.kind === 'subcontractor' && p.id === id)?.amount ?? 0),
    }));
  };
  const wagesPayable = async () => {
    const w = payrollApi.wagesPayable.response.parse(await ok(api.get(`/api/payroll/wages-payable?asOf=${YEAR_END}`)));
    return {
      unpaidWork: toCents(w.unpaidWork),
      adjustments: toCents(w.adjustments),
      advancesOutstanding: toCents(w.advancesOutstanding),
      wagesPayable: toCents(w.wagesPayable),
    };
  };
  const figures = async () => ({
    pnl: await pnlByBasis(),
    payroll: await payrollWeeks(),
    f1099: await form1099(),
    wages: await wagesPayable(),
  });
  let before: Awaited<ReturnType<typeof figures>>;

  beforeAll(async () => {
    server = await startTestServer(kind);
    api = httpClient(server);

    for (const name of ['Gulf Lumber', 'Bay Hardware', 'Sun Rentals'])
      ids.suppliers.push((await ok(api.post('/api/suppliers', { name, specialties: ['materials'] }), 201)).id);
    for (const name of ['Mike Drywall', 'Rosa Electric'])
      ids.subs.push((await ok(api.post('/api/subcontractors', { name, specialty: 'Trade', tin: '123456789', w9OnFile: true }), 201)).id);
    // Their certificates on file too, so their payments are not held (issue 44).
    for (const subcontractorId of ids.subs) await givePapers(server.database.db, { subcontractorId });
    for (let e = 0; e < EMPLOYEES.length; e++)
      ids.employees.push((await ok(api.post('/api/employees', employeeBody(e, { effectiveFrom: '2025-01-01' })), 201)).id);
    for (const p of y.projects) {
      const created = await ok(
        api.post('/api/projects', { name: p.name, location: 'Tampa', startDate: p.start, endDate: p.end, budget: dollars(p.budget) }),
        201,
      );
      ids.projects.push(created.id);
      await ok(api.put(`/api/projects/${created.id}/billing-terms`, { retainagePercent: p.retainage, paymentTermsDays: 30 }));
      for (const e of p.estimates)
        await ok(api.post(`/api/projects/${created.id}/estimates`, { effectiveDate: e.date, estimatedTotalCost: dollars(e.amount) }), 201);
    }

    // The year, in date order: each week's work and expenses, the events dated in it, then its payroll.
    const events: { date: string; run: () => Promise<unknown> }[] = [];
    y.advances.forEach((a) => {
      events.push({
        date: a.date,
        run: async () => {
          const adv = await ok(
            api.post('/api/payroll-advances', {
              employeeId: ids.employees[a.employee],
              amount: dollars(a.amount),
              reason: 'Rent',
              advanceDate: a.date,
            }),
            201,
          );
          if (a.how === 'paid') {
            await ok(api.post('/api/payments/generate-instructions', { advanceId: adv.id }));
            await ok(api.put(`/api/payroll-advances/${adv.id}`, { status: 'paid' }));
          }
          if (a.how === 'cancelled') await ok(api.put(`/api/payroll-advances/${adv.id}`, { status: 'cancelled' }));
        },
      });
    });
    y.invoices.forEach((v, n) => {
      events.push({
        date: v.date,
        run: async () => {
          const projectId = ids.projects[v.project];
          if (!ids.sovLine.has(v.project))
            ids.sovLine.set(v.project, (await ok(api.get(`/api/projects/${projectId}/schedule-of-values`))).lines[0].id);
          const inv = await ok(
            api.post(`/api/projects/${projectId}/invoices`, {
              invoiceDate: v.date,
              periodTo: v.date,
              lines: [{ sovLineId: ids.sovLine.get(v.project), mode: 'amount', value: dollars(v.amount) }],
            }),
            201,
          );
          ids.invoices[n] = inv.id;
          if (v.fate !== 'draft') await ok(api.put(`/api/invoices/${inv.id}/status`, { status: 'sent' }));
          if (v.fate === 'void') await ok(api.put(`/api/invoices/${inv.id}/status`, { status: 'void' }));
        },
      });
    });
    y.receipts.forEach((p) => {
      events.push({
        date: p.date,
        run: () =>
          ok(
            api.post(`/api/invoices/${ids.invoices[p.invoice]}/payments`, { amount: dollars(p.amount), date: p.date, method: 'check' }),
            201,
          ),
      });
    });
    y.changeOrders.forEach((c) => {
      events.push({
        date: c.date,
        run: async () => {
          const co = await ok(
            api.post(`/api/projects/${ids.projects[c.project]}/change-orders`, {
              description: 'Change',
              amount: dollars(c.amount),
              date: c.date,
              status: 'sent',
            }),
            201,
          );
          ids.changeOrders.push(co.id);
          if (c.approve) await ok(api.put(`/api/change-orders/${co.id}`, { status: 'approved' }));
        },
      });
    });
    events.push({
      date: RAISE.effectiveFrom,
      run: () =>
        ok(
          api.put(
            `/api/employees/${ids.employees[RAISE.employee]}`,
            employeeBody(RAISE.employee, { dailyRate: dollars(RAISE.dailyRate), effectiveFrom: RAISE.effectiveFrom }),
          ),
        ),
    });
    events.push({
      date: '2025-10-01',
      run: () => ok(api.put(`/api/projects/${ids.projects[0]}`, { status: 'completed', isActive: false })),
    });
    events.sort((a, b) => a.date.localeCompare(b.date));

    for (const week of WEEKS) {
      const sat = addDays(week, 6);
      for (const w of y.work.filter((x) => x.date >= week && x.date <= sat))
        ids.work.push((await ok(api.post('/api/time-entries', workBody(w)), 201)).id);
      for (const x of y.expenses.filter((e) => e.date >= week && e.date <= sat))
        ids.expenses.push((await ok(api.post('/api/expenses', expenseBody(x)), 201)).id);
      while (events.length && events[0].date <= sat) await (events.shift() as (typeof events)[number]).run();
      if (!UNPAID.has(week)) {
        const paid = await ok(api.post('/api/payroll/pay-week', { week, paymentDate: sat }));
        ids.payrollPayments.push(...paid.payments.map((x: { id: number }) => x.id));
      }
    }
    // 2026 activity: payments received after year end and a new application.
    for (const e of events) await e.run();
    before = await figures();
  }, 600_000);
  afterAll(() => server?.close());

  it('the generated year has each case: a completed job, a revised estimate, a loss contract, a job without an estimate', () => {
    const [garage, ridge, loss, porch] = y.projects.map((p, i) => ({
      p,
      cost: costAt(y, i, YEAR_END),
      earned: recognisedAt(y, i, YEAR_END),
    }));
    expect(garage.earned).toBe(garage.p.budget);
    expect(ridge.p.estimates).toHaveLength(2);
    expect(ridge.earned).toBeGreaterThan(ridge.cost);
    // The loss contract shows its whole expected loss at once; the job without an estimate earns its cost.
    expect(loss.earned - loss.cost).toBe(loss.p.budget - loss.p.estimates[0].amount);
    expect(loss.earned - loss.cost).toBeLessThan(0);
    expect(porch.p.estimates).toEqual([]);
    expect(porch.earned).toBe(porch.cost);
    expect(y.advances.map((a) => a.how).sort()).toEqual(['cancelled', 'paid', 'paid', 'paid', 'pending', 'pending', 'pending']);
  });

  it('the P&L of the year under each basis equals the recomputation', () => {
    expect(before.pnl).toEqual(expectedPnl(y));
  });

  it('wages payable at year end = pay of work in the unpaid weeks less the advances not yet recovered', () => {
    const exp = expectedPayroll(y);
    expect(before.wages).toEqual(exp.wagesPayable);
    expect(exp.wagesPayable.unpaidWork).toBeGreaterThan(0);
    expect(exp.wagesPayable.advancesOutstanding).toBe(20000 + 7500);
  });

  it('payroll weeks and the 1099 amounts equal the recomputation', () => {
    const exp = expectedPayroll(y);
    expect(
      before.payroll.map((w) => ({ week: w.week, rows: w.rows.map((r) => ({ e: r.e, totalPay: r.totalPay, netPay: r.netPay })) })),
    ).toEqual(exp.weeks.map((w) => ({ week: w.week, rows: w.rows })));
    for (const w of before.payroll) {
      const paid = !UNPAID.has(w.week);
      for (const r of w.rows) expect(r.paid, `${w.week} ${r.e}`).toBe(paid && r.totalPay > 0 ? r.netPay : null);
    }
    expect(before.f1099).toEqual(expected1099(y));
  });

  it('after the close, edits in the closed year are refused, edits in the open period succeed, and the closed figures stay', async () => {
    await ok(api.post('/api/accounting/periods/close', { through: YEAR_END }));
    const x = y.expenses.findIndex((e) => e.date >= '2025-11-01');
    const w = y.work.findIndex((e) => e.date >= '2025-11-01');
    await refused(api.put(`/api/expenses/${ids.expenses[x]}`, { ...expenseBody(y.expenses[x]), amount: 1 }));
    await refused(api.del(`/api/expenses/${ids.expenses[x]}`));
    await refused(api.post('/api/expenses', { ...expenseBody(y.expenses[x]), date: '2025-12-05' }));
    await refused(api.post('/api/time-entries', workBody({ ...y.work[w], date: '2025-11-12' })));
    await refused(api.put(`/api/time-entries/${ids.work[w]}`, { ...workBody(y.work[w]), description: 'Edited' }));
    // A raise effective in the closed year: over paid weeks it is refused for them; over the unpaid last week, for the close.
    expect(
      (await api.put(`/api/employees/${ids.employees[1]}`, employeeBody(1, { dailyRate: 250, effectiveFrom: '2025-10-01' }))).status,
    ).toBe(409);
    await refused(api.put(`/api/employees/${ids.employees[1]}`, employeeBody(1, { dailyRate: 250, effectiveFrom: '2025-12-21' })));
    const garageExpenses = y.expenses.filter((e) => e.project === 0).length; // every one paid (it has a payment method)
    await refused(api.del(`/api/projects/${ids.projects[0]}`), `cannot be deleted: it has ${garageExpenses} paid expenses`);
    await refused(api.post(`/api/invoices/${ids.invoices[5]}/payments`, { amount: 10, date: '2025-12-24', method: 'check' }));
    await refused(
      api.post('/api/payroll-advances', { employeeId: ids.employees[0], amount: 50, reason: 'Gas', advanceDate: '2025-12-10' }),
    );
    await refused(
      api.post('/api/payments', {
        employeeId: ids.employees[1],
        amount: 20,
        paymentDate: '2025-12-20',
        paymentType: 'other',
        paymentMethod: 'cash',
        status: 'completed',
      }),
    );
    await refused(api.put(`/api/payments/${ids.payrollPayments[0]}/date`, { paymentDate: '2026-01-02' }));
    await refused(api.put(`/api/invoices/${ids.invoices[3]}/status`, { status: 'void' }));
    await refused(api.put(`/api/invoices/${ids.invoices[10]}/status`, { status: 'sent' }));
    await refused(api.put(`/api/change-orders/${ids.changeOrders[2]}`, { status: 'approved' }));
    // An estimate revised back into the closed year would move its earned revenue.
    await refused(api.post(`/api/projects/${ids.projects[1]}/estimates`, { effectiveDate: '2025-12-01', estimatedTotalCost: 1_000_000 }));

    // The open period goes on: expenses and work in 2026, a raise from today's month, an advance, the unpaid weeks paid.
    const spent = await ok(api.post('/api/expenses', { ...expenseBody(y.expenses[x]), date: '2026-01-12' }), 201);
    await ok(api.put(`/api/expenses/${spent.id}`, { ...expenseBody(y.expenses[x]), date: '2026-01-12', amount: 99.99 }));
    const extra = await ok(api.post('/api/expenses', { ...expenseBody(y.expenses[x]), date: '2026-01-13' }), 201);
    expect((await api.del(`/api/expenses/${extra.id}`)).status).toBe(204);
    const later = await ok(api.post('/api/time-entries', workBody({ ...y.work[w], project: 1, date: '2026-01-14' })), 201);
    await ok(
      api.put(`/api/time-entries/${later.id}`, { ...workBody({ ...y.work[w], project: 1, date: '2026-01-14' }), description: 'Edited' }),
    );
    await ok(api.put(`/api/employees/${ids.employees[1]}`, employeeBody(1, { dailyRate: 250, effectiveFrom: '2026-11-01' })));
    await ok(
      api.post('/api/payroll-advances', { employeeId: ids.employees[0], amount: 50, reason: 'Gas', advanceDate: '2026-01-08' }),
      201,
    );
    for (const week of UNPAID) await ok(api.post('/api/payroll/pay-week', { week, paymentDate: '2026-01-05' }));
    await ok(api.post(`/api/projects/${ids.projects[1]}/estimates`, { effectiveDate: '2026-01-02', estimatedTotalCost: 1_000_000 }), 201);
    await ok(
      api.put(`/api/projects/${ids.projects[3]}/billing-terms`, { retainagePercent: 0, paymentTermsDays: 30, estimatedTotalCost: 500_000 }),
    );

    const after = await figures();
    // Paying the unpaid weeks in January changes only their payment, not what they owed or what 2025 shows.
    const exp = expectedPayroll(y);
    expect(after.pnl).toEqual(before.pnl);
    expect(after.pnl).toEqual(expectedPnl(y));
    expect(after.f1099).toEqual(before.f1099);
    expect(after.wages).toEqual(before.wages);
    expect(after.wages).toEqual(exp.wagesPayable);
    // Every week's pay stays; the paid weeks stay whole (an unpaid week's advances move to the week that recovers them).
    const pays = (f: typeof before) => f.payroll.map((w) => ({ week: w.week, pay: w.rows.map((r) => r.totalPay) }));
    expect(pays(after)).toEqual(pays(before));
    for (const wk of after.payroll.filter((k) => !UNPAID.has(k.week))) expect(wk).toEqual(before.payroll.find((b) => b.week === wk.week));
  });
});
