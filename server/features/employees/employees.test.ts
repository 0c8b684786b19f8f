import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { insertWorkRecord } from '../../test/factories';
import { type ApiResponse, databaseKinds, resourceSuite } from '../../test/harness';

const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/** A valid POST /api/employees payload, as the employee form sends it. */
const employeePayload = (overrides: Record<string, unknown> = {}) => ({
  name: 'Ana Lopez',
  email: 'ana@example.com',
  phone: '813-555-0101',
  position: 'Carpenter',
  dailyRate: 185.5,
  payType: 'daily',
  preferredPaymentMethod: 'cashapp',
  cashappHandle: '$analopez',
  active: true,
  ...overrides,
});

describe.each(databaseKinds)('employees API on %s', (kind) => {
  const suite = resourceSuite(kind, { path: '/api/employees', table: 'employees', payload: employeePayload });
  const { api, exec, count: employeeCount, create: createEmployee } = suite;

  it('creates, reads, updates and deletes an employee with every field round-tripping', async () => {
    const created = await api.post('/api/employees', employeePayload());
    expect(created.status).toBe(201);
    const id = created.body.id;
    expect(created.body).toEqual({
      id,
      name: 'Ana Lopez',
      email: 'ana@example.com',
      phone: '813-555-0101',
      position: 'Carpenter',
      hourlyRate: null,
      dailyRate: 185.5,
      payType: 'daily',
      cashappHandle: '$analopez',
      preferredPaymentMethod: 'cashapp',
      active: true,
      createdAt: expect.stringMatching(ISO_TIMESTAMP),
    });
    expect(await api.get(`/api/employees/${id}`)).toEqual({ status: 200, body: created.body });

    const updated = await api.put(`/api/employees/${id}`, {
      name: ' Ana M. Lopez ',
      email: '',
      phone: '',
      position: 'Foreman',
      dailyRate: '210.25',
      payType: 'daily',
      preferredPaymentMethod: 'check',
      cashappHandle: '',
      active: false,
    });
    expect(updated).toEqual({
      status: 200,
      body: {
        ...created.body,
        name: 'Ana M. Lopez',
        email: null,
        phone: null,
        position: 'Foreman',
        dailyRate: 210.25,
        preferredPaymentMethod: 'check',
        cashappHandle: null,
        active: false,
      },
    });
    expect((await api.get(`/api/employees/${id}`)).body).toEqual(updated.body);
    const [stored] = await exec<{ rate: string }>(sql`SELECT daily_rate::text AS rate FROM employees WHERE id = ${id}`);
    expect(stored.rate).toBe('210.25');

    expect((await api.del(`/api/employees/${id}`)).status).toBe(204);
    expect(await api.get(`/api/employees/${id}`)).toEqual({ status: 404, body: { message: 'Employee not found' } });
  });

  it('defaults the daily rate to 0, active to true, pay type to hourly (spec part 1 §9) and payment method to cash', async () => {
    const res = await api.post('/api/employees', { name: 'Bo Chen', position: 'Painter' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      dailyRate: 0,
      hourlyRate: null,
      active: true,
      payType: 'hourly',
      preferredPaymentMethod: 'cash',
      email: null,
      phone: null,
      cashappHandle: null,
    });
    expect((await api.put(`/api/employees/${res.body.id}`, { name: 'Bo Chen', position: 'Painter', dailyRate: '' })).body.dailyRate).toBe(
      0,
    );
  });

  it('keeps a stored hourly rate when an update omits it (the form never sends it)', async () => {
    const { id } = await createEmployee({ name: 'Hourly Hal', payType: 'hourly', hourlyRate: 32.75 });
    const res = await api.put(`/api/employees/${id}`, employeePayload({ name: 'Hourly Hal', dailyRate: 250 }));
    expect(res.body).toMatchObject({ hourlyRate: 32.75, dailyRate: 250, payType: 'daily' });
    expect((await api.put(`/api/employees/${id}`, employeePayload({ name: 'Hourly Hal', hourlyRate: 40.1 }))).body.hourlyRate).toBe(40.1);
  });

  it('lists employees by name and filters by ?active', async () => {
    const ids = [
      (await createEmployee({ name: 'zoe Park' })).id,
      (await createEmployee({ name: 'Abe Ruiz', active: false })).id,
      (await createEmployee({ name: 'Mia Stone' })).id,
    ];
    const names = (list: { name: string }[]) => list.map((e) => e.name);
    const all = (await api.get('/api/employees')).body;
    expect(names(all)).toEqual([...names(all)].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    expect(all.map((e: { id: number }) => e.id)).toEqual(expect.arrayContaining(ids));
    const active = (await api.get('/api/employees?active=true')).body;
    expect(active.every((e: { active: boolean }) => e.active)).toBe(true);
    expect(names(active)).toEqual(expect.arrayContaining(['Mia Stone', 'zoe Park']));
    expect(names((await api.get('/api/employees?active=false')).body)).toEqual(['Abe Ruiz']);
    expect((await api.get('/api/employees?active=maybe')).status).toBe(400);
  });

  it.each([
    ['no name', { name: undefined }, 'name', 'Name is required'],
    ['a blank name', { name: '   ' }, 'name', 'Name is required'],
    ['no position', { position: undefined }, 'position', 'Position is required'],
    ['a blank position', { position: '' }, 'position', 'Position is required'],
    ['an invalid email', { email: 'ana@' }, 'email', 'Please enter a valid email address'],
    ['a non-numeric daily rate', { dailyRate: 'abc' }, 'dailyRate', 'Daily rate must be a number'],
    ['a negative daily rate', { dailyRate: -5 }, 'dailyRate', 'Daily rate cannot be negative'],
    ['a daily rate with 3 decimals', { dailyRate: 10.005 }, 'dailyRate', 'Daily rate can have at most 2 decimals'],
    ['a non-numeric hourly rate', { hourlyRate: '12,50' }, 'hourlyRate', 'Hourly rate must be a number'],
    ['an unknown pay type', { payType: 'weekly' }, 'payType', 'Pay type must be hourly or daily'],
    [
      'an unknown payment method',
      { preferredPaymentMethod: 'venmo' },
      'preferredPaymentMethod',
      'Payment method must be cash, check, zelle or cashapp',
    ],
  ])('refuses %s with 400 and a field error on create and update, writing nothing', async (_label, overrides, path, message) => {
    const existing = await createEmployee({ name: 'Unchanged Ulla' });
    const before = await employeeCount();
    const created = await api.post('/api/employees', employeePayload(overrides));
    expect(created.status).toBe(400);
    expect(created.body.errors).toContainEqual({ path, message });
    expect(created.body.message).toBe(`${path}: ${message}`);
    expect(await employeeCount()).toBe(before);

    const updated = await api.put(`/api/employees/${existing.id}`, employeePayload(overrides));
    expect(updated.status).toBe(400);
    expect(updated.body.errors).toContainEqual({ path, message });
    expect((await api.get(`/api/employees/${existing.id}`)).body).toEqual(existing);
  });

  it('answers 404 for an unknown id on GET, PUT and DELETE, and 400 for a non-numeric id', async () => {
    for (const res of [
      await api.get('/api/employees/999999'),
      await api.put('/api/employees/999999', employeePayload()),
      await api.del('/api/employees/999999'),
    ]) {
      expect(res).toEqual({ status: 404, body: { message: 'Employee not found' } });
    }
    expect((await api.get('/api/employees/abc')).status).toBe(400);
  });

  const expense = (employeeId: number) =>
    exec(sql`INSERT INTO expenses (project_id, category, description, amount, date, employee_id)
    VALUES (${suite.projectId}, 'labor', 'Crew day', '200.00', '2026-11-02', ${employeeId})`);
  const payment = (employeeId: number) =>
    exec(sql`INSERT INTO payments (employee_id, amount, payment_method, payment_type, payment_date)
    VALUES (${employeeId}, '900.00', 'cash', 'payroll', '2026-11-07')`);
  const advance = (employeeId: number) =>
    exec(sql`INSERT INTO payroll_advances (employee_id, amount, advance_date) VALUES (${employeeId}, '100.00', '2026-11-04')`);

  it.each([
    [
      'an expense',
      async (id: number) => {
        await expense(id);
      },
      '1 expense refers',
    ],
    [
      'expenses and work records',
      async (id: number) => {
        for (let i = 0; i < 3; i++) await expense(id);
        for (const d of ['2026-11-03', '2026-11-04']) await insertWorkRecord(suite.server.database.db, suite.projectId, id, '1', null, d);
      },
      '3 expenses and 2 work records refer',
    ],
    [
      'a payment and a payroll advance',
      async (id: number) => {
        await payment(id);
        await advance(id);
      },
      '1 payment and 1 payroll advance refer',
    ],
  ])('refuses with 409 to delete an employee that %s refer to, keeping the row', async (_label, addReferences, phrase) => {
    const { id } = await createEmployee({ name: 'Ana Lopez' });
    await addReferences(id);
    const before = await employeeCount();
    const res = await api.del(`/api/employees/${id}`);
    expect(res).toEqual({
      status: 409,
      body: { message: `Ana Lopez can't be deleted: ${phrase} to this employee. Mark the employee inactive instead to keep the history.` },
    });
    expect(await employeeCount()).toBe(before);
    expect((await api.get(`/api/employees/${id}`)).status).toBe(200);
  });

  it('deletes an employee who is only assigned to a team, removing the assignment', async () => {
    const { id } = await createEmployee({ name: 'Team Only' });
    await exec(sql`INSERT INTO project_employees (project_id, employee_id) VALUES (${suite.projectId}, ${id})`);
    expect((await api.del(`/api/employees/${id}`)).status).toBe(204);
    expect(await exec(sql`SELECT 1 FROM project_employees WHERE employee_id = ${id}`)).toHaveLength(0);
  });

  // Needs a second connection holding an open transaction: PostgreSQL only (PGlite has one connection).
  if (kind === 'postgres')
    it('waits for an expense being inserted concurrently, then refuses with 409', async () => {
      const { id } = await createEmployee({ name: 'Race Ray' });
      const lockWaits = async () =>
        (
          await exec<{ n: number }>(sql`SELECT count(*)::int AS n FROM pg_stat_activity
      WHERE datname = current_database() AND wait_event_type = 'Lock'`)
        )[0].n;
      let deleting: Promise<ApiResponse> | undefined;
      await suite.server.database.db.transaction(async (tx) => {
        await tx.execute(sql`INSERT INTO expenses (project_id, category, description, amount, date, employee_id)
        VALUES (${suite.projectId}, 'labor', 'Crew day', '200.00', '2026-11-02', ${id})`);
        deleting = api.del(`/api/employees/${id}`);
        // The delete must queue behind this uncommitted reference (the row lock), not slip past its count.
        for (let i = 0; i < 500 && (await lockWaits()) === 0; i++) await new Promise((r) => setTimeout(r, 10));
        expect(await lockWaits()).toBeGreaterThan(0);
      });
      expect(await deleting).toEqual({
        status: 409,
        body: {
          message: "Race Ray can't be deleted: 1 expense refers to this employee. Mark the employee inactive instead to keep the history.",
        },
      });
    });

  it('maps a foreign-key violation from a reference the count does not know to the same 409', async () => {
    const { id } = await createEmployee({ name: 'Fk Fallback' });
    await exec(sql`CREATE TABLE employee_refs_probe (employee_id integer REFERENCES employees(id) ON DELETE RESTRICT)`);
    try {
      await exec(sql`INSERT INTO employee_refs_probe VALUES (${id})`);
      expect(await api.del(`/api/employees/${id}`)).toEqual({
        status: 409,
        body: {
          message:
            "Fk Fallback can't be deleted: other records still refer to this employee. Mark the employee inactive instead to keep the history.",
        },
      });
      expect((await api.get(`/api/employees/${id}`)).status).toBe(200);
    } finally {
      await exec(sql`DROP TABLE employee_refs_probe`);
    }
  });
});
