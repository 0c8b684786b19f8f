import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIso } from '../domain/dates';
import { hasHorizontalScroll, seriousAxeViolations } from './support/axe';
import { openSession, PHONE, type Session, screenshot } from './support/session';

type Opened = Session & { pageErrors: string[] };
const today = todayIso();

/**
 * The company's job cost reports on the Reports page (issue 42 scope 7): job cost by cost code and committed cost
 * by supplier and subcontractor, with their downloads, at 1280 and 390 px.
 */
describe('the company job cost reports', () => {
  let s: Opened;
  beforeAll(async () => {
    s = await openSession();
  });
  afterAll(() => s.close());

  it('shows the job cost by cost code and the committed cost by payee, and downloads them (1280 and 390 px)', async () => {
    const stamp = Date.now();
    const post = async (path: string, data: unknown) => {
      const res = await s.page.request.post(`${s.baseUrl}${path}`, { data });
      expect(res.status()).toBe(201);
      return (await res.json()) as { id: number };
    };
    const project = await post('/api/projects', {
      name: `Loft ${stamp}`,
      location: 'Tampa',
      startDate: addDays(today, -15),
      budget: 50000,
    });
    const supplier = await post('/api/suppliers', { name: `Beam Yard ${stamp}` });
    expect(
      (
        await s.page.request.put(`${s.baseUrl}/api/projects/${project.id}/budget-lines`, {
          data: {
            lines: [
              { costCode: '06', budget: 20000 },
              { costCode: '00', budget: 30000 },
            ],
          },
        })
      ).status(),
    ).toBe(200);
    await post('/api/commitments', {
      projectId: project.id,
      type: 'purchase_order',
      supplierId: supplier.id,
      number: `PO-${stamp}`,
      lines: [{ costCode: '06', description: 'Glulam beams', amount: 8000 }],
    });
    // A framing bill over the line's budget: the report shows a projected overrun (in red, which must read at 4.5:1).
    await post('/api/expenses', {
      projectId: project.id,
      category: 'material',
      description: 'Extra framing',
      amount: 21000,
      date: addDays(today, -3),
      costCode: '06',
    });
    const before = await (await s.page.request.get(`${s.baseUrl}/api/reports/job-cost`)).json();
    const line06 = before.lines.find((l: { costCode: string }) => l.costCode === '06');
    expect(line06.committed).toBeGreaterThanOrEqual(8000);

    await s.page.goto(`${s.baseUrl}/reports`);
    const table = s.page.getByRole('table', { name: 'Job cost by cost code' });
    const row = table.getByRole('row').filter({ hasText: /^06/ });
    await row.waitFor();
    const money = (n: number) => `$${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
    await row.getByText(money(line06.committed)).first().waitFor();
    const payees = s.page.getByRole('table', { name: 'Committed cost by supplier and subcontractor' });
    await payees
      .getByRole('row')
      .filter({ hasText: `Beam Yard ${stamp}` })
      .getByText('$8,000.00')
      .first()
      .waitFor();
    await screenshot(s.page, 'reports-job-cost-1280');
    expect(await hasHorizontalScroll(s.page)).toBe(false);
    expect(await seriousAxeViolations(s.page)).toEqual([]);

    const pdf = s.page.getByRole('link', { name: 'PDF' }).first();
    const res = await s.page.request.get(`${s.baseUrl}${await pdf.getAttribute('href')}`);
    expect(res.status()).toBe(200);
    expect((await res.body()).subarray(0, 5).toString()).toBe('%PDF-');
    const csv = await s.page.request.get(`${s.baseUrl}/api/reports/job-cost.csv?projects=all`);
    expect((await csv.text()).split('\r\n')[0]).toBe(
      'Cost Code,Name,Revised Budget,Committed,Actual,Open Commitments,Estimate to Complete,Estimate at Completion,Projected Over/Under',
    );

    const phone = await openSession(PHONE);
    try {
      await phone.page.goto(`${phone.baseUrl}/reports`);
      await phone.page.getByRole('table', { name: 'Job cost by cost code' }).getByRole('row').filter({ hasText: /^06/ }).waitFor();
      await screenshot(phone.page, 'reports-job-cost-390');
      expect(await hasHorizontalScroll(phone.page)).toBe(false);
      expect(await seriousAxeViolations(phone.page)).toEqual([]);
      expect(phone.pageErrors).toEqual([]);
    } finally {
      await phone.close();
    }
    expect(s.pageErrors).toEqual([]);
  });
});
