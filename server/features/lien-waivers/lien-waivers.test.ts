import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/sql-fragments';
import { givePapers, projectPayload, SAMPLE_COMPANY_PROFILE } from '../../test/factories';
import { databaseKinds, httpClient, postUpload, rowCount, startTestServer, type TestServer } from '../../test/harness';

/**
 * Lien waivers (issue 44 scope 4) through real HTTP on both engines: a waiver to collect for a payment made to a
 * subcontractor and one to give for a payment received, their PDFs filled with the parties, amount, through date and
 * job (the state's pasted template used instead of the product's wording), the signed copy checked by its bytes, the
 * status, the pay application's period filter, and 400s that write nothing.
 */
describe.each(databaseKinds)('lien waivers on %s', (kind) => {
  let server: TestServer;
  let api: ReturnType<typeof httpClient>;
  const ids = { project: 0, sub: 0, paid: 0, unpaid: 0, received: 0 };
  const pdfText = async (url: string) => {
    const res = await fetch(server.url + url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const doc = await getDocumentProxy(new Uint8Array(await res.arrayBuffer()));
    return (await extractText(doc, { mergePages: true })).text.replace(/\s+/g, ' ');
  };

  beforeAll(async () => {
    server = await startTestServer(kind);
    api = httpClient(server);
    const { db } = server.database;
    expect((await api.put('/api/company-profile', SAMPLE_COMPANY_PROFILE)).status).toBe(200);
    ids.project = (await api.post('/api/projects', projectPayload({ name: 'Hill house', location: 'Tampa, FL', budget: 90000 }))).body.id;
    const sub = await api.post('/api/subcontractors', { name: 'Pat Moreno', company: 'Pat Plumbing LLC', specialty: 'Plumbing' });
    ids.sub = sub.body.id;
    await givePapers(db, { subcontractorId: ids.sub });
    const paid = await api.post('/api/expenses', {
      projectId: ids.project,
      subcontractorId: ids.sub,
      category: 'subcontractor',
      description: 'Rough-in, first draw',
      amount: 12500,
      date: '2026-11-16',
      paymentMethod: 'check',
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
    ids.paid = paid.body.id;
    ids.unpaid = (
      await api.post('/api/expenses', {
        projectId: ids.project,
        subcontractorId: ids.sub,
        category: 'subcontractor',
        description: 'Not paid yet',
        amount: 300,
        date: '2026-11-20',
      })
    ).body.id;
    await db.execute(sql`INSERT INTO project_billing (project_id, client_name) VALUES (${ids.project}, 'Dana Whitfield')
      ON CONFLICT (project_id) DO UPDATE SET client_name = excluded.client_name`);
    const [inv] = await rows<{ id: number }>(
      db.execute(sql`INSERT INTO invoices (project_id, invoice_date, period_to, due_date, status, retainage_bp, contract_value,
          completed_to_date, retainage, previously_billed, amount_due)
        VALUES (${ids.project}, '2026-11-01', '2026-10-31', '2026-12-01', 'sent', 1000, 90000, 30000, 3000, 0, 27000) RETURNING id`),
    );
    const [ip] = await rows<{ id: number }>(
      db.execute(sql`INSERT INTO invoice_payments (invoice_id, project_id, date, amount, method)
        VALUES (${inv.id}, ${ids.project}, '2026-11-25', 27000, 'check') RETURNING id`),
    );
    ids.received = ip.id;
  });
  afterAll(() => server?.close());

  it('a waiver to collect for a payment made: parties and figures from the payment, its PDF in the product’s words', async () => {
    const res = await api.post('/api/lien-waivers', {
      direction: 'collect',
      kind: 'conditional_progress',
      expenseId: ids.paid,
      throughDate: '2026-11-15',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({
      direction: 'collect',
      kind: 'conditional_progress',
      title: 'Conditional waiver and release on progress payment',
      projectId: ids.project,
      payeeType: 'subcontractor',
      payeeId: ids.sub,
      claimant: 'Pat Plumbing LLC',
      customer: 'Gulf Coast Remodeling LLC',
      amount: 12500,
      throughDate: '2026-11-15',
      paidDate: '2026-11-16',
      status: 'requested',
      documentUrl: null,
    });
    const text = await pdfText(`/api/lien-waivers/${res.body.id}/pdf`);
    expect(text).toContain('Conditional waiver and release on progress payment');
    expect(text).toContain('Upon receipt by Pat Plumbing LLC of a payment from Gulf Coast Remodeling LLC in the sum of $12,500.00');
    expect(text).toContain('through November 15, 2026');
    expect(text).toContain('Hill house');
    expect(text).not.toMatch(/\{[a-zA-Z]+\}/);
  });

  it('a waiver to give for a payment received names the client; a state’s pasted template replaces the wording', async () => {
    const tpl = await api.put('/api/lien-waiver-templates/fl/unconditional_progress', {
      body: 'FLORIDA FORM. {claimant} waives its lien for {amount} paid by {customer} on {job} through {throughDate}. {amout}',
    });
    expect(tpl.status, JSON.stringify(tpl.body)).toBe(200);
    expect(tpl.body).toMatchObject({ state: 'FL', kind: 'unconditional_progress', unknownPlaceholders: ['amout'] });
    const res = await api.post('/api/lien-waivers', {
      direction: 'give',
      kind: 'unconditional_progress',
      invoicePaymentId: ids.received,
      state: 'FL',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({
      claimant: 'Gulf Coast Remodeling LLC',
      customer: 'Dana Whitfield',
      amount: 27000,
      throughDate: '2026-11-25',
    });
    const text = await pdfText(`/api/lien-waivers/${res.body.id}/pdf`);
    expect(text).toContain(
      'FLORIDA FORM. Gulf Coast Remodeling LLC waives its lien for $27,000.00 paid by Dana Whitfield on Hill house through November 25, 2026. {amout}',
    );
    expect(text).not.toContain('Plumbline');
    // Signed by the company and handed over; a waiver to give is never "received".
    expect((await api.post(`/api/lien-waivers/${res.body.id}/status`, { status: 'received' })).status).toBe(400);
    expect((await api.post(`/api/lien-waivers/${res.body.id}/status`, { status: 'signed' })).body.status).toBe('signed');
  });

  it('the signed copy is checked by its bytes and marks the waiver received; it is kept, not deleted', async () => {
    const [w] = (await api.get(`/api/lien-waivers?projectId=${ids.project}&direction=collect`)).body;
    const fake = await postUpload(server, `/api/lien-waivers/${w.id}/document`, {
      field: 'document',
      data: Buffer.from('not a pdf at all'),
      name: 'signed.pdf',
      type: 'application/pdf',
    });
    expect(fake.status).toBe(415);
    expect((await api.get(`/api/lien-waivers/${w.id}`)).body).toMatchObject({ status: 'requested', documentUrl: null });
    const pdf = fs.readFileSync(path.join(__dirname, '../../../test/fixtures/proposal-letter.pdf'));
    const ok = await postUpload(server, `/api/lien-waivers/${w.id}/document`, {
      field: 'document',
      data: pdf,
      name: 'x.pdf',
      type: 'application/pdf',
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body).toMatchObject({ status: 'received' });
    const served = await fetch(server.url + (ok.body as { documentUrl: string }).documentUrl);
    expect(Buffer.from(await served.arrayBuffer()).equals(pdf)).toBe(true);
    expect((await api.del(`/api/lien-waivers/${w.id}`)).status).toBe(409);
  });

  it('lists a pay application’s period by through date', async () => {
    const inPeriod = await api.get(`/api/lien-waivers?projectId=${ids.project}&from=2026-11-01&to=2026-11-20`);
    expect(inPeriod.body.map((w: { throughDate: string }) => w.throughDate)).toEqual(['2026-11-15']);
    const all = await api.get(`/api/lien-waivers?projectId=${ids.project}`);
    expect(all.body.map((w: { throughDate: string }) => w.throughDate)).toEqual(['2026-11-25', '2026-11-15']);
  });

  it('400s name the field and write nothing', async () => {
    const before = await rowCount(server, 'lien_waivers');
    const bad = [
      [{ direction: 'collect', kind: 'conditional_progress', expenseId: ids.unpaid }, 'no payment method'],
      [{ direction: 'collect', kind: 'conditional_progress', expenseId: ids.paid, amount: 12500.01 }, 'more than the payment ($12,500.00)'],
      [{ direction: 'collect', kind: 'conditional_progress', invoicePaymentId: ids.received }, 'needs the payment made'],
      [{ direction: 'give', kind: 'final', invoicePaymentId: ids.received }, 'Kind must be one of'],
      [{ direction: 'give', kind: 'conditional_final', invoicePaymentId: ids.received, state: 'Florida' }, 'two-letter'],
      [{ direction: 'collect', kind: 'conditional_progress', expenseId: 999999 }, 'Payment not found'],
    ] as const;
    for (const [body, message] of bad) {
      const res = await api.post('/api/lien-waivers', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(res.body)).toContain(message);
    }
    expect((await api.put('/api/lien-waiver-templates/FL/conditional_final', { body: '   ' })).status).toBe(400);
    expect(await rowCount(server, 'lien_waivers')).toBe(before);
  });
});
