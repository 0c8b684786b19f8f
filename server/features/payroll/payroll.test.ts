import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertEmployee, insertWorkRecord, projectPayload } from '../../test/factories';
import { databaseKinds, httpClient, startTestServer, type TestServer } from '../../test/harness';
import { insertAdvance, insertHourRecord } from './payroll-test-helpers';

// The week of Sunday 2026-11-08 .. Saturday 2026-11-14.
const S = '2026-11-08';

/** Text of an uncompressed pdfkit PDF: its TJ arrays of hex glyph strings, decoded and joined. */
function pdfText(pdf: Buffer): string {
  const text = pdf.toString('latin1');
  return [...text.matchAll(/\[([^\]]*)\]\s*TJ/g)]
    .map((m) => [...m[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => Buffer.from(h[1], 'hex').toString('latin1')).join(''))
    .join('\n');
}

describe.each(databaseKinds)('weekly payroll and pay stubs on %s', (kind) => {
  let server: TestServer;
  let api: ReturnType<typeof httpClient>;
  let ana: number;
  let ben: number;
  let idle: number;
  let projectA: number;
  let projectB: number;

  beforeAll(async () => {
    server = await startTestServer(kind);
    api = httpClient(server);
    const db = server.database.db;
    projectA = (await api.post('/api/projects', projectPayload({ name: 'A Kitchen' }))).body.id;
    projectB = (await api.post('/api/projects', projectPayload({ name: 'B Deck' }))).body.id;
    ana = await insertEmployee(db, { name: 'Ana Lopez', dailyRate: '180.00' });
    ben = await insertEmployee(db, { name: 'Ben Hourly', hourlyRate: '22.50' });
    idle = await insertEmployee(db, { name: 'Cy Idle', dailyRate: '150.00' });
    // The example: 2.5 days on A at 180.00, 1 day on B at a custom 220.00, a 100.00 advance.
    await insertWorkRecord(db, projectA, ana, '1.5', null, '2026-11-09');
    await insertWorkRecord(db, projectA, ana, '1.0', null, '2026-11-14');
    await insertWorkRecord(db, projectB, ana, '1.0', '220.00', S);
    await insertAdvance(db, ana, '100.00', '2026-11-10');
    // Outside the week: the Saturday before and the Sunday after.
    await insertWorkRecord(db, projectA, ana, '1.0', null, '2026-11-07');
    await insertWorkRecord(db, projectA, ana, '1.0', null, '2026-11-15');
    // Deducted too: one sent with Pay Now ('paid'); an advance is recovered whether pending or paid (issue 37).
    await insertAdvance(db, ana, '40.00', '2026-11-09', 'paid');
    // Not deducted: deducted elsewhere, cancelled, or dated after the week.
    await insertAdvance(db, ana, '50.00', '2026-11-02', 'deducted');
    await insertAdvance(db, ana, '60.00', '2026-11-09', 'cancelled');
    await insertAdvance(db, ana, '70.00', '2026-11-15');
    // Hourly: 7.5 h × 22.50 = 168.75 and 0.25 h × 22.50 = 5.63 (5.625 rounded per record).
    await insertHourRecord(server.database.db, projectA, ben, '7.50', '2026-11-11');
    await insertHourRecord(server.database.db, projectA, ben, '0.25', '2026-11-12');
  });
  afterAll(() => server.close());

  it('computes the issue example: 3.5 days, 670.00 pay, 100.00 + 40.00 (paid) advances, 530.00 net, split by project', async () => {
    const res = await api.get(`/api/payroll/weekly?week=${S}`);
    expect(res.status).toBe(200);
    const row = res.body.find((r: { employeeId: number }) => r.employeeId === ana);
    expect(row).toMatchObject({
      employeeName: 'Ana Lopez',
      totalDays: 3.5,
      totalHours: 0,
      totalPay: 670,
      totalAdjustments: 0,
      totalAdvances: 140,
      unsentAdvances: 100,
      netPay: 530,
      payment: null,
      projects: [
        { projectId: projectA, projectName: 'A Kitchen', days: 2.5, hours: 0, pay: 450 },
        { projectId: projectB, projectName: 'B Deck', days: 1, hours: 0, pay: 220 },
      ],
    });
  });

  it('pays an hourly employee hours × rate, lists active employees without work, ordered by name', async () => {
    const { body } = await api.get(`/api/payroll/weekly?week=${S}`);
    expect(body.map((r: { employeeName: string }) => r.employeeName)).toEqual(['Ana Lopez', 'Ben Hourly', 'Cy Idle']);
    expect(body[1]).toMatchObject({ employeeId: ben, totalDays: 0, totalHours: 7.75, totalPay: 174.38, netPay: 174.38 });
    expect(body[2]).toMatchObject({ employeeId: idle, totalPay: 0, totalAdvances: 0, netPay: 0, projects: [] });
  });

  it('normalises any date of the week (or a timestamp) to its Sunday', async () => {
    const base = (await api.get(`/api/payroll/weekly?week=${S}`)).body;
    expect((await api.get('/api/payroll/weekly?week=2026-11-14')).body).toEqual(base);
    expect((await api.get('/api/payroll/weekly?week=2026-11-11T15:00:00.000Z')).body).toEqual(base);
  });

  it('includes an inactive employee only in a week they worked', async () => {
    const db = server.database.db;
    const gone = await insertEmployee(db, { name: 'Dee Former', dailyRate: '100.00' });
    await insertWorkRecord(db, projectA, gone, '1', null, '2026-11-10');
    await db.execute(sql`UPDATE employees SET active = false WHERE id = ${gone}`);
    const inWeek = (await api.get(`/api/payroll/weekly?week=${S}`)).body.find((r: { employeeId: number }) => r.employeeId === gone);
    expect(inWeek).toMatchObject({ active: false, totalPay: 100 });
    const other = (await api.get('/api/payroll/weekly?week=2026-11-01')).body;
    expect(other.some((r: { employeeId: number }) => r.employeeId === gone)).toBe(false);
  });

  it.each([['not-a-date'], ['2026-02-30'], ['2026-11']])('refuses week=%s with 400', async (week) => {
    const res = await api.get(`/api/payroll/weekly?week=${week}`);
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('Week must be a date');
  });

  it('answers the pay stub for the same employee and week, details by date', async () => {
    const res = await api.get(`/api/payroll/paystub?employeeId=${ana}&week=2026-11-12`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      employee: { id: ana, name: 'Ana Lopez', position: 'Carpenter', dailyRate: 180 },
      weekPeriod: { startDate: S, endDate: '2026-11-14' },
      workDetails: [
        { date: S, projectName: 'B Deck', days: 1, hours: null, rate: 220, customPay: 220, pay: 220 },
        { date: '2026-11-09', projectName: 'A Kitchen', days: 1.5, rate: 180, customPay: null, pay: 270 },
        { date: '2026-11-14', projectName: 'A Kitchen', days: 1, rate: 180, customPay: null, pay: 180 },
      ],
      advances: [
        { reason: 'Rent', advanceDate: '2026-11-09', amount: 40, status: 'paid' },
        { reason: 'Rent', advanceDate: '2026-11-10', amount: 100, status: 'pending' },
      ],
      adjustments: [],
      totals: { totalDays: 3.5, grossPay: 670, totalAdjustments: 0, totalAdvances: 140, netPay: 530 },
    });
    expect(res.body.workDetails).toHaveLength(3);
    expect(res.body.advances).toHaveLength(2);
  });

  it('shows hour entries on a stub with the hourly rate', async () => {
    const { body } = await api.get(`/api/payroll/paystub?employeeId=${ben}&week=${S}`);
    expect(body.workDetails).toEqual([
      { date: '2026-11-11', projectName: 'A Kitchen', days: null, hours: 7.5, rate: 22.5, customPay: null, pay: 168.75 },
      { date: '2026-11-12', projectName: 'A Kitchen', days: null, hours: 0.25, rate: 22.5, customPay: null, pay: 5.63 },
    ]);
    expect(body.totals).toEqual({ totalDays: 0, grossPay: 174.38, totalAdjustments: 0, totalAdvances: 0, netPay: 174.38 });
  });

  it.each([
    ['an unknown employee', `employeeId=999999&week=${S}`, 404, 'Employee not found'],
    ['a bad week', `employeeId=1&week=2026-13-01`, 400, 'Week must be a date'],
    ['no employee', `week=${S}`, 400, 'Employee is required'],
    ['a non-numeric employee', `employeeId=abc&week=${S}`, 400, 'Invalid employee ID'],
  ])('answers the JSON stub for %s with %i', async (_label, query, status, message) => {
    const res = await api.get(`/api/payroll/paystub?${query}`);
    expect(res.status).toBe(status);
    expect(res.body.message).toContain(message);
  });

  it('downloads the stub as a PDF with the employee, period, totals and net in words', async () => {
    const res = await fetch(`${server.url}/api/payroll/paystub.pdf?employeeId=${ana}&week=${S}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="paystub-Ana-Lopez-${S}.pdf"`);
    const pdf = Buffer.from(await res.arrayBuffer());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfText(pdf).replace(/\n/g, ' ');
    for (const expected of [
      'Plumbline',
      'Ana Lopez',
      'Carpenter',
      `${S} to 2026-11-14`,
      'B Deck',
      '$670.00',
      '-$40.00',
      '-$100.00',
      '$530.00',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).toContain('Five hundred thirty and 00/100 dollars');
  });

  it('answers 404 JSON for the PDF of an unknown employee', async () => {
    const res = await api.get(`/api/payroll/paystub.pdf?employeeId=999999&week=${S}`);
    expect(res).toEqual({ status: 404, body: { message: 'Employee not found' } });
  });
});
