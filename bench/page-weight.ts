// Page weight of a plain content page of docs/: gzipped HTML, and the JS and CSS it loads.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const gz = (buffer: Buffer): number => gzipSync(buffer, { level: 9 }).length;

export async function pageWeight(outDir: string, route: string): Promise<{ html: number; js: number; css: number }> {
  const html = await readFile(path.join(outDir, route, 'index.html'));
  const refs = [...html.toString().matchAll(/(?:src|href)="(\/_quire\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]!);
  const sizes = { html: gz(html), js: 0, css: 0 };
  for (const ref of new Set(refs)) {
    const body = await readFile(path.join(outDir, ref));
    sizes[ref.endsWith('.js') ? 'js' : 'css'] += gz(body);
  }
  return sizes;
}
