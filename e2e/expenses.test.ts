import fs from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasHorizontalScroll, seriousAxeViolations } from './support/axe';
import { openSession, PHONE, type Session, screenshot } from './support/session';

/** Dollars of a "$1,234.50" text, in cents. */
const centsOf = (text: string) => Math.round(Number(text.replace(/[^0-9.-]/g, '')) * 100);

describe('Expenses: sorting and CSV export, in the browser', () => {
  let s: Session & { pageErrors: string[] };
  beforeAll(async () => {
    s = await openSession();
  });
  afterAll(() => s.close());

  it('sorts by Amount both ways from the header and exports the filtered list, matching the Total Amount tile', async () => {
    const stamp = `Sortie${Date.now()}`;
    const post = async (path: string, data: unknown) => {
      const res = await s.page.request.post(`${s.baseUrl}${path}`, { data });
      expect(res.status(), `${path}: ${await res.text()}`).toBeLessThan(300);
      return res.json();
    };
    const project = await post('/api/projects', { name: `${stamp} bathroom`, location: 'Tampa', startDate: '2026-11-01', budget: 5000 });
    const amounts = [40.1, 1200, 7.5, 315.25];
    for (const [i, amount] of amounts.entries())
      await post('/api/expenses', {
        projectId: project.id,
        category: 'material',
        description: i === 0 ? '=SUM(A1:A2) tiles' : `Item ${i}`,
        amount,
        date: `2026-11-0${i + 2}`,
      });

    const { page } = s;
    await page.goto(`${s.baseUrl}/expenses`);
    await page.getByRole('searchbox', { name: 'Search expenses' }).fill(stamp);
    const table = page.getByRole('table', { name: 'Expenses' });
    const amountCells = async () => {
      const rows = table.getByRole('row');
      await table.locator('tbody tr').first().waitFor();
      const texts = await rows.evaluateAll((trs) => trs.slice(1).map((tr) => tr.querySelectorAll('td')[5]?.textContent ?? ''));
      return texts.map(centsOf);
    };
    const waitFor = async (want: number[]) => {
      await expect.poll(amountCells, { timeout: 10_000 }).toEqual(want);
    };
    await waitFor([31525, 750, 120000, 4010]); // newest first by default

    const amountHeader = table.getByRole('columnheader', { name: 'Amount' });
    expect(await amountHeader.getAttribute('aria-sort')).toBe('none');
    await amountHeader.getByRole('button').click();
    await waitFor([120000, 31525, 4010, 750]);
    expect(await amountHeader.getAttribute('aria-sort')).toBe('descending');
    // Keyboard: the header button takes Enter.
    await amountHeader.getByRole('button').focus();
    await page.keyboard.press('Enter');
    await waitFor([750, 4010, 31525, 120000]);
    expect(await amountHeader.getAttribute('aria-sort')).toBe('ascending');
    expect(await table.getByRole('columnheader', { name: 'Date' }).getAttribute('aria-sort')).toBe('none');

    const total = page.getByRole('region', { name: 'Total Amount' });
    await total.getByText('$1,562.85').waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Export CSV' }).click()]);
    const csv = await fs.readFile((await download.path()) as string, 'utf8');
    const lines = csv.split('\r\n').filter((l) => l !== '');
    expect(lines[0].split(',').slice(0, 3)).toEqual(['Date', 'Description', 'Amount']);
    expect(lines).toHaveLength(amounts.length + 1);
    const csvAmounts = lines.slice(1).map((l) => l.split(',')[2]);
    expect(csvAmounts).toEqual(['7.50', '40.10', '315.25', '1200.00']); // the page's sort
    expect(csvAmounts.reduce((sum, a) => sum + centsOf(a), 0)).toBe(centsOf(await total.innerText()));
    expect(lines[2]).toContain("'=SUM(A1:A2) tiles"); // formula guard

    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'expenses-sorted');

    // A date range (both days inclusive) narrows the list, the tiles and the CSV alike.
    const from = page.getByRole('textbox', { name: 'From' });
    await from.fill('11/03/2026');
    await from.press('Tab');
    const to = page.getByRole('textbox', { name: 'To' });
    await to.fill('11/04/2026');
    await to.press('Tab');
    await waitFor([750, 120000]);
    await total.getByText('$1,207.50').waitFor();
    const [ranged] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Export CSV' }).click()]);
    const rangedLines = (await fs.readFile((await ranged.path()) as string, 'utf8')).split('\r\n').filter((l) => l !== '');
    expect(rangedLines.slice(1).map((l) => l.split(',')[2])).toEqual(['7.50', '1200.00']);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'expenses-date-range');

    // At 390 px: no header row to click, a Sort by select instead; the page does not scroll sideways.
    await page.setViewportSize(PHONE);
    await page
      .getByRole('textbox', { name: 'Sort by' })
      .or(page.getByRole('combobox', { name: 'Sort by' }))
      .first()
      .waitFor();
    // The shell's navbar and padding transition after the resize: poll until the layout settles.
    await expect.poll(() => hasHorizontalScroll(page), { timeout: 5_000 }).toBe(false);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'expenses-date-range-phone');
    expect(s.pageErrors).toEqual([]);
  });
});
