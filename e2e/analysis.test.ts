import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIso } from '../domain/dates';
import { ProjectAnalysis } from './pages/analysis';
import { ProjectsPage } from './pages/projects-page';
import { openSession, PHONE, type Session, screenshot } from './support/session';

/**
 * A project on day 10 of 20 with a 20,000 budget, an estimated total cost of 10,000 (the projection's estimate at
 * completion), one 5,000 material expense and one uploaded progress photo.
 */
async function seed(s: Session, name: string) {
  const today = todayIso();
  const project = await s.page.request.post(`${s.baseUrl}/api/projects`, {
    data: {
      name,
      location: 'Sarasota',
      startDate: addDays(today, -9),
      endDate: addDays(today, 10),
      budget: 20000,
      estimatedMaterialCost: 6000,
    },
  });
  expect(project.status()).toBe(201);
  const projectId = (await project.json()).id as number;
  const expense = await s.page.request.post(`${s.baseUrl}/api/expenses`, {
    data: { projectId, category: 'material', description: 'Tile and grout', amount: 5000, date: today },
  });
  expect(expense.status()).toBe(201);
  const estimate = await s.page.request.post(`${s.baseUrl}/api/projects/${projectId}/estimates`, {
    data: { effectiveDate: addDays(today, -9), estimatedTotalCost: 10000 },
  });
  expect(estimate.status(), await estimate.text()).toBe(201);
  const photo = await sharp({
    create: {
      width: 1024,
      height: 768,
      channels: 3,
      background: { r: 150, g: 130, b: 110 },
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.append('caption', 'Shower tile set');
  form.append('category', 'progress');
  form.append('photo', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'shower-tile.jpg');
  const uploaded = await fetch(`${s.baseUrl}/api/projects/${projectId}/photos`, { method: 'POST', body: form });
  expect(uploaded.status).toBe(201);
  const photoId = ((await uploaded.json()) as { photoId: number }).photoId;
  return { projectId, photoId };
}

describe.each([
  ['desktop', undefined],
  ['phone', PHONE],
] as const)('AI analysis tabs in the browser (%s)', (label, viewport) => {
  let s: Session & { pageErrors: string[] };
  beforeAll(async () => {
    s = await openSession(viewport);
  });
  afterAll(() => s.close());

  it('shows the profit figures, analyses a photo and builds the progress analysis, naming the engine', async () => {
    const name = `Tile Bath ${label} ${Date.now()}`;
    const { photoId } = await seed(s, name);
    await new ProjectsPage(s.page, s.baseUrl).open();
    const ai = new ProjectAnalysis(s.page, name);
    await ai.open();

    // Progress Analysis first: a photo exists but none is analysed yet.
    await ai
      .dialog()
      .getByText(/^No recent photos found for analysis\. Run Photo Analysis/)
      .waitFor();
    await screenshot(s.page, `analysis-progress-empty-${label}`);
    await ai.dialog().getByRole('button', { name: 'Open Photo Analysis' }).waitFor();

    // Profit Analysis: 5,000 of 20,000 spent → 75 % now; 50 % projected from the 10,000 estimate at completion.
    await ai.tab('Profit Analysis');
    const dialog = ai.dialog();
    await dialog.getByText('Current profit margin').waitFor();
    await expect.poll(() => dialog.getByText('75%', { exact: true }).count()).toBe(1);
    await dialog.getByText('50%', { exact: true }).waitFor();
    await dialog.getByText('Excellent', { exact: true }).waitFor();
    await dialog.getByText('10/10', { exact: true }).waitFor();
    await dialog.getByText('-16.67%', { exact: true }).waitFor(); // material 5,000 vs 6,000 estimate
    await dialog.getByText('Built-in analysis').first().waitFor();
    await screenshot(s.page, `analysis-profit-${label}`);

    // Photo Analysis: analyse the uploaded photo.
    await ai.tab('Photo Analysis');
    const card = ai.photoCard(photoId);
    await card.getByRole('button', { name: 'Analyze' }).click();
    await card.getByText(/^Work quality: Good$/).waitFor();
    await card.getByText('Built-in analysis', { exact: true }).waitFor();
    await card.getByText(/cannot judge workmanship from pixels/).waitFor();
    await screenshot(s.page, `analysis-photo-${label}`);

    // Progress Analysis now uses the stored analysis.
    await ai.tab('Progress Analysis');
    await dialog.getByText('Insufficient data', { exact: true }).waitFor();
    await dialog.getByText(/^Shower tile set · /).waitFor();
    await screenshot(s.page, `analysis-progress-${label}`);
    expect(s.pageErrors).toEqual([]);
  });
});
