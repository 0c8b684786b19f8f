import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIso } from '../domain/dates';
import { pickOption } from './pages/select';
import { hasHorizontalScroll, seriousAxeViolations } from './support/axe';
import { openSession, PHONE, type Session, screenshot } from './support/session';

type Opened = Session & { pageErrors: string[] };
const today = todayIso();

/** A project and a subcontractor with no W-9 and no certificate of insurance, through the API. */
async function seed(s: Opened, name: string) {
  const post = async (path: string, data: unknown) => {
    const res = await s.page.request.post(`${s.baseUrl}${path}`, { data });
    expect(res.status()).toBe(201);
    return (await res.json()) as { id: number };
  };
  const project = await post('/api/projects', { name: `${name} porch`, location: 'Tampa', startDate: addDays(today, -10), budget: 20000 });
  const sub = await post('/api/subcontractors', { name: `${name} Tile`, specialty: 'Tile' });
  return { projectId: project.id, subId: sub.id, projectName: `${name} porch`, subName: `${name} Tile` };
}

/** Fills the New Expense form: a check to the subcontractor on the project. */
async function payByCheck(s: Opened, seeded: Awaited<ReturnType<typeof seed>>) {
  await s.page.goto(`${s.baseUrl}/expenses`);
  await s.page.getByRole('button', { name: 'New Expense' }).first().click();
  const dialog = s.page.getByRole('dialog', { name: 'New Expense' });
  await pickOption(s.page, dialog.getByRole('combobox', { name: /^Project/ }), seeded.projectName);
  await pickOption(s.page, dialog.getByRole('combobox', { name: /^Category/ }), 'Subcontractor');
  await dialog.getByLabel(/^Description/).fill('Tile, first bathroom');
  await dialog.getByLabel(/^Amount/).fill('1800');
  await pickOption(s.page, dialog.getByRole('combobox', { name: 'Subcontractor' }), seeded.subName);
  await pickOption(s.page, dialog.getByRole('combobox', { name: 'Payment Method' }), 'Check');
  await dialog.getByRole('button', { name: 'Add Expense' }).click();
  return dialog;
}

describe("the hold before paying, the compliance screen and a subcontractor's papers (issue 44)", () => {
  let s: Opened;
  beforeAll(async () => {
    s = await openSession();
  });
  afterAll(() => s.close());

  it('asks for a reason, pays with it, and the payment carries the override (1280 px)', async () => {
    const seeded = await seed(s, `Hal ${Date.now()}`);
    const dialog = await payByCheck(s, seeded);
    const hold = dialog.getByRole('alert').filter({ hasText: 'Payment on hold' });
    await hold.getByText(`Pay ${seeded.subName} anyway?`, { exact: false }).waitFor();
    await hold.getByText('W-9 missing', { exact: false }).waitFor();
    // Nothing was written while held.
    const before = await (await s.page.request.get(`${s.baseUrl}/api/expenses?projectId=${seeded.projectId}`)).json();
    expect(before).toEqual([]);
    await screenshot(s.page, 'payment-hold-1280');
    expect(await seriousAxeViolations(s.page)).toEqual([]);
    expect(await hold.getByRole('button', { name: 'Pay anyway' }).isDisabled()).toBe(true);
    await hold.getByLabel(/^Reason/).fill('Papers promised by Friday; first payment only');
    await hold.getByRole('button', { name: 'Pay anyway' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const after = await (await s.page.request.get(`${s.baseUrl}/api/expenses?projectId=${seeded.projectId}`)).json();
    expect(after).toHaveLength(1);
    expect(after[0].complianceOverride).toMatchObject({ reason: 'Papers promised by Friday; first payment only' });
    const compliance = await (await s.page.request.get(`${s.baseUrl}/api/compliance`)).json();
    expect(
      compliance.find((c: { payeeId: number; payeeType: string }) => c.payeeType === 'subcontractor' && c.payeeId === seeded.subId),
    ).toMatchObject({
      status: 'missing',
    });
    expect(s.pageErrors).toEqual([]);
  });

  it("the compliance screen lists what to request; the subcontractor's papers make him complete and the next payment goes through (1280 px)", async () => {
    const seeded = await seed(s, `Jo ${Date.now()}`);
    await s.page.goto(`${s.baseUrl}/compliance`);
    const row = s.page.getByRole('row').filter({ hasText: seeded.subName });
    await row.getByText('Missing papers').waitFor();
    await row.getByText('W-9 missing', { exact: false }).waitFor();
    await screenshot(s.page, 'compliance-1280');
    expect(await seriousAxeViolations(s.page)).toEqual([]);

    // His papers, from the Subcontractors screen's card.
    await s.page.goto(`${s.baseUrl}/subcontractors`);
    await s.page.getByRole('button', { name: `Compliance papers of ${seeded.subName}` }).click();
    const dialog = s.page.getByRole('dialog', { name: `Papers of ${seeded.subName}` });
    await dialog.getByLabel(/^Legal name/).fill(seeded.subName);
    await pickOption(s.page, dialog.getByRole('combobox', { name: /^Tax classification/ }), 'LLC');
    await pickOption(s.page, dialog.getByRole('combobox', { name: /^Tax ID type/ }), 'EIN');
    await dialog.getByRole('textbox', { name: /^Tax ID/ }).fill('12-3456780');
    await dialog.getByRole('button', { name: 'Save W-9' }).click();
    await dialog.getByText('W-9 missing', { exact: false }).waitFor({ state: 'detached' });
    const certificate = async (kind: string, policy: string) => {
      await pickOption(s.page, dialog.getByRole('combobox', { name: /^Kind/ }), kind);
      await dialog.getByLabel(/^Carrier/).fill('Gulf Mutual');
      await dialog.getByLabel(/^Policy number/).fill(policy);
      await dialog.getByLabel(/^Expires/).fill(addDays(today, 200));
      await dialog.getByRole('button', { name: 'Add certificate' }).click();
      await dialog.getByRole('cell', { name: `Gulf Mutual, ${policy}` }).waitFor();
    };
    await certificate('General liability', 'GL-100');
    await certificate("Workers' compensation", 'WC-200');
    await dialog.getByText('Complete').first().waitFor();
    // The scanned W-9 and a certificate's scan, checked by their bytes: a text file named .pdf is refused as the
    // server says, a real PDF is kept and linked.
    const scan = path.join(__dirname, '../test/fixtures/proposal-letter.pdf');
    const [fake] = await Promise.all([
      s.page.waitForEvent('filechooser'),
      dialog.getByRole('button', { name: 'Upload scan of the W-9' }).click(),
    ]);
    await fake.setFiles({ name: 'w9.pdf', mimeType: 'application/pdf', buffer: Buffer.from('not a pdf at all') });
    // Toasts show one after another (the W-9's and the certificates' come first): the refusal may wait its turn.
    await s.page.getByText('Please select a PDF, JPEG or PNG file of the signed form').waitFor({ timeout: 30_000 });
    const [chooser] = await Promise.all([
      s.page.waitForEvent('filechooser'),
      dialog.getByRole('button', { name: 'Upload scan of the W-9' }).click(),
    ]);
    await chooser.setFiles(scan);
    await dialog.getByRole('link', { name: 'Scan of the W-9' }).waitFor();
    const [certChooser] = await Promise.all([
      s.page.waitForEvent('filechooser'),
      dialog.getByRole('button', { name: 'Upload scan of the general liability certificate GL-100' }).click(),
    ]);
    await certChooser.setFiles(scan);
    await dialog.getByRole('link', { name: 'Scan of the general liability certificate GL-100' }).waitFor();
    const href = await dialog.getByRole('link', { name: 'Scan of the W-9' }).getAttribute('href');
    const served = await s.page.request.get(`${s.baseUrl}${href}`);
    expect((await served.body()).subarray(0, 5).toString()).toBe('%PDF-');
    await screenshot(s.page, 'compliance-papers-1280');
    expect(await seriousAxeViolations(s.page)).toEqual([]);
    await s.page.keyboard.press('Escape');

    // Now paid by check with no hold.
    const form = await payByCheck(s, seeded);
    await form.waitFor({ state: 'hidden' });
    const paid = await (await s.page.request.get(`${s.baseUrl}/api/expenses?projectId=${seeded.projectId}`)).json();
    expect(paid).toHaveLength(1);
    expect(paid[0].complianceOverride).toBeNull();
    await s.page.goto(`${s.baseUrl}/compliance`);
    await s.page.getByRole('row').filter({ hasText: seeded.subName }).getByText('Complete').waitFor();
    // The job's own payees, on its Billing tab.
    await s.page.goto(`${s.baseUrl}/projects/${seeded.projectId}?tab=billing`);
    const payees = s.page.getByRole('list', { name: "Payees' papers" });
    await payees.getByRole('listitem').filter({ hasText: seeded.subName }).getByText('Complete').waitFor();
    await s.page.getByText('Every payee on this job has a W-9 and current certificates', { exact: false }).waitFor();
    expect(await seriousAxeViolations(s.page)).toEqual([]);
    expect(s.pageErrors).toEqual([]);
  });

  it('shows the hold on a phone without sideways scrolling (390 px)', async () => {
    const phone = await openSession(PHONE);
    try {
      const seeded = await seed(phone, `Ida ${Date.now()}`);
      const dialog = await payByCheck(phone, seeded);
      await dialog.getByRole('alert').filter({ hasText: 'Payment on hold' }).waitFor();
      await screenshot(phone.page, 'payment-hold-390');
      expect(await hasHorizontalScroll(phone.page)).toBe(false);
      expect(await seriousAxeViolations(phone.page)).toEqual([]);
      await phone.page.goto(`${phone.baseUrl}/compliance`);
      await phone.page.getByRole('list', { name: 'Payees' }).getByText(seeded.subName).waitFor();
      await screenshot(phone.page, 'compliance-390');
      expect(await hasHorizontalScroll(phone.page)).toBe(false);
      expect(await seriousAxeViolations(phone.page)).toEqual([]);
      await phone.page.getByRole('button', { name: `Papers of ${seeded.subName}` }).click();
      await phone.page
        .getByRole('dialog', { name: `Papers of ${seeded.subName}` })
        .getByText('W-9', { exact: true })
        .waitFor();
      await screenshot(phone.page, 'compliance-papers-390');
      expect(await seriousAxeViolations(phone.page)).toEqual([]);
      expect(phone.pageErrors).toEqual([]);
    } finally {
      await phone.close();
    }
  });
});
