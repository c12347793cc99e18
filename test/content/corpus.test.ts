import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { isUserError, location } from '../../src/diagnostics.js';
import { renderPage } from '../../src/content/render-page.js';

const corpus = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../shared/corpus');

/** Pages of a site: every .md/.mdx outside snippet folders, except repository meta files. */
function pages(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir)) {
    if (entry.startsWith('.') || entry === 'node_modules' || entry === 'snippets' || entry === '_snippets') continue;
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) pages(full, out);
    else if (/\.mdx?$/.test(entry) && !/^(README|CHANGELOG|LICENSE|CONTRIBUTING)/i.test(entry)) out.push(full);
  }
  return out;
}

// Content that is really broken in these sites; the renderer must say where, and render the rest.
const knownBroken: Record<string, string[]> = {
  'hoppscotch__docs': [],
  // Its missing `<Snippet>` is left out with a warning, as Mintlify did.
  'mintlify__docs': [],
};

describe.skipIf(!existsSync(corpus))('renders every page of real sites', () => {
  if (!existsSync(corpus)) console.log(`Corpus not found at ${corpus}; skipping the corpus tests.`);

  it.each(Object.keys(knownBroken))('%s', async (site) => {
    const siteDir = path.join(corpus, site);
    const failed: string[] = [];
    const files = pages(siteDir);
    const start = performance.now();
    for (const file of files) {
      try {
        const page = await renderPage({ file, siteDir });
        expect(typeof page.html).toBe('string');
      } catch (error) {
        if (!isUserError(error)) throw error;
        for (const d of error.diagnostics) {
          expect(d.file).toBe(path.relative(siteDir, file));
          console.log(`${site}: ${location(d)}  ${d.message}`);
        }
        failed.push(path.relative(siteDir, file));
      }
    }
    console.log(`${site}: ${files.length} pages in ${(performance.now() - start).toFixed(0)} ms (cold process)`);
    expect(failed).toEqual(knownBroken[site]);
  });
});
