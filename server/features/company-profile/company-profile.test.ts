import sharp from 'sharp';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { givePapers, insertEmployee, insertWorkRecord, projectPayload, SAMPLE_COMPANY_PROFILE } from '../../test/factories';
import { databaseKinds, httpClient, postUpload, rowCount, startTestServer, type TestServer } from '../../test/harness';

const PROFILE = SAMPLE_COMPANY_PROFILE;

/** The text of a PDF answer, pages joined. */
async function pdfText(server: TestServer, path: string): Promise<string> {
  const res = await fetch(server.url + path);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/pdf');
  const doc = await getDocumentProxy(new Uint8Array(await res.arrayBuffer()));
  return (await extractText(doc, { mergePages: true })).text.replace(/\s+/g, ' ');
}

const logoPng = () =>
  sharp({ create: { width: 320, height: 120, channels: 3, background: { r: 20, g: 90, b: 160 } } })
    .png()
    .toBuffer();

describe.each(databaseKinds)('company profile on %s', (kind) => {
  let server: TestServer;
  let api: ReturnType<typeof httpClient>;
  beforeAll(async () => {
    server = await startTestServer(kind);
    api = httpClient(server);
  }, 120_000);
  afterAll(() => server?.close());

  it('starts empty, and documents are headed with the app name meanwhile', async () => {
    const res = await api.get('/api/company-profile');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      name: null,
      address: null,
      phone: null,
      email: null,
      licenseNumber: null,
      logoUpdatedAt: null,
      isSet: false,
    });
    expect(await pdfText(server, '/api/accounting/reports/annual?year=2025')).toContain('Plumbline — Annual Report 2025');
  });

  it('refuses a blank name, a bad e-mail or an unknown field with 400 and a message, writing nothing', async () => {
    const before = await rowCount(server, 'configurations');
    for (const [body, message] of [
      [{ ...PROFILE, name: '  ' }, 'Company name is required'],
      [{ ...PROFILE, email: 'office at example' }, 'valid email'],
      [{ ...PROFILE, logo: 'x' }, 'logo'],
    ] as const) {
      const res = await api.put('/api/company-profile', body);
      expect(res.status).toBe(400);
      expect(res.body.message).toContain(message);
    }
    expect(await rowCount(server, 'configurations')).toBe(before);
  });

  it('saves the profile', async () => {
    const res = await api.put('/api/company-profile', PROFILE);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ ...PROFILE, isSet: true, logoUpdatedAt: null });
    expect((await api.get('/api/company-profile')).body).toMatchObject(PROFILE);
  });

  it('takes a logo checked by its bytes: a PNG is stored and served; text named .png, a GIF and a 2MB+ image are refused', async () => {
    const fake = await postUpload(server, '/api/company-profile/logo', {
      field: 'logo',
      data: Buffer.from('<svg onload=alert(1)>'),
      name: 'logo.png',
      type: 'image/png',
    });
    expect(fake.status).toBe(415);
    expect(fake.body).toMatchObject({ message: 'Please choose a PNG or JPEG logo' });
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#fff' } })
      .gif()
      .toBuffer();
    expect(
      (await postUpload(server, '/api/company-profile/logo', { field: 'logo', data: gif, name: 'a.png', type: 'image/png' })).status,
    ).toBe(415);
    // Hashed pixels (the same on every run) do not compress: about 3.5MB of PNG.
    const noise = await sharp(
      Buffer.from(Array.from({ length: 1100 * 1100 * 3 }, (_, i) => Math.imul(i ^ (i >>> 13), 2654435761) >>> 24)),
      {
        raw: { width: 1100, height: 1100, channels: 3 },
      },
    )
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(noise.length).toBeGreaterThan(2 * 1024 * 1024);
    const big = await postUpload(server, '/api/company-profile/logo', { field: 'logo', data: noise, name: 'big.png', type: 'image/png' });
    expect(big.status).toBe(413);
    expect(big.body).toMatchObject({ message: 'The logo must be smaller than 2MB' });
    expect((await api.get('/api/company-profile')).body.logoUpdatedAt).toBeNull();

    const ok = await postUpload(server, '/api/company-profile/logo', {
      field: 'logo',
      data: await logoPng(),
      name: 'logo.png',
      type: 'image/png',
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ name: PROFILE.name, logoUpdatedAt: expect.any(String) });
    const served = await fetch(`${server.url}/api/company-profile/logo`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 320, height: 120 });
  });

  it('heads the reports, the pay application (G702/G703) and the pay stub with the company; the G703 wraps between words', async () => {
    const annual = await pdfText(server, '/api/accounting/reports/annual?year=2025');
    for (const t of [
      PROFILE.name,
      '1420 Main Street',
      'Sarasota, FL 34236',
      '(941) 555-0142 · office@gulfcoastremodel.com',
      'License CBC1263425',
    ])
      expect(annual).toContain(t);
    expect(annual).not.toContain('Plumbline');

    const project = await api.post(
      '/api/projects',
      projectPayload({ name: 'Kitchen', budget: 40_000, startDate: '2026-01-05', endDate: '2026-12-20' }),
    );
    const id = project.body.id as number;
    await api.put(`/api/projects/${id}/billing-terms`, { clientName: 'Elena Martinez', retainagePercent: 10, paymentTermsDays: 30 });
    const sov = await api.put(`/api/projects/${id}/schedule-of-values`, {
      lines: [
        { description: 'Demolition and haul-away of existing kitchen cabinets and countertops', scheduledValue: 8_000 },
        { description: 'Electrical rough-in and recessed lighting', scheduledValue: 32_000 },
      ],
    });
    expect(sov.status).toBe(200);
    const [demo] = sov.body.lines as { id: number }[];
    const inv = await api.post(`/api/projects/${id}/invoices`, {
      invoiceDate: '2026-03-31',
      periodTo: '2026-03-31',
      lines: [{ sovLineId: demo.id, mode: 'amount', value: 8_000 }],
    });
    expect(inv.status).toBe(201);
    const g703 = await pdfText(server, `/api/invoices/${inv.body.id}/pdf`);
    expect(g703).toContain(PROFILE.name);
    expect(g703).toContain('License CBC1263425');
    // Every word of the description whole (the old 48 pt column printed "Demolitio n").
    for (const word of ['Demolition', 'haul-away', 'countertops', 'Electrical', 'recessed']) expect(g703).toContain(word);
    expect(g703).not.toMatch(/Demolitio n|Demoliti on/);

    const employee = await insertEmployee(server.database.db, { name: 'Ana Lopez', dailyRate: '200.00' });
    await insertWorkRecord(server.database.db, id, employee, '1', null, '2026-03-02');
    const stub = await pdfText(server, `/api/payroll/paystub.pdf?employeeId=${employee}&week=2026-03-01`);
    for (const t of [PROFILE.name, 'License CBC1263425', 'Employer', 'Pay date', 'Not paid yet', 'Year to date (2026, 1 week)'])
      expect(stub).toContain(t);
  });

  it('names the company as the payer of the 1099-NEC copies and the IRIS file, with its address and telephone', async () => {
    const p = await api.post('/api/projects', projectPayload({ name: 'Porch', budget: 9_000, startDate: '2026-02-02' }));
    const sub = await api.post('/api/subcontractors', {
      name: 'Dan Drywall',
      specialty: 'Drywall',
      w9OnFile: true,
      tin: '12-3456789',
      tinKind: 'ein',
    });
    await givePapers(server.database.db, { subcontractorId: sub.body.id }); // complete papers: the payment is not held (issue 44)
    const paid = await api.post('/api/expenses', {
      projectId: p.body.id,
      category: 'subcontractor',
      description: 'Drywall',
      amount: 2_500,
      date: '2026-04-10',
      subcontractorId: sub.body.id,
      paymentMethod: 'check',
    });
    expect(paid.status).toBe(201);
    const copies = await pdfText(server, '/api/accounting/reports/1099-nec-copies.pdf?year=2026');
    expect(copies).toContain(
      "PAYER'S name, address and telephone Gulf Coast Remodeling LLC, 1420 Main Street, Sarasota, FL 34236, (941) 555-0142 · office@gulfcoastremodel.com",
    );
    expect(copies).toContain('License CBC1263425');
    expect(copies).not.toContain('Plumbline');
    const iris = await (await fetch(`${server.url}/api/accounting/exports/1099-nec-iris.csv?year=2026`)).text();
    expect(iris).toContain(PROFILE.name);
  });

  it('the invoice e-mail is signed with the company', async () => {
    const project = await api.post('/api/projects', projectPayload({ name: 'Bath', budget: 10_000, startDate: '2026-01-05' }));
    const id = project.body.id as number;
    await api.put(`/api/projects/${id}/billing-terms`, {
      clientName: 'Ruth',
      clientEmail: 'ruth@example.com',
      retainagePercent: 0,
      paymentTermsDays: 30,
    });
    const sov = await api.put(`/api/projects/${id}/schedule-of-values`, { lines: [{ description: 'Tile', scheduledValue: 10_000 }] });
    const inv = await api.post(`/api/projects/${id}/invoices`, {
      invoiceDate: '2026-04-30',
      periodTo: '2026-04-30',
      lines: [{ sovLineId: sov.body.lines[0].id, mode: 'amount', value: 1_000 }],
    });
    expect((await api.post(`/api/invoices/${inv.body.id}/send`, {})).status).toBe(200);
    const mail = await server.database.db.execute(
      (await import('drizzle-orm')).sql`SELECT body FROM email_outbox ORDER BY id DESC LIMIT 1`,
    );
    const body = (mail as unknown as { rows: { body: string }[] }).rows[0].body;
    expect(body).toContain(
      `${PROFILE.name}\n1420 Main Street\nSarasota, FL 34236\n(941) 555-0142 · office@gulfcoastremodel.com\nLicense CBC1263425`,
    );
  });

  it('the pay stub has its pay date and year-to-date totals once weeks are paid', async () => {
    const p = await api.post('/api/projects', projectPayload({ name: 'Deck', budget: 20_000, startDate: '2026-01-05' }));
    const employee = await insertEmployee(server.database.db, { name: 'Beto Ruiz', dailyRate: '250.00' });
    await insertWorkRecord(server.database.db, p.body.id, employee, '2', null, '2026-05-04');
    await insertWorkRecord(server.database.db, p.body.id, employee, '3', null, '2026-05-11');
    for (const [week, paymentDate] of [
      ['2026-05-03', '2026-05-09'],
      ['2026-05-10', '2026-05-16'],
    ])
      expect((await api.post('/api/payroll/pay-week', { week, paymentMethods: { [employee]: 'zelle' }, paymentDate })).status).toBe(200);
    const second = await api.get(`/api/payroll/paystub?employeeId=${employee}&week=2026-05-10`);
    expect(second.body).toMatchObject({
      payDate: '2026-05-16',
      yearToDate: { year: 2026, weeks: 2, grossPay: 1250, totalAdvances: 0, netPay: 1250 },
    });
    const first = await api.get(`/api/payroll/paystub?employeeId=${employee}&week=2026-05-03`);
    expect(first.body).toMatchObject({ payDate: '2026-05-09', yearToDate: { weeks: 1, grossPay: 500, netPay: 500 } });
  });
});
