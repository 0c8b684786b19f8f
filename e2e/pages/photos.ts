import type { Page } from 'playwright-core';
import { pickOption } from './select';

export type PhotoFile = { name: string; mimeType: string; buffer: Buffer };

/** The project detail dialog opened with View on a project card: tabs Details, Upload, Gallery, AI Analysis. */
export class ProjectPhotos {
  constructor(
    private readonly page: Page,
    private readonly projectName: string,
  ) {}

  dialog() {
    return this.page.getByRole('dialog', { name: this.projectName });
  }

  beforePhotosDialog() {
    return this.page.getByRole('dialog', { name: 'Before Photos' });
  }

  async openFromCard() {
    await this.page.getByRole('button', { name: `Project actions for ${this.projectName}` }).click();
    await this.page.getByRole('menuitem', { name: 'View' }).click();
    await this.dialog().waitFor();
  }

  async tab(name: 'Details' | 'Upload' | 'Gallery' | 'AI Analysis') {
    await this.dialog().getByRole('tab', { name }).click();
  }

  uploadCard() {
    return this.dialog().getByRole('region', { name: 'Upload Photos' });
  }

  /** Choose File → the browser's file chooser, given generated files. */
  async chooseFiles(files: PhotoFile[]) {
    const chooser = this.page.waitForEvent('filechooser');
    await this.uploadCard().getByRole('button', { name: 'Choose File' }).click();
    await (await chooser).setFiles(files);
    for (const f of files) await this.uploadCard().getByRole('listitem', { name: f.name }).waitFor();
  }

  async setCategory(label: string) {
    await pickOption(this.page, this.uploadCard().getByRole('combobox', { name: 'Category' }), label);
  }

  gallery() {
    return this.dialog().getByRole('list', { name: 'Photos' });
  }

  galleryItems() {
    return this.gallery().getByRole('listitem');
  }

  filter(label: RegExp) {
    return this.dialog().getByRole('group', { name: 'Filter photos by category' }).getByRole('button', { name: label });
  }

  /** Waits until dialog transitions and other animations have finished (for screenshots). */
  async settle() {
    await this.page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  }

  /** A screenshot of what the screen shows (dialogs are fixed to the viewport, so not the whole page). */
  async shot(name: string) {
    await this.settle();
    await this.page.screenshot({ path: `e2e/screenshots/${name}.png` });
  }

  detailDialog(title: string) {
    return this.page.getByRole('dialog', { name: title });
  }
}
