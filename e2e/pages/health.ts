import type { Page } from 'playwright-core';

/** The Project Health Snapshot dialog, opened from a project card's menu on /projects. */
export class SnapshotDialog {
  constructor(
    private readonly page: Page,
    private readonly baseUrl: string,
  ) {}

  async openFor(projectName: string) {
    await this.page.goto(`${this.baseUrl}/projects`);
    await this.page.getByRole('button', { name: `Project actions for ${projectName}` }).click();
    await this.page.getByRole('menuitem', { name: 'Health' }).click();
    await this.overall().waitFor();
  }

  dialog() {
    return this.page.getByRole('dialog', { name: 'Project Health Snapshot' });
  }

  overall() {
    return this.dialog().getByTestId('snapshot-overall');
  }

  async share() {
    await this.dialog().getByRole('button', { name: 'Share' }).click();
    await this.page.getByText('Link copied!').waitFor();
  }
}

/** /shared-snapshot/{data}: the public snapshot page. */
export class SharedSnapshotPage {
  constructor(private readonly page: Page) {}

  async open(url: string) {
    await this.page.goto(url);
    await this.page.getByRole('heading', { level: 1 }).waitFor();
  }

  overall() {
    return this.page.getByTestId('snapshot-overall');
  }

  verified() {
    return this.page.getByText(/^Verified by Plumbline on /);
  }

  changed() {
    return this.page.getByText('These figures were changed after sharing');
  }

  errorHeading() {
    return this.page.getByRole('heading', { name: 'Error Loading Snapshot' });
  }
}

/** /notifications: the Notification Center, and the bell's badge in the top bar. */
export class NotificationsPage {
  constructor(
    private readonly page: Page,
    private readonly baseUrl: string,
  ) {}

  async open() {
    await this.page.goto(`${this.baseUrl}/notifications`);
    await this.page.getByRole('heading', { name: 'Notification Center', level: 1 }).waitFor();
  }

  badge() {
    return this.page.getByTestId('notification-badge');
  }

  item(projectName: string, title: string) {
    return this.page.getByRole('article', { name: title }).filter({ hasText: projectName });
  }
}

/** /health-dashboard */
export class HealthDashboardPage {
  constructor(
    private readonly page: Page,
    private readonly baseUrl: string,
  ) {}

  async open() {
    await this.page.goto(`${this.baseUrl}/health-dashboard`);
    await this.page.getByRole('heading', { name: 'Project Health Dashboard', level: 1 }).waitFor();
    await this.page.getByRole('region', { name: 'Overall Health' }).waitFor();
  }
}
