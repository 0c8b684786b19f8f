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

  /** Turns on splitting the read receipt into several expenses (two parts to start with). */
  async startSplit(): Promise<void> {
    await this.dialog().getByRole('switch', { name: 'Split across projects or categories' }).check();
  }

  /** Part n (from 1) of a split receipt: its project, category and amount. */
  part(n: number): Locator {
    return this.dialog().getByRole('group', { name: `Part ${n}` });
  }

  async fillPart(n: number, values: { project?: string; category?: string; amount?: string }): Promise<void> {
    const part = this.part(n);
    if (values.project) await pickOption(this.page, part.getByRole('combobox', { name: 'Project' }), values.project);
    if (values.category) await pickOption(this.page, part.getByRole('combobox', { name: 'Category' }), values.category);
    if (values.amount !== undefined) {
      await part.getByRole('textbox', { name: 'Amount' }).fill(values.amount);
      await part.getByRole('textbox', { name: 'Amount' }).press('Tab');
    }
  }

  async addToExpenses(): Promise<void> {
    await this.dialog().getByRole('button', { name: 'Add to Project Expenses' }).click();
    await this.dialog().waitFor({ state: 'hidden' });
  }
}
