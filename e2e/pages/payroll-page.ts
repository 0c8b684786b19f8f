import type { Page } from 'playwright-core';

/** /payroll: the Weekly Payroll page and its pay stub dialog. */
export class PayrollPage {
  constructor(
    private readonly page: Page,
    private readonly baseUrl: string,
  ) {}

  async open() {
    await this.page.goto(`${this.baseUrl}/payroll`);
    await this.page.getByRole('heading', { name: 'Weekly Payroll', level: 1 }).waitFor();
  }

  async previousWeek() {
    await this.page.getByRole('button', { name: 'Previous week' }).click();
  }

  async nextWeek() {
    await this.page.getByRole('button', { name: 'Next week' }).click();
  }

  payStubButton(employeeName: string) {
    return this.page.getByRole('button', { name: `Pay stub for ${employeeName}` }).first();
  }

  payStubDialog() {
    return this.page.getByRole('dialog', { name: /Pay Stub/ });
  }

  check() {
    return this.payStubDialog().getByRole('img', { name: /Check to/ });
  }
}
