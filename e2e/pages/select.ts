import type { Locator, Page } from 'playwright-core';

/** Picks an option of a Mantine Select/Combobox by its visible text. */
export async function pickOption(page: Page, combobox: Locator, option: string | RegExp): Promise<void> {
  await combobox.click();
  await page.getByRole('option', { name: option }).first().click();
}
