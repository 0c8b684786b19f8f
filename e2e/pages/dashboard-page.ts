import type { Page } from 'playwright-core';

/** / : the dashboard. */
export class DashboardPage {
  constructor(
    private readonly page: Page,
    private readonly baseUrl: string,
  ) {}

  async open() {
    await this.page.goto(`${this.baseUrl}/`);
    await this.page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
  }

  recentProjects() {
    return this.page.getByRole('region', { name: 'Recent Projects' });
  }

  statCard(label: string) {
    return this.page.getByRole('region', { name: label, exact: true });
  }
}
