import type { Page } from 'playwright-core';

/** Settings → Closing the books: the close date, the owner's close and reopen forms, the history. */
export class ClosingCard {
  constructor(
    private readonly page: Page,
    private readonly baseUrl: string,
  ) {}

  async open() {
    await this.page.goto(`${this.baseUrl}/settings`);
    await this.card().getByRole('status').waitFor();
  }

  card() {
    return this.page.getByRole('region', { name: 'Closing the books' });
  }

  /** Waits for the card's state line to say this. */
  async state(text: RegExp | string) {
    const status = this.card().getByRole('status').filter({ hasText: text });
    await status.waitFor();
    return status;
  }

  async closeThrough(typed: string) {
    const form = this.card().getByRole('form', { name: 'Close the books' });
    const field = form.getByRole('textbox', { name: 'Close the books through' });
    await field.fill(typed);
    await field.press('Tab');
    await form.getByRole('button', { name: 'Close the books' }).click();
  }

  async reopen(reason: string) {
    const form = this.card().getByRole('form', { name: 'Reopen the books' });
    await form.getByRole('textbox', { name: 'Reason for reopening' }).fill(reason);
    await form.getByRole('button', { name: 'Reopen' }).click();
  }

  history() {
    return this.card().getByRole('table', { name: 'Closes and reopens' });
  }
}
