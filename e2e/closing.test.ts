import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ClosingCard } from './pages/closing-card';
import { hasHorizontalScroll, seriousAxeViolations } from './support/axe';
import { openSession, PHONE, type Session, screenshot } from './support/session';

// Issue 37: closing the books in Settings, and the 409 of an expense edit in the closed period shown in the form.
// The browser tests share one server: the period closed here is 2019 (no other test dates anything there), and it
// is reopened at the end.
describe('Closing the books, in the browser', () => {
  let s: Session & { pageErrors: string[] };
  beforeAll(async () => {
    s = await openSession();
  });
  afterAll(async () => {
    const periods = await (await s.page.request.get(`${s.baseUrl}/api/accounting/periods`)).json();
    if (periods.closedThrough)
      await s.page.request.post(`${s.baseUrl}/api/accounting/periods/reopen`, {
        data: { through: null, reason: 'End of the browser test' },
      });
    await s.close();
  });

  it('closes through Dec 31, 2019, refuses an edit of a Dec 15, 2019 expense with the server’s message, and reopens with a reason', async () => {
    const stamp = `Ledger${Date.now()}`;
    const post = async (path: string, data: unknown) => {
      const res = await s.page.request.post(`${s.baseUrl}${path}`, { data });
      expect(res.status(), `${path}: ${await res.text()}`).toBeLessThan(300);
      return res.json();
    };
    const project = await post('/api/projects', { name: `${stamp} attic`, location: 'Tampa', startDate: '2019-12-01', budget: 8000 });
    await post('/api/expenses', {
      projectId: project.id,
      category: 'material',
      description: `${stamp} insulation`,
      amount: 640,
      date: '2019-12-15',
    });

    const closing = new ClosingCard(s.page, s.baseUrl);
    await closing.open();
    await closing.state('No period is closed');
    await closing.closeThrough('12/31/2019');
    await closing.state('The books are closed through Dec 31, 2019.');
    expect(await closing.history().innerText()).toMatch(/Closed[\s\S]*Dec 31, 2019/);
    expect(await seriousAxeViolations(s.page)).toEqual([]);
    await screenshot(s.page, 'settings-closing-desktop');

    await s.page.goto(`${s.baseUrl}/expenses?search=${stamp}`);
    await s.page.getByRole('button', { name: `Edit ${stamp} insulation` }).click();
    const dialog = s.page.getByRole('dialog');
    const amount = dialog.getByRole('textbox', { name: 'Amount' });
    await amount.fill('700');
    await dialog.getByRole('button', { name: 'Update Expense' }).click();
    const refusal = dialog.getByRole('alert').filter({ hasText: 'The expense was not updated' });
    await refusal.waitFor();
    expect(await refusal.innerText()).toContain(
      'The books are closed through Dec 31, 2019: this expense dated Dec 15, 2019 cannot be changed. Reopen the period in Settings → Accounting, or record a correction dated in an open period.',
    );
    expect(await seriousAxeViolations(s.page)).toEqual([]);
    await screenshot(s.page, 'expense-closed-period-desktop');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    // Nothing changed: the expense is still $640.00.
    const expenses = await (await s.page.request.get(`${s.baseUrl}/api/expenses?search=${stamp}`)).json();
    expect(expenses.map((e: { amount: number }) => e.amount)).toEqual([640]);

    // At 390 px: the card fits the phone, and the owner reopens with a reason.
    await s.page.setViewportSize(PHONE);
    await closing.open();
    await closing.state('The books are closed through Dec 31, 2019.');
    expect(await hasHorizontalScroll(s.page)).toBe(false);
    expect(await seriousAxeViolations(s.page)).toEqual([]);
    await screenshot(s.page, 'settings-closing-phone');
    await closing.reopen('Insulation invoice was entered at the wrong price');
    await closing.state('No period is closed');
    expect(await closing.history().innerText()).toContain('Insulation invoice was entered at the wrong price');
    expect(await seriousAxeViolations(s.page)).toEqual([]);
    expect(s.pageErrors).toEqual([]);
  });
});
