import type { Locator, Page } from 'playwright-core';
import { pickOption } from './select';

/** The Expenses page's New Expense dialog on its Upload Receipt tab (spec part 1 §2.12, §2.13). */
export class ReceiptUpload {
  constructor(
    private readonly page: Page,
    private readonly baseUrl: string,
  ) {}

  dialog(): Locator {
    return this.page.getByRole('dialog', { name: 'New Expense' });
  }

  async open(): Promise<void> {
    await this.page.goto(`${this.baseUrl}/expenses`);
    await this.page.getByRole('button', { name: 'New Expense' }).first().click();
    await this.dialog().getByRole('tab', { name: 'Upload Receipt' }).click();
  }

  async chooseProject(name: string): Promise<void> {
    await pickOption(this.page, this.dialog().getByRole('combobox', { name: 'Project' }), name);
  }

  /** Sets the receipt through the Choose File picker. */
  async chooseFile(filePath: string): Promise<void> {
    const chooser = this.page.waitForEvent('filechooser');
    await this.dialog().getByRole('button', { name: 'Choose File' }).click();
    await (await chooser).setFiles(filePath);
  }

  async analyze(): Promise<void> {
    await this.dialog().getByRole('button', { name: 'Analyze Receipt' }).click();
    await this.dialog().getByRole('table', { name: 'Receipt items' }).waitFor({ timeout: 90_000 }); // OCR on a busy 2-core machine
  }

  field(label: string): Locator {
    return this.dialog().getByRole('textbox', { name: label });
  }

  items(): Locator {
    return this.dialog().getByRole('table', { name: 'Receipt items' }).locator('tbody tr');
  }

  async addToExpenses(): Promise<void> {
    await this.dialog().getByRole('button', { name: 'Add to Project Expenses' }).click();
    await this.dialog().waitFor({ state: 'hidden' });
  }
}
