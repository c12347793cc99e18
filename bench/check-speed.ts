// `quire check` on a config of thousands of groups: it must stay well under a second.
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { runChecks } from '../src/check/run.js';

export async function measureCheck(dir: string, groups: number): Promise<{ ms: number; diagnostics: number }> {
  await rm(dir, { recursive: true, force: true });
  await mkdir(path.join(dir, 'p'), { recursive: true });
  await Promise.all(Array.from({ length: 10 }, (_, i) => writeFile(path.join(dir, 'p', `${i}.mdx`), '')));
  const navigation = Array.from({ length: groups }, (_, i) => ({
    group: `Group ${i}`,
    icon: 'book',
    pages: [`p/${i % 10}`, { group: `Inner ${i}`, pages: [`p/${(i + 1) % 10}`, i % 5 === 0 ? `missing/${i}` : `p/${i % 7}`] }],
  }));
  await writeFile(path.join(dir, 'docs.json'), JSON.stringify({ name: 'Big', navigation }, null, 2));
  const started = performance.now();
  const diagnostics = await runChecks(dir);
  return { ms: performance.now() - started, diagnostics: diagnostics.length };
}
