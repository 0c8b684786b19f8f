import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/sql-fragments';
import { call, PASSWORD, signIn } from '../../test/auth-client';
import { insertEmployee, insertWorkRecord } from '../../test/factories';
import { databaseKinds, startTestServer, type TestServer } from '../../test/harness';
import { createUser } from '../users/service';
import { type Line, line } from './job-cost-test-fixtures';

/**
 * Job cost by cost code and commitments (issue 42 scopes 1–4) through real HTTP on both engines: the default codes,
 * the budget by code (the project's budget stays the sum), a purchase order drawn down by bills, concurrent bills on
 * one line, a bill above its line, the job cost's figures against a recomputation, and the books' reconciliation of
 * committed and open amounts with the detail rows.
 */
describe.each(databaseKinds)('job cost and commitments on %s', (kind) => {
  let server: TestServer;
  const cookies = { owner: '', foreman: '' };
  const ids = { project: 0, other: 0, supplier: 0, sub: 0, carpenter: 0 };
  const as = (who: keyof typeof cookies, method: string, path: string, body?: unknown) =>
    call(server.url, cookies[who], method, path, body);
  const owner = (method: string, path: string, body?: unknown) => as('owner', method, path, body);

  beforeAll(async () => {
    server = await startTestServer(kind, { auth: true });
    const { db } = server.database;
    await createUser(db, { username: 'olivia', name: 'Olivia Owner', role: 'owner', employeeId: null, password: PASSWORD });
    cookies.owner = (await signIn(server.url, 'olivia')).cookie;
    ids.carpenter = await insertEmployee(db, { name: 'Carl Carpenter', dailyRate: '300.00' });
    await createUser(db, { username: 'fred', name: 'Fred Foreman', role: 'foreman', employeeId: ids.carpenter, password: PASSWORD });
    cookies.foreman = (await signIn(server.url, 'fred')).cookie;
    const p = await owner('POST', '/api/projects', {
      name: 'Hill house',
      location: 'Tampa',
      startDate: '2026-03-01',
      endDate: '2026-09-30',
      budget: 100000,
    });
    expect(p.status).toBe(201);
    ids.project = p.body.id;
    const o = await owner('POST', '/api/projects', {
      name: 'Other job',
      location: 'Tampa',
      startDate: '2026-03-01',
      endDate: '2026-09-30',
      budget: 5000,
    });
    ids.other = o.body.id;
    const [s] = await rows<{ id: number }>(db.execute(sql`INSERT INTO suppliers (name) VALUES ('Lumber Yard') RETURNING id`));
    ids.supplier = s.id;
    const [sc] = await rows<{ id: number }>(
      db.execute(sql`INSERT INTO subcontractors (name, company, specialty) VALUES ('Pat', 'Pat Plumbing', 'Plumbing') RETURNING id`),
    );
    ids.sub = sc.id;
    await db.execute(sql`INSERT INTO project_employees (project_id, employee_id) VALUES (${ids.project}, ${ids.carpenter})`);
  });
  afterAll(() => server?.close());

  it('lists the default cost codes; Unassigned first', async () => {
    const r = await owner('GET', '/api/cost-codes');
    expect(r.status).toBe(200);
    const codes = r.body.map((c: { code: string }) => c.code);
    expect(codes.slice(0, 3)).toEqual(['00', '01', '02']);
    expect(codes).toEqual(expect.arrayContaining(['03', '06', '07', '08', '09', '22', '23', '26']));
    expect(r.body.find((c: { code: string }) => c.code === '06').categories).toEqual(['material']);
  });

  it('a new project starts with one Unassigned line holding its budget', async () => {
    const r = await owner('GET', `/api/projects/${ids.project}/job-cost`);
    expect(r.status).toBe(200);
    expect(r.body.lines).toHaveLength(1);
    expect(r.body.lines[0]).toMatchObject({
      costCode: '00',
      revisedBudget: 100000,
      actual: 0,
      estimateToComplete: 100000,
      estimateAtCompletion: 100000,
    });
    expect(r.body.totals.revisedBudget).toBe(100000);
  });

  it('the budget by cost code: the project budget becomes the sum; 400s write nothing', async () => {
    const bad = await owner('PUT', `/api/projects/${ids.project}/budget-lines`, { lines: [{ costCode: '99', budget: 10 }] });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('Cost code 99 does not exist');
    const twice = await owner('PUT', `/api/projects/${ids.project}/budget-lines`, {
      lines: [
        { costCode: '06', budget: 1 },
        { costCode: '06', budget: 2 },
      ],
    });
    expect(twice.status).toBe(400);
    const r = await owner('PUT', `/api/projects/${ids.project}/budget-lines`, {
      lines: [
        { costCode: '06', budget: 40000 },
        { costCode: '22', budget: 25000.55 },
        { costCode: '00', budget: 34999.45 },
      ],
    });
    expect(r.status).toBe(200);
    expect(line(r.body.lines, '06').revisedBudget).toBe(40000);
    expect(line(r.body.lines, '00').revisedBudget).toBe(34999.45);
    const project = await owner('GET', `/api/projects/${ids.project}`);
    expect(project.body.budget).toBe(100000);
    // The project form may not take the budget below the assigned lines; it may raise it (Unassigned grows).
    const low = await owner('PUT', `/api/projects/${ids.project}`, { budget: 60000 });
    expect(low.status).toBe(400);
    expect(low.body.message).toContain('$65000.55');
    const up = await owner('PUT', `/api/projects/${ids.project}`, { budget: 110000 });
    expect(up.status).toBe(200);
    const jc = await owner('GET', `/api/projects/${ids.project}/job-cost`);
    expect(line(jc.body.lines, '00').revisedBudget).toBe(44999.45);
    expect(jc.body.totals.revisedBudget).toBe(110000);
  });

  let po: { id: number; lines: { id: number; costCode: string; amount: number }[] };

  it('records a purchase order with lines by cost code; refuses a wrong payee or code', async () => {
    const noSupplier = await owner('POST', '/api/commitments', {
      projectId: ids.project,
      type: 'purchase_order',
      number: 'PO-1',
      lines: [{ costCode: '06', description: 'Framing lumber', amount: 15000 }],
    });
    expect(noSupplier.status).toBe(400);
    expect(noSupplier.body.message).toContain('A purchase order needs a supplier');
    const badCode = await owner('POST', '/api/commitments', {
      projectId: ids.project,
      type: 'purchase_order',
      supplierId: ids.supplier,
      number: 'PO-1',
      lines: [{ costCode: '77', description: 'x', amount: 1 }],
    });
    expect(badCode.status).toBe(400);
    const r = await owner('POST', '/api/commitments', {
      projectId: ids.project,
      type: 'purchase_order',
      supplierId: ids.supplier,
      number: 'PO-1',
      lines: [
        { costCode: '06', description: 'Framing lumber', amount: 15000 },
        { costCode: '06', description: 'Sheathing', amount: 3000.1 },
      ],
    });
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({ status: 'issued', amount: 18000.1, billed: 0, open: 18000.1, payeeName: 'Lumber Yard' });
    expect(r.body.lines[0].id).toEqual(expect.any(Number));
    po = r.body;
    const { db } = server.database;
    const [n] = await rows<{ n: number }>(db.execute(sql`SELECT count(*)::int AS n FROM commitments WHERE number = 'PO-1'`));
    expect(n.n).toBe(1);
    const dup = await owner('POST', '/api/commitments', {
      projectId: ids.project,
      type: 'purchase_order',
      supplierId: ids.supplier,
      number: 'PO-1',
      lines: [{ costCode: '06', description: 'x', amount: 1 }],
    });
    expect(dup.status).toBe(409);
  });

  it('bills draw the line down; the payee comes from the commitment; a bill above the line needs a reason', async () => {
    const bill = (amount: number, extra: Record<string, unknown> = {}) =>
      owner('POST', '/api/expenses', {
        projectId: ids.project,
        category: 'material',
        description: 'Lumber delivery',
        amount,
        date: '2026-03-10',
        commitmentLineId: po.lines[0].id,
        ...extra,
      });
    const first = await bill(5000);
    expect(first.status).toBe(201);
    // It takes the line's cost code (and its supplier) unless another is chosen.
    expect(first.body).toMatchObject({ supplierId: ids.supplier, commitmentLineId: po.lines[0].id, costCode: '06' });
    const otherProject = await bill(10, { projectId: ids.other });
    expect(otherProject.status).toBe(400);
    expect(otherProject.body.message).toContain('another project');
    const c = await owner('GET', `/api/commitments/${po.id}`);
    expect(c.body.lines[0]).toMatchObject({ billed: 5000, open: 10000 });
    const over = await bill(10000.01);
    expect(over.status).toBe(409);
    expect(over.body.message).toContain('$10,000.00 left');
    const withReason = await bill(10000.01, { overCommitmentReason: 'Price increase on the second load, approved by phone' });
    expect(withReason.status).toBe(201);
    expect(withReason.body.overCommitmentReason).toBe('Price increase on the second load, approved by phone');
    const after = await owner('GET', `/api/commitments/${po.id}`);
    expect(after.body.lines[0]).toMatchObject({ billed: 15000.01, open: 0 });
  });

  it('concurrent bills on one line stay exact: the ones that fit are recorded, the rest asked for a reason', async () => {
    // Sheathing line: $3,000.10. Ten bills of $400 at once: seven fit ($2,800), three would go over.
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        owner('POST', '/api/expenses', {
          projectId: ids.project,
          category: 'material',
          description: 'Sheathing',
          amount: 400,
          date: '2026-03-11',
          commitmentLineId: po.lines[1].id,
        }),
      ),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(7);
    expect(results.filter((r) => r.status === 409)).toHaveLength(3);
    const c = await owner('GET', `/api/commitments/${po.id}`);
    expect(c.body.lines[1]).toMatchObject({ billed: 2800, open: 200.1 });
  });

  it('the job cost by code equals a recomputation from the detail rows (labor at wage, codes by trade and category)', async () => {
    const { db } = server.database;
    // The carpenter's two days default to Framing and carpentry by his trade; an uncoded permit goes to General conditions.
    await insertWorkRecord(db, ids.project, ids.carpenter, '1.0', null, '2026-03-12');
    await insertWorkRecord(db, ids.project, ids.carpenter, '0.5', null, '2026-03-13');
    const permit = await owner('POST', '/api/expenses', {
      projectId: ids.project,
      category: 'permits',
      description: 'Permit',
      amount: 450,
      date: '2026-03-02',
    });
    expect(permit.status).toBe(201);
    const coded = await owner('POST', '/api/expenses', {
      projectId: ids.project,
      category: 'material',
      description: 'Fixtures',
      amount: 1200.5,
      date: '2026-03-14',
      costCode: '22',
    });
    expect(coded.body.costCode).toBe('22');
    const badCode = await owner('POST', '/api/expenses', {
      projectId: ids.project,
      category: 'material',
      description: 'x',
      amount: 1,
      date: '2026-03-14',
      costCode: '55',
    });
    expect(badCode.status).toBe(400);
    expect(badCode.body.message).toBe('Cost code 55 does not exist');

    const r = await owner('GET', `/api/projects/${ids.project}/job-cost`);
    expect(r.status).toBe(200);
    const framing = line(r.body.lines, '06');
    // Bills 5,000 + 10,000.01 + 7 × 400 = 17,800.01; labor 300 + 150 = 450.
    expect(framing).toMatchObject({
      revisedBudget: 40000,
      committed: 18000.1,
      actual: 18250.01,
      laborAtWage: 450,
      laborBurden: 0,
      openCommitments: 200.1,
      estimateToComplete: 21549.89,
      estimateAtCompletion: 40000,
      projectedOverUnder: 0,
    });
    expect(line(r.body.lines, '01')).toMatchObject({ actual: 450, revisedBudget: 0, projectedOverUnder: -450 });
    expect(line(r.body.lines, '22')).toMatchObject({ actual: 1200.5, revisedBudget: 25000.55, estimateToComplete: 23800.05 });
    // Reconciliation: committed, open and actual totals equal sums over the detail rows.
    const [detail] = await rows<{ committed: string; billed: string; open: string; spent: string }>(
      db.execute(sql`SELECT
          (SELECT sum(l.amount) FROM commitment_lines l JOIN commitments m ON m.id = l.commitment_id WHERE m.project_id = ${ids.project} AND m.status = 'issued')::text AS committed,
          (SELECT sum(e.amount) FROM expenses e WHERE e.commitment_line_id IS NOT NULL AND e.project_id = ${ids.project})::text AS billed,
          (SELECT sum(greatest(l.amount - coalesce((SELECT sum(e.amount) FROM expenses e WHERE e.commitment_line_id = l.id), 0), 0))
             FROM commitment_lines l JOIN commitments m ON m.id = l.commitment_id WHERE m.project_id = ${ids.project} AND m.status = 'issued')::text AS open,
          ((SELECT sum(amount) FROM expenses WHERE project_id = ${ids.project}) + (SELECT sum(labor_pay(t.entry_type, t.days, t.hours, t.custom_pay, t.daily_rate, t.hourly_rate)) FROM time_entries t WHERE t.project_id = ${ids.project}))::text AS spent`),
    );
    expect(r.body.totals.committed).toBe(Number(detail.committed));
    expect(r.body.totals.openCommitments).toBe(Number(detail.open));
    expect(r.body.totals.actual).toBe(Number(detail.spent));
    expect(r.body.totals.estimateAtCompletion).toBe(
      Math.round(r.body.lines.reduce((s: number, l: Line) => s + l.estimateAtCompletion * 100, 0)) / 100,
    );
    expect(r.body.projectedMargin).toBe(Math.round((110000 - r.body.totals.estimateAtCompletion) * 100) / 100);
  });

  it('labor counts burdened once the crew member has a profile, and the answer says so', async () => {
    const put = await owner('PUT', `/api/employees/${ids.carpenter}/burden/2026`, {
      workersCompClassCode: '5645',
      workersCompRatePer100: 10,
    });
    expect(put.status).toBe(200);
    const r = await owner('GET', `/api/projects/${ids.project}/job-cost`);
    expect(r.body.laborBurdened).toBe(true);
    const framing = line(r.body.lines, '06');
    const cost = await owner('GET', `/api/projects/${ids.project}/labor-cost`);
    expect(framing.laborBurden).toBe(cost.body.burden.total);
    expect(framing.laborBurden).toBeGreaterThan(0);
    expect(framing.actual).toBe(Math.round((17800.01 + 450 + framing.laborBurden) * 100) / 100);
  });

  it('an entered estimate to complete replaces the formula; closing a commitment releases what was not billed', async () => {
    await owner('PUT', `/api/projects/${ids.project}/budget-lines`, {
      lines: [
        { costCode: '06', budget: 40000, estimateToComplete: 25000 },
        { costCode: '22', budget: 25000.55 },
        { costCode: '00', budget: 44999.45 },
      ],
    });
    const r = await owner('GET', `/api/projects/${ids.project}/job-cost`);
    const framing = line(r.body.lines, '06');
    expect(framing.estimateToComplete).toBe(25000);
    expect(framing.estimateAtCompletion).toBe(Math.round((framing.actual + 200.1 + 25000) * 100) / 100);
    const closed = await owner('POST', `/api/commitments/${po.id}/status`, { status: 'closed' });
    expect(closed.status).toBe(200);
    expect(closed.body.open).toBe(0);
    const after = await owner('GET', `/api/projects/${ids.project}/job-cost`);
    expect(line(after.body.lines, '06')).toMatchObject({ committed: 17800.01, openCommitments: 0 });
    const late = await owner('POST', '/api/expenses', {
      projectId: ids.project,
      category: 'material',
      description: 'Late bill',
      amount: 1,
      date: '2026-03-20',
      commitmentLineId: po.lines[1].id,
    });
    expect(late.status).toBe(400);
    expect(late.body.message).toContain('closed');
    const del = await owner('DELETE', `/api/commitments/${po.id}`);
    expect(del.status).toBe(409);
  });

  it('a subcontract with retainage, its PDF, and a draft that commits nothing until issued', async () => {
    const r = await owner('POST', '/api/commitments', {
      projectId: ids.project,
      type: 'subcontract',
      subcontractorId: ids.sub,
      number: 'SC-7',
      title: 'Rough and finish plumbing',
      status: 'draft',
      retainage: 10,
      lines: [{ costCode: '22', description: 'Rough-in', amount: 12000 }],
    });
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({ status: 'draft', retainage: 10, payeeName: 'Pat Plumbing' });
    let jc = await owner('GET', `/api/projects/${ids.project}/job-cost`);
    expect(line(jc.body.lines, '22').committed).toBe(0);
    await owner('POST', `/api/commitments/${r.body.id}/status`, { status: 'issued' });
    jc = await owner('GET', `/api/projects/${ids.project}/job-cost`);
    expect(line(jc.body.lines, '22')).toMatchObject({ committed: 12000, openCommitments: 12000 });
    // Each bill keeps back 10 %, rounded to the cent per bill: $123.455 → $123.46 and $10.005 → $10.01.
    for (const amount of [1234.55, 100.05]) {
      const bill = await owner('POST', '/api/expenses', {
        projectId: ids.project,
        category: 'subcontractor',
        description: 'Rough-in progress bill',
        amount,
        date: '2026-04-01',
        commitmentLineId: r.body.lines[0].id,
      });
      expect(bill.status).toBe(201);
    }
    const sc = await owner('GET', `/api/commitments/${r.body.id}`);
    expect(sc.body).toMatchObject({ billed: 1334.6, retainageHeld: 133.47, open: 10665.4 });
    const pdf = await fetch(`${server.url}/api/commitments/${r.body.id}/pdf`, { headers: { cookie: cookies.owner } });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toContain('application/pdf');
    const head = Buffer.from(await pdf.arrayBuffer()).subarray(0, 5);
    expect(head.toString()).toBe('%PDF-');
    const list = await owner('GET', `/api/commitments?projectId=${ids.project}`);
    expect(list.body.map((c: { number: string }) => c.number)).toEqual(expect.arrayContaining(['PO-1', 'SC-7']));
  });

  it('alerts: a bill above its commitment line, and commitments above a cost code budget', async () => {
    // The framing lumber line was billed $15,000.01 on $15,000 (above by a reason); a new purchase order on
    // Electrical, which has no budget line, commits $800 against a revised budget of $0.
    const el = await owner('POST', '/api/commitments', {
      projectId: ids.project,
      type: 'purchase_order',
      supplierId: ids.supplier,
      number: 'PO-EL',
      lines: [{ costCode: '26', description: 'Panel and breakers', amount: 800 }],
    });
    expect(el.status).toBe(201);
    const check = await owner('POST', `/api/notifications/check?projectId=${ids.project}`);
    expect(check.status).toBe(200);
    const list = await owner('GET', '/api/notifications');
    const titles = list.body
      .filter((n: { projectId: number }) => n.projectId === ids.project)
      .map((n: { title: string; message: string }) => `${n.title}: ${n.message}`);
    expect(titles).toEqual(
      expect.arrayContaining([
        'Bills above a commitment line: Hill house: bills on PO-1 line 1 (Framing lumber) come to $15,000.01, $0.01 above the line.',
        'Commitments above the budget: Hill house: commitments on 26 Electrical come to $800.00 against a revised budget of $0.00.',
      ]),
    );
    // No alert for the lines within their budget (Framing: $18,000.10 committed on $40,000).
    expect(titles.some((t: string) => t.includes('06 Framing'))).toBe(false);
  });

  it('a foreman may read cost codes but not the job cost nor commitments', async () => {
    expect((await as('foreman', 'GET', '/api/cost-codes')).status).toBe(200);
    expect((await as('foreman', 'GET', `/api/projects/${ids.project}/job-cost`)).status).toBe(403);
    expect((await as('foreman', 'GET', '/api/commitments')).status).toBe(403);
  });
});
