import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasHorizontalScroll, seriousAxeViolations } from './support/axe';
import { DESKTOP, openSession, PHONE, type Session, screenshot } from './support/session';

type Opened = Session & { pageErrors: string[] };

/**
 * Pay applications as AIA G702/G703 define them (issue 37) in the browser: materials stored on one application are
 * carried as column F, not billed again on the next, and installing them moves them into E; the A/R aging and the
 * Accounting screen show the retainage receivable.
 */
describe.each([
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const)('pay applications at %s size', (size, viewport) => {
  let s: Opened;
  beforeAll(async () => {
    s = await openSession(viewport);
  });
  afterAll(() => s.close());

  const check = async (name: string) => {
    await screenshot(s.page, `pay-applications-${name}-${size}`);
    expect(await hasHorizontalScroll(s.page)).toBe(false);
    expect(await seriousAxeViolations(s.page)).toEqual([]);
  };

  it('bills stored materials once, carries them as F, moves installed ones into E, and shows the retainage receivable', async () => {
    const { page, baseUrl } = s;
    const stamp = Date.now();
    const name = `Stored Materials ${size} ${stamp}`;
    const client = `Stored Owners ${size} ${stamp}`;
    const res = await page.request.post(`${baseUrl}/api/projects`, {
      data: { name, location: 'Tampa', startDate: '2026-01-05', endDate: '2026-12-20', budget: 20000 },
    });
    expect(res.status()).toBe(201);
    const id = (await res.json()).id as number;
    const terms = await page.request.put(`${baseUrl}/api/projects/${id}/billing-terms`, {
      data: { clientName: client, retainagePercent: 10, paymentTermsDays: 30 },
    });
    expect(terms.status()).toBe(200);

    await page.goto(`${baseUrl}/projects/${id}?tab=billing`);
    await page.getByRole('heading', { name: 'Invoices' }).waitFor();
    const panel = page.getByRole('tabpanel');

    // First: $5,000.00 of work and $2,000.00 of materials stored: G $7,000.00, retainage $700.00, due $6,300.00.
    await page.getByRole('button', { name: 'New invoice' }).click();
    let form = page.getByRole('dialog', { name: 'New invoice (pay application)' });
    // The dialog's lines render after it opens (its transition).
    await form
      .getByLabel(/: % this period$/)
      .first()
      .waitFor();
    await form.getByText('$ this period').first().click();
    await form.getByLabel('Original contract: amount this period').fill('5000');
    await form.getByLabel('Original contract: materials presently stored').fill('2000');
    const sheet = form.getByRole('table', { name: 'Continuation sheet (G703) of this application' });
    await sheet.getByText('$7,000.00').waitFor();
    expect(await sheet.innerText()).toContain('D + E + F');
    expect(await form.innerText()).toMatch(/Amount due\s*\$6,300\.00/);
    await check('first-application');
    await form.getByRole('button', { name: 'Create invoice' }).click();
    await form.waitFor({ state: 'hidden' });
    const first = panel.locator('[data-testid^="invoice-"]').first();
    await first.getByText('Draft').waitFor();
    await first.getByRole('button', { name: 'Mark sent' }).click();
    await first.getByText('Sent', { exact: true }).waitFor();

    // Second: the stored materials are carried as F; entered again they are not billed again; installing $500.00
    // of them moves it into E (F $1,500.00): nothing is due.
    await page.getByRole('button', { name: 'New invoice' }).click();
    form = page.getByRole('dialog', { name: 'New invoice (pay application)' });
    await form.getByText(/work to date \(D\) \$5,000\.00 · stored \(F\) \$2,000\.00/).waitFor();
    await form.getByLabel('Original contract: materials presently stored').fill('2000');
    await form.getByText(/Amount due\s*\$0\.00/).waitFor();
    await form.getByLabel('Original contract: materials presently stored').fill('');
    await form.getByLabel('Original contract: installed from stored').fill('500');
    const row = form
      .getByRole('table', { name: 'Continuation sheet (G703) of this application' })
      .getByRole('row')
      .filter({ hasText: 'Original contract' });
    // C 20,000 · D 5,000 · E 500 · F 1,500 · G 7,000 · H 13,000 · I 700.
    await expect
      .poll(async () => (await row.innerText()).replace(/\s+/g, ' '))
      .toMatch(/\$20,000\.00 \$5,000\.00 \$500\.00 \$1,500\.00 \$7,000\.00 \$13,000\.00 \$700\.00/);
    expect(await form.innerText()).toMatch(/Amount due\s*\$0\.00/);
    await check('second-application');
    await form.getByRole('button', { name: 'Create invoice' }).click();
    await form.waitFor({ state: 'hidden' });

    // The stored invoice's G703 sheet has the same columns.
    const second = panel.locator('[data-testid^="invoice-"]').first();
    await second.getByText('Draft').waitFor();
    const number = (await second.getAttribute('data-testid'))?.replace('invoice-', '') ?? '';
    await second.getByRole('button', { name: `G703 continuation sheet of invoice ${number}` }).click();
    const g703 = page.getByRole('dialog', { name: `Invoice ${number}: continuation sheet (G703)` });
    const stored = g703.getByRole('row').filter({ hasText: 'Original contract' });
    await stored.waitFor();
    expect((await stored.innerText()).replace(/\s+/g, ' ')).toMatch(
      /\$20,000\.00 \$5,000\.00 \$500\.00 \$1,500\.00 \$7,000\.00 \$13,000\.00 \$700\.00/,
    );
    // The lien waivers of its period (after the first application's period): none requested yet, and it says so.
    await g703.getByRole('heading', { name: 'Lien waivers of this period' }).waitFor();
    await g703.getByText('No waiver to collect has a through date from', { exact: false }).waitFor();
    await check('g703');

    // The A/R aging: $6,300.00 open, and $700.00 of retainage receivable in its own column.
    await page.goto(`${baseUrl}/billing`);
    const clientRow = page.getByRole('row').filter({ hasText: client });
    await clientRow.waitFor();
    expect((await clientRow.innerText()).replace(/\s+/g, ' ').trim()).toMatch(/\$6,300\.00 \$700\.00$/);
    await page.getByText('Retainage receivable', { exact: true }).waitFor();
    await check('aging');

    // The Accounting screen: the company-wide retainage receivable.
    await page.goto(`${baseUrl}/accounting`);
    const card = page.getByTestId('retainage-receivable');
    await card.getByText(/\$[\d,]+\.\d\d/).waitFor();
    const held = Number((await card.innerText()).match(/\$([\d,]+\.\d\d)/)?.[1].replace(/,/g, ''));
    expect(held).toBeGreaterThanOrEqual(700);
    await check('accounting');
    expect(s.pageErrors).toEqual([]);
  });
});
