import type { Page } from 'playwright-core';
import { pickOption } from './select';

/** The Edit Project dialog of one project, opened from its card on /projects: tabs Details, Team & Work, Costs. */
export class ProjectEditor {
  constructor(
    private readonly page: Page,
    private readonly projectName: string,
  ) {}

  dialog() {
    return this.page.getByRole('dialog', { name: 'Edit Project' });
  }

  async openFromCard() {
    await this.page.getByRole('button', { name: `Project actions for ${this.projectName}` }).click();
    await this.page.getByRole('menuitem', { name: 'Edit' }).click();
    await this.dialog().waitFor();
  }

  async tab(name: 'Details' | 'Team & Work' | 'Costs') {
    await this.dialog().getByRole('tab', { name }).click();
  }

  async assign(employeeName: string) {
    const team = this.dialog().getByRole('region', { name: 'Team Assignment' });
    await pickOption(this.page, team.getByRole('combobox', { name: 'Employee' }), new RegExp(employeeName));
    await team.getByRole('button', { name: 'Assign' }).click();
    await team.getByRole('list', { name: 'Assigned employees' }).getByText(employeeName).waitFor();
  }

  /** Records a day entry; without customPay the employee's own daily rate prices it (none: $0, "not final"). */
  async recordWork(employeeName: string, days: string, customPay?: string) {
    await this.dialog().getByRole('button', { name: 'Record Work' }).click();
    const form = this.page.getByRole('dialog', { name: 'Record Work' });
    await pickOption(this.page, form.getByRole('combobox', { name: 'Employee' }), new RegExp(employeeName));
    await form.getByLabel(/^Days/).fill(days);
    if (customPay !== undefined) await form.getByLabel(/^Custom Pay per Day/).fill(customPay);
    await form.getByRole('button', { name: 'Save Work Entry' }).click();
    await form.waitFor({ state: 'hidden' });
  }

  /** The Team & Work tab's list of work entries. */
  workEntries() {
    return this.dialog().getByRole('list', { name: 'Work entries' });
  }

  costCard(label: 'Labor' | 'Material' | 'Other' | 'Total') {
    return this.dialog().getByRole('group', { name: `${label} costs` });
  }

  async close() {
    await this.page.keyboard.press('Escape');
    await this.dialog().waitFor({ state: 'hidden' });
  }
}
