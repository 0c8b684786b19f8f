import { describe, expect, it } from 'vitest';
import type { Project } from '../../../domain/projects';
import { categoryColor, categoryFilterOptions, categoryLabel, categoryOptions } from './expense-category';
import { projectOptions, subcontractorOptions, withNone } from './expense-options';
import { expensePayee } from './expense-who';

const project = (id: number, name: string, isActive = true) => ({ id, name, isActive }) as Project;

describe('projectOptions', () => {
  it('sorts by name and stays flat when every project is active', () => {
    expect(projectOptions([project(2, 'roof'), project(1, 'Deck')])).toEqual([
      { value: '1', label: 'Deck' },
      { value: '2', label: 'roof' },
    ]);
  });

  it('groups inactive projects after the active ones', () => {
    expect(projectOptions([project(1, 'Old', false), project(2, 'New')])).toEqual([
      { group: 'Active', items: [{ value: '2', label: 'New' }] },
      { group: 'Inactive', items: [{ value: '1', label: 'Old' }] },
    ]);
  });
});

describe('people options', () => {
  it("puts 'None' first and shows a subcontractor's company", () => {
    const subs = [
      { id: 3, name: 'Joe', company: 'Joe Plumbing LLC' },
      { id: 4, name: 'Acme', company: 'Acme' },
    ];
    expect(withNone(subcontractorOptions(subs as never))).toEqual([
      { value: 'none', label: 'None' },
      { value: '4', label: 'Acme' },
      { value: '3', label: 'Joe (Joe Plumbing LLC)' },
    ]);
  });
});

describe('categories', () => {
  it('labels and colours known and unknown categories', () => {
    expect(categoryLabel('subcontractor')).toBe('Subcontractor');
    expect(categoryLabel('permits')).toBe('Permits & Legal');
    expect(categoryLabel('roofing')).toBe('Roofing');
    expect(categoryColor('labor')).toBe('blue');
    expect(categoryColor('roofing')).toBe('gray');
  });

  it('offers exactly the fixed list of ten categories in the form', () => {
    expect(categoryOptions().map((o) => o.value)).toEqual([
      'material',
      'labor',
      'gas',
      'fuel',
      'dining',
      'equipment',
      'subcontractor',
      'permits',
      'utilities',
      'other',
    ]);
    expect(categoryOptions().at(-3)).toEqual({ value: 'permits', label: 'Permits & Legal' });
  });

  it('offers All categories and the five filter categories', () => {
    expect(categoryFilterOptions().map((o) => o.value)).toEqual(['all', 'material', 'labor', 'gas', 'equipment', 'subcontractor']);
    // A foreman neither filters by nor records labor (issue 16).
    expect(categoryFilterOptions(false).map((o) => o.value)).toEqual(['all', 'material', 'gas', 'equipment', 'subcontractor']);
    expect(categoryOptions(false).map((o) => o.value)).not.toContain('labor');
  });
});

describe('expensePayee', () => {
  const none = { supplierName: null, employeeName: null, subcontractor: null };
  it.each([
    [{ ...none, supplierName: 'Home Depot', employeeName: 'Ann' }, 'Home Depot'],
    [{ ...none, employeeName: 'Ann' }, 'Ann'],
    [{ ...none, subcontractor: { name: 'Joe', company: 'Joe Electric' } }, 'Joe Electric'],
    [{ ...none, subcontractor: { name: 'Joe', company: null } }, 'Joe'],
    [none, null],
  ])('%j → %j', (expense, payee) => {
    expect(expensePayee(expense)).toBe(payee);
  });
});
