// Page weight of a plain content page of docs/: gzipped HTML, and the JS and CSS it loads. The JS
// counts the page script and the features it imports on this page (client/features.ts): those
// whose marker the page's HTML has. The font it preloads is counted apart, as it is (woff2 is
// compressed already), since a site's own `font` replaces it.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const gz = (buffer: Buffer): number => gzipSync(buffer, { level: 9 }).length;

/** Feature files a page loads: each `[marker, () => import("./features/x.js")]` of the page script whose marker attribute the page has. */
function featuresLoaded(pageScript: string, html: string): string[] {
  return [...pageScript.matchAll(/\["\[([\w-]+)\]",\s*\(\)\s*=>\s*import\("\.\/(features\/[^"]+\.js)"\)\]/g)].filter(([, attribute]) => html.includes(` ${attribute}=`)).map(([, , file]) => file!);
}

export async function pageWeight(outDir: string, route: string): Promise<{ html: number; js: number; css: number; font: number; features: string[] }> {
  const html = await readFile(path.join(outDir, route, 'index.html'));
  const refs = [...html.toString().matchAll(/(?:src|href)="(\/_quire\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]!);
  const sizes = { html: gz(html), js: 0, css: 0, font: 0, features: [] as string[] };
  for (const [, font] of html.toString().matchAll(/<link rel="preload" href="(\/_quire\/[^"]+\.woff2)"/g)) sizes.font += (await readFile(path.join(outDir, font!))).length;
  for (const ref of new Set(refs)) {
    const body = await readFile(path.join(outDir, ref));
    sizes[ref.endsWith('.js') ? 'js' : 'css'] += gz(body);
    if (/^\/_quire\/quire\.[0-9a-f]+\.js$/.test(ref)) sizes.features = featuresLoaded(body.toString(), html.toString());
  }
  // A feature's code, and the chunks it imports statically (esbuild's shared chunks), each once.
  const counted = new Set<string>();
  const count = async (file: string): Promise<void> => {
    if (counted.has(file)) return;
    counted.add(file);
    const body = await readFile(path.join(outDir, '_quire', file));
    sizes.js += gz(body);
    for (const [, specifier] of body.toString().matchAll(/(?:\bfrom|\bimport)\s*"(\.{1,2}\/[^"]+)"/g)) await count(path.posix.join(path.posix.dirname(file), specifier!));
  };
  for (const feature of sizes.features) await count(feature);
  return sizes;
}
