import type { Page } from 'playwright-core';

export type NewProject = { name: string; location: string; startDate: string; endDate?: string; budget: string };

/** /projects: the Projects (Active) page and its New Project dialog. */
export class ProjectsPage {
  constructor(
    private readonly page: Page,
    private readonly baseUrl: string,
  ) {}

  async open() {
    await this.page.goto(`${this.baseUrl}/projects`);
    await this.heading().waitFor();
  }

  heading() {
    return this.page.getByRole('heading', { name: 'Projects (Active)' });
  }

  dialog() {
    return this.page.getByRole('dialog', { name: 'New Project' });
  }

  /** Opens the dialog, fills the form (dates as MM/DD/YYYY) and submits it. */
  async createProject(p: NewProject) {
    await this.page.getByRole('button', { name: 'New Project' }).click();
    const dialog = this.dialog();
    await dialog.waitFor();
    await dialog.getByLabel('Project Name').fill(p.name);
    await dialog.getByLabel('Location').fill(p.location);
    await dialog.getByLabel('Start Date').fill(p.startDate);
    await dialog.getByLabel('Start Date').press('Tab');
    if (p.endDate) {
      await dialog.getByLabel('End Date').fill(p.endDate);
      await dialog.getByLabel('End Date').press('Tab');
    }
    await dialog.getByLabel(/^Budget/).fill(p.budget);
    await dialog.getByRole('button', { name: 'Create Project' }).click();
  }

  card(name: string) {
    return this.page.getByRole('article').filter({ hasText: name });
  }
}
