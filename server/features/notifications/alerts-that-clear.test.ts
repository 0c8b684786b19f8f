import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDays, daysBetween, todayIso } from '../../../domain/dates';
import { weekStart } from '../../../domain/payroll';
import { givePapers, projectPayload } from '../../test/factories';
import { databaseKinds, httpClient, startTestServer, type TestServer } from '../../test/harness';
import { runChecks } from './checks';

// Issue 39 scope 5: the alerts the remodeler's two weeks should have raised, and alerts that clear once their cause
// is gone. Checks run only when asked here (the harness default), so what each check answers is what it did.

// Read again before each test: a CI run that crosses midnight (UTC) must not compare with yesterday's date.
let today = todayIso();
beforeEach(() => {
  today = todayIso();
});
type Alert = {
  id: number;
  projectId: number | null;
  title: string;
  message: string;
  severity: string;
  acknowledged: boolean;
  resolvedAt: string | null;
};

describe.each(databaseKinds)('alerts that fire and clear on %s', (kind) => {
  let server: TestServer;
  let api: ReturnType<typeof httpClient>;
  beforeAll(async () => {
    server = await startTestServer(kind);
    api = httpClient(server);
  }, 120_000);
  afterAll(() => server?.close());

  const project = async (o: Record<string, unknown>) => (await api.post('/api/projects', projectPayload(o))).body.id as number;
  // A project's check (POST, as the screens and the spec's call table make it), or the daily check of every project.
  // The daily check has no HTTP call: like a write's answer, it waits until its change has reached the response cache
  // (on PostgreSQL the change arrives by LISTEN, later under load), so the list read next is not the one before it.
  const check = async (projectId?: number) => {
    if (projectId !== undefined) return (await api.post(`/api/notifications/check?projectId=${projectId}`)).body;
    const result = await runChecks(server.database.db, today);
    await server.database.flushChanges();
    return result;
  };
  const alerts = async (title: string) => ((await api.get('/api/notifications')).body as Alert[]).filter((a) => a.title === title);

  it('resolves "Required photos missing" once the photo is in, and raises it again if the cause returns', async () => {
    const id = await project({ name: 'Bath without photos', budget: 20_000, startDate: addDays(today, -10), endDate: addDays(today, 20) });
    expect((await check(id)).notificationsGenerated).toBe(1);
    const [open] = (await alerts('Required photos missing')).filter((a) => a.projectId === id);
    expect(open).toMatchObject({ acknowledged: false, resolvedAt: null, message: 'Bath without photos is missing before photos.' });

    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
    const form = new FormData();
    form.append('photo', new Blob([png], { type: 'image/png' }), 'before.png');
    form.append('category', 'before');
    const uploaded = await fetch(`${server.url}/api/projects/${id}/photos`, { method: 'POST', body: form });
    expect(uploaded.status).toBe(201);
    const photoId = ((await uploaded.json()) as { photo: { id: number } }).photo.id;
    const resolved = await check(id);
    expect(resolved).toMatchObject({ notificationsGenerated: 0, notificationsResolved: 1 });
    const [after] = (await alerts('Required photos missing')).filter((a) => a.id === open.id);
    expect(after.acknowledged).toBe(true);
    expect(after.resolvedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    // Nothing left to resolve: a second check changes nothing.
    expect(await check(id)).toMatchObject({ notificationsGenerated: 0, notificationsResolved: 0 });
    // The photo deleted again: the cause is back, and so is the alert at once (a resolved alert does not hold it back).
    expect((await api.del(`/api/photos/${photoId}`)).status).toBe(204);
    expect(await check(id)).toMatchObject({ notificationsGenerated: 1, notificationsResolved: 0 });
    const open2 = (await alerts('Required photos missing')).filter((a) => a.projectId === id && !a.acknowledged);
    expect(open2).toHaveLength(1);
  });

  it('warns of a subcontractor’s insurance 21 days out on a job he is only paid on (30-day rule), and clears on renewal', async () => {
    const id = await project({ name: 'Porch', budget: 30_000, startDate: addDays(today, -2), endDate: addDays(today, 40) });
    const sub = (
      await api.post('/api/subcontractors', {
        name: 'Dan Drywall',
        specialty: 'Drywall',
        insuranceExpiry: addDays(today, 21),
        w9OnFile: true,
        tin: '12-3456789',
        tinKind: 'ein',
      })
    ).body as { id: number };
    await givePapers(server.database.db, { subcontractorId: sub.id }); // his certificates on file: the payment is not held (issue 44)
    const paid = await api.post('/api/expenses', {
      projectId: id,
      category: 'subcontractor',
      description: 'Drywall, first floor',
      amount: 900,
      date: today,
      subcontractorId: sub.id,
      paymentMethod: 'check',
    });
    expect(paid.status).toBe(201);
    await check(id);
    const [insurance] = (await alerts('Subcontractor insurance expiring')).filter((a) => a.projectId === id);
    // The check counts from its own today, which is the test's unless midnight fell between them.
    const expiry = addDays(today, 21);
    const counted = [21, daysBetween(todayIso(), expiry)].map(
      (d) => `Dan Drywall's insurance expires on ${expiry}, in ${d} days (on Porch).`,
    );
    expect(counted).toContain(insurance.message);
    const renewed = await api.put(`/api/subcontractors/${sub.id}`, {
      name: 'Dan Drywall',
      specialty: 'Drywall',
      insuranceExpiry: addDays(today, 365),
      w9OnFile: true,
      tin: '12-3456789',
      tinKind: 'ein',
    });
    expect(renewed.status).toBe(200);
    expect((await check(id)).notificationsResolved).toBe(1);
    expect((await alerts('Subcontractor insurance expiring')).find((a) => a.id === insurance.id)?.resolvedAt).not.toBeNull();
  });

  it('warns of a job projected over its contract from the estimate in force, and clears when the estimate comes back under', async () => {
    const id = await project({ name: 'Kitchen', budget: 27_321, startDate: addDays(today, -5), endDate: addDays(today, 30) });
    const estimate = (total: number) => api.post(`/api/projects/${id}/estimates`, { effectiveDate: today, estimatedTotalCost: total });
    expect((await estimate(40_029.82)).status).toBe(201);
    await check(id);
    const [overrun] = (await alerts('Projected cost overrun')).filter((a) => a.projectId === id);
    expect(overrun).toMatchObject({
      severity: 'high',
      message: 'Kitchen is projected to cost $40,029.82 against a contract of $27,321.00: a loss of $12,708.82.',
    });
    expect((await estimate(25_000)).status).toBe(201);
    expect((await check(id)).notificationsResolved).toBe(1);
  });

  it('warns of wages added to a paid week for someone who got no payment, and clears once the week is paid again', async () => {
    const id = await project({ name: 'Deck', budget: 15_000, startDate: addDays(today, -20), endDate: addDays(today, 20) });
    const employee = async (name: string) =>
      (await api.post('/api/employees', { name, position: 'Carpenter', dailyRate: 200, payType: 'daily' })).body.id as number;
    const ana = await employee('Ana Paid');
    const ben = await employee('Ben Late');
    const day = addDays(weekStart(addDays(today, -7)), 1);
    const work = (employeeId: number) =>
      api.post('/api/time-entries', { projectId: id, employeeId, date: day, entryType: 'days', days: 1 });
    expect((await work(ana)).status).toBe(201);
    expect((await api.post('/api/payroll/pay-week', { week: day, paymentMethods: {} })).status).toBe(200);
    expect((await work(ben)).status).toBe(201);
    await check();
    const [unpaid] = await alerts('Unpaid wages in a paid week');
    expect(unpaid).toMatchObject({
      projectId: null,
      message: `Ben Late has $200.00 of work in the week of ${weekStart(day)}, which is paid, but no payment covers it.`,
    });
    expect((await api.post('/api/payroll/pay-week', { week: day, paymentMethods: {} })).status).toBe(200);
    expect((await check()).notificationsResolved).toBeGreaterThanOrEqual(1);
    expect((await alerts('Unpaid wages in a paid week')).find((a) => a.id === unpaid.id)?.resolvedAt).not.toBeNull();
  });

  it('warns when a payee without a W-9 is paid $2,100 this year, and clears once the W-9 and TIN are on file', async () => {
    const id = await project({ name: 'Fence', budget: 9_000, startDate: addDays(today, -3), endDate: addDays(today, 30) });
    const sub = (await api.post('/api/subcontractors', { name: 'Walt Welder', specialty: 'Welding' })).body as { id: number };
    const pay = (amount: number) =>
      api.post('/api/expenses', {
        projectId: id,
        category: 'subcontractor',
        description: 'Gate welding',
        amount,
        date: today,
        subcontractorId: sub.id,
        paymentMethod: 'check',
        // No W-9: the payment hold (issue 44) needs a reason, as the office would give it.
        override: { reason: 'W-9 requested; paying with backup withholding' },
      });
    expect((await pay(1_500)).status).toBe(201);
    await check(id);
    expect(await alerts('Payee without W-9')).toEqual([]); // under the rule's $2,000
    expect((await pay(600)).status).toBe(201);
    await check(id);
    const [w9] = await alerts('Payee without W-9');
    expect(w9.message).toBe(
      `Walt Welder was paid $2,100.00 in ${today.slice(0, 4)} without a W-9 or a TIN on file: 24 % backup withholding applies to their payments, and a 1099-NEC is due.`,
    );
    const filed = await api.put(`/api/subcontractors/${sub.id}`, {
      name: 'Walt Welder',
      specialty: 'Welding',
      w9OnFile: true,
      tin: '123-45-6789',
      tinKind: 'ssn',
    });
    expect(filed.status).toBe(200);
    expect((await check(id)).notificationsResolved).toBe(1);
  });
});
