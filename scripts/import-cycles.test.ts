import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importCycles, importGraph, sourceFiles } from './import-cycles';

const root = path.resolve(import.meta.dirname, '..');

describe('import circles', () => {
  it('finds none in server/, client/ or domain/ (type-only imports count)', () => {
    const graph = importGraph(sourceFiles(root, ['server', 'client', 'domain']));
    expect(graph.size).toBeGreaterThan(100);
    const cycles = importCycles(graph).map((group) => group.map((file) => path.relative(root, file)));
    expect(cycles).toEqual([]);
  });

  it('reports a circle through a type-only import, and a file importing itself', () => {
    const graph = new Map([
      ['/app.ts', ['/routes.ts']],
      ['/routes.ts', ['/service.ts']],
      ['/service.ts', ['/app.ts']],
      ['/leaf.ts', []],
      ['/self.ts', ['/self.ts']],
    ]);
    expect(importCycles(graph)).toEqual([['/app.ts', '/routes.ts', '/service.ts'], ['/self.ts']]);
  });

  it('sees type-only imports when it builds the graph', () => {
    // server/app.ts imports the feature routes; a `import type` back to it would be a circle.
    const graph = importGraph(sourceFiles(root, ['server']));
    const app = path.join(root, 'server/app.ts');
    const context = path.join(root, 'server/context.ts');
    expect(graph.get(app)).toContain(context);
    // server/features/receipts/service.ts has only `import type { AppContext }` from the context.
    expect(graph.get(path.join(root, 'server/features/receipts/service.ts'))).toContain(context);
  });
});
