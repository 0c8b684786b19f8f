import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/sql-fragments';
import { call, PASSWORD, signIn } from '../../test/auth-client';
import { insertEmployee, insertExpense, insertWorkRecord } from '../../test/factories';
import { databaseKinds, startTestServer, type TestServer } from '../../test/harness';
import { createUser } from '../users/service';
import type { Line } from './job-cost-test-fixtures';

const FIGURES = [
  'revisedBudget',
  'committed',
  'actual',
  'openCommitments',
  'estimateToComplete',
  'estimateAtCompletion',
  'projectedOverUnder',
] as const;
type Figures = Record<(typeof FIGURES)[number], number>;
const toCents = (n: number) => Math.round(n * 100);

/**
 * The company's job cost by cost code and committed cost by payee (issue 42 scope 7) through real HTTP on both
 * engines: the company report equals the sum of each project's job cost lines to the cent (the estimate to complete
 * floored per project line), active against all projects, the CSV and PDF, the payee figures of draft, issued and
 * closed commitments, a foreman's 403 and a bad query's 400.
 */
describe.each(databaseKinds)('company job cost reports on %s', (kind) => {
  let server: TestServer;
  const cookies = { owner: '', office: '', foreman: '' };
  const ids = { a: 0, b: 0, c: 0, lumber: 0, tile: 0, sub: 0, carpenter: 0 };
  const as = (who: keyof typeof cookies, method: string, path: string, body?: unknown) =>
    call(server.url, cookies[who], method, path, body);
  const owner = (method: string, path: string, body?: unknown) => as('owner', method, path, body);
  const project = async (name: string, budget: number) => {
    const r = await owner('POST', '/api/projects', { name, location: 'Tampa', startDate: '2026-03-01', endDate: '2026-09-30', budget });
    expect(r.status).toBe(201);
    return r.body.id as number;
  };
  const commitment = async (body: Record<string, unknown>) => {
    const r = await owner('POST', '/api/commitments', body);
    expect(r.status).toBe(201);
    return r.body as { id: number; lines: { id: number }[] };
  };
  const bill = async (projectId: number, lineId: number, amount: number) => {
    const r = await owner('POST', '/api/expenses', {
      projectId,
      category: 'material',
      description: 'Bill',
      amount,
      date: '2026-03-10',
      commitmentLineId: lineId,
    });
    expect(r.status).toBe(201);
  };

  beforeAll(async () => {
    server = await startTestServer(kind, { auth: true });
    const { db } = server.database;
    await createUser(db, { username: 'olivia', name: 'Olivia Owner', role: 'owner', employeeId: null, password: PASSWORD });
    await createUser(db, { username: 'otto', name: 'Otto Office', role: 'office', employeeId: null, password: PASSWORD });
    cookies.owner = (await signIn(server.url, 'olivia')).cookie;
    cookies.office = (await signIn(server.url, 'otto')).cookie;
    ids.carpenter = await insertEmployee(db, { name: 'Carl Carpenter', dailyRate: '300.00' });
    await createUser(db, { username: 'fred', name: 'Fred Foreman', role: 'foreman', employeeId: ids.carpenter, password: PASSWORD });
    cookies.foreman = (await signIn(server.url, 'fred')).cookie;
    ids.a = await project('Hill house', 100000);
    ids.b = await project('Bay cottage', 20000.05);
    ids.c = await project('Old barn', 8000);
    const [s1] = await rows<{ id: number }>(db.execute(sql`INSERT INTO suppliers (name) VALUES ('Lumber Yard') RETURNING id`));
    const [s2] = await rows<{ id: number }>(db.execute(sql`INSERT INTO suppliers (name) VALUES ('Tile Depot') RETURNING id`));
    const [sc] = await rows<{ id: number }>(
      db.execute(sql`INSERT INTO subcontractors (name, company, specialty) VALUES ('Pat', 'Pat Plumbing', 'Plumbing') RETURNING id`),
    );
    Object.assign(ids, { lumber: s1.id, tile: s2.id, sub: sc.id });
    // A: Framing budgeted 10,000 and under way; B: Framing budgeted 1,000 and already 5,000.10 spent (its estimate to
    // complete is 0, not −4,000.10: summed on the company's totals it would wrongly cancel A's).
    expect((await owner('PUT', `/api/projects/${ids.a}/budget-lines`, { lines: [{ costCode: '06', budget: 10000 }] })).status).toBe(200);
    expect(
      (
        await owner('PUT', `/api/projects/${ids.b}/budget-lines`, {
          lines: [
            { costCode: '06', budget: 1000 },
            { costCode: '22', budget: 4000.05, estimateToComplete: 1500.25 },
          ],
        })
      ).status,
    ).toBe(200);
    await insertExpense(db, ids.b, '5000.10', { category: 'material' });
    await insertExpense(db, ids.a, '0.10', { category: 'permits' });
    await insertWorkRecord(db, ids.a, ids.carpenter, '1.5', null, '2026-03-12');
    await insertExpense(db, ids.c, '333.33', { category: 'material' });
    // The carpenter's work on the barn counts toward his wage bases on the active jobs too: burdened under a profile.
    await insertWorkRecord(db, ids.c, ids.carpenter, '2', null, '2026-03-05');
    const burden = await owner('PUT', `/api/employees/${ids.carpenter}/burden/2026`, {
      workersCompClassCode: '5645',
      workersCompRatePer100: 7.5,
    });
    expect(burden.status).toBe(200);
    // Lumber Yard: an issued PO on A (1,000.10, billed 400), a closed PO on B (500, billed 300.01) and a draft on A (9,999).
    const poA = await commitment({
      projectId: ids.a,
      type: 'purchase_order',
      supplierId: ids.lumber,
      number: 'PO-1',
      lines: [{ costCode: '06', description: 'Studs', amount: 1000.1 }],
    });
    await bill(ids.a, poA.lines[0].id, 400);
    const poB = await commitment({
      projectId: ids.b,
      type: 'purchase_order',
      supplierId: ids.lumber,
      number: 'PO-2',
      lines: [{ costCode: '06', description: 'Joists', amount: 500 }],
    });
    await bill(ids.b, poB.lines[0].id, 300.01);
    expect((await owner('POST', `/api/commitments/${poB.id}/status`, { status: 'closed' })).status).toBe(200);
    await commitment({
      projectId: ids.a,
      type: 'purchase_order',
      supplierId: ids.lumber,
      number: 'PO-3',
      status: 'draft',
      lines: [{ costCode: '06', description: 'Later', amount: 9999 }],
    });
    // Tile Depot has only a draft: it commits nothing and is not listed.
    await commitment({
      projectId: ids.a,
      type: 'purchase_order',
      supplierId: ids.tile,
      number: 'PO-4',
      status: 'draft',
      lines: [{ costCode: '09', description: 'Tile', amount: 700 }],
    });
    // Pat Plumbing: a subcontract on the barn, which is then made inactive.
    await commitment({
      projectId: ids.c,
      type: 'subcontract',
      subcontractorId: ids.sub,
      number: 'SC-1',
      lines: [
        { costCode: '22', description: 'Rough-in', amount: 2000 },
        { costCode: '22', description: 'Finish', amount: 1250.5 },
      ],
    });
    expect((await owner('PUT', `/api/projects/${ids.c}`, { isActive: false })).status).toBe(200);
  });
  afterAll(() => server?.close());

  /** The sum, in cents, of each project's GET /api/projects/:id/job-cost lines, by cost code. */
  const sumOfProjects = async (projectIds: number[]) => {
    const byCode = new Map<string, Figures & { name: string }>();
    for (const id of projectIds) {
      const r = await owner('GET', `/api/projects/${id}/job-cost`);
      expect(r.status).toBe(200);
      for (const l of r.body.lines as Line[]) {
        const cur = byCode.get(l.costCode) ?? { name: l.name, ...(Object.fromEntries(FIGURES.map((k) => [k, 0])) as Figures) };
        for (const k of FIGURES) cur[k] += toCents(l[k]);
        byCode.set(l.costCode, cur);
      }
    }
    return [...byCode.entries()]
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([costCode, f]) => ({ costCode, name: f.name, ...Object.fromEntries(FIGURES.map((k) => [k, f[k] / 100])) }));
  };

  it('the company job cost equals the sum of each project job cost, line by line, to the cent', async () => {
    const active = await owner('GET', '/api/reports/job-cost');
    expect(active.status).toBe(200);
    expect(active.body.projects).toBe(2);
    expect(Date.parse(active.body.asOf)).not.toBeNaN();
    expect(active.body.lines).toEqual(await sumOfProjects([ids.a, ids.b]));
    const a = await owner('GET', `/api/projects/${ids.a}/job-cost`);
    expect(a.body.totals.laborBurden).toBeGreaterThan(0);
    const framing = active.body.lines.find((l: { costCode: string }) => l.costCode === '06');
    // A: 10,000 − actual (the bill of 400, 1.5 carpenter days at 300 and their burden) − 600.10 open; B: floored at 0
    // (not −4,300.11: summed before the floor, the company's line would be 4,300.11 lower).
    const aFraming = (a.body.lines as Line[]).find((l) => l.costCode === '06') as Line;
    expect(framing.estimateToComplete).toBe((1000000 - 85000 - toCents(aFraming.laborBurden) - 60010) / 100);
    for (const k of FIGURES)
      expect(toCents(active.body.totals[k])).toBe(active.body.lines.reduce((s: number, l: Figures) => s + toCents(l[k]), 0));
    const all = await as('office', 'GET', '/api/reports/job-cost?projects=all');
    expect(all.status).toBe(200);
    expect(all.body.projects).toBe(3);
    expect(all.body.lines).toEqual(await sumOfProjects([ids.a, ids.b, ids.c]));
    expect(all.body.totals.committed).toBe(Math.round((active.body.totals.committed + 3250.5) * 100) / 100);
  });

  it('the CSV and the PDF of the company job cost', async () => {
    const csv = await fetch(`${server.url}/api/reports/job-cost.csv?projects=all`, { headers: { cookie: cookies.owner } });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(csv.headers.get('content-disposition')).toMatch(/job-cost-by-cost-code-all-\d{4}-\d{2}-\d{2}\.csv/);
    const [header, ...lines] = (await csv.text()).trimEnd().split('\r\n');
    expect(header).toBe(
      'Cost Code,Name,Revised Budget,Committed,Actual,Open Commitments,Estimate to Complete,Estimate at Completion,Projected Over/Under',
    );
    const all = await owner('GET', '/api/reports/job-cost?projects=all');
    const f = all.body.lines.find((l: { costCode: string }) => l.costCode === '06');
    expect(lines).toContain(`06,${f.name},${FIGURES.map((k) => (f[k] as number).toFixed(2)).join(',')}`);
    expect(lines).toHaveLength(all.body.lines.length);
    const pdf = await fetch(`${server.url}/api/reports/job-cost.pdf`, { headers: { cookie: cookies.office } });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toContain('application/pdf');
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  });

  it('committed cost by payee: draft commits nothing, issued its lines, closed what was billed', async () => {
    const r = await owner('GET', '/api/reports/commitments-by-payee');
    expect(r.status).toBe(200);
    expect(r.body.rows).toEqual([
      // Issued 1,000.10 (billed 400, open 600.10) + closed 500 billed 300.01 (commits 300.01); the draft nothing.
      { payeeType: 'supplier', payeeId: ids.lumber, name: 'Lumber Yard', commitments: 2, committed: 1300.11, billed: 700.01, open: 600.1 },
    ]);
    expect(r.body.totals).toEqual({ commitments: 2, committed: 1300.11, billed: 700.01, open: 600.1 });
    const all = await owner('GET', '/api/reports/commitments-by-payee?projects=all');
    expect(all.body.rows.map((x: { name: string }) => x.name)).toEqual(['Pat Plumbing', 'Lumber Yard']);
    expect(all.body.rows[0]).toMatchObject({
      payeeType: 'subcontractor',
      payeeId: ids.sub,
      commitments: 1,
      committed: 3250.5,
      billed: 0,
      open: 3250.5,
    });
    expect(all.body.totals).toEqual({ commitments: 3, committed: 4550.61, billed: 700.01, open: 3850.6 });
    const csv = await fetch(`${server.url}/api/reports/commitments-by-payee.csv?projects=all`, { headers: { cookie: cookies.owner } });
    expect(csv.status).toBe(200);
    const text = await csv.text();
    expect(text.split('\r\n')[0]).toBe('Payee Type,Payee,Commitments,Committed,Billed,Open');
    expect(text).toContain('supplier,Lumber Yard,2,1300.11,700.01,600.10\r\n');
  });

  it('a new bill shows in the next company report (the cached answer is dropped)', async () => {
    const before = await owner('GET', '/api/reports/job-cost');
    await owner('POST', '/api/expenses', {
      projectId: ids.a,
      category: 'material',
      description: 'Nails',
      amount: 12.34,
      date: '2026-03-15',
    });
    const after = await owner('GET', '/api/reports/job-cost');
    expect(toCents(after.body.totals.actual) - toCents(before.body.totals.actual)).toBe(1234);
  });

  it('a foreman gets 403; a bad ?projects= is a 400 with its message', async () => {
    for (const path of [
      '/api/reports/job-cost',
      '/api/reports/job-cost.csv',
      '/api/reports/job-cost.pdf',
      '/api/reports/commitments-by-payee',
      '/api/reports/commitments-by-payee.csv',
    ]) {
      expect((await as('foreman', 'GET', path)).status).toBe(403);
      const bad = await owner('GET', `${path}?projects=some`);
      expect(bad.status).toBe(400);
      expect(bad.body.message).toContain('Projects must be active or all');
    }
  });
});
