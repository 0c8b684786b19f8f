import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { databaseKinds, resourceSuite } from '../../test/harness';

const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/** A valid POST /api/suppliers payload, as the supplier form sends it. */
const supplierPayload = (overrides: Record<string, unknown> = {}) => ({
  name: 'Gulf Coast Lumber',
  contactPerson: 'Dana White',
  email: 'orders@gulflumber.com',
  phone: '727-555-0199',
  address: '1200 Main St, Clearwater, FL 33755',
  specialties: ['Lumber', 'Trusses'],
  ...overrides,
});

describe.each(databaseKinds)('suppliers API on %s', (kind) => {
  const suite = resourceSuite(kind, { path: '/api/suppliers', table: 'suppliers', payload: supplierPayload });
  const { api, exec, count: supplierCount, create: createSupplier } = suite;

  it('creates, reads, updates and deletes a supplier with every field round-tripping', async () => {
    const created = await api.post('/api/suppliers', supplierPayload());
    expect(created.status).toBe(201);
    const id = created.body.id;
    expect(created.body).toEqual({
      id,
      name: 'Gulf Coast Lumber',
      contactPerson: 'Dana White',
      email: 'orders@gulflumber.com',
      phone: '727-555-0199',
      address: '1200 Main St, Clearwater, FL 33755',
      specialties: ['Lumber', 'Trusses'],
      is1099Payee: false,
      tin: null,
      tinKind: null,
      w9OnFile: false,
      createdAt: expect.stringMatching(ISO_TIMESTAMP),
    });
    expect(await api.get(`/api/suppliers/${id}`)).toEqual({ status: 200, body: created.body });

    const updated = await api.put(`/api/suppliers/${id}`, {
      name: ' Gulf Coast Building Supply ',
      contactPerson: '',
      email: '',
      phone: '',
      address: null,
      specialties: [' Drywall ', '', 'Insulation, batts'],
    });
    expect(updated).toEqual({
      status: 200,
      body: {
        ...created.body,
        name: 'Gulf Coast Building Supply',
        contactPerson: null,
        email: null,
        phone: null,
        address: null,
        specialties: ['Drywall', 'Insulation, batts'],
      },
    });
    expect((await api.get(`/api/suppliers/${id}`)).body).toEqual(updated.body);
    expect((await api.put(`/api/suppliers/${id}`, { name: 'Gulf Coast Building Supply' })).body.specialties).toEqual([]);
    // A service provider marked as a 1099 payee, with its tax id (stored as 9 digits) and W-9.
    const payee = await api.put(`/api/suppliers/${id}`, { name: 'Gulf Hauling', is1099Payee: true, tin: '12-3456789', w9OnFile: true });
    expect(payee.body).toMatchObject({ is1099Payee: true, tin: '123456789', w9OnFile: true });
    for (const bad of [{ tin: '1234' }, { is1099Payee: 'yes' }, { w9OnFile: 1 }]) {
      expect((await api.put(`/api/suppliers/${id}`, { name: 'Gulf Hauling', ...bad })).status).toBe(400);
    }

    expect((await api.del(`/api/suppliers/${id}`)).status).toBe(204);
    expect(await api.get(`/api/suppliers/${id}`)).toEqual({ status: 404, body: { message: 'Supplier not found' } });
  });

  it('lists suppliers by name and searches name, contact person and specialties, ignoring case', async () => {
    const quarry = await createSupplier({ name: 'quarry Stoneworks', contactPerson: 'Luis Gomez', specialties: ['Granite', 'Quartzite'] });
    const volt = await createSupplier({ name: 'Amp & Volt Electric', contactPerson: null, specialties: ['Breakers', 'Wire'] });
    const pct = await createSupplier({ name: '100%_Fasteners', contactPerson: 'Pat Ngo', specialties: [] });
    const names = (await api.get('/api/suppliers')).body.map((s: { name: string }) => s.name) as string[];
    expect(names).toEqual(expect.arrayContaining([quarry.name, volt.name, pct.name]));
    expect(names).toEqual([...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));

    const ids = async (search: string) =>
      (await api.get(`/api/suppliers?search=${encodeURIComponent(search)}`)).body.map((s: { id: number }) => s.id);
    expect(await ids('STONEWORKS')).toEqual([quarry.id]);
    expect(await ids('gomez')).toEqual([quarry.id]);
    expect(await ids('quartz')).toEqual([quarry.id]);
    expect(await ids('breaker')).toEqual([volt.id]);
    expect(await ids('%_')).toEqual([pct.id]);
    expect(await ids('no such thing')).toEqual([]);
    expect((await ids('  ')).length).toBe(names.length);
  });

  it.each([
    ['no name', { name: undefined }, 'name', 'Company name is required'],
    ['a blank name', { name: '  ' }, 'name', 'Company name is required'],
    ['a name of 256 characters', { name: 'n'.repeat(256) }, 'name', 'Must be at most 255 characters'],
    ['an invalid email', { email: 'orders@' }, 'email', 'Please enter a valid email address'],
    ['a specialty of 101 characters', { specialties: ['s'.repeat(101)] }, 'specialties.0', 'Each specialty must be at most 100 characters'],
    ['a phone of 51 characters', { phone: '5'.repeat(51) }, 'phone', 'Phone must be at most 50 characters'],
  ])('refuses %s with 400 and a field error on create and update, writing nothing', async (_label, overrides, path, message) => {
    const existing = await createSupplier({ name: 'Unchanged Supply' });
    const before = await supplierCount();
    const created = await api.post('/api/suppliers', supplierPayload(overrides));
    expect(created.status).toBe(400);
    expect(created.body.errors).toContainEqual({ path, message });
    expect(created.body.message).toBe(`${path}: ${message}`);
    expect(await supplierCount()).toBe(before);

    const updated = await api.put(`/api/suppliers/${existing.id}`, supplierPayload(overrides));
    expect(updated.status).toBe(400);
    expect(updated.body.errors).toContainEqual({ path, message });
    expect((await api.get(`/api/suppliers/${existing.id}`)).body).toEqual(existing);
  });

  it('answers 404 for an unknown id on GET, PUT and DELETE, and 400 for a non-numeric id', async () => {
    for (const res of [
      await api.get('/api/suppliers/999999'),
      await api.put('/api/suppliers/999999', supplierPayload()),
      await api.del('/api/suppliers/999999'),
    ]) {
      expect(res).toEqual({ status: 404, body: { message: 'Supplier not found' } });
    }
    expect((await api.get('/api/suppliers/abc')).status).toBe(400);
  });

  const expense = (id: number) =>
    exec(sql`INSERT INTO expenses (project_id, category, description, amount, date, supplier_id)
    VALUES (${suite.projectId}, 'material', 'Lumber', '412.37', '2026-11-02', ${id})`);

  it.each([
    [1, '1 expense refers to this supplier. It stays on file to keep their history.'],
    [3, '3 expenses refer to this supplier. It stays on file to keep their history.'],
  ])('refuses with 409 to delete a supplier that %i expense(s) refer to, keeping the row', async (count, message) => {
    const { id } = await createSupplier({ name: 'Home Depot' });
    for (let i = 0; i < count; i++) await expense(id);
    const before = await supplierCount();
    expect(await api.del(`/api/suppliers/${id}`)).toEqual({ status: 409, body: { message: `Home Depot can't be deleted: ${message}` } });
    expect(await supplierCount()).toBe(before);
    expect((await api.get(`/api/suppliers/${id}`)).status).toBe(200);
  });

  it('deletes a supplier that only a receipt points to, clearing the receipt link', async () => {
    const { id } = await createSupplier({ name: 'Receipt Only' });
    const [receipt] = await exec<{
      id: number;
    }>(sql`INSERT INTO receipts (project_id, supplier_id, file_name, original_name, mime_type, file_size)
      VALUES (${suite.projectId}, ${id}, 'r.jpg', 'receipt.jpg', 'image/jpeg', 1024) RETURNING id`);
    expect((await api.del(`/api/suppliers/${id}`)).status).toBe(204);
    expect(await exec(sql`SELECT supplier_id FROM receipts WHERE id = ${receipt.id}`)).toEqual([{ supplier_id: null }]);
  });

  it('maps a foreign-key violation from a reference the count does not know to the same 409', async () => {
    const { id } = await createSupplier({ name: 'Fk Fallback' });
    await exec(sql`CREATE TABLE supplier_refs_probe (supplier_id integer REFERENCES suppliers(id))`);
    try {
      await exec(sql`INSERT INTO supplier_refs_probe VALUES (${id})`);
      expect(await api.del(`/api/suppliers/${id}`)).toEqual({
        status: 409,
        body: {
          message: "Fk Fallback can't be deleted: other records still refer to this supplier. It stays on file to keep their history.",
        },
      });
    } finally {
      await exec(sql`DROP TABLE supplier_refs_probe`);
    }
  });
});
