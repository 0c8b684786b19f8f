import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ReceiptUpload } from './pages/receipts';
import { hasHorizontalScroll, seriousAxeViolations } from './support/axe';
import { DESKTOP, openSession, PHONE, type Session, screenshot } from './support/session';

const RECEIPT = path.resolve('test/fixtures/receipt-home-depot.png');

describe('receipt scanning in the browser', () => {
  let s: Session & { pageErrors: string[] };
  beforeAll(async () => {
    s = await openSession();
  });
  afterAll(() => s.close());

  it('scans a receipt into a project expense from the New Expense dialog', async () => {
    const projectName = `Palm Bay Deck ${Date.now()}`;
    const res = await fetch(`${s.baseUrl}/api/projects`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: projectName, location: 'Palm Bay', startDate: '2026-03-01', endDate: '2026-04-30', budget: 5000 }),
    });
    expect(res.status).toBe(201);
    const projectId = ((await res.json()) as { id: number }).id;

    const receipts = new ReceiptUpload(s.page, s.baseUrl);
    await receipts.open();
    await receipts.chooseProject(projectName);

    // A text file named .png is refused by its bytes, with the spec's message in the card.
    const fake = path.join(os.tmpdir(), `not-a-receipt-${Date.now()}.png`);
    await fs.writeFile(fake, 'TOTAL 97.61 (just text)');
    await receipts.chooseFile(fake);
    await receipts.dialog().getByRole('button', { name: 'Analyze Receipt' }).click();
    await receipts.dialog().getByRole('alert').filter({ hasText: 'Please select a valid image file' }).waitFor();
    await s.page.getByText('Failed to analyze receipt').first().waitFor();
    await screenshot(s.page, 'receipts-error-desktop');

    await receipts.chooseFile(RECEIPT);
    await screenshot(s.page, 'receipts-upload-desktop');
    await receipts.analyze();

    expect(await receipts.field('Supplier').inputValue()).toBe('The Home Depot');
    expect(await receipts.field('Total').inputValue()).toBe('$97.61');
    expect(await receipts.field('Date').inputValue()).toBe('03/14/2026');
    expect(await receipts.items().count()).toBe(3);
    expect(await receipts.dialog().getByLabel('Material cost').innerText()).toBe('$72.73');
    await screenshot(s.page, 'receipts-results-desktop');

    // A receipt dated before the project starts gets a word of warning (a misread date, the wrong project), not a refusal.
    const warning = receipts.dialog().getByRole('status').filter({ hasText: 'Dated before the project starts' });
    expect(await warning.count()).toBe(0);
    await receipts.field('Date').fill('02/20/2026');
    await receipts.field('Date').press('Tab');
    await warning.waitFor();
    expect(await warning.innerText()).toContain(`Feb 20, 2026 is 9 days before ${projectName} starts (Mar 1, 2026)`);
    await screenshot(s.page, 'receipts-date-before-start-desktop');
    await receipts.field('Date').fill('03/14/2026');
    await receipts.field('Date').press('Tab');
    await warning.waitFor({ state: 'detached' });

    await receipts.addToExpenses();
    const row = s.page.getByRole('table', { name: 'Expenses' }).getByRole('row').filter({ hasText: projectName });
    await row.waitFor();
    expect(await row.innerText()).toContain('$97.61');
    // The expense links to the scanned image, which the server serves.
    const link = row.getByRole('link', { name: /View receipt for/ });
    const href = await link.getAttribute('href');
    expect(href).toMatch(/^\/uploads\/receipts\/.+\.png$/);
    expect((await fetch(s.baseUrl + href)).headers.get('content-type')).toBe('image/png');

    const project = (await (await fetch(`${s.baseUrl}/api/projects/${projectId}`)).json()) as { totalExpenses: number };
    expect(project.totalExpenses).toBe(97.61);
    expect(s.pageErrors).toEqual([]);
  });

  it('warns that the same photo is already in the books, preselects the category with its source, and asks before a new supplier', async () => {
    const projectName = `Titusville Shed ${Date.now()}`;
    const res = await fetch(`${s.baseUrl}/api/projects`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: projectName, location: 'Titusville', startDate: '2026-03-01', budget: 4000 }),
    });
    expect(res.status).toBe(201);
    const receipts = new ReceiptUpload(s.page, s.baseUrl);
    await receipts.open();
    await receipts.chooseProject(projectName);
    // The photo the first test added as an expense, scanned again.
    await receipts.chooseFile(RECEIPT);
    await receipts.analyze();
    const duplicate = receipts.dialog().getByRole('status').filter({ hasText: 'This receipt may already be in the books' });
    await duplicate.waitFor();
    expect(await duplicate.innerText()).toMatch(/\$97\.61 on Mar 14, 2026 from The Home Depot, Palm Bay Deck \d+ \(the same photo\)/);
    expect(await duplicate.getByRole('link', { name: /^Palm Bay Deck / }).getAttribute('href')).toMatch(/^\/projects\/\d+\?tab=costs$/);
    // The category is chosen before saving: the supplier's past expense decides it, and the field says so.
    const category = receipts.dialog().getByRole('combobox', { name: 'Category' });
    expect(await category.inputValue()).toBe('Material');
    const describedBy = (await category.getAttribute('aria-describedby')) ?? '';
    expect(await s.page.locator(`[id="${describedBy.split(' ')[0]}"]`).innerText()).toMatch(
      /^Suggested from the supplier's past expenses\. /,
    );
    await screenshot(s.page, 'receipts-duplicate-desktop');
    expect(await seriousAxeViolations(s.page)).toEqual([]);

    // A supplier name read with low confidence that matches no supplier: the server asks first (its 409, as
    // server/features/receipts/receipt-checks.test.ts gets it from a real receipt), and the screen offers to create it.
    await receipts.field('Supplier').fill('Hme Dpot Sprly');
    const bodies: Record<string, unknown>[] = [];
    await s.page.route('**/api/receipts/create-expense', async (route) => {
      const body = route.request().postDataJSON() as Record<string, unknown>;
      bodies.push(body);
      if (bodies.length > 1) return route.continue();
      const message = 'The supplier name "Hme Dpot Sprly" was read with low confidence: check it, or confirm creating a new supplier.';
      return route.fulfill({
        status: 409,
        contentType: 'application/json',
        body: JSON.stringify({ message, errors: [{ path: 'confirmNewSupplier', message }] }),
      });
    });
    await receipts.dialog().getByRole('button', { name: 'Add to Project Expenses' }).click();
    const question = receipts.dialog().getByRole('alert').filter({ hasText: 'New supplier?' });
    await question.waitFor();
    expect(await question.innerText()).toContain('was read with low confidence: check it, or confirm creating a new supplier.');
    await screenshot(s.page, 'receipts-new-supplier-desktop');
    await question.getByRole('button', { name: 'Create supplier “Hme Dpot Sprly”' }).click();
    await receipts.dialog().waitFor({ state: 'hidden' });
    await s.page.unroute('**/api/receipts/create-expense');
    expect(bodies).toHaveLength(2);
    expect(bodies[0]).toMatchObject({ category: 'material' });
    expect(bodies[0].confirmNewSupplier).toBeUndefined();
    expect(bodies[1]).toMatchObject({ category: 'material', confirmNewSupplier: true });
    const row = s.page.getByRole('table', { name: 'Expenses' }).getByRole('row').filter({ hasText: projectName });
    await row.waitFor();
    expect(await row.innerText()).toContain('Hme Dpot Sprly');
  });

  it('fits a phone: the camera button, and the results of a scan', async () => {
    const projectName = `Cocoa Porch ${Date.now()}`;
    const res = await fetch(`${s.baseUrl}/api/projects`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: projectName, location: 'Cocoa', startDate: '2026-03-01', endDate: '2026-04-30', budget: 2000 }),
    });
    expect(res.status).toBe(201);
    // Dark, as a phone set to it: the warnings of a receipt scanned before must read in both schemes.
    const phone = await openSession(PHONE, { colorScheme: 'dark' });
    try {
      const receipts = new ReceiptUpload(phone.page, phone.baseUrl);
      await receipts.open();
      await receipts.dialog().getByRole('button', { name: 'Take Photo' }).waitFor();
      // The camera input asks the phone for its back camera.
      expect(await phone.page.locator('input[type=file][capture=environment]').count()).toBe(1);
      await screenshot(phone.page, 'receipts-upload-phone');
      await receipts.chooseProject(projectName);
      await receipts.chooseFile(RECEIPT);
      await receipts.analyze();
      expect(await receipts.field('Total').inputValue()).toBe('$97.61');
      // The same photo as the first test's expense: the warning, the category and its source fit the phone.
      await receipts.dialog().getByRole('status').filter({ hasText: 'This receipt may already be in the books' }).waitFor();
      await receipts.dialog().getByRole('combobox', { name: 'Category' }).waitFor();
      await screenshot(phone.page, 'receipts-results-phone');
      expect(await hasHorizontalScroll(phone.page)).toBe(false);
      expect(await seriousAxeViolations(phone.page)).toEqual([]);
      expect(phone.pageErrors).toEqual([]);
    } finally {
      await phone.close();
    }
  });

  it('marks a field read with low confidence for review; it can be corrected and saved', async () => {
    const projectName = `Merritt Fence ${Date.now()}`;
    const res = await fetch(`${s.baseUrl}/api/projects`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: projectName, location: 'Merritt Island', startDate: '2026-03-01', budget: 3000 }),
    });
    expect(res.status).toBe(201);
    const projectId = ((await res.json()) as { id: number }).id;
    // The sample receipt with its store name worn away (white over the header): the supplier is a guess.
    const worn = path.join(os.tmpdir(), `worn-receipt-${Date.now()}.png`);
    await sharp(RECEIPT)
      .composite([{ input: { create: { width: 608, height: 48, channels: 3, background: '#ffffff' } }, left: 0, top: 48 }])
      .png()
      .toFile(worn);
    try {
      const receipts = new ReceiptUpload(s.page, s.baseUrl);
      await receipts.open();
      await receipts.chooseProject(projectName);
      await receipts.chooseFile(worn);
      await receipts.analyze();
      const supplier = receipts.field('Supplier');
      const note = 'Read with low confidence: check it against the receipt';
      // Only the supplier is marked: its description says why, and its border stands out; the sure total is not.
      expect(await receipts.dialog().getByText(note).count()).toBe(1);
      const describedBy = (await supplier.getAttribute('aria-describedby')) ?? '';
      expect(await s.page.locator(`[id="${describedBy.split(' ')[0]}"]`).innerText()).toBe(note);
      expect(await supplier.evaluate((el) => getComputedStyle(el).borderTopWidth)).toBe('2px');
      expect(await receipts.field('Total').getAttribute('data-review')).toBeNull();
      expect(await receipts.field('Total').inputValue()).toBe('$97.61');
      await screenshot(s.page, 'receipts-review-desktop');
      // Corrected by the user: the mark goes, and the corrected name is what is saved.
      await supplier.fill('The Home Depot');
      await receipts.dialog().getByText(note).waitFor({ state: 'detached' });
      await receipts.addToExpenses();
      const expenses = (await (await fetch(`${s.baseUrl}/api/expenses?projectId=${projectId}`)).json()) as unknown;
      expect(JSON.stringify(expenses)).toContain('The Home Depot');
      const project = (await (await fetch(`${s.baseUrl}/api/projects/${projectId}`)).json()) as { totalExpenses: number };
      expect(project.totalExpenses).toBe(97.61);
    } finally {
      await fs.rm(worn, { force: true });
    }
  });

  it('splits one receipt across two projects and categories: two expenses whose amounts add up to the total', async () => {
    const stamp = Date.now();
    const names = [`Titusville Kitchen ${stamp}`, `Mims Carport ${stamp}`];
    const ids: number[] = [];
    for (const name of names) {
      const res = await fetch(`${s.baseUrl}/api/projects`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name, location: 'Titusville', startDate: '2026-03-01', budget: 4000 }),
      });
      expect(res.status).toBe(201);
      ids.push(((await res.json()) as { id: number }).id);
    }
    const receipts = new ReceiptUpload(s.page, s.baseUrl);
    await receipts.open();
    await receipts.chooseProject(names[0]);
    await receipts.chooseFile(RECEIPT);
    await receipts.analyze();
    expect(await receipts.field('Total').inputValue()).toBe('$97.61');

    await receipts.startSplit();
    const save = receipts.dialog().getByRole('button', { name: 'Add 2 Expenses' });
    const status = receipts
      .dialog()
      .getByRole('status')
      .filter({ hasText: /parts|part/ });
    // Both parts start on the receipt's project and category; nothing is assigned yet, and Save waits.
    expect(await receipts.part(1).getByRole('combobox', { name: 'Project' }).inputValue()).toBe(names[0]);
    expect(await receipts.part(2).getByRole('combobox', { name: 'Category' }).inputValue()).toBe('Material');
    await receipts.dialog().getByText('Left to assign $97.61').waitFor();
    expect(await save.isDisabled()).toBe(true);

    await receipts.fillPart(1, { amount: '60.10' });
    await receipts.dialog().getByText('Left to assign $37.51').waitFor();
    await receipts.fillPart(2, { project: names[1], category: 'Equipment', amount: '40' });
    await receipts.dialog().getByText('Over the total by $2.49').waitFor();
    expect(await status.innerText()).toBe('The parts must add up to the receipt total of $97.61: they are $2.49 over it');
    expect(await save.isDisabled()).toBe(true);
    // The Save button points at the reason it waits.
    const describedBy = (await save.getAttribute('aria-describedby')) ?? '';
    expect(await s.page.locator(`[id="${describedBy}"]`).innerText()).toContain('they are $2.49 over it');
    await screenshot(s.page, 'receipts-split-over-desktop');

    await receipts.fillPart(2, { amount: '37.51' });
    await receipts.dialog().getByText('Left to assign $0.00').waitFor();
    expect(await status.innerText()).toBe('The parts add up to the receipt total of $97.61');
    expect(await save.isEnabled()).toBe(true);
    expect(await seriousAxeViolations(s.page)).toEqual([]);
    await screenshot(s.page, 'receipts-split-desktop');

    // On a phone the parts stack and nothing scrolls sideways.
    await s.page.setViewportSize(PHONE);
    await receipts.part(2).getByRole('textbox', { name: 'Amount' }).scrollIntoViewIfNeeded();
    expect(await hasHorizontalScroll(s.page)).toBe(false);
    expect(await seriousAxeViolations(s.page)).toEqual([]);
    await screenshot(s.page, 'receipts-split-phone');

    await save.click();
    await receipts.dialog().waitFor({ state: 'hidden' });
    await s.page.setViewportSize(DESKTOP);
    // Both expenses are listed, each on its project, and their amounts add up to the receipt total.
    const rows = s.page.getByRole('table', { name: 'Expenses' }).getByRole('row');
    const shown = await Promise.all(
      names.map(async (name) => (await rows.filter({ hasText: name }).first().innerText()).replace(/\s+/g, ' ')),
    );
    expect(shown[0]).toContain('$60.10');
    expect(shown[1]).toContain('$37.51');
    await screenshot(s.page, 'receipts-split-saved-desktop');
    const expenses = async (projectId: number) =>
      (await (await fetch(`${s.baseUrl}/api/expenses?projectId=${projectId}`)).json()) as { amount: number; category: string }[];
    const [a, b] = await Promise.all(ids.map(expenses));
    expect(a.map((e) => [e.amount, e.category])).toEqual([[60.1, 'material']]);
    expect(b.map((e) => [e.amount, e.category])).toEqual([[37.51, 'equipment']]);
    expect(Math.round(a[0].amount * 100) + Math.round(b[0].amount * 100)).toBe(9761);
    expect(s.pageErrors).toEqual([]);
  });
});
