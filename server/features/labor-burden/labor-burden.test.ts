import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BURDEN_DEFAULTS_2026, type BurdenProfile, burdenOfWages, type WageLine } from '../../../domain/burden';
import { cents } from '../../../domain/money';
import { rows } from '../../db/sql-fragments';
import { call, PASSWORD, signIn } from '../../test/auth-client';
import { insertEmployee, insertWorkRecord } from '../../test/factories';
import { databaseKinds, startTestServer, type TestServer } from '../../test/harness';
import { createUser } from '../users/service';

/**
 * Burdened labor's API (issue 42 scope 5): one burdened and one unburdened employee, the burdened one's week on two
 * jobs crossing FUTA's $7,000 between them; each job's labor cost equals burdenOfWages recomputed here.
 */
describe.each(databaseKinds)('labor burden API on %s', (kind) => {
  let server: TestServer;
  const cookies = { owner: '', foreman: '' };
  const ids = { ana: 0, ben: 0, p1: 0, p2: 0 };
  const wages: (WageLine & { project: number })[] = [];
  const as = (who: keyof typeof cookies, method: string, path: string, body?: unknown) =>
    call(server.url, cookies[who], method, path, body);

  beforeAll(async () => {
    server = await startTestServer(kind, { auth: true });
    const { db } = server.database;
    ids.ana = await insertEmployee(db, { name: 'Ana Burdened', dailyRate: '300.00' });
    ids.ben = await insertEmployee(db, { name: 'Ben Plain', dailyRate: '200.00' });
    const proj = await rows<{ id: number }>(
      db.execute(sql`INSERT INTO projects (name, location, start_date, budget) VALUES
        ('Job One', 'Here', '2026-01-05', 100000), ('Job Two', 'There', '2026-01-05', 50000) RETURNING id`),
    );
    ids.p1 = Number(proj[0].id);
    ids.p2 = Number(proj[1].id);
    await db.execute(sql`INSERT INTO project_employees (project_id, employee_id) VALUES (${ids.p1}, ${ids.ben})`);
    const week: [number, string, string][] = [
      [ids.p1, '2026-03-02', '3000.00'],
      [ids.p2, '2026-03-03', '3000.00'],
      [ids.p1, '2026-03-04', '2500.00'],
      [ids.p2, '2026-03-05', '1000.33'],
    ];
    for (const [project, date, pay] of week) {
      const id = await insertWorkRecord(db, project, ids.ana, '1.0', pay, date);
      wages.push({ id, date, amountCents: cents(Math.round(Number(pay) * 100)), project });
    }
    await insertWorkRecord(db, ids.p1, ids.ben, '1.0', null, '2026-03-02');
    await createUser(db, { username: 'olivia', name: 'Olivia Owner', role: 'owner', employeeId: null, password: PASSWORD });
    await createUser(db, { username: 'fred', name: 'Fred Foreman', role: 'foreman', employeeId: ids.ben, password: PASSWORD });
    cookies.owner = (await signIn(server.url, 'olivia')).cookie;
    cookies.foreman = (await signIn(server.url, 'fred')).cookie;
  });
  afterAll(() => server?.close());

  const expected = (profile: BurdenProfile, project: number, otherWage: number) => {
    const lines = burdenOfWages(profile, wages);
    const mine = lines.filter((l) => wages.find((w) => w.id === l.id)?.project === project);
    const sum = (k: keyof (typeof lines)[number]) => mine.reduce((s, l) => s + l[k], 0);
    const wage = wages.filter((w) => w.project === project).reduce((s, w) => s + w.amountCents, 0) + otherWage;
    return {
      wage: wage / 100,
      burden: {
        socialSecurity: sum('socialSecurity') / 100,
        medicare: sum('medicare') / 100,
        futa: sum('futa') / 100,
        suta: sum('suta') / 100,
        workersComp: sum('workersComp') / 100,
        generalLiability: sum('generalLiability') / 100,
        total: sum('total') / 100,
      },
      burdened: (wage + sum('total')) / 100,
    };
  };

  it('reads the 2026 defaults, and a later year falls back to the latest earlier one', async () => {
    const y = await as('owner', 'GET', '/api/labor-burden/years/2026');
    expect(y.status).toBe(200);
    expect(y.body).toMatchObject({ source: 'year', socialSecurityRate: 6.2, socialSecurityWageBase: 184500, futaWageBase: 7000 });
    // The migration's seed row is BURDEN_DEFAULTS_2026, figure for figure.
    const d = BURDEN_DEFAULTS_2026;
    expect(y.body).toMatchObject({
      socialSecurityRate: d.socialSecurityRateBp / 100,
      socialSecurityWageBase: d.socialSecurityWageBaseCents / 100,
      medicareRate: d.medicareRateBp / 100,
      futaRate: d.futaRateBp / 100,
      futaWageBase: d.futaWageBaseCents / 100,
      sutaRate: d.sutaRateBp / 100,
      sutaWageBase: d.sutaWageBaseCents / 100,
      generalLiabilityRate: d.generalLiabilityRateBp / 100,
    });
    expect((await as('owner', 'GET', '/api/labor-burden/years/2027')).body).toMatchObject({ source: 'earlier year', sourceYear: 2026 });
    expect((await as('owner', 'GET', '/api/labor-burden/years/2020')).body).toMatchObject({ source: 'defaults', medicareRate: 1.45 });
  });

  it('burdens only the employee with a profile, his wage bases counted across both jobs', async () => {
    const before = await as('owner', 'GET', `/api/projects/${ids.p1}/labor-cost?year=2026`);
    expect(before.status).toBe(200);
    expect(before.body).toMatchObject({ burden: { total: 0 }, burdenedEmployees: 0, unburdenedEmployees: 2 });
    const saved = await as('owner', 'PUT', `/api/employees/${ids.ana}/burden/2026`, {
      workersCompClassCode: '5403',
      workersCompRatePer100: 7.5,
      sutaRate: 3.1,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({ burdened: true, workersCompClassCode: '5403', workersCompRatePer100: 7.5, sutaRate: 3.1 });
    const profile = { ...BURDEN_DEFAULTS_2026, workersCompRatePer100Cents: 750, sutaRateBp: 310 };
    for (const [project, other] of [
      [ids.p1, 20000],
      [ids.p2, 0],
    ]) {
      const res = await as('owner', 'GET', `/api/projects/${project}/labor-cost`);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject(expected(profile, project, other));
    }
    expect((await as('owner', 'GET', `/api/projects/${ids.p1}/labor-cost`)).body).toMatchObject({
      burdenedEmployees: 1,
      unburdenedEmployees: 1,
    });
    // FUTA is charged on the first $7,000 only, split between the two jobs.
    const one = (await as('owner', 'GET', `/api/projects/${ids.p1}/labor-cost`)).body;
    const two = (await as('owner', 'GET', `/api/projects/${ids.p2}/labor-cost`)).body;
    expect(Math.round((one.burden.futa + two.burden.futa) * 100)).toBe(4200);
  });

  it('follows a rate edit of the year', async () => {
    const put = await as('owner', 'PUT', '/api/labor-burden/years/2026', {
      socialSecurityRate: 6.2,
      socialSecurityWageBase: 184500,
      medicareRate: 1.45,
      futaRate: 1.2,
      futaWageBase: 7000,
      sutaRate: 2.7,
      sutaWageBase: 5000,
      generalLiabilityRate: 0.85,
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(put.body).toMatchObject({ source: 'year', futaRate: 1.2, sutaWageBase: 5000, generalLiabilityRate: 0.85 });
    const profile = {
      ...BURDEN_DEFAULTS_2026,
      futaRateBp: 120,
      sutaWageBaseCents: cents(500_000),
      generalLiabilityRateBp: 85,
      workersCompRatePer100Cents: 750,
      sutaRateBp: 310,
    };
    const res = await as('owner', 'GET', `/api/projects/${ids.p2}/labor-cost?year=2026`);
    expect(res.body).toMatchObject(expected(profile, ids.p2, 0));
    expect((await as('owner', 'GET', `/api/projects/${ids.p2}/labor-cost?year=2025`)).body).toMatchObject({ wage: 0 });
  });

  it('refuses bad input with a message and writes nothing', async () => {
    const year = (await as('owner', 'GET', '/api/labor-burden/years/2026')).body;
    const good = {
      socialSecurityRate: 6.2,
      socialSecurityWageBase: 184500,
      medicareRate: 1.45,
      futaRate: 1.2,
      futaWageBase: 7000,
      sutaRate: 2.7,
      sutaWageBase: 5000,
      generalLiabilityRate: 0.85,
    };
    for (const bad of [
      { ...good, futaRate: 101 },
      { ...good, medicareRate: 1.455 },
      { ...good, sutaWageBase: -1 },
      { ...good, socialSecurityWageBase: 10_000_001 },
      { ...good, futaRate: '0.6' },
      { ...good, extra: 1 },
    ]) {
      const res = await as('owner', 'PUT', '/api/labor-burden/years/2026', bad);
      expect(res.status, JSON.stringify(bad)).toBe(400);
    }
    expect(JSON.stringify((await as('owner', 'PUT', '/api/labor-burden/years/2026', { ...good, futaRate: 101 })).body)).toContain(
      'FUTA rate must be a number from 0 to 100 %',
    );
    expect((await as('owner', 'GET', '/api/labor-burden/years/2026')).body).toEqual(year);
    const emp = (await as('owner', 'GET', `/api/employees/${ids.ana}/burden/2026`)).body;
    for (const bad of [
      { workersCompClassCode: '54a3', workersCompRatePer100: 7.5 },
      { workersCompClassCode: '5403', workersCompRatePer100: 100.01 },
      { workersCompClassCode: '5403' },
    ]) {
      expect((await as('owner', 'PUT', `/api/employees/${ids.ana}/burden/2026`, bad)).status, JSON.stringify(bad)).toBe(400);
    }
    expect((await as('owner', 'GET', `/api/employees/${ids.ana}/burden/2026`)).body).toEqual(emp);
    expect((await as('owner', 'GET', '/api/labor-burden/years/1999')).status).toBe(400);
    expect((await as('owner', 'GET', '/api/employees/999999/burden/2026')).status).toBe(404);
    expect((await as('owner', 'PUT', '/api/employees/999999/burden/2026', { workersCompRatePer100: 1 })).status).toBe(404);
    expect((await as('owner', 'GET', '/api/projects/999999/labor-cost')).status).toBe(404);
  });

  it('refuses a foreman all of it, his own job’s labor cost too (one day’s wage is a pay rate, issue 38)', async () => {
    expect((await as('foreman', 'GET', `/api/projects/${ids.p1}/labor-cost`)).status).toBe(403);
    expect((await as('foreman', 'GET', `/api/projects/${ids.p2}/labor-cost`)).status).toBe(403);
    expect((await as('foreman', 'GET', '/api/labor-burden/years/2026')).status).toBe(403);
    expect((await as('foreman', 'GET', `/api/employees/${ids.ana}/burden/2026`)).status).toBe(403);
    expect((await as('foreman', 'PUT', `/api/employees/${ids.ana}/burden/2026`, { workersCompRatePer100: 1 })).status).toBe(403);
  });

  it('stops burdening him on DELETE', async () => {
    const res = await as('owner', 'DELETE', `/api/employees/${ids.ana}/burden/2026`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ burdened: false });
    expect((await as('owner', 'GET', `/api/projects/${ids.p2}/labor-cost`)).body).toMatchObject({
      burden: { total: 0 },
      burdenedEmployees: 0,
    });
  });
});
