import type { Page } from 'playwright-core';
import { pickOption } from './select';

/** /employees */
export class EmployeesPage {
  constructor(
    private readonly page: Page,
    private readonly baseUrl: string,
  ) {}

  async open() {
    await this.page.goto(`${this.baseUrl}/employees`);
    await this.page.getByRole('heading', { name: 'Employees', level: 1 }).waitFor();
  }

  async addEmployee(e: { name: string; position: string; dailyRate: string }) {
    await this.page.getByRole('button', { name: 'Add Employee' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Add Employee' });
    await dialog.getByLabel(/^Name/).fill(e.name);
    await pickOption(this.page, dialog.getByRole('combobox', { name: 'Position' }), e.position);
    await dialog.getByLabel('Daily Rate').fill(e.dailyRate);
    await dialog.getByRole('button', { name: 'Create Employee' }).click();
    await dialog.waitFor({ state: 'hidden' });
  }

  card(name: string) {
    return this.page.getByRole('article', { name });
  }
}
