import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SettingsPage } from './pages/settings-page';
import { seriousAxeViolations } from './support/axe';
import { openSession, type Session, screenshot } from './support/session';

// Issue 39 scope 6: the address search goes through the server, off unless the owner turns it on in Settings.
describe('address search in the project form', () => {
  let s: Session & { pageErrors: string[] };
  const nominatim: string[] = [];
  beforeAll(async () => {
    s = await openSession();
    // The browser never asks a geocoder itself: any request to one is recorded (and fails the test).
    s.page.on('request', (r) => {
      if (/nominatim|openstreetmap/i.test(r.url())) nominatim.push(r.url());
    });
  });
  afterAll(async () => {
    await s.page.request.put(`${s.baseUrl}/api/geocoding/settings`, { data: { enabled: false } });
    await s.close();
  });

  const newProjectDialog = async () => {
    await s.page.goto(`${s.baseUrl}/projects`);
    await s.page.getByRole('button', { name: 'New Project' }).click();
    const dialog = s.page.getByRole('dialog', { name: 'New Project' });
    await dialog.waitFor();
    return dialog;
  };

  it('says it is off by default, and offers the search once the owner switches it on in Settings', async () => {
    const off = await newProjectDialog();
    await off.getByText('Address search is off (Settings → Address search)').waitFor();
    expect(await off.getByRole('combobox', { name: 'Address search' }).count()).toBe(0);
    expect(await seriousAxeViolations(s.page)).toEqual([]);

    const settings = new SettingsPage(s.page, s.baseUrl);
    await settings.open();
    const card = s.page.getByRole('region', { name: 'Address search' });
    const toggle = card.getByRole('switch', { name: 'Search addresses with OpenStreetMap Nominatim' });
    expect(await toggle.isChecked()).toBe(false);
    await toggle.check();
    await expect.poll(async () => (await (await s.page.request.get(`${s.baseUrl}/api/geocoding/settings`)).json()).enabled).toBe(true);
    await card.scrollIntoViewIfNeeded();
    await screenshot(s.page, 'settings-address-search-on');
    expect(await seriousAxeViolations(s.page)).toEqual([]);

    const on = await newProjectDialog();
    await on.getByRole('combobox', { name: 'Address search' }).waitFor();
    expect(await on.getByText('Address search is off', { exact: false }).count()).toBe(0);
    expect(nominatim).toEqual([]);
    expect(s.pageErrors).toEqual([]);
  });
});
