import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { databaseKinds, resourceSuite } from '../../test/harness';

const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/** A valid POST /api/subcontractors payload, as the subcontractor form sends it. */
const subcontractorPayload = (overrides: Record<string, unknown> = {}) => ({
  name: 'Sam Ortiz',
  company: 'Ortiz Roofing LLC',
  email: 'sam@ortizroofing.com',
  phone: '813-555-0142',
  specialty: 'Roofing',
  licenseNumber: 'CCC1331234',
  insuranceExpiry: '2027-03-31',
  tin: '12-3456789',
  tinKind: 'ein',
  w9OnFile: true,
  active: true,
  ...overrides,
});

describe.each(databaseKinds)('subcontractors API on %s', (kind) => {
  const suite = resourceSuite(kind, { path: '/api/subcontractors', table: 'subcontractors', payload: subcontractorPayload });
  const { api, exec, count: subcontractorCount, create: createSubcontractor } = suite;

  it('creates, reads, updates and deletes a subcontractor with every field round-tripping', async () => {
    const created = await api.post('/api/subcontractors', subcontractorPayload());
    expect(created.status).toBe(201);
    const id = created.body.id;
    expect(created.body).toEqual({
      id,
      name: 'Sam Ortiz',
      company: 'Ortiz Roofing LLC',
      email: 'sam@ortizroofing.com',
      phone: '813-555-0142',
      specialty: 'Roofing',
      licenseNumber: 'CCC1331234',
      insuranceExpiry: '2027-03-31',
      tin: '123456789',
      tinKind: 'ein',
      w9OnFile: true,
      active: true,
      createdAt: expect.stringMatching(ISO_TIMESTAMP),
    });
    expect(await api.get(`/api/subcontractors/${id}`)).toEqual({ status: 200, body: created.body });

    const updated = await api.put(`/api/subcontractors/${id}`, {
      name: 'Samuel Ortiz',
      company: '',
      email: '',
      phone: null,
      specialty: ' Roofing and gutters ',
      licenseNumber: '',
      insuranceExpiry: '2028-01-15T00:00:00.000Z',
      tin: '',
      active: false,
    });
    expect(updated).toEqual({
      status: 200,
      body: {
        ...created.body,
        name: 'Samuel Ortiz',
        company: null,
        email: null,
        phone: null,
        specialty: 'Roofing and gutters',
        licenseNumber: null,
        insuranceExpiry: '2028-01-15',
        tin: null,
        tinKind: null,
        w9OnFile: false,
        active: false,
      },
    });
    expect((await api.get(`/api/subcontractors/${id}`)).body).toEqual(updated.body);
    expect((await api.put(`/api/subcontractors/${id}`, subcontractorPayload({ insuranceExpiry: '' }))).body).toMatchObject({
      insuranceExpiry: null,
      active: true,
    });

    for (const tin of ['12345678', '123-45-678', 'abcdefghi', 123456789]) {
      expect((await api.put(`/api/subcontractors/${id}`, subcontractorPayload({ tin }))).status).toBe(400);
    }
    expect((await api.del(`/api/subcontractors/${id}`)).status).toBe(204);
    expect(await api.get(`/api/subcontractors/${id}`)).toEqual({ status: 404, body: { message: 'Subcontractor not found' } });
  });

  it('defaults active to true and leaves optional fields null', async () => {
    const res = await api.post('/api/subcontractors', { name: 'Lee Kim', specialty: 'Drywall' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ active: true, company: null, email: null, phone: null, licenseNumber: null, insuranceExpiry: null });
  });

  it('lists subcontractors by name, ignoring case', async () => {
    for (const name of ['zane Cole', 'Ada Brooks', 'Moe Hart']) await createSubcontractor({ name });
    const names = (await api.get('/api/subcontractors')).body.map((s: { name: string }) => s.name) as string[];
    expect(names).toEqual(expect.arrayContaining(['zane Cole', 'Ada Brooks', 'Moe Hart']));
    expect(names).toEqual([...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
  });

  it.each([
    ['no name', { name: undefined }, 'name', 'Name is required'],
    ['a blank name', { name: ' ' }, 'name', 'Name is required'],
    ['no specialty', { specialty: undefined }, 'specialty', 'Specialty is required'],
    ['a blank specialty', { specialty: '' }, 'specialty', 'Specialty is required'],
    ['an invalid email', { email: 'sam at ortiz' }, 'email', 'Please enter a valid email address'],
    ['an impossible insurance date', { insuranceExpiry: '2027-02-30' }, 'insuranceExpiry', 'Insurance expiry must be a date (YYYY-MM-DD)'],
    [
      'an insurance date that is not a date',
      { insuranceExpiry: 'next year' },
      'insuranceExpiry',
      'Insurance expiry must be a date (YYYY-MM-DD)',
    ],
    [
      'a license number of 101 characters',
      { licenseNumber: 'L'.repeat(101) },
      'licenseNumber',
      'License number must be at most 100 characters',
    ],
  ])('refuses %s with 400 and a field error on create and update, writing nothing', async (_label, overrides, path, message) => {
    const existing = await createSubcontractor({ name: 'Unchanged Una' });
    const before = await subcontractorCount();
    const created = await api.post('/api/subcontractors', subcontractorPayload(overrides));
    expect(created.status).toBe(400);
    expect(created.body.errors).toContainEqual({ path, message });
    expect(created.body.message).toBe(`${path}: ${message}`);
    expect(await subcontractorCount()).toBe(before);

    const updated = await api.put(`/api/subcontractors/${existing.id}`, subcontractorPayload(overrides));
    expect(updated.status).toBe(400);
    expect(updated.body.errors).toContainEqual({ path, message });
    expect((await api.get(`/api/subcontractors/${existing.id}`)).body).toEqual(existing);
  });

  it('answers 404 for an unknown id on GET, PUT and DELETE, and 400 for a non-numeric id', async () => {
    for (const res of [
      await api.get('/api/subcontractors/999999'),
      await api.put('/api/subcontractors/999999', subcontractorPayload()),
      await api.del('/api/subcontractors/999999'),
    ]) {
      expect(res).toEqual({ status: 404, body: { message: 'Subcontractor not found' } });
    }
    expect((await api.del('/api/subcontractors/0')).status).toBe(400);
  });

  const expense = (id: number) =>
    exec(sql`INSERT INTO expenses (project_id, category, description, amount, date, subcontractor_id)
    VALUES (${suite.projectId}, 'subcontractor', 'Roof tear-off', '2400.00', '2026-11-05', ${id})`);
  const workRecord = (id: number) =>
    exec(sql`INSERT INTO time_entries (project_id, subcontractor_id, date, days, entry_type)
    VALUES (${suite.projectId}, ${id}, '2026-11-06', '1', 'days')`);

  it.each([
    [
      'an expense',
      async (id: number) => {
        await expense(id);
      },
      '1 expense refers',
    ],
    [
      'a work record',
      async (id: number) => {
        await workRecord(id);
      },
      '1 work record refers',
    ],
    [
      'expenses and a work record',
      async (id: number) => {
        await expense(id);
        await expense(id);
        await workRecord(id);
      },
      '2 expenses and 1 work record refer',
    ],
  ])('refuses with 409 to delete a subcontractor that %s refers to, keeping the row', async (_label, addReferences, phrase) => {
    const { id } = await createSubcontractor({ name: 'Ortiz Roofing' });
    await addReferences(id);
    const before = await subcontractorCount();
    expect(await api.del(`/api/subcontractors/${id}`)).toEqual({
      status: 409,
      body: {
        message: `Ortiz Roofing can't be deleted: ${phrase} to this subcontractor. Mark the subcontractor inactive instead to keep the history.`,
      },
    });
    expect(await subcontractorCount()).toBe(before);
    expect((await api.get(`/api/subcontractors/${id}`)).status).toBe(200);
  });

  it('deletes a subcontractor that is only assigned to a project, removing the assignment', async () => {
    const { id } = await createSubcontractor({ name: 'Team Only' });
    await exec(sql`INSERT INTO project_subcontractors (project_id, subcontractor_id) VALUES (${suite.projectId}, ${id})`);
    expect((await api.del(`/api/subcontractors/${id}`)).status).toBe(204);
    expect(await exec(sql`SELECT 1 FROM project_subcontractors WHERE subcontractor_id = ${id}`)).toHaveLength(0);
  });

  it('maps a foreign-key violation from a reference the count does not know to the same 409', async () => {
    const { id } = await createSubcontractor({ name: 'Fk Fallback' });
    await exec(sql`CREATE TABLE subcontractor_refs_probe (subcontractor_id integer REFERENCES subcontractors(id) ON DELETE RESTRICT)`);
    try {
      await exec(sql`INSERT INTO subcontractor_refs_probe VALUES (${id})`);
      expect(await api.del(`/api/subcontractors/${id}`)).toEqual({
        status: 409,
        body: {
          message:
            "Fk Fallback can't be deleted: other records still refer to this subcontractor. Mark the subcontractor inactive instead to keep the history.",
        },
      });
    } finally {
      await exec(sql`DROP TABLE subcontractor_refs_probe`);
    }
  });
});
