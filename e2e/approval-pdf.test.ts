import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApprovalPdfCard } from './pages/approval-pdf';
import { seriousAxeViolations } from './support/axe';
import { openSession, PHONE, type Session, screenshot } from './support/session';

const fixtures = path.resolve('test/fixtures');
type Sample = {
  file: string;
  name: string;
  streetAddress: string;
  city: string;
  state: string;
  zipCode: string;
  total: string;
  lineItemCount: number;
};
const samples = JSON.parse(readFileSync(path.join(fixtures, 'sample-pdfs.json'), 'utf8')) as Sample[];
const proposal = samples.find((s) => s.file === 'proposal-letter.pdf') as Sample;

describe('approval PDF in the new project form', () => {
  let s: Session & { pageErrors: string[] };
  beforeAll(async () => {
    s = await openSession();
  });
  afterAll(() => s.close());

  it('fills the form from a proposal PDF, then shows its profitability analysis', async () => {
    const pdf = new ApprovalPdfCard(s.page, s.baseUrl);
    await pdf.openNewProject();
    // The card is the first thing in the new project form.
    const first = await pdf.dialog().locator('form > div > *').first().getAttribute('aria-label');
    expect(first).toBe('Upload Project Approval PDF');

    await pdf.choose(path.join(fixtures, proposal.file));
    await pdf.card().getByText(proposal.file).waitFor();
    await pdf.extract();
    await pdf.card().getByText(`Filled in all 11 project details from "${proposal.file}"`).first().waitFor({ timeout: 20_000 });

    expect(await pdf.field(/^Project Name/).inputValue()).toBe(proposal.name);
    expect(await pdf.field('Street Address').inputValue()).toBe(proposal.streetAddress);
    expect(await pdf.field('City').inputValue()).toBe(proposal.city);
    expect(await pdf.field('State').inputValue()).toBe(proposal.state);
    expect(await pdf.field('ZIP Code').inputValue()).toBe(proposal.zipCode);
    expect(await pdf.field(/^Location/).inputValue()).toBe(proposal.city);
    expect((await pdf.field(/^Budget/).inputValue()).replace(/[$,]/g, '')).toMatch(
      new RegExp(`^${proposal.total.replace(/\.00$/, '')}(\\.00?)?$`),
    );
    // Fields the PDF does not hold keep their defaults.
    expect(await pdf.field('Country').inputValue()).toBe('USA');
    // Its priced line items go with the new project, to start its schedule of values (issue 20).
    await pdf.dialog().getByText(`The PDF's ${proposal.lineItemCount} priced line items will start`).waitFor();
    await screenshot(s.page, 'approval-pdf-extracted-desktop');

    await pdf.analyze();
    const analysis = pdf.analysis();
    await analysis.waitFor({ timeout: 20_000 });
    const text = await analysis.innerText();
    expect(text).toContain('Profitability Analysis: Hernandez Kitchen Remodel');
    expect(text).toContain('$29,949.00');
    expect(text).toContain('Quartz countertops, 3 cm');
    expect(text).toContain('Engine: built-in');
    await screenshot(s.page, 'approval-pdf-analysis-desktop');
    await analysis.getByRole('table').scrollIntoViewIfNeeded();
    await screenshot(s.page, 'approval-pdf-lineitems-desktop');

    // Saving creates the project with the extracted figures.
    await pdf.dialog().getByRole('button', { name: 'Create Project' }).click();
    await pdf.dialog().waitFor({ state: 'hidden' });
    await s.page.getByRole('article').filter({ hasText: proposal.name }).first().waitFor();
    const projects = (await (await s.page.request.get(`${s.baseUrl}/api/projects`)).json()) as { id: number; name: string }[];
    const created = projects.filter((p) => p.name === proposal.name).at(-1) as { id: number };
    const sov = await (await s.page.request.get(`${s.baseUrl}/api/projects/${created.id}/schedule-of-values`)).json();
    expect(sov.approvalItems.count).toBe(proposal.lineItemCount);
    expect(sov.lines.map((l: { description: string }) => l.description)).toContain('Quartz countertops, 3 cm');
    expect(s.pageErrors).toEqual([]);
  });

  it('warns when the same PDF is read again, naming the project it became', async () => {
    const pdf = new ApprovalPdfCard(s.page, s.baseUrl);
    await pdf.openNewProject();
    await pdf.choose(path.join(fixtures, proposal.file));
    await pdf.extract();
    const warning = pdf.card().getByRole('status').filter({ hasText: 'This PDF was read before' });
    await warning.waitFor({ timeout: 20_000 });
    // The first test read it and saved the project with it.
    expect(await warning.innerText()).toContain(`${proposal.file}, read `);
    expect(await warning.innerText()).toContain(`it became ${proposal.name}`);
    expect(await warning.getByRole('link', { name: proposal.name }).first().getAttribute('href')).toMatch(/^\/projects\/\d+$/);
    await screenshot(s.page, 'approval-pdf-read-before-desktop');
    expect(await seriousAxeViolations(s.page)).toEqual([]);
    await s.page.keyboard.press('Escape');
  });

  it('refuses a file that is not a PDF with the spec message', async () => {
    const pdf = new ApprovalPdfCard(s.page, s.baseUrl);
    await pdf.openNewProject();
    const fake = path.join(os.tmpdir(), `notes-${Date.now()}.txt`);
    writeFileSync(fake, 'not a pdf');
    await screenshot(s.page, 'approval-pdf-idle-desktop');
    await pdf.choose(fake);
    await pdf.alert().getByText('Please select a PDF file').waitFor();
    await screenshot(s.page, 'approval-pdf-refused-desktop');

    // Over 10MB is refused in the browser, before any upload.
    const big = path.join(os.tmpdir(), `big-${Date.now()}.pdf`);
    writeFileSync(big, Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(10 * 1024 * 1024 + 1, 0x20)]));
    await pdf.choose(big);
    await pdf.alert().getByText('File size must be less than 10MB').waitFor();
    expect(await pdf.card().getByRole('button', { name: 'Extract Project Data' }).isDisabled()).toBe(true);
  });

  it('works on a phone with the scanned estimate (OCR)', async () => {
    const phone = await openSession(PHONE);
    try {
      const pdf = new ApprovalPdfCard(phone.page, phone.baseUrl);
      await pdf.openNewProject();
      const scanned = samples.find((x) => x.file === 'scanned-estimate.pdf') as Sample;
      await pdf.choose(path.join(fixtures, scanned.file));
      await pdf.extract();
      await pdf
        .card()
        .getByText(/Filled in (all 11|\d+ of the 11) project details .*read by OCR/)
        .first()
        .waitFor({ timeout: 45_000 });
      expect(await pdf.field(/^Project Name/).inputValue()).toBe(scanned.name);
      expect(await pdf.field('Street Address').inputValue()).toBe(scanned.streetAddress);
      await screenshot(phone.page, 'approval-pdf-extracted-phone');
      await pdf.analyze();
      await pdf.analysis().waitFor({ timeout: 45_000 });
      await screenshot(phone.page, 'approval-pdf-analysis-phone');
      await pdf.analysis().getByRole('table').scrollIntoViewIfNeeded();
      await screenshot(phone.page, 'approval-pdf-lineitems-phone');
      expect(phone.pageErrors).toEqual([]);
    } finally {
      await phone.close();
    }
  });
});
