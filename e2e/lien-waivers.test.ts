import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIso } from '../domain/dates';
import { pickOption } from './pages/select';
import { hasHorizontalScroll, seriousAxeViolations } from './support/axe';
import { openSession, PHONE, type Session, screenshot } from './support/session';

type Opened = Session & { pageErrors: string[] };
const today = todayIso();
const SIGNED = path.resolve('test/fixtures/proposal-letter.pdf');

/**
 * A project, a subcontractor whose papers are complete (W-9 and certificates, through the API) and a check paid to
 * him 20 days ago on the job: the payment a waiver is collected for, overdue until it comes back.
 */
async function seed(s: Opened, stamp: number) {
  const send = async (method: 'post' | 'put', url: string, data: unknown, status: number) => {
    const res = await s.page.request[method](`${s.baseUrl}${url}`, { data });
    expect(res.status(), await res.text()).toBe(status);
    return (await res.json()) as { id: number };
  };
  const project = await send(
    'post',
    '/api/projects',
    { name: `Hill house ${stamp}`, location: 'Tampa', startDate: addDays(today, -40), budget: 90000 },
    201,
  );
  const company = `Pat Plumbing ${stamp}`;
  const sub = await send('post', '/api/subcontractors', { name: `Pat ${stamp}`, company, specialty: 'Plumbing' }, 201);
  await send(
    'put',
    `/api/subcontractors/${sub.id}/w9`,
    { legalName: company, entityType: 'llc', tin: '12-3456780', tinKind: 'ein', signedDate: addDays(today, -60) },
    200,
  );
  for (const [kind, policyNumber] of [
    ['general_liability', 'GL-1'],
    ['workers_comp', 'WC-1'],
  ])
    await send(
      'post',
      `/api/subcontractors/${sub.id}/certificates`,
      { kind, carrier: 'Gulf Mutual', policyNumber, effectiveDate: addDays(today, -60), expiryDate: addDays(today, 300) },
      201,
    );
  const expense = await send(
    'post',
    '/api/expenses',
    {
      projectId: project.id,
      subcontractorId: sub.id,
      category: 'subcontractor',
      description: 'Rough-in, first draw',
      amount: 12500,
      date: addDays(today, -20),
      paymentMethod: 'check',
    },
    201,
  );
  return { projectId: project.id, company, expenseId: expense.id };
}

describe('lien waivers on the Billing tab and their templates on Settings (issue 44 scope 4)', () => {
  let s: Opened;
  beforeAll(async () => {
    s = await openSession();
  });
  afterAll(() => s.close());

  it('requests a conditional progress waiver for a check paid, downloads its PDF, uploads the signed copy (1280 and 390 px)', async () => {
    const stamp = Date.now();
    const seeded = await seed(s, stamp);
    await s.page.goto(`${s.baseUrl}/projects/${seeded.projectId}?tab=billing`);
    const card = s.page.getByRole('region', { name: 'Lien waivers' });
    await card.getByText('No waivers to collect yet', { exact: false }).waitFor();

    await card.getByRole('button', { name: 'Request a waiver' }).click();
    const dialog = s.page.getByRole('dialog', { name: 'Request a lien waiver' });
    await pickOption(s.page, dialog.getByRole('combobox', { name: /^Payment made/ }), new RegExp(`${seeded.company} · \\$12,500\\.00`));
    await pickOption(s.page, dialog.getByRole('combobox', { name: /^Kind/ }), 'Conditional waiver and release on progress payment');
    // The through date defaults to the payment's.
    expect(await dialog.getByLabel(/^Through date/).inputValue()).toBe(addDays(today, -20));
    await dialog.getByLabel(/^State/).fill('fl');
    expect(await dialog.getByLabel(/^State/).inputValue()).toBe('FL');
    // Server's 400 on its field: the waiver cannot be for more than the payment.
    await dialog.getByLabel(/^Amount/).fill('13000');
    await dialog.getByRole('button', { name: 'Request waiver' }).click();
    await dialog.getByText('The waiver cannot be for more than the payment ($12,500.00)').waitFor();
    await screenshot(s.page, 'lien-waiver-request-1280');
    expect(await seriousAxeViolations(s.page)).toEqual([]);
    await dialog.getByLabel(/^Amount/).fill('');
    await dialog.getByRole('button', { name: 'Request waiver' }).click();
    await dialog.waitFor({ state: 'hidden' });

    const row = card.getByRole('row').filter({ hasText: seeded.company });
    await row.getByText('Requested').waitFor();
    await row.getByText('Overdue').waitFor();
    await row.getByText('$12,500.00').waitFor();
    const [saved] = await (await s.page.request.get(`${s.baseUrl}/api/lien-waivers?projectId=${seeded.projectId}`)).json();
    expect(saved).toMatchObject({ direction: 'collect', kind: 'conditional_progress', amount: 12500, state: 'FL', status: 'requested' });

    // Its PDF, from the link.
    const pdfLink = row.getByRole('link', { name: /^PDF of the waiver/ });
    const href = await pdfLink.getAttribute('href');
    expect(href).toBe(`/api/lien-waivers/${saved.id}/pdf`);
    const pdf = await s.page.request.get(`${s.baseUrl}${href}`);
    expect(pdf.status()).toBe(200);
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
    await screenshot(s.page, 'lien-waivers-requested-1280');
    expect(await hasHorizontalScroll(s.page)).toBe(false);
    expect(await seriousAxeViolations(s.page)).toEqual([]);

    // A file that is not a scan is refused with the server's words; the signed PDF is kept and the waiver received.
    const upload = row.getByRole('button', { name: /signed copy of the waiver/ });
    let chooser = s.page.waitForEvent('filechooser');
    await upload.click();
    await (await chooser).setFiles([{ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a waiver') }]);
    await s.page.getByText('The signed waiver must be a PDF, JPEG or PNG under 10MB').waitFor();
    await row.getByText('Requested').waitFor();
    chooser = s.page.waitForEvent('filechooser');
    await upload.click();
    await (await chooser).setFiles(SIGNED);
    await row.getByText('Received').waitFor();
    await row.getByText('Overdue').waitFor({ state: 'detached' });
    const copy = await row.getByRole('link', { name: /^Signed copy/ }).getAttribute('href');
    expect(copy).toMatch(/^\/uploads\/compliance\/waiver-/);
    expect((await s.page.request.get(`${s.baseUrl}${copy}`)).status()).toBe(200);
    expect(await row.getByRole('button', { name: /^Delete the waiver/ }).count()).toBe(0);
    await screenshot(s.page, 'lien-waivers-received-1280');
    await card.screenshot({ path: 'e2e/screenshots/lien-waivers-card-1280.png' });
    expect(await seriousAxeViolations(s.page)).toEqual([]);

    // To give: nothing yet, and what they are for.
    await card.getByText('To give', { exact: true }).click();
    await card.getByText('No waivers to give yet', { exact: false }).waitFor();
    await card.getByRole('button', { name: 'Prepare a waiver' }).waitFor();

    const phone = await openSession(PHONE);
    try {
      await phone.page.goto(`${phone.baseUrl}/projects/${seeded.projectId}?tab=billing`);
      const list = phone.page.getByRole('list', { name: 'Lien waivers' });
      await list.getByText(`${seeded.company} · $12,500.00`).waitFor();
      await list.getByText('Received').waitFor();
      await phone.page.getByRole('region', { name: 'Lien waivers' }).scrollIntoViewIfNeeded();
      await screenshot(phone.page, 'lien-waivers-390');
      await phone.page.getByRole('region', { name: 'Lien waivers' }).screenshot({ path: 'e2e/screenshots/lien-waivers-card-390.png' });
      expect(await hasHorizontalScroll(phone.page)).toBe(false);
      expect(await seriousAxeViolations(phone.page)).toEqual([]);
      await phone.page.getByRole('button', { name: 'Request a waiver' }).click();
      const form = phone.page.getByRole('dialog', { name: 'Request a lien waiver' });
      await form.getByRole('combobox', { name: /^Payment made/ }).waitFor();
      await screenshot(phone.page, 'lien-waiver-request-390');
      expect(await hasHorizontalScroll(phone.page)).toBe(false);
      expect(await seriousAxeViolations(phone.page)).toEqual([]);
      expect(phone.pageErrors).toEqual([]);
    } finally {
      await phone.close();
    }
    expect(s.pageErrors).toEqual([]);
  });

  it('pastes a template for FL and warns of a brace that is not a placeholder (1280 and 390 px)', async () => {
    await s.page.goto(`${s.baseUrl}/settings`);
    const card = s.page.getByRole('region', { name: 'Lien waiver templates' });
    await card.getByText('Plumbline ships no statutory text', { exact: false }).waitFor();
    await card.getByRole('button', { name: 'Add template' }).click();
    await card.getByLabel(/^State/).fill('FL');
    await pickOption(s.page, card.getByRole('combobox', { name: /^Kind/ }), 'Unconditional waiver and release on final payment');
    await card
      .getByLabel(/^Template text/)
      .fill('The undersigned {claimant}, having been paid {amout} in full by {customer}, releases all lien rights on {job}.');
    await card.getByText('{jobLocation}').waitFor();
    await screenshot(s.page, 'lien-waiver-template-form-1280');
    expect(await seriousAxeViolations(s.page)).toEqual([]);
    await card.getByRole('button', { name: 'Save template' }).click();
    await card.getByText('{amout} is not a placeholder: it will print as written.').first().waitFor();
    const row = card.getByRole('row').filter({ hasText: 'Unconditional waiver and release on final payment' });
    await row.getByRole('cell', { name: 'FL', exact: true }).waitFor();
    const templates = await (await s.page.request.get(`${s.baseUrl}/api/lien-waiver-templates`)).json();
    expect(templates).toContainEqual(expect.objectContaining({ state: 'FL', kind: 'unconditional_final', unknownPlaceholders: ['amout'] }));
    await screenshot(s.page, 'lien-waiver-templates-1280');
    await card.screenshot({ path: 'e2e/screenshots/lien-waiver-templates-card-1280.png' });
    expect(await hasHorizontalScroll(s.page)).toBe(false);
    expect(await seriousAxeViolations(s.page)).toEqual([]);

    const phone = await openSession(PHONE);
    try {
      await phone.page.goto(`${phone.baseUrl}/settings`);
      const list = phone.page.getByRole('list', { name: 'Lien waiver templates' });
      await list.getByText('FL · Unconditional waiver and release on final payment').waitFor();
      await list.scrollIntoViewIfNeeded();
      await screenshot(phone.page, 'lien-waiver-templates-390');
      await phone.page
        .getByRole('region', { name: 'Lien waiver templates' })
        .screenshot({ path: 'e2e/screenshots/lien-waiver-templates-card-390.png' });
      expect(await hasHorizontalScroll(phone.page)).toBe(false);
      expect(await seriousAxeViolations(phone.page)).toEqual([]);
      expect(phone.pageErrors).toEqual([]);
    } finally {
      await phone.close();
    }
    expect(s.pageErrors).toEqual([]);
  });
});
