import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BURDEN_DEFAULTS_2026, type BurdenProfile, burdenOfWages, byDateThenId, type WageLine } from '../../../domain/burden';
import { cents } from '../../../domain/money';
import { rows } from '../../db/sql-fragments';
import { insertEmployee, insertWorkRecord } from '../../test/factories';
import { databaseKinds, startTestServer, type TestServer } from '../../test/harness';
import { workRecordBurdenByProfiles } from './burden-sql';

/**
 * Parity of workRecordBurdenByProfilesSql with burdenOfWages: two employees with different profiles (one with
 * overrides, one on the year's rates), a third without a profile, records on two jobs in two years; each burdened
 * employee's lines of a year equal burdenOfWages of his wages under his own profile of that year.
 */
describe.each(databaseKinds)('per-employee burden SQL on %s', (kind) => {
  let server: TestServer;
  const ids = { ana: 0, ben: 0, cy: 0, p1: 0, p2: 0 };
  const recs: (WageLine & { employee: number; project: number })[] = [];

  beforeAll(async () => {
    server = await startTestServer(kind);
    const { db } = server.database;
    ids.ana = await insertEmployee(db, { name: 'Ana', dailyRate: '100.00' });
    ids.ben = await insertEmployee(db, { name: 'Ben', dailyRate: '100.00' });
    ids.cy = await insertEmployee(db, { name: 'Cy', dailyRate: '100.00' });
    const projects = await rows<{ id: number }>(
      db.execute(sql`INSERT INTO projects (name, location, start_date, budget) VALUES
        ('A', 'x', '2025-01-01', 1), ('B', 'y', '2025-01-01', 1) RETURNING id`),
    );
    ids.p1 = Number(projects[0].id);
    ids.p2 = Number(projects[1].id);
  });
  afterAll(() => server?.close());

  it('equals burdenOfWages per employee and year, each under his own profile', async () => {
    const { db } = server.database;
    const plan: [number, number, string, string][] = [];
    let day = 0;
    for (const e of [ids.ana, ids.ben, ids.cy]) {
      for (let i = 0; i < 14; i++) {
        const year = i < 3 ? 2025 : 2026;
        const date = `${year}-0${1 + (i % 9)}-${String(10 + ((i + day) % 15)).padStart(2, '0')}`;
        const pay = (1234.57 + 977.31 * ((i * 7 + day) % 11)).toFixed(2);
        plan.push([i % 2 === 0 ? ids.p1 : ids.p2, e, date, pay]);
      }
      day += 3;
    }
    plan.push([ids.p2, ids.ana, '2026-05-12', '0.01'], [ids.p1, ids.ana, '2026-05-12', '7000.00']); // same day, two jobs
    for (const [project, employee, date, pay] of plan) {
      const id = await insertWorkRecord(db, project, employee, '1.0', pay, date);
      recs.push({ id, date, amountCents: cents(Math.round(Number(pay) * 100)), employee, project });
    }
    await db.execute(sql`INSERT INTO burden_years (year, social_security_rate_bp, social_security_wage_base_cents, medicare_rate_bp,
      futa_rate_bp, futa_wage_base_cents, suta_rate_bp, suta_wage_base_cents, general_liability_rate_bp)
      VALUES (2025, 600, 1000000, 150, 80, 500000, 300, 900000, 25)`);
    await db.execute(sql`INSERT INTO employee_burden (employee_id, year, workers_comp_class_code, workers_comp_rate_per_100_cents,
      suta_rate_bp, general_liability_rate_bp) VALUES
      (${ids.ana}, 2026, '5403', 1234, 410, 97), (${ids.ben}, 2026, '', 350, NULL, NULL), (${ids.ben}, 2025, '8810', 20, NULL, 5)`);
    const y2025: BurdenProfile = {
      ...BURDEN_DEFAULTS_2026,
      year: 2025,
      socialSecurityRateBp: 600,
      socialSecurityWageBaseCents: cents(1_000_000),
      medicareRateBp: 150,
      futaRateBp: 80,
      futaWageBaseCents: cents(500_000),
      sutaRateBp: 300,
      sutaWageBaseCents: cents(900_000),
      generalLiabilityRateBp: 25,
    };
    const profiles: [number, number, BurdenProfile | null][] = [
      [ids.ana, 2026, { ...BURDEN_DEFAULTS_2026, workersCompRatePer100Cents: 1234, sutaRateBp: 410, generalLiabilityRateBp: 97 }],
      [ids.ana, 2025, null],
      [ids.ben, 2026, { ...BURDEN_DEFAULTS_2026, workersCompRatePer100Cents: 350 }],
      [ids.ben, 2025, { ...y2025, workersCompRatePer100Cents: 20, generalLiabilityRateBp: 5 }],
      [ids.cy, 2026, null],
      [ids.cy, 2025, null],
    ];
    const got = await workRecordBurdenByProfiles(db);
    expect(got).toHaveLength(recs.length);
    for (const [employee, year, profile] of profiles) {
      const wages = recs.filter((r) => r.employee === employee && r.date.startsWith(`${year}-`));
      const lines = got.filter((r) => r.employeeId === employee && r.year === year);
      expect(lines.map((l) => l.id)).toEqual(
        [...wages].sort((a, b) => (a.date === b.date ? a.id - b.id : a.date < b.date ? -1 : 1)).map((w) => w.id),
      );
      expect(lines.every((l) => l.burdened === (profile !== null))).toBe(true);
      const want = profile ? burdenOfWages(profile, wages) : [...wages].sort(byDateThenId).map((w) => ({ id: w.id, total: 0 }));
      for (const [i, w] of want.entries()) {
        const l = lines[i];
        const parts = {
          id: l.id,
          socialSecurity: l.socialSecurity,
          medicare: l.medicare,
          futa: l.futa,
          suta: l.suta,
          workersComp: l.workersComp,
          generalLiability: l.generalLiability,
          total: l.total,
        };
        expect(parts).toMatchObject(profile ? w : { id: w.id, total: 0, futa: 0, workersComp: 0 });
      }
    }
    // The project filter keeps the wage bases of his other job: the same lines, fewer of them.
    const onP1 = await workRecordBurdenByProfiles(db, { projectId: ids.p1, year: 2026 });
    const all2026 = got.filter((r) => r.projectId === ids.p1 && r.year === 2026);
    expect(onP1).toEqual(all2026);
    // Without a year (the job cost's call): only the crew's records of the years the project has records, same lines.
    for (const projectId of [ids.p1, ids.p2]) {
      expect(await workRecordBurdenByProfiles(db, { projectId })).toEqual(got.filter((r) => r.projectId === projectId));
    }
  });
});
