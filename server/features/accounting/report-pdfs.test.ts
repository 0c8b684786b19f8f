import { sql } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/sql-fragments';
import { insertExpense } from '../../test/factories';
import { databaseKinds, httpClient, startTestServer, type TestServer } from '../../test/harness';
import { seedAccountingYear } from './accounting-fixture';

/** The text of a PDF answer, pages joined, with its headers. */
async function pdfText(server: TestServer, path: string) {
  const res = await fetch(server.url + path);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/pdf');
  const doc = await getDocumentProxy(new Uint8Array(await res.arrayBuffer()));
  const { text, totalPages } = await extractText(doc, { mergePages: true });
  return { text: text.replace(/\s+/g, ' '), pages: totalPages, disposition: res.headers.get('content-disposition') };
}

async function subcontractor(server: TestServer, name: string, tin: string | null, w9: boolean) {
  const [s] = await rows<{ id: number }>(
    server.database.db.execute(sql`INSERT INTO subcontractors (name, company, specialty, tin, w9_on_file)
      VALUES (${name}, ${`${name} LLC`}, 'Framing', ${tin}, ${w9}) RETURNING id`),
  );
  return s.id;
}

describe.each(databaseKinds)('accounting PDF reports on %s', (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(kind);
    const db = server.database.db;
    await seedAccountingYear(db);
    await httpClient(server).put('/api/payments/cashapp-config', {
      businessHandle: '$reyesbuild',
      businessDisplayName: 'Reyes Building Co',
    });
    // The 1,500.00 framing expense was paid to a subcontractor with no W-9 and no tax id.
    const bob = await subcontractor(server, 'Bob Framer', null, false);
    await db.execute(sql`UPDATE expenses SET subcontractor_id = ${bob} WHERE description = 'Framing crew'`);
  });
  afterAll(() => server.close());

  it('headed with the business name, dated, paginated, with the overview’s totals to the cent', async () => {
    const annual = await pdfText(server, '/api/accounting/reports/annual?year=2025');
    expect(annual.disposition).toBe('attachment; filename="annual-report-2025.pdf"');
    expect(annual.text).toContain('Reyes Building Co');
    expect(annual.text).toContain('Annual Report 2025');
    expect(annual.text).toMatch(/Prepared \d{4}-\d{2}-\d{2}/);
    expect(annual.text).toContain(`Page 1 of ${annual.pages}`);
    for (const figure of [
      // Earned basis (issue 37): revenue 7,474.57, profit 2,819.51 (37.72 %); the jobs started 15,000.10 as sales.
      'Revenue basis: Earned (percentage of completion)',
      'Total revenue (earned basis) $7,474.57',
      '$15,000.10',
      '$4,655.06',
      '$2,819.51',
      '37.72 %',
      '$1,234.56',
      '$1,060.51',
      'Vehicle & Fuel $100.00',
      'Utilities $99.99',
      'Other costs $10.00',
      '$2,064.57',
      '$5,000.00',
    ]) {
      expect(annual.text).toContain(figure);
    }
    const receipts = await pdfText(server, '/api/accounting/reports/receipts?year=2025');
    expect(receipts.disposition).toBe('attachment; filename="receipts-report-2025.pdf"');
    // 3,974.56 of expenses + 680.50 of work-record pay = 4,655.06.
    for (const figure of ['$3,974.56', '$680.50', '$4,655.06', 'Lumber and drywall', 'Home Depot']) expect(receipts.text).toContain(figure);
    const tax = await pdfText(server, '/api/accounting/reports/tax?year=2025&taxRate=30');
    for (const figure of ['$4,005.07', '$4,615.06', '$2,859.51', '30.00 %', '$857.85', '$214.46']) expect(tax.text).toContain(figure);
    // Only characters the standard PDF font can show (a U+2212 minus came out as a stray quote).
    expect(tax.text).toContain('Taxable income (revenue - deductions) $2,859.51');
    expect(tax.text).toContain('Total revenue (earned basis) $7,474.57');
  });

  it('lists the subcontractor over the threshold in the 1099 report and warns of the missing W-9 and TIN', async () => {
    const r = await pdfText(server, '/api/accounting/reports/1099?year=2025');
    expect(r.disposition).toBe('attachment; filename="1099-report-2025.pdf"');
    expect(r.text).toContain('Bob Framer');
    expect(r.text).toContain('$1,500.00');
    expect(r.text).toContain('threshold $600.00');
    expect(r.text).toContain('Bob Framer was paid $1,500.00: no W-9 and no TIN on file.');
    expect((await fetch(`${server.url}/api/accounting/reports/w2?year=2025`)).status).toBe(400);
  });
});

describe.each(databaseKinds)('1099 threshold per tax year on %s', (kind) => {
  let server: TestServer;
  let api: ReturnType<typeof httpClient>;

  beforeAll(async () => {
    server = await startTestServer(kind);
    api = httpClient(server);
    const db = server.database.db;
    const [p] = await rows<{ id: number }>(
      db.execute(
        sql`INSERT INTO projects (name, location, start_date, budget) VALUES ('Deck', 'Tampa', '2025-01-01', '50000.00') RETURNING id`,
      ),
    );
    const sam = await subcontractor(server, 'Sam Sub', '123456789', true);
    const card = await subcontractor(server, 'Carla Card', null, false);
    for (const [date, method, who] of [
      ['2025-06-01', 'check', sam],
      ['2026-06-01', 'cash', sam],
      ['2025-07-01', 'card', card],
    ] as const) {
      const id = await insertExpense(db, p.id, '1000.00', { category: 'subcontractor', date });
      await db.execute(sql`UPDATE expenses SET subcontractor_id = ${who}, payment_method = ${method} WHERE id = ${id}`);
    }
  });
  afterAll(() => server.close());

  it('lists a $1,000 payee for 2025 ($600 threshold) and not for 2026 ($2,000); card payments apart', async () => {
    const y2025 = (await api.get('/api/accounting/1099?year=2025')).body;
    expect(y2025.threshold).toBe(600);
    expect(y2025.necPayees).toMatchObject([
      {
        kind: 'subcontractor',
        id: expect.any(Number),
        name: 'Sam Sub',
        company: 'Sam Sub LLC',
        tin: '•••-••-6789',
        w9OnFile: true,
        amount: 1000,
      },
    ]);
    expect(y2025.cardOrAppPayees).toEqual([
      { kind: 'subcontractor', id: expect.any(Number), name: 'Carla Card', company: 'Carla Card LLC', amount: 1000 },
    ]);
    expect(y2025.warnings).toEqual([]);
    const y2026 = (await api.get('/api/accounting/1099?year=2026')).body;
    expect(y2026).toMatchObject({ threshold: 2000, necPayees: [], warnings: [] });
    const pdf2025 = await pdfText(server, '/api/accounting/reports/1099?year=2025');
    expect(pdf2025.text).toContain('Sam Sub');
    expect(pdf2025.text).toContain('•••-••-6789');
    expect(pdf2025.text).not.toContain('123456789');
    const pdf2026 = await pdfText(server, '/api/accounting/reports/1099?year=2026');
    expect(pdf2026.text).toContain('threshold $2,000.00');
    expect(pdf2026.text).not.toContain('Sam Sub');
  });
});
