import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayIso } from '../domain/dates';
import { hasHorizontalScroll, seriousAxeViolations } from './support/axe';
import { DESKTOP, openSession, PHONE, type Session, screenshot } from './support/session';

/**
 * A job's estimate revised from a past day (issue 37): the revision is recorded for the day it was made, the estimate
 * in force today stays the later one, and the WIP of a day between the two uses the revision.
 */
describe.each([
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const)('estimate revisions at %s size', (size, viewport) => {
  let s: Session;
  beforeAll(async () => {
    s = await openSession(viewport);
  });
  afterAll(() => s.close());

  it('records a back-dated revision and keeps the later estimate in force today', async () => {
    const { page, baseUrl } = s;
    const name = `Harbor Lofts ${size} ${Date.now()}`;
    const res = await page.request.post(`${baseUrl}/api/projects`, {
      data: { name, location: 'Tampa', startDate: '2026-10-01', endDate: '2027-03-31', budget: 20000 },
    });
    expect(res.status()).toBe(201);
    const id = (await res.json()).id as number;
    const terms = await page.request.put(`${baseUrl}/api/projects/${id}/billing-terms`, {
      data: {
        clientName: 'Harbor Owners',
        clientEmail: 'ap@harbor.example',
        retainagePercent: 10,
        paymentTermsDays: 30,
        estimatedTotalCost: 17000,
      },
    });
    expect(terms.status()).toBe(200);

    await page.goto(`${baseUrl}/projects/${id}?tab=billing`);
    const card = page.locator('.mantine-Card-root', { has: page.getByRole('heading', { name: 'Estimated total cost' }) });
    await card.getByText('In force today:').waitFor();
    expect(await card.innerText()).toMatch(/In force today:\s*\$17,000\.00/);

    await card.getByLabel('Effective from').fill('2026-11-15');
    await card.getByLabel('New estimated total cost').fill('18000');
    await card.getByLabel('Note').fill('Framing bid came in high');
    await card.getByRole('button', { name: 'Record revision' }).click();
    await card.getByRole('cell', { name: 'Framing bid came in high' }).waitFor();

    const rows = card.getByRole('row');
    expect(await rows.count()).toBe(3); // the header, today's estimate from the terms, the revision
    expect(await rows.nth(1).innerText()).toMatch(/\$17,000\.00/);
    expect(await rows.nth(2).innerText()).toMatch(/Nov 15, 2026[\s\S]*\$18,000\.00[\s\S]*Framing bid came in high/);
    expect(await card.innerText()).toMatch(/In force today:\s*\$17,000\.00/);

    const history = await (await page.request.get(`${baseUrl}/api/projects/${id}/estimates`)).json();
    expect(history.revisions.map((r: { effectiveDate: string }) => r.effectiveDate)).toEqual([todayIso(), '2026-11-15']);
    const wip = await (await page.request.get(`${baseUrl}/api/billing/wip?asOf=2026-11-20`)).json();
    const row = wip.rows.find((r: { projectId: number }) => r.projectId === id);
    expect(row.estimatedTotalCost).toBe(18000);

    await screenshot(page, `estimates-${size}`);
    expect(await hasHorizontalScroll(page)).toBe(false);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});
