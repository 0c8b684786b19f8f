import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BURDEN_DEFAULTS_2026, type BurdenProfile, burdenOfWages, type WageLine } from '../../../domain/burden';
import { laborPay } from '../../../domain/labor';
import { type Cents, cents, centsFromDb } from '../../../domain/money';
import { rows } from '../../db/sql-fragments';
import { databaseKinds, startTestServer, type TestServer } from '../../test/harness';
import { workRecordBurden } from './burden-sql';

/**
 * Parity of the SQL burden (workRecordBurdenSql) with burdenOfWages: generated work records of a few employees on
 * two projects, some the year before, some the same day; each record's wage is laborPay of its kept rates, and every
 * employee's lines must equal burdenOfWages of his wages, component by component.
 */
let server: TestServer;
const RUNS = Number(process.env.PARITY_RUNS ?? 12);

type Rec = {
  employee: number;
  project: number;
  day: number;
  entryType: 'days' | 'hours';
  tenthsOrHundredths: number;
  custom: number | null;
};

async function seed(): Promise<{ employees: number[]; projects: number[] }> {
  const db = server.database.db;
  const emp = await rows<{ id: number }>(
    db.execute(sql`INSERT INTO employees (name, position, daily_rate, hourly_rate) VALUES
      ('Ana', 'carpenter', 1752.50, 219.07), ('Ben', 'laborer', 175.25, 21.91), ('Cy', 'foreman', 40000.00, 5000.00)
      RETURNING id`),
  );
  const proj = await rows<{ id: number }>(
    db.execute(sql`INSERT INTO projects (name, location, start_date, budget) VALUES
      ('Job A', 'Here', '2025-06-01', 100000), ('Job B', 'There', '2025-06-01', 50000) RETURNING id`),
  );
  return { employees: emp.map((r) => Number(r.id)), projects: proj.map((r) => Number(r.id)) };
}

async function expectParity(profile: BurdenProfile, recs: Rec[], ids: { employees: number[]; projects: number[] }) {
  const db = server.database.db;
  await db.execute(sql`DELETE FROM time_entries`);
  for (const r of recs) {
    const d = new Date(Date.UTC(2025, 11, 1 + r.day)).toISOString().slice(0, 10); // from 2025-12-01
    const qty = r.entryType === 'days' ? (r.tenthsOrHundredths / 10).toFixed(1) : (r.tenthsOrHundredths / 100).toFixed(2);
    await db.execute(sql`INSERT INTO time_entries (project_id, employee_id, date, entry_type, days, hours, custom_pay)
      VALUES (${ids.projects[r.project]}, ${ids.employees[r.employee]}, ${d}::date, ${r.entryType},
        ${r.entryType === 'days' ? qty : null}::numeric, ${r.entryType === 'hours' ? qty : null}::numeric,
        ${r.custom === null ? null : (r.custom / 100).toFixed(2)}::numeric)`);
  }
  const kept = await rows<{
    id: number;
    employee_id: number;
    date: string;
    entry_type: string;
    days: string | null;
    hours: string | null;
    custom_pay: string | null;
    daily_rate: string | null;
    hourly_rate: string | null;
  }>(
    db.execute(
      sql`SELECT id, employee_id, date::text AS date, entry_type, days::text, hours::text, custom_pay::text, daily_rate::text, hourly_rate::text FROM time_entries`,
    ),
  );
  const byEmployee = new Map<number, WageLine[]>();
  for (const k of kept) {
    if (!k.date.startsWith(`${profile.year}-`)) continue;
    const opt = (v: string | null): Cents | null => (v === null ? null : centsFromDb(v));
    const wage = laborPay({
      entryType: k.entry_type,
      days: k.days === null ? null : Number(k.days),
      hours: k.hours === null ? null : Number(k.hours),
      customPay: opt(k.custom_pay),
      dailyRate: opt(k.daily_rate),
      hourlyRate: opt(k.hourly_rate),
    });
    const list = byEmployee.get(Number(k.employee_id)) ?? [];
    list.push({ id: Number(k.id), date: k.date, amountCents: wage });
    byEmployee.set(Number(k.employee_id), list);
  }
  const fromSql = await workRecordBurden(db, profile);
  const expected = [...byEmployee.keys()]
    .sort((a, b) => a - b)
    .flatMap((employeeId) => burdenOfWages(profile, byEmployee.get(employeeId) ?? []).map((l) => ({ employeeId, ...l })));
  expect(fromSql.map(({ projectId: _p, date: _d, wage: _w, ...rest }) => rest)).toEqual(expected);
}

describe.each(databaseKinds)('the SQL burden of work records agrees with burdenOfWages on %s', (kind) => {
  let ids: { employees: number[]; projects: number[] };
  beforeAll(async () => {
    server = await startTestServer(kind);
    ids = await seed();
  });
  afterAll(() => server.close());

  it('named case: the Social Security base crossed by two jobs the same day, FUTA in the first weeks, a half day', async () => {
    const profile: BurdenProfile = {
      ...BURDEN_DEFAULTS_2026,
      workersCompClassCode: '5645',
      workersCompRatePer100Cents: 1_250,
      generalLiabilityRateBp: 175,
    };
    // Cy: $40,000 a day: 4.6 days reaches 184,000; then two half days on two jobs the same day cross 184,500.
    const recs: Rec[] = [
      { employee: 2, project: 0, day: 35, entryType: 'days', tenthsOrHundredths: 46, custom: null },
      { employee: 2, project: 1, day: 300, entryType: 'days', tenthsOrHundredths: 5, custom: 20_000 * 100 },
      { employee: 2, project: 0, day: 300, entryType: 'days', tenthsOrHundredths: 5, custom: 200 * 100 },
      { employee: 1, project: 0, day: 31, entryType: 'days', tenthsOrHundredths: 5, custom: null }, // Ben's half day
      { employee: 1, project: 1, day: 10, entryType: 'days', tenthsOrHundredths: 10, custom: null }, // 2025: not counted
      ...[0, 1, 2, 3].map(
        (w): Rec => ({ employee: 0, project: w % 2, day: 32 + 7 * w, entryType: 'hours', tenthsOrHundredths: 4_000, custom: null }),
      ),
    ];
    await expectParity(profile, recs, ids);
    const cy = (await workRecordBurden(server.database.db, profile, ids.employees[2])).map((r) => r.socialSecurity);
    expect(cy.reduce((a, b) => a + b, 0)).toBe(cents(1_143_900)); // 6.2 % of 184,500, exactly
  });

  it('generated records: every component of every line equals burdenOfWages', async () => {
    const rec = fc.record({
      employee: fc.integer({ min: 0, max: 2 }),
      project: fc.integer({ min: 0, max: 1 }),
      day: fc.integer({ min: 0, max: 60 }).chain((d) => fc.constantFrom(d, d * 6)), // clustered days: same-day lines
      entryType: fc.constantFrom('days' as const, 'hours' as const),
      tenthsOrHundredths: fc.integer({ min: 0, max: 1_200 }),
      custom: fc.option(fc.integer({ min: 0, max: 9_999_999 }), { nil: null, freq: 3 }),
    });
    const profile = fc.record({
      year: fc.constant(2026),
      socialSecurityRateBp: fc.integer({ min: 0, max: 1_240 }),
      socialSecurityWageBaseCents: fc.integer({ min: 0, max: 30_000_000 }).map(cents),
      medicareRateBp: fc.integer({ min: 0, max: 500 }),
      futaRateBp: fc.integer({ min: 0, max: 600 }),
      futaWageBaseCents: fc.integer({ min: 0, max: 2_000_000 }).map(cents),
      sutaRateBp: fc.integer({ min: 0, max: 1_200 }),
      sutaWageBaseCents: fc.integer({ min: 0, max: 6_000_000 }).map(cents),
      workersCompClassCode: fc.constant(''),
      workersCompRatePer100Cents: fc.integer({ min: 0, max: 4_000 }),
      generalLiabilityRateBp: fc.integer({ min: 0, max: 500 }),
    });
    await fc.assert(
      fc.asyncProperty(profile, fc.array(rec, { maxLength: 25 }), (p, recs) => expectParity(p, recs, ids)),
      { numRuns: RUNS },
    );
  });
});
