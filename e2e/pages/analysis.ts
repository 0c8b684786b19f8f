import type { Page } from 'playwright-core';
import { ProjectPhotos } from './photos';

/** The AI Analysis tab of the project detail dialog: Progress Analysis, Profit Analysis and Photo Analysis. */
export class ProjectAnalysis {
  readonly view: ProjectPhotos;

  constructor(
    private readonly page: Page,
    projectName: string,
  ) {
    this.view = new ProjectPhotos(page, projectName);
  }

  /** Opens the project from its card, skips the before-photos prompt when it appears, and opens AI Analysis. */
  async open() {
    await this.view.openFromCard();
    const prompt = this.view.beforePhotosDialog();
    try {
      await prompt.waitFor({ timeout: 3000 });
      await prompt.getByRole('button', { name: 'Skip Photos' }).click();
      await prompt.waitFor({ state: 'hidden' });
    } catch {
      // No prompt: the project already has or asked for before photos.
    }
    await this.view.tab('AI Analysis');
  }

  dialog() {
    return this.view.dialog();
  }

  async tab(name: 'Progress Analysis' | 'Profit Analysis' | 'Photo Analysis') {
    await this.dialog().getByRole('tab', { name }).click();
  }

  panel() {
    return this.dialog()
      .getByRole('tabpanel')
      .filter({ has: this.page.locator('*') })
      .last();
  }

  photoCard(photoId: number) {
    return this.dialog().getByTestId(`photo-analysis-${photoId}`);
  }
}
