import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The folders of src/ are the stages of the pipeline: each may use the ones below it, never the
// other way round. A cycle between two folders means a concern is in the wrong place.
const src = fileURLToPath(new URL('../../src/', import.meta.url));

/** `src/site/plan.ts` → `site`; a file directly in src/ (`diagnostics.ts`) is a unit of its own. */
function unitOf(file: string): string {
  const [first, second] = path.relative(src, file).split(path.sep);
  return second === undefined ? first!.replace(/\.(tsx?|js)$/, '') : first!;
}

const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"](\.{1,2}\/[^'"]+)['"]/g;

/** Which units each unit imports (static, dynamic and type-only imports alike). */
export function folderGraph(root: string): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.tsx?$/.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const from = unitOf(file);
    const edges = graph.get(from) ?? new Set<string>();
    graph.set(from, edges);
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const target = path.resolve(path.dirname(file), specifier!);
      if (!target.startsWith(src)) continue;
      const to = unitOf(target);
      if (to !== from) edges.add(to);
    }
  }
  return graph;
}

/** Every cycle's members (Tarjan's strongly connected components of more than one unit). */
export function cycles(graph: Map<string, Set<string>>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (unit: string) => {
    index.set(unit, counter);
    low.set(unit, counter++);
    stack.push(unit);
    for (const next of graph.get(unit) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(unit, Math.min(low.get(unit)!, low.get(next)!));
      } else if (stack.includes(next)) {
        low.set(unit, Math.min(low.get(unit)!, index.get(next)!));
      }
    }
    if (low.get(unit) === index.get(unit)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        component.push(member);
      } while (member !== unit);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const unit of graph.keys()) if (!index.has(unit)) visit(unit);
  return found;
}

describe('the folders of src/', () => {
  it('import each other without cycles', () => {
    const graph = folderGraph(src);
    expect(graph.size).toBeGreaterThan(8);
    expect(cycles(graph).map((cycle) => cycle.join(' ↔ '))).toEqual([]);
  });

  it('cache/ is a leaf: it imports nothing of Quire but the helpers that know nothing of Quire', () => {
    expect([...(folderGraph(src).get('cache') ?? [])].filter((unit) => unit !== 'diagnostics' && unit !== 'util')).toEqual([]);
  });

  it('util/ knows nothing of Quire: it imports no other folder', () => {
    expect([...(folderGraph(src).get('util') ?? [])]).toEqual([]);
  });

  it('finds a cycle when there is one', () => {
    const graph = new Map([
      ['site', new Set(['cache', 'config'])],
      ['cache', new Set(['site'])],
      ['config', new Set<string>()],
    ]);
    expect(cycles(graph)).toEqual([['cache', 'site']]);
  });
});
