// What the browser code `npm run build` made weighs, gzipped, with every chunk a file imports
// statically (esbuild's shared chunks), as a browser downloads it: the script every page loads
// stays within the 5 KB budget of a content page, and the playground, loaded only on endpoint
// pages, within 30 KB.
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { clientBytes, clientFolder } from '../../src/layout/client-files.js';

/** `name` and the files it imports statically (`import"./x.js"`, `from"./x.js"`), not its dynamic `import("./x.js")`s. */
function withStaticImports(name: string, seen = new Set<string>()): Set<string> {
  if (seen.has(name)) return seen;
  seen.add(name);
  const code = clientBytes(name).toString('utf8');
  for (const [, specifier] of code.matchAll(/(?:\bfrom|\bimport)\s*"(\.{1,2}\/[^"]+)"/g)) {
    withStaticImports(new URL(specifier!, `https://x/${name}`).pathname.slice(1), seen);
  }
  return seen;
}

const gzipped = (names: Set<string>) => [...names].reduce((total, name) => total + gzipSync(clientBytes(name), { level: 9 }).length, 0);

describe('the weight of the browser code', () => {
  it('the page script of every page, with what it imports, is at most 5 KB gzipped and does not hold the playground', () => {
    const files = withStaticImports('quire.js');
    expect(gzipped(files)).toBeLessThanOrEqual(5 * 1024);
    expect([...files].some((name) => name.includes('playground'))).toBe(false);
  });

  it('the playground, with what it imports, is at most 30 KB gzipped', () => {
    const playground = clientFolder('features').filter((name) => /^features\/playground\.[A-Z0-9]+\.js$/.test(name));
    expect(playground).toHaveLength(1);
    expect(gzipped(withStaticImports(playground[0]!))).toBeLessThanOrEqual(30 * 1024);
  });
});
