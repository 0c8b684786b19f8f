import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/sql-fragments';
import { insertEmployee, insertExpense, projectPayload } from '../../test/factories';
import { databaseKinds, httpClient, startTestServer, type TestServer } from '../../test/harness';
import { purgeTrash } from '../projects/trash';

// Issue 37 scope 4: nothing paid vanishes. The defect: deleting a project removed its costs, revenue and its
// subcontractor's $5,000 from the 1099 of a closed year. A project with paid costs, payroll or billing is refused
// (409, archive it instead); the 1099, payroll and the closed year's figures keep every paid amount.
describe.each(databaseKinds)('nothing paid vanishes on %s', (kind) => {
  let server: TestServer;
  let api: ReturnType<typeof httpClient>;
  let subId: number;
  const db = () => server.database.db;
  const newProject = async (name: string) => (await api.post('/api/projects', projectPayload({ name, budget: 20_000 }))).body.id as number;
  const closedYear = async () => {
    const o = (await api.get('/api/accounting/overview?year=2025')).body;
    return { yearly: o.yearlyOverview, breakdown: o.expenseBreakdown, months: o.monthlyBreakdown };
  };

  beforeAll(async () => {
    server = await startTestServer(kind);
    api = httpClient(server);
    [{ id: subId }] = await rows<{ id: number }>(
      db().execute(sql`INSERT INTO subcontractors (name, company, specialty, tin, w9_on_file)
        VALUES ('Sparky Sam', 'Sparky LLC', 'Electrical', '123456789', true) RETURNING id`),
    );
  }, 120_000);
  afterAll(() => server?.close());

  it('keeps a closed year’s $5,000 subcontractor payment on the 1099 when its project is deleted (409)', async () => {
    const id = await newProject('Wiring job');
    const e = await insertExpense(db(), id, '5000.00', { category: 'subcontractor', date: '2025-08-14' });
    await db().execute(sql`UPDATE expenses SET subcontractor_id = ${subId} WHERE id = ${e}`);
    expect((await api.post('/api/accounting/periods/close', { through: '2025-12-31' })).status).toBe(200);
    const before = { form: (await api.get('/api/accounting/1099?year=2025')).body, year: await closedYear() };
    expect(before.form.necPayees).toMatchObject([{ name: 'Sparky Sam', amount: 5000 }]);

    const res = await api.del(`/api/projects/${id}`);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(
      '“Wiring job” cannot be deleted: it has 1 paid expense, and what was paid stays in the books, the 1099s and payroll. Archive it instead: move it to Inactive (or complete it).',
    );
    expect((await api.get('/api/accounting/1099?year=2025')).body).toEqual(before.form);
    expect(await closedYear()).toEqual(before.year);
    expect((await api.get(`/api/projects/${id}`)).status).toBe(200);
    // Archiving is the way: moved to Inactive, its figures stay.
    expect((await api.post(`/api/projects/${id}/move-to-inactive`, { reason: 'Job finished, paperwork done' })).status).toBe(200);
    expect((await api.get('/api/accounting/1099?year=2025')).body).toEqual(before.form);
    expect((await api.post('/api/accounting/periods/reopen', { through: null, reason: 'Next tests use open dates' })).status).toBe(200);
  });

  it.each([
    ['an expense with a payment method', 'paid expense'],
    ['work in a paid payroll week', 'paid work record'],
    ['an invoice sent', 'invoice sent'],
    ['a payment received', 'payment received'],
  ])('refuses to delete a project with %s, in an open year too', async (what, words) => {
    const id = await newProject(`Paid job: ${what}`);
    if (what.startsWith('an expense')) {
      const e = await insertExpense(db(), id, '300.00', { date: '2026-03-02' });
      await db().execute(sql`UPDATE expenses SET payment_method = 'check' WHERE id = ${e}`);
    } else if (what.startsWith('work')) {
      const ana = await insertEmployee(db(), { name: `Ana ${id}`, dailyRate: '200.00' });
      await api.post('/api/time-entries', {
        projectId: id,
        employeeId: ana,
        date: '2026-03-03',
        entryType: 'days',
        days: 1,
        description: 'Framing',
      });
      expect((await api.post('/api/payroll/pay-week', { week: '2026-03-01' })).status).toBe(200);
    } else {
      const sov = (await api.get(`/api/projects/${id}/schedule-of-values`)).body;
      const inv = await api.post(`/api/projects/${id}/invoices`, {
        invoiceDate: '2026-03-04',
        periodTo: '2026-03-04',
        lines: [{ sovLineId: sov.lines[0].id, mode: 'percent', value: 10 }],
      });
      expect(inv.status, JSON.stringify(inv.body)).toBe(201);
      if (what === 'an invoice sent') expect((await api.put(`/api/invoices/${inv.body.id}/status`, { status: 'sent' })).status).toBe(200);
      else
        expect((await api.post(`/api/invoices/${inv.body.id}/payments`, { amount: 100, date: '2026-03-05', method: 'check' })).status).toBe(
          201,
        );
    }
    const res = await api.del(`/api/projects/${id}`);
    expect(res.status).toBe(409);
    expect(res.body.message).toContain(`1 ${words}`);
    expect((await api.get(`/api/projects/${id}`)).status).toBe(200);
  });

  it('still deletes (to the trash) a project with nothing paid, billed or closed', async () => {
    const id = await newProject('Estimate only');
    await insertExpense(db(), id, '80.00', { date: '2026-04-01' });
    const draftSov = (await api.get(`/api/projects/${id}/schedule-of-values`)).body;
    await api.post(`/api/projects/${id}/invoices`, {
      invoiceDate: '2026-04-02',
      periodTo: '2026-04-02',
      lines: [{ sovLineId: draftSov.lines[0].id, mode: 'percent', value: 10 }],
    });
    expect((await api.del(`/api/projects/${id}`)).status).toBe(204);
  });

  it('the purge keeps a trash entry that holds a paid amount (deleted before this rule), and purges the rest', async () => {
    const kept = await newProject('Legacy paid job');
    const gone = await newProject('Legacy unpaid job');
    await insertExpense(db(), kept, '450.00', { date: '2026-02-02' });
    await insertExpense(db(), gone, '45.00', { date: '2026-02-02' });
    expect((await api.del(`/api/projects/${kept}`)).status).toBe(204);
    expect((await api.del(`/api/projects/${gone}`)).status).toBe(204);
    // As a project deleted before the rule would have been kept: its expense had a payment method.
    await db().execute(sql`UPDATE project_trash SET rows = jsonb_set(rows, '{expenses,0,payment_method}', '"check"')
      WHERE project_id = ${kept}`);
    await db().execute(sql`UPDATE project_trash SET deleted_at = now() - interval '40 days' WHERE project_id IN (${kept}, ${gone})`);
    await purgeTrash(db(), server.storage);
    const left = await rows<{ projectId: number }>(db().execute(sql`SELECT project_id AS "projectId" FROM project_trash ORDER BY id`));
    expect(left.map((l) => l.projectId)).toContain(kept);
    expect(left.map((l) => l.projectId)).not.toContain(gone);
  });

  it('a trashed project with records in a closed period is not restored (409)', async () => {
    const id = await newProject('Trashed before the close');
    await insertExpense(db(), id, '60.00', { date: '2025-05-05' });
    expect((await api.del(`/api/projects/${id}`)).status).toBe(204);
    expect((await api.post('/api/accounting/periods/close', { through: '2025-12-31' })).status).toBe(200);
    const entry = (await api.get('/api/project-trash')).body.find((t: { projectId: number }) => t.projectId === id);
    const res = await api.post(`/api/project-trash/${entry.id}/restore`);
    expect(res.status).toBe(409);
    expect(res.body.message).toContain('restoring it would change the closed figures');
    expect((await api.get(`/api/projects/${id}`)).status).toBe(404);
  });
});
