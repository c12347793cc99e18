import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { UserError } from '../diagnostics.js';
import { operations } from './document.js';
import { operationSlug } from './operation-entry.js';
import { loadSpec } from './load-spec.js';

export interface StubResult {
  /** Files written, relative to the site folder. */
  written: string[];
  /** Navigation groups to paste into docs.json: one per tag, in the spec's order. */
  groups: { group: string; pages: string[] }[];
}

const yamlString = (text: string) => JSON.stringify(text);

/**
 * `quire openapi <spec> --out api-reference`: an MDX page per operation, whose `openapi` front
 * matter makes it an endpoint page, for sites that want to write around each endpoint. Existing
 * files are kept unless `force`. Throws UserError when the spec cannot be read or a file exists.
 */
export async function writeOperationStubs(siteDir: string, spec: string, outDir: string, { force = false } = {}): Promise<StubResult> {
  const loaded = await loadSpec(siteDir, spec);
  const folder = path.resolve(siteDir, outDir);
  const relative = path.relative(siteDir, folder).split(path.sep).join('/');
  const stubs = operations(loaded.document).map((ref) => {
    const slug = operationSlug(ref.method, ref.path);
    const summary = typeof ref.operation.summary === 'string' && ref.operation.summary.trim() ? ref.operation.summary.trim() : `${ref.method} ${ref.path}`;
    const description = typeof ref.operation.description === 'string' ? ref.operation.description.trim().split('\n')[0]!.slice(0, 160) : '';
    const front = ['---', `title: ${yamlString(summary)}`, ...(description ? [`description: ${yamlString(description)}`] : []), `openapi: ${yamlString(`${spec} ${ref.method} ${ref.path}`)}`, '---', ''];
    const tag = ref.method === 'WEBHOOK' ? 'Webhooks' : (ref.operation.tags?.find((name) => typeof name === 'string' && name.trim()) ?? 'Endpoints');
    return { file: path.join(folder, `${slug}.mdx`), page: [relative, slug].filter(Boolean).join('/'), text: front.join('\n'), tag };
  });
  const existing = force ? [] : stubs.filter((stub) => existsSync(stub.file));
  if (existing.length) {
    throw new UserError(existing.slice(0, 5).map((stub) => ({ file: path.relative(siteDir, stub.file), severity: 'error' as const, rule: 'openapi/stub-exists', message: 'This page exists already; it was not overwritten.', hint: 'Run again with --force to replace the pages, or choose another --out folder.' })));
  }
  mkdirSync(folder, { recursive: true });
  const groups = new Map<string, string[]>();
  for (const stub of stubs) {
    writeFileSync(stub.file, stub.text);
    groups.set(stub.tag, [...(groups.get(stub.tag) ?? []), stub.page]);
  }
  return { written: stubs.map((stub) => path.relative(siteDir, stub.file)), groups: [...groups].map(([group, pages]) => ({ group, pages })) };
}
