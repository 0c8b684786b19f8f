import type { Page } from 'playwright-core';
import { pickOption } from './select';

/** /statements: Bank Statements, the chosen account, its tabs and the Add / Edit account dialog. */
export class StatementsPage {
  constructor(
    private readonly page: Page,
    private readonly baseUrl: string,
  ) {}

  async open() {
    await this.page.goto(`${this.baseUrl}/statements`);
    await this.page.getByRole('heading', { name: 'Bank Statements', level: 1 }).waitFor({ timeout: 20_000 });
  }

  accountSelect() {
    return this.page.getByLabel('Account', { exact: true });
  }

  /** Chooses an account by its label in the list ("name ··last4"). */
  async choose(label: string) {
    await pickOption(this.page, this.accountSelect(), label);
    await this.page.getByRole('button', { name: 'Edit account' }).waitFor();
  }

  async tab(name: 'Import' | 'Matching' | 'Reconciliation') {
    await this.page.getByRole('tab', { name, exact: true }).click();
    await this.page.getByRole('tab', { name, exact: true, selected: true }).waitFor();
  }

  async openEdit() {
    await this.page.getByRole('button', { name: 'Edit account' }).click();
    const dialog = this.editDialog();
    await dialog.waitFor();
    return dialog;
  }

  editDialog() {
    return this.page.getByRole('dialog', { name: 'Edit statement account' });
  }
}
