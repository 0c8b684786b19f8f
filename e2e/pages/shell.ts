import type { Page } from 'playwright-core';

/** The app shell: header, sidebar / slide-out menu. */
export class Shell {
  constructor(private readonly page: Page) {}

  menuButton() {
    return this.page.getByRole('button', { name: 'Open navigation' });
  }

  navLink(title: string) {
    return this.page.getByRole('navigation').getByRole('link', { name: title, exact: true });
  }

  /** The top bar's warning that live updates are paused (absent while changes arrive). */
  liveWarning() {
    return this.page.getByRole('banner').getByRole('status').filter({ hasText: 'Live updates paused' });
  }

  /** Width of the document beyond the viewport (0 when nothing scrolls sideways). */
  horizontalOverflow() {
    return this.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  }
}
