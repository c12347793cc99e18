// Sites of one large page each, at two sizes: the cost of a page must stay linear in its size
// (issue 23). A 5 MB page once took 2.5 GB and a 100,000-row table 3.1 GB; a render thread now
// stops at 2 GB (pipeline/render-pool.ts), so what a page costs per MB decides the largest
// page Quire builds.
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Target: per MB of page, at most this many seconds and MB of peak memory above a small site's. */
export const LARGE_PAGE_TARGET = { secondsPerMb: 10, memoryMbPerMb: 300 };

export type LargePageKind = 'paragraphs' | 'table';

/** Writes a site whose one page is `kind`, about `megabytes` MB of MDX. */
export async function generateLargePage(dir: string, kind: LargePageKind, megabytes: number): Promise<void> {
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  const line = (i: number) =>
    kind === 'table' ? `| row ${i} | value ${i} | some text |\n` : `Paragraph ${i} with some **bold** text and a [link](/x) in it, long enough to be realistic.\n\n`;
  const count = Math.round((megabytes * 2 ** 20) / line(0).length);
  const head = kind === 'table' ? '| a | b | c |\n|---|---|---|\n' : '';
  await writeFile(path.join(dir, 'index.mdx'), `---\ntitle: Large\n---\n\n${head}${Array.from({ length: count }, (_, i) => line(i)).join('')}`);
  await writeFile(path.join(dir, 'docs.json'), JSON.stringify({ name: 'Large', navigation: [{ group: 'Start', pages: ['index'] }] }));
}
