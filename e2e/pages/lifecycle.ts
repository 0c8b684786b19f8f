import type { Page } from 'playwright-core';

/** Lifecycle moves on /projects cards, and the /completed-projects and /inactive-projects archives. */
export class LifecyclePages {
  constructor(
    private readonly page: Page,
    private readonly baseUrl: string,
  ) {}

  async openProjects() {
    await this.page.goto(`${this.baseUrl}/projects`);
    await this.page.getByRole('heading', { name: 'Projects (Active)' }).waitFor();
  }

  async openCompleted() {
    await this.page.goto(`${this.baseUrl}/completed-projects`);
    await this.page.getByRole('heading', { name: 'Completed Projects' }).waitFor();
  }

  async openInactive() {
    await this.page.goto(`${this.baseUrl}/inactive-projects`);
    await this.page.getByRole('heading', { name: 'Inactive Projects' }).waitFor();
  }

  card(name: string) {
    return this.page.getByRole('article').filter({ hasText: name });
  }

  /** Card actions menu → Complete. */
  async completeFromCardMenu(name: string) {
    await this.page.getByRole('button', { name: `Project actions for ${name}` }).click();
    await this.page.getByRole('menuitem', { name: 'Complete' }).click();
  }

  photosDialog() {
    return this.page.getByRole('dialog', { name: 'Completion Photos' });
  }

  analysisDialog(name: string) {
    return this.page.getByRole('dialog', { name: `Completion Analysis: ${name}` });
  }

  /** Footer move-to menu → one of 'Move to Active' | 'Move to Inactive' | 'Move to Completed'. */
  async openMoveTo(name: string) {
    await this.card(name)
      .getByRole('button', { name: `Move to (${name})` })
      .click();
  }

  async moveTo(name: string, item: 'Move to Active' | 'Move to Inactive' | 'Move to Completed') {
    await this.openMoveTo(name);
    await this.page.getByRole('menuitem', { name: item }).click();
  }

  moveDialog(title: 'Move to Inactive' | 'Move to Completed' | 'Complete Project') {
    return this.page.getByRole('dialog', { name: title });
  }

  toast(title: string) {
    return this.page.locator('.mantine-Notification-root').filter({ hasText: title });
  }
}
