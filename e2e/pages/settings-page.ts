import type { Page } from 'playwright-core';

/** /settings: the payment app form, status, the books check and the SMS outbox. */
export class SettingsPage {
  constructor(
    private readonly page: Page,
    private readonly baseUrl: string,
  ) {}

  async open() {
    await this.page.goto(`${this.baseUrl}/settings`);
    await this.booksCheck().waitFor();
  }

  booksCheck() {
    return this.page.getByRole('region', { name: 'Check the books' });
  }

  /** Runs the check and waits for its answer: the status alert with this text (an earlier answer does not match). */
  async checkBooks(answer: RegExp | string) {
    const card = this.booksCheck();
    await card.getByRole('button', { name: 'Check the books' }).click();
    const status = card.getByRole('status').filter({ hasText: answer });
    await status.waitFor();
    return status;
  }

  differences() {
    return this.booksCheck().getByRole('table', { name: 'Differences found' });
  }
}
