import { addDays } from '../../domain/dates';

/**
 * The generated year of the sign-off test (year-sign-off.test.ts) and its independent recomputation, in integer
 * cents: what the test sends and what every figure must then be. No app code is used for the figures.
 */

// ------------------------------------------------------------------------------------------------ the generator

/** mulberry32: a small seeded PRNG (no Math.random), so the year is the same on every run and engine. */
function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)],
    chance: (p: number) => next() < p,
  };
}

/** Integer cents (the test's own arithmetic, independent of domain/money.ts). */
export type Cents = number;
export const dollars = (c: Cents) => c / 100;
export const toCents = (d: number) => Math.round(d * 100);
/** a × b ÷ c rounded half away from zero, exact (BigInt), for cents. */
function mulDiv(a: Cents, b: Cents, c: Cents): Cents {
  const n = BigInt(a) * BigInt(b);
  const d = BigInt(c);
  const neg = n < 0n !== d < 0n;
  const an = n < 0n ? -n : n;
  const ad = d < 0n ? -d : d;
  const q = (an * 2n + ad) / (ad * 2n);
  return Number(neg ? -q : q);
}
/** Labor pay in cents: quantity in hundredths (days or hours) × rate in cents, rounded to the cent (half up). */
const pay = (qty100: number, rateCents: Cents) => Math.floor((qty100 * rateCents + 50) / 100);
const sum = (xs: readonly number[]) => xs.reduce((s, x) => s + x, 0);

export const YEAR_END = '2025-12-31';
const FIRST_SUNDAY = '2025-01-05';
export const WEEKS = Array.from({ length: 52 }, (_, i) => addDays(FIRST_SUNDAY, 7 * i)); // through the week of Dec 28
/** The last weeks of the year are left unpaid at year end. */
export const UNPAID = new Set(['2025-12-21', '2025-12-28']);
export const RAISE = { employee: 0, effectiveFrom: '2025-07-01', dailyRate: 24000 };

type ProjectPlan = {
  key: 'garage' | 'ridge' | 'loss' | 'porch';
  name: string;
  start: string;
  end: string | null;
  budget: Cents;
  retainage: number;
  /** Dated estimated total cost revisions (none: a job without an estimate). */
  estimates: { date: string; amount: Cents }[];
  finishedOn: string | null;
};
type EmployeePlan = { name: string; payType: 'daily' | 'hourly'; dailyRate: Cents; hourlyRate: Cents | null; method: string };
export type Work = { employee: number; project: number; date: string; qty100: number };
export type Expense = {
  project: number;
  date: string;
  amount: Cents;
  category: string;
  supplier: number | null;
  sub: number | null;
  method: string;
};
type Advance = { employee: number; date: string; amount: Cents; how: 'pending' | 'paid' | 'cancelled' };
type Invoice = { project: number; date: string; amount: Cents; fate: 'sent' | 'draft' | 'void' };
type Receipt = { invoice: number; date: string; amount: Cents };

export const EMPLOYEES: EmployeePlan[] = [
  { name: 'Ana Reyes', payType: 'daily', dailyRate: 22000, hourlyRate: null, method: 'zelle' },
  { name: 'Ben Cole', payType: 'daily', dailyRate: 18050, hourlyRate: null, method: 'cash' },
  { name: 'Cruz Diaz', payType: 'hourly', dailyRate: 0, hourlyRate: 2850, method: 'check' },
  { name: 'Dana Fox', payType: 'hourly', dailyRate: 0, hourlyRate: 3125, method: 'cashapp' },
];
const CATEGORIES = ['material', 'gas', 'equipment', 'permits', 'dining', 'other', 'fuel'] as const;
const METHODS = ['cash', 'check', 'card', 'bank_transfer'] as const;

/** The rate (cents) in force for an employee on a day: the raise from its effective date on. */
function rateOn(e: number, day: string): Cents {
  const emp = EMPLOYEES[e];
  if (emp.payType === 'hourly') return emp.hourlyRate ?? 0;
  return e === RAISE.employee && day >= RAISE.effectiveFrom ? RAISE.dailyRate : emp.dailyRate;
}
const workPay = (w: Work) => pay(w.qty100, rateOn(w.employee, w.date));

/** The whole year, generated before anything is sent, so estimates and budgets can be set from the costs to come. */
export function generateYear() {
  const r = prng(20251231);
  const projects: ProjectPlan[] = [
    {
      key: 'garage',
      name: 'Garage build (completed)',
      start: '2025-01-06',
      end: '2025-09-30',
      budget: 0,
      retainage: 0,
      estimates: [],
      finishedOn: '2025-09-30',
    },
    {
      key: 'ridge',
      name: 'Ridge house',
      start: '2025-02-03',
      end: '2026-03-31',
      budget: 0,
      retainage: 10,
      estimates: [],
      finishedOn: null,
    },
    {
      key: 'loss',
      name: 'Loss Lane duplex (loss contract)',
      start: '2025-04-01',
      end: '2026-06-30',
      budget: 0,
      retainage: 10,
      estimates: [],
      finishedOn: null,
    },
    {
      key: 'porch',
      name: 'Oak St porch (no estimate)',
      start: '2025-06-02',
      end: null,
      budget: 0,
      retainage: 0,
      estimates: [],
      finishedOn: null,
    },
  ];
  const openOn = (day: string) =>
    projects
      .map((p, i) => ({ p, i }))
      .filter(({ p }) => p.start <= day && (p.end === null || day <= p.end))
      .map(({ i }) => i);
  const work: Work[] = [];
  const expenses: Expense[] = [];
  for (const week of WEEKS) {
    EMPLOYEES.forEach((emp, e) => {
      const day = addDays(week, r.int(1, 5));
      if (day > YEAR_END) return;
      const open = openOn(day);
      const qty100 = emp.payType === 'daily' ? r.pick([100, 150, 200, 250, 300]) : r.pick([800, 1250, 1600, 2025, 2400]);
      work.push({ employee: e, project: r.pick(open), date: day, qty100 });
    });
    const n = r.int(1, 2);
    for (let k = 0; k < n; k++) {
      const day = addDays(week, r.int(0, 6));
      if (day > YEAR_END) continue;
      expenses.push({
        project: r.pick(openOn(day)),
        date: day,
        amount: r.int(4_000, 180_000),
        category: r.pick(CATEGORIES),
        supplier: r.int(0, 2),
        sub: null,
        method: r.pick(METHODS),
      });
    }
  }
  // Subcontractors: one paid by check every other month, one by check or card.
  for (let m = 1; m <= 12; m++) {
    const day = `2025-${String(m).padStart(2, '0')}-${m === 2 ? '26' : '27'}`;
    const open = openOn(day);
    if (m % 2 === 0)
      expenses.push({
        project: r.pick(open),
        date: day,
        amount: r.int(90_000, 240_000),
        category: 'subcontractor',
        supplier: null,
        sub: 0,
        method: 'check',
      });
    expenses.push({
      project: r.pick(open),
      date: day,
      amount: r.int(30_000, 90_000),
      category: 'subcontractor',
      supplier: null,
      sub: 1,
      method: m % 3 === 0 ? 'card' : 'check',
    });
  }
  work.sort((a, b) => a.date.localeCompare(b.date));
  expenses.sort((a, b) => a.date.localeCompare(b.date));
  // Budgets and estimates from the year's costs (dollars, whole).
  const cost = (i: number, through: string) =>
    sum(work.filter((w) => w.project === i && w.date <= through).map(workPay)) +
    sum(expenses.filter((x) => x.project === i && x.date <= through).map((x) => x.amount));
  const whole = (c: Cents) => Math.round(c / 100) * 100;
  const [garage, ridge, loss, porch] = projects;
  garage.budget = whole(cost(0, YEAR_END) * 1.3);
  garage.estimates = [{ date: '2025-01-06', amount: whole(cost(0, YEAR_END) * 1.2) }];
  const ridgeCost = cost(1, YEAR_END);
  ridge.estimates = [
    { date: '2025-02-03', amount: whole((ridgeCost * 100) / 65) },
    { date: '2025-09-01', amount: whole((ridgeCost * 100) / 55) },
  ];
  ridge.budget = whole(ridge.estimates[1].amount * 1.25);
  const lossEstimate = whole((cost(2, YEAR_END) * 100) / 60);
  loss.estimates = [{ date: '2025-04-01', amount: lossEstimate }];
  loss.budget = whole(lossEstimate * 0.9); // a loss contract: estimated total cost above the contract value
  porch.budget = whole(cost(3, YEAR_END) * 2 + 1_000_000);

  const advances: Advance[] = [
    { employee: 0, date: '2025-03-11', amount: 15000, how: 'pending' },
    { employee: 1, date: '2025-05-20', amount: 12000, how: 'paid' },
    { employee: 2, date: '2025-08-05', amount: 9000, how: 'cancelled' },
    { employee: 3, date: '2025-10-14', amount: 20000, how: 'paid' },
    { employee: 1, date: '2025-12-16', amount: 10000, how: 'pending' },
    { employee: 0, date: '2025-12-23', amount: 20000, how: 'pending' }, // in an unpaid week: outstanding at year end
    { employee: 2, date: '2025-12-30', amount: 7500, how: 'paid' }, // Pay Now in the last week: outstanding too
  ];
  const pct = (p: ProjectPlan, n: number) => whole((p.budget * n) / 100);
  const invoices: Invoice[] = [
    { project: 0, date: '2025-03-31', amount: pct(garage, 30), fate: 'sent' },
    { project: 0, date: '2025-06-30', amount: pct(garage, 40), fate: 'sent' },
    { project: 0, date: '2025-10-15', amount: garage.budget - pct(garage, 30) - pct(garage, 40), fate: 'sent' },
    { project: 1, date: '2025-05-31', amount: pct(ridge, 12), fate: 'sent' },
    { project: 1, date: '2025-08-31', amount: pct(ridge, 18) + 4_321, fate: 'sent' },
    { project: 1, date: '2025-11-30', amount: pct(ridge, 15), fate: 'sent' },
    { project: 2, date: '2025-07-31', amount: pct(loss, 20), fate: 'sent' },
    { project: 2, date: '2025-10-31', amount: pct(loss, 25), fate: 'void' },
    { project: 2, date: '2025-11-15', amount: pct(loss, 22) + 1_999, fate: 'sent' },
    { project: 3, date: '2025-09-30', amount: pct(porch, 10), fate: 'sent' },
    { project: 3, date: '2025-12-15', amount: pct(porch, 8), fate: 'draft' },
    { project: 1, date: '2026-02-27', amount: pct(ridge, 10), fate: 'sent' },
  ];
  // Payments received, at most 80 % of what an application billed (it holds at most 10 % retainage).
  const part = (i: number, n: number) => Math.floor((invoices[i].amount * n) / 100);
  const receipts: Receipt[] = [
    { invoice: 0, date: '2025-04-18', amount: invoices[0].amount },
    { invoice: 1, date: '2025-07-25', amount: part(1, 50) },
    { invoice: 1, date: '2025-08-29', amount: invoices[1].amount - part(1, 50) },
    { invoice: 2, date: '2026-01-20', amount: invoices[2].amount }, // after year end
    { invoice: 3, date: '2025-06-27', amount: part(3, 80) },
    { invoice: 4, date: '2025-10-03', amount: part(4, 75) },
    { invoice: 5, date: '2026-01-09', amount: part(5, 80) },
    { invoice: 6, date: '2025-09-02', amount: part(6, 60) },
    { invoice: 8, date: '2025-12-19', amount: part(8, 40) },
    { invoice: 9, date: '2026-02-02', amount: invoices[9].amount },
  ];
  const changeOrders = [
    { project: 1, date: '2025-06-16', amount: 450_000, approve: true },
    { project: 2, date: '2025-08-11', amount: -120_000, approve: true },
    { project: 3, date: '2025-10-01', amount: 80_000, approve: false },
  ];
  return { projects, work, expenses, advances, invoices, receipts, changeOrders };
}

// ----------------------------------------------------------------------------------------------- recomputation

export type Year = ReturnType<typeof generateYear>;
const inYear = (d: string) => d >= '2025-01-01' && d <= YEAR_END;

/** Earned to date at a day (cost-to-cost, zero margin without a usable estimate, a loss contract's whole loss at once). */
export function recognisedAt(y: Year, i: number, day: string): Cents {
  const p = y.projects[i];
  // Approved change orders count from the day they were approved: today, after the year, so never in 2025.
  const contract = p.budget;
  const cost = costAt(y, i, day);
  if (p.finishedOn !== null && p.finishedOn <= day) return contract;
  const est = [...p.estimates].filter((e) => e.date <= day).pop()?.amount ?? null;
  if (est === null || est <= 0 || est < cost) return contract > 0 && cost > contract ? contract : cost;
  const earned = mulDiv(contract, cost, est);
  const expected = contract - est;
  const provision = expected < 0 ? Math.max(0, earned - cost - expected) : 0;
  return earned - provision;
}

/** A job's cost to date (expenses and labor pay at the rate in force on each day). */
export function costAt(y: Year, i: number, day: string): Cents {
  return (
    sum(y.work.filter((w) => w.project === i && w.date <= day).map(workPay)) +
    sum(y.expenses.filter((x) => x.project === i && x.date <= day).map((x) => x.amount))
  );
}

export function expectedPnl(y: Year) {
  const costs = sum(y.work.filter((w) => inYear(w.date)).map(workPay)) + sum(y.expenses.filter((x) => inYear(x.date)).map((x) => x.amount));
  const earned = sum(y.projects.map((_, i) => recognisedAt(y, i, YEAR_END) - recognisedAt(y, i, '2024-12-31')));
  const billed = sum(y.invoices.filter((v) => v.fate === 'sent' && inYear(v.date)).map((v) => v.amount));
  const cash = sum(y.receipts.filter((p) => inYear(p.date)).map((p) => p.amount));
  const pnl = (revenue: Cents) => ({ revenue, costs, netProfit: revenue - costs });
  return { earned: pnl(earned), billed: pnl(billed), cash: pnl(cash) };
}

/** Payroll replayed: each paid week pays its work less every advance not cancelled nor recovered, dated by its Saturday. */
export function expectedPayroll(y: Year) {
  const recovered = new Map<number, string>(); // advance index → week that recovered it
  const weeks = WEEKS.map((week) => {
    const sat = addDays(week, 6);
    const rows = EMPLOYEES.map((_, e) => {
      const own = y.work.filter((w) => w.employee === e && w.date >= week && w.date <= sat);
      const totalPay = sum(own.map(workPay));
      const adv = y.advances
        .map((a, k) => ({ a, k }))
        .filter(
          ({ a, k }) => a.employee === e && a.how !== 'cancelled' && a.date <= sat && (!recovered.has(k) || recovered.get(k) === week),
        );
      return { e, totalPay, advances: adv };
    });
    const paid = !UNPAID.has(week);
    if (paid) for (const r of rows) if (r.totalPay > 0) for (const { k } of r.advances) recovered.set(k, week);
    return {
      week,
      paid,
      rows: rows.map((r) => ({ e: r.e, totalPay: r.totalPay, netPay: r.totalPay - sum(r.advances.map((x) => x.a.amount)) })),
    };
  });
  const unpaidWork = sum(y.work.filter((w) => w.date <= YEAR_END && UNPAID.has(weekOf(w.date))).map(workPay));
  const advancesOutstanding = sum(
    y.advances.filter((a, k) => a.date <= YEAR_END && a.how !== 'cancelled' && !recovered.has(k)).map((a) => a.amount),
  );
  return { weeks, wagesPayable: { unpaidWork, adjustments: 0, advancesOutstanding, wagesPayable: unpaidWork - advancesOutstanding } };
}
const weekOf = (d: string) => WEEKS.filter((w) => w <= d).pop() as string;

export function expected1099(y: Year) {
  return [0, 1].map((s) => {
    const paid = y.expenses.filter((x) => x.sub === s && inYear(x.date));
    return {
      nec: sum(paid.filter((x) => x.method !== 'card').map((x) => x.amount)),
      cardOrApp: sum(paid.filter((x) => x.method === 'card').map((x) => x.amount)),
    };
  });
}

/** The ids the API gave the generated year's people and jobs, by their index in the model. */
export type YearIds = { projects: number[]; employees: number[]; suppliers: number[]; subs: number[] };

/**
 * The API bodies that build the generated year (the sign-off and ledger tests): an employee (position: what the
 * test calls a day-rate and an hourly worker), a work record and an expense, with the ids the API gave.
 */
export function yearBodies(ids: YearIds, positions: { daily: string; hourly: string } = { daily: 'Carpenter', hourly: 'Carpenter' }) {
  const employeeBody = (e: number, o: Record<string, unknown> = {}) => {
    const emp = EMPLOYEES[e];
    return {
      name: emp.name,
      position: emp.payType === 'daily' ? positions.daily : positions.hourly,
      dailyRate: dollars(emp.dailyRate),
      ...(emp.hourlyRate !== null && { hourlyRate: dollars(emp.hourlyRate) }),
      payType: emp.payType,
      preferredPaymentMethod: emp.method,
      ...o,
    };
  };
  const workBody = (w: Work) => ({
    projectId: ids.projects[w.project],
    employeeId: ids.employees[w.employee],
    date: w.date,
    ...(EMPLOYEES[w.employee].payType === 'daily'
      ? { entryType: 'days', days: w.qty100 / 100 }
      : { entryType: 'hours', hours: w.qty100 / 100 }),
    description: 'Work',
  });
  const expenseBody = (x: Expense) => ({
    projectId: ids.projects[x.project],
    category: x.category,
    description: `${x.category} ${x.date}`,
    amount: dollars(x.amount),
    date: x.date,
    supplierId: x.supplier === null ? null : ids.suppliers[x.supplier],
    subcontractorId: x.sub === null ? null : ids.subs[x.sub],
    paymentMethod: x.method,
  });
  return { employeeBody, workBody, expenseBody };
}
