import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { holdMessage } from '../../../domain/compliance';
import { addDays, todayIso } from '../../../domain/dates';
import { rows } from '../../db/sql-fragments';
import { call, PASSWORD, signIn } from '../../test/auth-client';
import { insertEmployee } from '../../test/factories';
import { databaseKinds, rowCount, startTestServer, type TestServer } from '../../test/harness';
import { createUser } from '../users/service';

/**
 * Paying only the right people (issue 44 scopes 1–3) through real HTTP: the compliance list and its statuses, a
 * payee's W-9 and certificates, and the hold before paying (refused without an override, accepted and audited with
 * one, never overridden by a foreman).
 */
describe.each(databaseKinds)('compliance and the payment hold on %s', (kind) => {
  let server: TestServer;
  const cookies = { owner: '', office: '', foreman: '' };
  const ids = { project: 0, acme: 0, done: 0, soon: 0, sparky: 0, store: 0, ownerId: 0 };
  const today = todayIso();
  const expired = addDays(today, -3);
  const far = addDays(today, 400);
  const as = (who: keyof typeof cookies, method: string, path: string, body?: unknown) =>
    call(server.url, cookies[who], method, path, body);
  const certificate = (kind: string, effectiveDate: string, expiryDate: string) => ({
    kind,
    carrier: 'Travelers',
    policyNumber: `P-${kind}-${expiryDate}`,
    eachOccurrence: 1_000_000,
    aggregate: 2_000_000,
    effectiveDate,
    expiryDate,
    additionalInsured: true,
  });
  const payment = (over: Record<string, unknown> = {}) => ({
    projectId: ids.project,
    category: 'subcontractor',
    description: 'Framing, first draw',
    amount: 2500,
    date: today,
    subcontractorId: ids.acme,
    paymentMethod: 'check',
    ...over,
  });
  const lastAuditId = async () => {
    const [r] = await rows<{ n: number }>(server.database.db.execute(sql`SELECT coalesce(max(id), 0)::int AS n FROM audit_log`));
    return r.n;
  };

  beforeAll(async () => {
    server = await startTestServer(kind, { auth: true });
    const { db } = server.database;
    const ben = await insertEmployee(db, { name: 'Ben Foreman', dailyRate: '200.00' });
    [{ id: ids.project }] = await rows<{ id: number }>(
      db.execute(
        sql`INSERT INTO projects (name, location, start_date, budget) VALUES ('Hold Job', 'Here', '2026-01-05', 100000) RETURNING id`,
      ),
    );
    await db.execute(sql`INSERT INTO project_employees (project_id, employee_id) VALUES (${ids.project}, ${ben})`);
    const sub = async (name: string, w9OnFile = false) => {
      const [r] = await rows<{ id: number }>(
        db.execute(sql`INSERT INTO subcontractors (name, specialty, w9_on_file) VALUES (${name}, 'Framing', ${w9OnFile}) RETURNING id`),
      );
      return r.id;
    };
    ids.acme = await sub('Acme Framing');
    ids.done = await sub('Done Right Drywall');
    ids.soon = await sub('Soon Roofing', true);
    [{ id: ids.sparky }] = await rows<{ id: number }>(
      db.execute(sql`INSERT INTO suppliers (name, is_1099_payee) VALUES ('Sparky Electric Service', true) RETURNING id`),
    );
    [{ id: ids.store }] = await rows<{ id: number }>(db.execute(sql`INSERT INTO suppliers (name) VALUES ('Big Box Store') RETURNING id`));
    const owner = await createUser(db, { username: 'olivia', name: 'Olivia Owner', role: 'owner', employeeId: null, password: PASSWORD });
    ids.ownerId = owner.id;
    await createUser(db, { username: 'oscar', name: 'Oscar Office', role: 'office', employeeId: null, password: PASSWORD });
    await createUser(db, { username: 'fred', name: 'Fred Foreman', role: 'foreman', employeeId: ben, password: PASSWORD });
    cookies.owner = (await signIn(server.url, 'olivia')).cookie;
    cookies.office = (await signIn(server.url, 'oscar')).cookie;
    cookies.foreman = (await signIn(server.url, 'fred')).cookie;
  });
  afterAll(() => server?.close());

  it('records W-9s and certificates, refusing bad input with a message and writing nothing', async () => {
    const badTin = await as('owner', 'PUT', `/api/subcontractors/${ids.done}/w9`, {
      legalName: 'Done Right Drywall LLC',
      entityType: 'llc',
      tin: '00-1234567',
      tinKind: 'ein',
      signedDate: '2026-01-10',
    });
    expect(badTin.status).toBe(400);
    expect(badTin.body.message).toMatch(/EIN/);
    expect(await rowCount(server, 'w9_forms')).toBe(0);

    const w9 = await as('office', 'PUT', `/api/subcontractors/${ids.done}/w9`, {
      legalName: 'Done Right Drywall LLC',
      businessName: 'Done Right',
      entityType: 'llc',
      tin: '12-3456789',
      tinKind: 'ein',
      signedDate: '2026-01-10',
    });
    expect(w9.status, JSON.stringify(w9.body)).toBe(200);
    expect(w9.body).toMatchObject({ payeeType: 'subcontractor', payeeId: ids.done, tin: '123456789', tinKind: 'ein', documentUrl: null });
    // The TIN reaches the payee row the 1099s and backup withholding read.
    const [payee] = await rows<{ tin: string; w9: boolean }>(
      server.database.db.execute(sql`SELECT tin, w9_on_file AS w9 FROM subcontractors WHERE id = ${ids.done}`),
    );
    expect(payee).toEqual({ tin: '123456789', w9: true });
    expect((await as('owner', 'GET', `/api/subcontractors/${ids.done}/w9`)).body).toMatchObject({ legalName: 'Done Right Drywall LLC' });
    expect((await as('owner', 'GET', `/api/subcontractors/${ids.acme}/w9`)).body).toBeNull();
    expect((await as('owner', 'GET', '/api/subcontractors/999999/w9')).status).toBe(404);

    const backwards = await as(
      'owner',
      'POST',
      `/api/subcontractors/${ids.done}/certificates`,
      certificate('general_liability', far, today),
    );
    expect(backwards.status).toBe(400);
    expect(backwards.body.message).toBe('expiryDate: Expiry date must be on or after the effective date');
    const badKind = await as('owner', 'POST', `/api/subcontractors/${ids.done}/certificates`, certificate('umbrella', today, far));
    expect(badKind.status).toBe(400);
    expect(await rowCount(server, 'insurance_certificates')).toBe(0);

    const gl = await as(
      'owner',
      'POST',
      `/api/subcontractors/${ids.done}/certificates`,
      certificate('general_liability', '2026-01-01', far),
    );
    expect(gl.status, JSON.stringify(gl.body)).toBe(201);
    expect(gl.body).toMatchObject({ kind: 'general_liability', eachOccurrence: 1_000_000, aggregate: 2_000_000, additionalInsured: true });
    expect(
      (await as('owner', 'POST', `/api/subcontractors/${ids.done}/certificates`, certificate('workers_comp', '2026-01-01', far))).status,
    ).toBe(201);
    // Acme: no W-9, an expired general liability certificate, a current workers' comp exemption.
    await as('owner', 'POST', `/api/subcontractors/${ids.acme}/certificates`, certificate('general_liability', '2025-12-01', expired));
    await as('owner', 'POST', `/api/subcontractors/${ids.acme}/certificates`, certificate('workers_comp_exemption', '2026-01-01', far));
    // Soon: the W-9 flag, a general liability certificate ending in 10 days, workers' comp far off.
    await as(
      'owner',
      'POST',
      `/api/subcontractors/${ids.soon}/certificates`,
      certificate('general_liability', '2026-01-01', addDays(today, 10)),
    );
    await as('owner', 'POST', `/api/subcontractors/${ids.soon}/certificates`, certificate('workers_comp', '2026-01-01', far));

    const temp = await as('owner', 'POST', `/api/suppliers/${ids.store}/certificates`, certificate('general_liability', today, far));
    expect(temp.status).toBe(201);
    expect((await as('owner', 'GET', `/api/suppliers/${ids.store}/certificates`)).body).toHaveLength(1);
    expect((await as('owner', 'DELETE', `/api/certificates/${temp.body.id}`)).status).toBe(204);
    expect((await as('owner', 'DELETE', `/api/certificates/${temp.body.id}`)).status).toBe(404);
  });

  it('lists each payee that needs papers with its status and what is missing', async () => {
    const list = await as('office', 'GET', '/api/compliance');
    expect(list.status).toBe(200);
    expect(list.body).toEqual([
      {
        payeeType: 'subcontractor',
        payeeId: ids.acme,
        name: 'Acme Framing',
        status: 'expired',
        missing: ['W-9 missing', `general liability certificate expired ${expired}`],
      },
      { payeeType: 'subcontractor', payeeId: ids.done, name: 'Done Right Drywall', status: 'complete', missing: [] },
      {
        payeeType: 'subcontractor',
        payeeId: ids.soon,
        name: 'Soon Roofing',
        status: 'expiring',
        missing: [`general liability certificate expires ${addDays(today, 10)}`],
      },
      { payeeType: 'supplier', payeeId: ids.sparky, name: 'Sparky Electric Service', status: 'missing', missing: ['W-9 missing'] },
    ]);
    const papers = await as('owner', 'GET', `/api/subcontractors/${ids.done}/compliance`);
    expect(papers.body).toMatchObject({ status: 'complete', w9: { tin: '123456789' } });
    expect(papers.body.certificates).toHaveLength(2);
    expect((await as('foreman', 'GET', '/api/compliance')).status).toBe(403);
  });

  it('refuses a payment to a payee that is not complete without an override, naming what is missing, writing nothing', async () => {
    const before = await rowCount(server, 'expenses');
    const res = await as('owner', 'POST', '/api/expenses', payment());
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(
      `Pay Acme Framing anyway? W-9 missing; general liability certificate expired ${expired}. Give a reason to override.`,
    );
    expect(res.body.message).toBe(holdMessage('Acme Framing', ['W-9 missing', `general liability certificate expired ${expired}`]));
    // An expiring certificate holds too, and a 1099 supplier without a W-9.
    expect((await as('owner', 'POST', '/api/expenses', payment({ subcontractorId: ids.soon }))).status).toBe(409);
    const sparky = await as(
      'owner',
      'POST',
      '/api/expenses',
      payment({ subcontractorId: null, supplierId: ids.sparky, category: 'material' }),
    );
    expect(sparky.body.message).toBe('Pay Sparky Electric Service anyway? W-9 missing. Give a reason to override.');
    expect(await rowCount(server, 'expenses')).toBe(before);
  });

  it('refuses an empty reason with a 400, writing nothing', async () => {
    const before = await rowCount(server, 'expenses');
    const res = await as('owner', 'POST', '/api/expenses', payment({ override: { reason: '   ' } }));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('override.reason: Give a reason to override the payment hold');
    const long = await as('owner', 'POST', '/api/expenses', payment({ override: { reason: 'x'.repeat(501) } }));
    expect(long.status).toBe(400);
    expect(long.body.message).toBe('override.reason: Override reason must be at most 500 characters');
    expect(await rowCount(server, 'expenses')).toBe(before);
  });

  it('a foreman cannot override the hold', async () => {
    const before = await rowCount(server, 'expenses');
    const without = await as('foreman', 'POST', '/api/expenses', payment());
    expect(without.status).toBe(409);
    const withReason = await as('foreman', 'POST', '/api/expenses', payment({ override: { reason: 'He is waiting on site' } }));
    expect(withReason.status).toBe(403);
    expect(withReason.body.message).toMatch(/^Acme Framing: W-9 missing; .* Only the office or the owner can override this hold/);
    expect(await rowCount(server, 'expenses')).toBe(before);
  });

  it('accepts the payment with an override, stores and audits it, and shows it on the payment', async () => {
    const audit = await lastAuditId();
    const res = await as(
      'owner',
      'POST',
      '/api/expenses',
      payment({ override: { reason: '  W-9 promised by Friday; paying the draw  ' } }),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.complianceOverride).toMatchObject({ reason: 'W-9 promised by Friday; paying the draw', by: 'Olivia Owner' });
    expect(Date.now() - Date.parse(res.body.complianceOverride.at)).toBeLessThan(60_000);
    expect((await as('owner', 'GET', `/api/expenses/${res.body.id}`)).body.complianceOverride).toEqual(res.body.complianceOverride);
    const logged = await rows<{ actorId: number; actorName: string; action: string; after: Record<string, unknown> }>(
      server.database.db.execute(sql`SELECT actor_id AS "actorId", actor_name AS "actorName", action, after FROM audit_log
        WHERE id > ${audit} AND entity = 'expense' AND entity_id = ${res.body.id}`),
    );
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ actorId: ids.ownerId, actorName: 'Olivia Owner', action: 'create' });
    expect(logged[0].after).toMatchObject({
      compliance_override_reason: 'W-9 promised by Friday; paying the draw',
      compliance_override_by: 'Olivia Owner',
    });

    // An edit that changes neither payee, method nor amount keeps the override; a new amount is held again.
    const edited = await as('owner', 'PUT', `/api/expenses/${res.body.id}`, payment({ description: 'Framing, first draw (revised)' }));
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.complianceOverride).toEqual(res.body.complianceOverride);
    expect((await as('owner', 'PUT', `/api/expenses/${res.body.id}`, payment({ amount: 3000 }))).status).toBe(409);
    const office = await as(
      'office',
      'PUT',
      `/api/expenses/${res.body.id}`,
      payment({ amount: 3000, override: { reason: 'Change order 2' } }),
    );
    expect(office.status).toBe(200);
    expect(office.body.complianceOverride).toMatchObject({ reason: 'Change order 2', by: 'Oscar Office' });
    // Without a payment method it is no payment: nothing is held and the override goes.
    const plain = await as('owner', 'PUT', `/api/expenses/${res.body.id}`, payment({ amount: 3000, paymentMethod: 'none' }));
    expect(plain.status).toBe(200);
    expect(plain.body.complianceOverride).toBeNull();
  });

  it('pays a complete payee, or a supplier that is not a 1099 payee, without any override', async () => {
    const done = await as('foreman', 'POST', '/api/expenses', payment({ subcontractorId: ids.done }));
    expect(done.status, JSON.stringify(done.body)).toBe(201);
    expect(done.body.complianceOverride).toBeNull();
    const store = await as(
      'owner',
      'POST',
      '/api/expenses',
      payment({ subcontractorId: null, supplierId: ids.store, category: 'material' }),
    );
    expect(store.status).toBe(201);
    // An override where nothing is held is not stored: there was no hold to override.
    const needless = await as(
      'owner',
      'POST',
      '/api/expenses',
      payment({ subcontractorId: ids.done, override: { reason: 'just in case' } }),
    );
    expect(needless.body.complianceOverride).toBeNull();
  });

  it("lists a job's payees: subcontractors assigned to it or paid on it, 1099 suppliers paid on it", async () => {
    const onJob = async () =>
      ((await as('office', 'GET', `/api/projects/${ids.project}/compliance`)).body as { name: string; status: string }[]).map(
        (p) => `${p.name}: ${p.status}`,
      );
    // Acme (paid with an override) and Done Right (paid); the store is no 1099 payee, the refused payments left nothing.
    expect(await onJob()).toEqual(['Acme Framing: expired', 'Done Right Drywall: complete']);
    await server.database.db.execute(
      sql`INSERT INTO project_subcontractors (project_id, subcontractor_id) VALUES (${ids.project}, ${ids.soon})`,
    );
    expect(await onJob()).toEqual(['Acme Framing: expired', 'Done Right Drywall: complete', 'Soon Roofing: expiring']);
    expect((await as('office', 'GET', '/api/projects/999999/compliance')).status).toBe(404);
    expect((await as('foreman', 'GET', `/api/projects/${ids.project}/compliance`)).status).toBe(403);
  });

  it('keeps the scanned W-9 and certificate, checked by their bytes', async () => {
    const fixtures = path.join(__dirname, '../../../test/fixtures');
    const png = fs.readFileSync(path.join(fixtures, 'receipt-ace-hardware.png'));
    const pdf = fs.readFileSync(path.join(fixtures, 'proposal-letter.pdf'));
    const upload = async (who: keyof typeof cookies, url: string, data: Buffer, name: string, type: string) => {
      const form = new FormData();
      form.append('document', new Blob([new Uint8Array(data)], { type }), name);
      const res = await fetch(server.url + url, { method: 'POST', body: form, headers: { cookie: cookies[who] } });
      return { status: res.status, body: await res.json() };
    };
    const get = (url: string) => fetch(server.url + url, { headers: { cookie: cookies.owner } });

    const w9 = await upload('office', `/api/subcontractors/${ids.done}/w9/document`, png, 'w9.png', 'image/png');
    expect(w9.status, JSON.stringify(w9.body)).toBe(200);
    expect(w9.body.documentUrl).toMatch(new RegExp(`^/uploads/compliance/w9-subcontractor-${ids.done}-[0-9a-f-]+\\.png$`));
    const served = await get(w9.body.documentUrl);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);

    // Text named .pdf is refused by its bytes, and the scan on file stays.
    const fake = await upload(
      'owner',
      `/api/subcontractors/${ids.done}/w9/document`,
      Buffer.from('not a pdf at all'),
      'w9.pdf',
      'application/pdf',
    );
    expect(fake.status).toBe(415);
    expect(fake.body.message).toBe('Please select a PDF, JPEG or PNG file of the signed form');
    expect((await as('owner', 'GET', `/api/subcontractors/${ids.done}/w9`)).body.documentUrl).toBe(w9.body.documentUrl);
    // A payee without a W-9 record: the form's fields come first.
    const none = await upload('owner', `/api/subcontractors/${ids.acme}/w9/document`, png, 'w9.png', 'image/png');
    expect(none.status).toBe(404);
    expect(none.body.message).toMatch(/save the W-9 .* first/);
    expect((await upload('foreman', `/api/subcontractors/${ids.done}/w9/document`, png, 'w9.png', 'image/png')).status).toBe(403);

    // A replaced scan is removed; a certificate's scan goes with the certificate.
    const again = await upload('owner', `/api/subcontractors/${ids.done}/w9/document`, pdf, 'w9.pdf', 'application/pdf');
    expect(again.body.documentUrl).toMatch(/\.pdf$/);
    expect((await get(w9.body.documentUrl)).status).toBe(404);
    const cert = await as('owner', 'POST', `/api/subcontractors/${ids.done}/certificates`, certificate('workers_comp', today, far));
    const scanned = await upload('owner', `/api/certificates/${cert.body.id}/document`, pdf, 'coi.pdf', 'application/pdf');
    expect(scanned.status, JSON.stringify(scanned.body)).toBe(200);
    expect(scanned.body).toMatchObject({ id: cert.body.id, documentUrl: expect.stringMatching(/^\/uploads\/compliance\/certificate-/) });
    expect((await get(scanned.body.documentUrl)).status).toBe(200);
    expect((await as('owner', 'DELETE', `/api/certificates/${cert.body.id}`)).status).toBe(204);
    expect((await get(scanned.body.documentUrl)).status).toBe(404);
    expect((await upload('owner', `/api/certificates/${cert.body.id}/document`, pdf, 'coi.pdf', 'application/pdf')).status).toBe(404);
  });
});
