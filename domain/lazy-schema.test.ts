import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { deferredSchema, lazySchema } from './lazy-schema';

describe('deferredSchema (the stand-in a browser gets)', () => {
  it('builds the schema on first use, once, and then behaves as it', () => {
    let builds = 0;
    const person = deferredSchema(() => {
      builds += 1;
      return z.object({ id: z.number().int(), name: z.string().min(1, 'Name is required') });
    });
    const list = z.array(person);
    expect(builds).toBe(0);

    expect(list.safeParse([{ id: 1, name: 'Ana' }]).success).toBe(true);
    expect(list.safeParse([{ id: 1.5, name: 'Ana' }]).success).toBe(false);
    expect(person.safeParse({ id: 1, name: '' }).error?.issues[0]?.message).toBe('Name is required');
    expect(person.parse({ id: 2, name: 'Bo', extra: true })).toEqual({ id: 2, name: 'Bo' });
    expect(builds).toBe(1);

    expect(person instanceof z.ZodObject).toBe(true);
    expect('shape' in person).toBe(true);
    expect(Object.keys(person.shape)).toEqual(['id', 'name']);
    expect(builds).toBe(1);
  });

  it('derives schemas from a lazy one (extend, pick, optional) and inside unions and JSON Schema', () => {
    const base = deferredSchema(() => z.object({ id: z.number().int(), name: z.string() }));
    const extended = deferredSchema(() => base.extend({ note: z.string().nullable() }));
    const picked = deferredSchema(() => base.pick({ id: true }));
    const union = z.discriminatedUnion('kind', [
      deferredSchema(() => z.object({ kind: z.literal('a'), a: z.number() })),
      z.object({ kind: z.literal('b') }),
    ]);
    const parent = z.object({ child: base.optional() });

    expect(extended.parse({ id: 1, name: 'x', note: null })).toEqual({ id: 1, name: 'x', note: null });
    expect(picked.parse({ id: 3, name: 'dropped' })).toEqual({ id: 3 });
    expect(union.parse({ kind: 'a', a: 1 })).toEqual({ kind: 'a', a: 1 });
    expect(union.safeParse({ kind: 'c' }).success).toBe(false);
    expect(parent.parse({})).toEqual({});
    expect(z.toJSONSchema(parent)).toMatchObject({ properties: { child: { type: 'object', required: ['id', 'name'] } } });
  });

  it('stands for a plain object of schemas (a shape spread into several schemas)', () => {
    const fields = deferredSchema(() => ({ name: z.string().min(1), city: z.string().nullable() }));
    const input = deferredSchema(() => z.object({ ...fields, extra: z.boolean() }));
    expect(input.parse({ name: 'a', city: null, extra: true })).toEqual({ name: 'a', city: null, extra: true });
    expect(Object.keys(fields)).toEqual(['name', 'city']);
  });
});

describe('lazySchema', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  it("builds at once outside a browser (the server): the schema is zod's own, with no stand-in to read through", () => {
    let builds = 0;
    const real = z.object({ id: z.number() });
    const schema = lazySchema(() => {
      builds += 1;
      return real;
    });
    expect(builds).toBe(1);
    expect(schema).toBe(real);
  });

  it('defers in a browser until the schema is first read', async () => {
    vi.stubGlobal('document', {});
    vi.resetModules();
    const browser = await import('./lazy-schema');
    let builds = 0;
    const schema = browser.lazySchema(() => {
      builds += 1;
      return z.object({ id: z.number() });
    });
    expect(builds).toBe(0);
    expect(schema.parse({ id: 1 })).toEqual({ id: 1 });
    expect(builds).toBe(1);
  });
});

/**
 * The rule the first load relies on (docs/decisions/043-production-start-and-the-clients-assets.md, "Schemas built on first use"):
 * no module of domain/ builds a zod schema when it loads. A top-level declaration that calls `z.…` or derives from another schema
 * (`fooSchema.extend(…)`) outside `lazySchema(() => …)` is listed here; so is such a schema written straight into
 * an endpoint's contract.
 */
describe('domain/ builds no schema at module load', () => {
  const domainDir = path.dirname(new URL(import.meta.url).pathname);
  const files = fs
    .readdirSync(domainDir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !f.split(path.sep).includes('test'));

  /** Calls that build a schema: rooted in `z`, or a method of an identifier named …Schema. */
  function buildsSchema(node: ts.CallExpression): boolean {
    let callee: ts.Expression = node.expression;
    while (ts.isPropertyAccessExpression(callee) || ts.isCallExpression(callee)) callee = callee.expression;
    if (!ts.isIdentifier(callee)) return false;
    if (callee.text === 'z') return true;
    return /Schema$/.test(callee.text) && ts.isPropertyAccessExpression(node.expression);
  }

  function eagerCalls(node: ts.Node, source: ts.SourceFile, found: string[]): void {
    if (ts.isArrowFunction(node) || ts.isFunctionExpression(node) || ts.isFunctionDeclaration(node)) return;
    if (ts.isCallExpression(node)) {
      if (ts.isIdentifier(node.expression) && node.expression.text === 'lazySchema') return;
      if (buildsSchema(node)) {
        const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
        found.push(`line ${line + 1}: ${node.getText(source).slice(0, 60)}`);
        return;
      }
    }
    ts.forEachChild(node, (child) => eagerCalls(child, source, found));
  }

  it.each(files)('%s', (file) => {
    const text = fs.readFileSync(path.join(domainDir, file), 'utf8');
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
    const found: string[] = [];
    for (const statement of source.statements) {
      if (ts.isVariableStatement(statement) || ts.isExpressionStatement(statement) || ts.isExportAssignment(statement)) {
        eagerCalls(statement, source, found);
      }
    }
    expect(found, 'wrap these in lazySchema(() => …)').toEqual([]);
  });
});
