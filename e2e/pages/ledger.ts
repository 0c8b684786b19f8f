import type { Locator, Page } from 'playwright-core';

/** /ledger: the General Ledger page, its report tabs (trial balance, profit and loss, balance sheet) and the drill-down. */
export class LedgerPage {
  constructor(
    private readonly page: Page,
    private readonly baseUrl: string,
  ) {}

  async open() {
    await this.page.goto(`${this.baseUrl}/ledger`);
    // The page's chunk can take seconds on a loaded machine.
    await this.page.getByRole('heading', { name: 'General Ledger', level: 1 }).waitFor({ timeout: 20_000 });
  }

  /** Opens a tab and answers its panel (only the chosen tab is mounted). */
  async tab(name: 'Trial balance' | 'Profit and loss' | 'Balance sheet' | 'Chart of accounts'): Promise<Locator> {
    await this.page.getByRole('tab', { name, exact: true }).click();
    await this.page.getByRole('tab', { name, exact: true, selected: true }).waitFor();
    return this.page.getByRole('tabpanel', { name });
  }

  /** Sets a report's From and To (YYYY-MM-DD). */
  async period(panel: Locator, from: string, to: string) {
    await panel.getByLabel('From', { exact: true }).fill(from);
    await panel.getByLabel('To', { exact: true }).fill(to);
  }

  /** The amount shown on a report's row whose text starts with this label ("Total revenue", "5100 Materials"), as shown. */
  async figure(report: Locator, label: string): Promise<string> {
    const row = report.getByRole('row').filter({ has: this.page.getByText(label, { exact: true }) });
    return (await row.getByRole('cell').last().innerText({ timeout: 2000 })).trim();
  }

  /** The drill-down drawer of an account, titled "number name". */
  drawer(account: string) {
    return this.page.getByRole('dialog', { name: account });
  }
}
