import { describe, expect, it } from 'vitest';
import { groupModules, staticClosure } from './vite-chunk-groups.mjs';

// A small app: the entry (main) runs the shell, which uses react and the UI kit; three screens share some app
// modules; one needs a form library the shell does not load.
const lib = (name: string) => `/app/node_modules/${name}/index.js`;
const graph: Record<string, string[]> = {
  '/app/client/main.tsx': ['/app/client/shell.tsx', lib('react')],
  '/app/client/shell.tsx': [lib('ui-kit'), '/app/client/wording.ts'],
  [lib('ui-kit')]: [lib('react'), lib('ui-kit-select')],
  [lib('react')]: [],
  [lib('ui-kit-select')]: [],
  '/app/client/wording.ts': [],
  '/app/client/dashboard.tsx': ['/app/client/money.ts', '/app/client/list.tsx', lib('ui-kit')],
  '/app/client/projects.tsx': ['/app/client/money.ts', '/app/client/list.tsx', '/app/client/wording.ts'],
  '/app/client/payroll.tsx': ['/app/client/money.ts', '/app/client/date-field.tsx', '/app/client/payroll-only.ts'],
  '/app/client/settings.tsx': ['/app/client/date-field.tsx', lib('charts')],
  '/app/client/money.ts': [],
  '/app/client/list.tsx': [lib('ui-kit-select')],
  '/app/client/date-field.tsx': [lib('date-picker')],
  '/app/client/payroll-only.ts': [],
  [lib('date-picker')]: [],
  [lib('charts')]: [],
};
const importsOf = (id: string) => graph[id] ?? [];
const screens = ['/app/client/dashboard.tsx', '/app/client/projects.tsx', '/app/client/payroll.tsx', '/app/client/settings.tsx'];

describe('chunk groups (scripts/vite-chunk-groups.mjs)', () => {
  it('follows static imports only, each module once', () => {
    expect([...staticClosure('/app/client/shell.tsx', importsOf)].sort()).toEqual(
      ['/app/client/shell.tsx', '/app/client/wording.ts', lib('react'), lib('ui-kit'), lib('ui-kit-select')].sort(),
    );
  });

  it("puts the shell's libraries in vendor, and the app modules two or more screens share in shared", () => {
    const { vendor, shared } = groupModules({ entries: ['/app/client/main.tsx'], screens, importsOf, minScreens: 2 });
    expect([...vendor].sort()).toEqual([lib('react'), lib('ui-kit'), lib('ui-kit-select')].sort());
    // money.ts and list.tsx are shared; wording.ts is the shell's own (already in the entry); a screen is never
    // shared; payroll-only.ts has one user; date-field.tsx needs a library the shell does not load, so it stays
    // with the screens that use it instead of dragging the date picker into every first load.
    expect([...shared].sort()).toEqual(['/app/client/list.tsx', '/app/client/money.ts']);
    expect(vendor.has(lib('date-picker')) || vendor.has(lib('charts'))).toBe(false);
  });

  it('asks for more sharing when minScreens is higher', () => {
    const { shared } = groupModules({ entries: ['/app/client/main.tsx'], screens, importsOf, minScreens: 3 });
    expect([...shared]).toEqual(['/app/client/money.ts']);
  });
});
