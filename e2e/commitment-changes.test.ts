import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIso } from '../domain/dates';
import { pickOption } from './pages/select';
import { hasHorizontalScroll, seriousAxeViolations } from './support/axe';
import { openSession, PHONE, type Session, screenshot } from './support/session';

type Opened = Session & { pageErrors: string[] };
const today = todayIso();

/**
 * A subcontract's life on the Job cost tab (issue 42): a change order to it, a bill that keeps its retainage back
 * (shown before it is recorded and held on the subcontract after), and the WIP's estimated total cost set from the
 * job cost's estimate at completion, as a revision dated today.
 */
describe('a subcontract with a change order and retainage, and the WIP estimate from the job cost', () => {
  let s: Opened;
  beforeAll(async () => {
    s = await openSession();
  });
  afterAll(() => s.close());

  it('adds a change order, records a bill with its retainage and sets the WIP estimate (1280 and 390 px)', async () => {
    const stamp = Date.now();
    const post = async (path: string, data: unknown) => {
      const res = await s.page.request.post(`${s.baseUrl}${path}`, { data });
      expect(res.status()).toBe(201);
      return (await res.json()) as { id: number; lines: { id: number }[] };
    };
    const project = await post('/api/projects', {
      name: `Bath ${stamp}`,
      location: 'Tampa',
      startDate: addDays(today, -10),
      budget: 40000,
    });
    const sub = await post('/api/subcontractors', { name: `Pat ${stamp}`, company: `Pat Plumbing ${stamp}`, specialty: 'Plumbing' });
    const lines = await s.page.request.put(`${s.baseUrl}/api/projects/${project.id}/budget-lines`, {
      data: {
        lines: [
          { costCode: '22', budget: 15000 },
          { costCode: '00', budget: 25000 },
        ],
      },
    });
    expect(lines.status()).toBe(200);
    const number = `SC-${stamp}`;
    await post('/api/commitments', {
      projectId: project.id,
      type: 'subcontract',
      subcontractorId: sub.id,
      number,
      retainage: 10,
      lines: [{ costCode: '22', description: 'Rough-in', amount: 12000 }],
    });
    await s.page.goto(`${s.baseUrl}/projects/${project.id}?tab=job-cost`);
    await s.page.getByRole('cell', { name: number }).first().waitFor();

    // A change order: its own line, committed at once.
    await s.page.getByRole('button', { name: `Add a change order to ${number}` }).click();
    const change = s.page.getByRole('dialog', { name: `Change order to ${number}` });
    await pickOption(s.page, change.getByRole('combobox', { name: /^Cost code/ }), '22 Plumbing');
    await change.getByLabel(/^Amount/).fill('1500');
    await change.getByLabel(/^What changed/).fill('Second bathroom rough-in');
    await screenshot(s.page, 'commitment-change-order-1280');
    expect(await seriousAxeViolations(s.page)).toEqual([]);
    await change.getByRole('button', { name: 'Add change order' }).click();
    await change.waitFor({ state: 'hidden' });
    await s.page.getByRole('row').filter({ hasText: number }).getByText('$13,500.00').first().waitFor();
    const saved = await (await s.page.request.get(`${s.baseUrl}/api/commitments?projectId=${project.id}`)).json();
    expect(saved[0]).toMatchObject({ amount: 13500, open: 13500 });

    // A bill of $1,234.55: 10 % retainage is $123.46 (to the cent), pay $1,111.09 now.
    await s.page.getByRole('button', { name: `Record bill on ${number}` }).click();
    const bill = s.page.getByRole('dialog', { name: `Record a bill on ${number}` });
    await pickOption(s.page, bill.getByRole('combobox', { name: /^Line/ }), '22 Rough-in ($12,000.00 open)');
    await bill.getByLabel(/^Amount/).fill('1234.55');
    await bill.getByText('10 % retainage held: $123.46 · pay $1,111.09 now', { exact: false }).waitFor();
    await bill.getByRole('button', { name: 'Record bill' }).click();
    await bill.waitFor({ state: 'hidden' });
    await s.page.getByText('$123.46 retainage held').waitFor();

    // The WIP's estimate: none yet; the job cost's estimate at completion is the revised budget, $40,000 (the
    // plumbing line's $13,500 committed is within its $15,000).
    await expect.poll(() => s.page.getByTestId('wip-estimate-current').innerText()).toBe('None entered');
    expect(await s.page.getByTestId('wip-estimate-job-cost').innerText()).toBe('$40,000.00');
    await screenshot(s.page, 'job-cost-wip-estimate-1280');
    expect(await hasHorizontalScroll(s.page)).toBe(false);
    expect(await seriousAxeViolations(s.page)).toEqual([]);
    await s.page.getByRole('button', { name: 'Use $40,000.00 from today' }).click();
    await s.page.getByText('The WIP uses the job cost’s estimate').waitFor();
    expect(await s.page.getByTestId('wip-estimate-current').innerText()).toBe('$40,000.00');
    const history = await (await s.page.request.get(`${s.baseUrl}/api/projects/${project.id}/estimates`)).json();
    expect(history.revisions[0]).toMatchObject({
      effectiveDate: today,
      estimatedTotalCost: 40000,
      note: 'Estimate at completion from the job cost',
    });

    const phone = await openSession(PHONE);
    try {
      await phone.page.goto(`${phone.baseUrl}/projects/${project.id}?tab=job-cost`);
      await phone.page.getByText(`retainage held $123.46`, { exact: false }).waitFor();
      await phone.page.getByText('The WIP uses the job cost’s estimate').waitFor();
      await screenshot(phone.page, 'job-cost-wip-estimate-390');
      expect(await hasHorizontalScroll(phone.page)).toBe(false);
      expect(await seriousAxeViolations(phone.page)).toEqual([]);
      expect(phone.pageErrors).toEqual([]);
    } finally {
      await phone.close();
    }
    expect(s.pageErrors).toEqual([]);
  });
});
