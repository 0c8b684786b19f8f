import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasHorizontalScroll, seriousAxeViolations } from './support/axe';
import { DESKTOP, openSession, PHONE, type Session, screenshot } from './support/session';

type Opened = Session & { pageErrors: string[] };

/** Billing (issue 20) in the browser: change order, a 40 % pay application with 10 % retainage, PDF, payment, aging, WIP. */
describe.each([
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const)('billing at %s size', (size, viewport) => {
  let s: Opened;
  beforeAll(async () => {
    s = await openSession(viewport);
  });
  afterAll(() => s.close());

  const check = async (name: string) => {
    await screenshot(s.page, `billing-${name}-${size}`);
    expect(await hasHorizontalScroll(s.page)).toBe(false);
    expect(await seriousAxeViolations(s.page)).toEqual([]);
  };

  it('approves a change order, bills 40 % with 10 % retainage, downloads the PDF, records a partial payment, and reads aging and WIP', async () => {
    const { page, baseUrl } = s;
    const stamp = Date.now();
    const name = `Bayview Addition ${size} ${stamp}`;
    const client = `Bayview Owners ${size} ${stamp}`;
    const res = await page.request.post(`${baseUrl}/api/projects`, {
      data: { name, location: 'St. Petersburg', startDate: '2026-11-02', endDate: '2027-02-26', budget: 20000 },
    });
    expect(res.status()).toBe(201);
    const id = (await res.json()).id as number;
    const terms = await page.request.put(`${baseUrl}/api/projects/${id}/billing-terms`, {
      data: {
        clientName: client,
        clientEmail: 'ap@bayview.example',
        retainagePercent: 10,
        paymentTermsDays: 30,
        estimatedTotalCost: 17000,
      },
    });
    expect(terms.status()).toBe(200);

    await page.goto(`${baseUrl}/projects/${id}?tab=billing`);
    await page.getByRole('heading', { name: 'Change orders' }).waitFor();
    const panel = page.getByRole('tabpanel');
    await panel.getByText('No change orders yet.').waitFor();
    await check('start');

    // A change order of $5,000.00, approved: the contract goes from $20,000.00 to $25,000.00.
    await page.getByRole('button', { name: 'New change order' }).click();
    const dialog = page.getByRole('dialog', { name: 'New change order' });
    await dialog.getByLabel('Description').fill('Second-floor deck');
    await dialog.getByLabel('Amount (negative removes scope)').fill('5000');
    await dialog.getByLabel('Cost impact estimate').fill('3800');
    await check('change-order-form');
    await dialog.getByRole('button', { name: 'Save change order' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Approve change order 1' }).click();
    // Approving asks first, with what it does to the contract (issue 39 scope 6).
    const approve = page.getByRole('dialog', { name: 'Approve change order #1?' });
    await approve.getByText('the contract value goes from $20,000.00 to $25,000.00', { exact: false }).waitFor();
    await check('change-order-approve-confirm');
    await approve.getByRole('button', { name: 'Approve' }).click();
    await panel.getByText('Approved', { exact: true }).waitFor();
    await panel.getByText('$25,000.00').first().waitFor();
    expect(await panel.innerText()).toMatch(/Original budget\s*\$20,000\.00/);
    expect(await panel.innerText()).toMatch(/Contract value\s*\$25,000\.00/);
    // The schedule of values has the original contract and the change order's own line.
    await panel.getByText('Change order #1: Second-floor deck').waitFor();
    if (size === 'phone') {
      // On a phone the schedule is a list of lines, every amount on screen: nothing in it scrolls sideways.
      const lines = panel.getByRole('list', { name: 'Schedule of values lines' });
      await lines.getByText('Scheduled $5,000.00').waitFor();
      expect(await lines.getByRole('listitem').count()).toBe(2);
      expect(await panel.getByRole('table').filter({ hasText: 'Scheduled value' }).count()).toBe(0);
    }
    await check('approved');

    // Bill 40 % of both lines: completed $10,000.00, retainage 10 % $1,000.00, due $9,000.00.
    await page.getByRole('button', { name: 'New invoice' }).click();
    const form = page.getByRole('dialog', { name: 'New invoice (pay application)' });
    const percents = form.getByLabel(/: % this period$/);
    // The dialog's lines render after it opens (its transition): wait for them before counting.
    await percents.first().waitFor();
    expect(await percents.count()).toBe(2);
    await percents.nth(0).fill('40');
    await percents.nth(1).fill('40');
    await form.getByText('$9,000.00').waitFor();
    expect(await form.innerText()).toMatch(/Retainage \(10\.00%\)\s*\$1,000\.00/);
    await check('invoice-form');
    await form.getByRole('button', { name: 'Create invoice' }).click();
    await form.waitFor({ state: 'hidden' });
    const row = panel.locator('[data-testid^="invoice-"]').first();
    await row.getByText('Draft').waitFor();
    const number = (await row.getAttribute('data-testid'))?.replace('invoice-', '') ?? '';
    expect(await row.innerText()).toMatch(/\$10,000\.00[\s\S]*\$1,000\.00[\s\S]*\$9,000\.00/);
    await row.getByRole('button', { name: 'Mark sent' }).click();
    await row.getByText('Sent', { exact: true }).waitFor();

    // E-mail shows the message as it will go before anything is sent (issue 39 scope 6).
    await row.getByRole('button', { name: `E-mail invoice ${number}` }).click();
    const mail = page.getByRole('dialog', { name: `E-mail invoice ${number}` });
    expect(await mail.getByRole('textbox', { name: /^To/ }).inputValue()).toBe('ap@bayview.example');
    await mail.getByText(`Invoice ${number} — ${name}`).waitFor();
    await mail.getByText('Amount due: $9,000.00', { exact: false }).waitFor();
    await mail.getByText(`invoice-${number}.pdf`).waitFor();
    await check('email-preview');
    const [sent] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname.endsWith('/send')),
      mail.getByRole('button', { name: 'Send' }).click(),
    ]);
    expect(sent.status()).toBe(200);
    expect(await sent.json()).toMatchObject({ to: 'ap@bayview.example', status: 'stored' });
    await mail.waitFor({ state: 'hidden' });

    // The invoice PDF downloads as invoice-{number}.pdf.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      row.getByRole('link', { name: `Download invoice ${number} PDF` }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`invoice-${number}.pdf`);
    const pdf = await readFile((await download.path()) as string);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

    // A partial payment of $4,000.00 leaves $5,000.00.
    await row.getByRole('button', { name: `Record payment on invoice ${number}` }).click();
    const pay = page.getByRole('dialog', { name: 'Record a payment received' });
    await pay.getByLabel('Amount received').fill('4000');
    await pay.getByLabel('Reference (check number…)').fill('2231');
    await check('payment-form');
    await pay.getByRole('button', { name: 'Record payment' }).click();
    await pay.waitFor({ state: 'hidden' });
    await row.getByText('Partially paid').waitFor();
    expect(await row.innerText()).toMatch(/\$4,000\.00[\s\S]*\$5,000\.00/);
    await check('paid');

    // A/R aging: the client owes $5,000.00, current (due in 30 days).
    await page.goto(`${baseUrl}/billing`);
    await page.getByRole('heading', { level: 1, name: 'Billing' }).waitFor();
    const clientRow = page.getByRole('row').filter({ hasText: client });
    await clientRow.waitFor();
    expect((await clientRow.innerText()).replace(/\s+/g, ' ')).toMatch(/\$5,000\.00 \$0\.00 \$0\.00 \$0\.00 \$0\.00 \$5,000\.00/);
    await check('aging');

    // WIP: no costs yet, so nothing earned; billed $10,000.00 is all over-billing.
    await page.getByRole('tab', { name: 'WIP report' }).click();
    await page.getByTestId('wip-total').waitFor();
    const wipRow = page
      .getByRole('table')
      .filter({ has: page.getByTestId('wip-total') })
      .getByRole('row')
      .filter({ hasText: name });
    await wipRow.waitFor();
    expect(await wipRow.innerText()).toMatch(/\$25,000\.00[\s\S]*\$17,000\.00[\s\S]*\$0\.00[\s\S]*\$10,000\.00[\s\S]*\$10,000\.00/);
    const [csv] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'WIP CSV' }).click()]);
    expect(await readFile((await csv.path()) as string, 'utf8')).toContain(name);
    await check('wip');
    expect(s.pageErrors).toEqual([]);
  });
});
