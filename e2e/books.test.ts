import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProjectEditor } from './pages/project-editor';
import { ProjectsPage } from './pages/projects-page';
import { SettingsPage } from './pages/settings-page';
import { openSession, type Session, screenshot } from './support/session';

describe('money that adds up, in the browser', () => {
  let s: Session & { pageErrors: string[] };
  beforeAll(async () => {
    s = await openSession();
  });
  afterAll(() => s.close());

  it('shows an advance as drawn, not as cost, and Settings → Check the books reconciles, then lists a late invoice', async () => {
    const stamp = Date.now();
    const projectName = `Dunedin porch ${stamp}`;
    const post = async (path: string, data: unknown) => {
      const res = await s.page.request.post(`${s.baseUrl}${path}`, { data });
      expect(res.status(), `${path}: ${await res.text()}`).toBeLessThan(300);
      return res.json();
    };
    const project = await post('/api/projects', { name: projectName, location: 'Dunedin', startDate: '2026-11-01', budget: 1000 });
    const employee = await post('/api/employees', { name: `Rosa Vega ${stamp}`, position: 'Carpenter', dailyRate: 180 });
    const expense = { projectId: project.id, category: 'material', description: 'Decking', amount: 100, date: '2026-11-02' };
    await post('/api/expenses', expense);
    await post('/api/payroll-advances', {
      employeeId: employee.id,
      amount: 75.25,
      reason: 'Rent',
      advanceDate: '2026-11-03',
      projectId: project.id,
      deductFromProject: true,
    });

    const projects = new ProjectsPage(s.page, s.baseUrl);
    await projects.open();
    const editor = new ProjectEditor(s.page, projectName);
    await editor.openFromCard();
    await editor.tab('Costs');
    await editor.costCard('Total').getByText('$100.00').waitFor();
    const drawn = editor.dialog().getByRole('group', { name: 'Advances drawn' });
    expect(await drawn.innerText()).toContain('$75.25');
    expect(await drawn.innerText()).toContain('1 advance paid ahead of wages');
    await editor.close();

    const settings = new SettingsPage(s.page, s.baseUrl);
    await settings.open();
    expect(await (await settings.checkBooks(/All \d+ projects? reconciles?/)).innerText()).toMatch(/Every stored total equals/);

    // A late invoice on a completed job: the archived final cost no longer matches its costs.
    await post(`/api/projects/${project.id}/move-to-completed`, { finalNotes: 'Done', customerRating: 5 });
    await post('/api/expenses', { ...expense, description: 'Late invoice', amount: 5 });
    expect(await (await settings.checkBooks('1 difference found')).innerText()).toContain('differ from a recomputation');
    const row = settings.differences().getByRole('row').filter({ hasText: projectName });
    expect(await row.innerText()).toMatch(/Archived final cost[\s\S]*\$100\.00[\s\S]*\$105\.00[\s\S]*\$5\.00/);
    await screenshot(s.page, 'settings-books-check');
    expect(s.pageErrors).toEqual([]);
  });
});
