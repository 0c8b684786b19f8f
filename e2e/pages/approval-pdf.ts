import type { Locator, Page } from 'playwright-core';

/** The 'Upload Project Approval PDF' card in the New Project dialog on /projects. */
export class ApprovalPdfCard {
  constructor(
    private readonly page: Page,
    private readonly baseUrl: string,
  ) {}

  dialog(): Locator {
    return this.page.getByRole('dialog', { name: 'New Project' });
  }

  card(): Locator {
    return this.dialog().getByLabel('Upload Project Approval PDF');
  }

  /** Opens /projects and the New Project dialog. */
  async openNewProject() {
    await this.page.goto(`${this.baseUrl}/projects`);
    await this.page.getByRole('heading', { name: 'Projects (Active)' }).waitFor();
    await this.page.getByRole('button', { name: 'New Project' }).click();
    await this.card().waitFor();
  }

  /** Chooses a file through the dropzone's file input (what a click-to-choose or a drop ends in). */
  async choose(filePath: string) {
    await this.card().locator('input[type=file]').setInputFiles(filePath);
  }

  async extract() {
    await this.card().getByRole('button', { name: 'Extract Project Data' }).click();
  }

  async analyze() {
    await this.card().getByRole('button', { name: 'Analyze Profitability' }).click();
  }

  async remove() {
    await this.card().getByRole('button', { name: 'Remove' }).click();
  }

  field(label: string | RegExp): Locator {
    return this.dialog().getByLabel(label, { exact: typeof label === 'string' });
  }

  analysis(): Locator {
    return this.card().getByLabel('Profitability analysis');
  }

  alert(): Locator {
    return this.card().getByRole('alert');
  }
}
