import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_COMPANY_PROFILE } from '../server/test/factories';
import { renderPdf } from './support/pdf-viewer';
import { DESKTOP, openSession, type Session, screenshot } from './support/session';

/**
 * Every document a contractor hands out, drawn by pdf.js in Chromium as the client, the crew or the accountant sees
 * it (issue 39 scope 4): the pay stub, the pay application (G702 with its G703 continuation sheet), the WIP schedule,
 * the 1099-NEC copies and the four year reports, each headed with the company profile. The screenshots
 * (e2e/screenshots/document-*.png) are for a person to look at; the test holds that every page is drawn, carries
 * the company's name and license, and that long descriptions wrap between words.
 */
const PROFILE = SAMPLE_COMPANY_PROFILE;

describe('documents with the company profile', () => {
  let s: Session;
  beforeAll(async () => {
    s = await openSession(DESKTOP);
  });
  afterAll(() => s.close());

  const post = async (path: string, data: unknown, status = 201) => {
    const res = await s.page.request.post(`${s.baseUrl}${path}`, { data });
    expect(res.status(), `${path}: ${await res.text()}`).toBe(status);
    return res.json();
  };
  const put = async (path: string, data: unknown) => {
    const res = await s.page.request.put(`${s.baseUrl}${path}`, { data });
    expect(res.status(), `${path}: ${await res.text()}`).toBe(200);
    return res.json();
  };
  const pdfOf = async (path: string) => {
    const res = await s.page.request.get(`${s.baseUrl}${path}`);
    expect(res.status(), `${path}: ${res.status() === 200 ? '' : await res.text()}`).toBe(200);
    expect(res.headers()['content-type']).toBe('application/pdf');
    return res.body();
  };
  /** Draws the document, saves its screenshot and checks what every document must show. */
  const look = async (name: string, path: string) => {
    const drawn = await renderPdf(s.page, await pdfOf(path));
    await screenshot(s.page, `document-${name}`);
    expect(drawn.pages).toBeGreaterThan(0);
    // Every page drawn with something on it (a blank or failed page is all white).
    for (const share of drawn.inkedShare) expect(share).toBeGreaterThan(0.002);
    expect(drawn.text).toContain(PROFILE.name);
    expect(drawn.text).toContain('License CBC1263425');
    expect(drawn.text).not.toContain('Plumbline');
    return drawn;
  };

  it('draws the pay stub, the pay application, the WIP, the 1099-NEC copies and the year reports headed with the company', async () => {
    const stamp = Date.now();
    await put('/api/company-profile', PROFILE);
    const logo = await sharp({ create: { width: 320, height: 120, channels: 3, background: { r: 20, g: 90, b: 160 } } })
      .png()
      .toBuffer();
    const uploaded = await s.page.request.post(`${s.baseUrl}/api/company-profile/logo`, {
      multipart: { logo: { name: 'logo.png', mimeType: 'image/png', buffer: logo } },
    });
    expect(uploaded.status()).toBe(200);

    const project = await post('/api/projects', {
      name: `Martinez Kitchen ${stamp}`,
      location: 'Sarasota, FL',
      startDate: '2026-01-05',
      endDate: '2026-12-20',
      budget: 40000,
    });
    await put(`/api/projects/${project.id}/billing-terms`, { clientName: 'Elena Martinez', retainagePercent: 10, paymentTermsDays: 30 });
    const sov = await put(`/api/projects/${project.id}/schedule-of-values`, {
      lines: [
        { description: 'Demolition and haul-away of existing kitchen cabinets and countertops', scheduledValue: 8000 },
        { description: 'Electrical rough-in, recessed lighting and under-cabinet fixtures', scheduledValue: 32000 },
      ],
    });
    const invoice = await post(`/api/projects/${project.id}/invoices`, {
      invoiceDate: '2026-03-31',
      periodTo: '2026-03-31',
      lines: [
        { sovLineId: sov.lines[0].id, mode: 'amount', value: 8000 },
        { sovLineId: sov.lines[1].id, mode: 'amount', value: 6000 },
      ],
    });

    const employee = await post('/api/employees', { name: `Ana Lopez ${stamp}`, position: 'Carpenter', dailyRate: 200 });
    for (const date of ['2026-03-02', '2026-03-03'])
      await post('/api/time-entries', { employeeId: employee.id, projectId: project.id, date, days: 1 });
    await post('/api/payroll/pay-week', { week: '2026-03-01', paymentMethods: { [employee.id]: 'check' }, paymentDate: '2026-03-07' }, 200);

    const sub = await post('/api/subcontractors', {
      name: `Dan Drywall ${stamp}`,
      specialty: 'Drywall',
      w9OnFile: true,
      tin: '12-3456789',
      tinKind: 'ein',
    });
    await post('/api/expenses', {
      projectId: project.id,
      category: 'subcontractor',
      description: 'Drywall, first floor',
      amount: 2500,
      date: '2026-04-10',
      subcontractorId: sub.id,
      paymentMethod: 'check',
      // His W-9 is on file but no certificate of insurance is (issue 44's hold): paid anyway, with the reason.
      override: { reason: 'Certificates of insurance requested; paid by check on the signed contract' },
    });

    const stub = await look('paystub', `/api/payroll/paystub.pdf?employeeId=${employee.id}&week=2026-03-01`);
    for (const t of ['Employer', 'Pay date', 'Year to date']) expect(stub.text).toContain(t);
    expect(stub.text).not.toContain('-$0.00'); // no advance recovered is $0.00

    const payApp = await look('pay-application', `/api/invoices/${invoice.id}/pdf`);
    expect(payApp.text).toContain('G702');
    expect(payApp.text).toContain('G703');
    // The standard fonts have no "−": drawn as "-", not as a stray quote (it was 'line 4 "  5').
    for (const t of ['(line 4 - 5)', '(line 3 - 6)', '(C - G)']) expect(payApp.text).toContain(t);
    expect(payApp.pages).toBe(2); // the G702, then the G703 on a page of its own
    // Whole words in the G703's description column (it once printed "Demolitio n").
    for (const word of ['Demolition', 'haul-away', 'countertops', 'under-cabinet', 'fixtures']) expect(payApp.text).toContain(word);
    expect(payApp.text).not.toMatch(/Demolitio n|Demoliti on|countertop s/);

    await look('wip', '/api/billing/wip?format=pdf&asOf=2026-12-01');
    const copies = await look('1099-nec-copies', '/api/accounting/reports/1099-nec-copies.pdf?year=2026&payerTin=98-7654321');
    expect(copies.text).toContain(`Dan Drywall ${stamp}`);
    for (const kind of ['annual', 'tax', '1099', 'receipts']) await look(`report-${kind}`, `/api/accounting/reports/${kind}?year=2026`);
  });
});
