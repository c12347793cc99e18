import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it, onTestFinished } from 'vitest';
import { renderPageDocument } from '../../src/pipeline/render-document.js';
import { RenderPool } from '../../src/pipeline/render-pool.js';
import { planSite } from '../../src/site/plan.js';
import type { Site, SitePage } from '../../src/site/types.js';
import { corpus, corpusAvailable, corpusSites, root } from '../support/corpus.js';

// The corpus gate: every real site in ../shared/corpus builds unchanged, as Mintlify published
// it, and renders every navigation page whose file exists. What Quire leaves out is a warning,
// counted by rule and printed, so a change that adds noise shows.
const sites = await corpusSites('corpus build tests');
const available = corpusAvailable;

const run = promisify(execFile);
const work = await mkdtemp(path.join(os.tmpdir(), 'quire-corpus-'));
afterAll(() => rm(work, { recursive: true, force: true }));

async function build(site: string): Promise<{ code: number; stderr: string }> {
  const args = [path.join(root, 'bin/quire.js'), 'build', path.join(corpus, site), '--out', path.join(work, site)];
  try {
    return { code: 0, stderr: (await run(process.execPath, args, { maxBuffer: 1 << 24 })).stderr };
  } catch (error) {
    const failed = error as { code: number; stderr: string };
    return { code: failed.code, stderr: failed.stderr };
  }
}

/** A few pages a reader would open: the first in navigation, one deep in it, and one outside it. */
function samples(site: Site): SitePage[] {
  const inNav = site.pages.filter((p) => p.inNavigation);
  const outside = site.pages.find((p) => !p.inNavigation);
  return [inNav[0]!, inNav[Math.floor(inNav.length / 2)]!, inNav.at(-1)!, ...(outside ? [outside] : [])];
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe.skipIf(!available)('the corpus of real sites', () => {
  for (const name of sites) {
    describe(name, () => {
      it('builds unchanged, writing every navigation page whose file exists; what it leaves out are warnings', async () => {
        const { code, stderr } = await build(name);
        expect(stderr).not.toMatch(/\n\s+at .+:\d+:\d+\)?\n/);
        expect(code, stderr).toBe(0);
        const warnings = new Map<string, number>();
        for (const [, rule] of stderr.matchAll(/^\S+\s+warning\s+.*\s(\S+)$/gm)) warnings.set(rule!, (warnings.get(rule!) ?? 0) + 1);
        console.log(`${name}: ${[...warnings].sort().map(([rule, count]) => `${rule} ${count}`).join(', ') || 'no warnings'}`);

        const { site } = await planSite(path.join(corpus, name));
        const missing = site!.pages.filter((page) => page.inNavigation && !existsSync(path.join(work, name, page.route, 'index.html')));
        expect(missing.map((page) => page.sourcePath)).toEqual([]);
        // Every site answers at `/`: its index page, or a redirect to its first page (most have no
        // index). Besides the pages, the build writes only redirect pages (`redirects`).
        expect(await readFile(path.join(work, name, 'index.html'), 'utf8')).toMatch(/<html/);
        const written = (await readdir(path.join(work, name), { recursive: true })).filter((f) => f.endsWith('index.html'));
        const isRedirect = async (file: string) => (await readFile(path.join(work, name, file), 'utf8')).includes('<meta http-equiv="refresh"');
        const pagesWritten = (await Promise.all(written.map(isRedirect))).filter((redirect) => !redirect).length;
        // A page at a redirect's source is replaced by the redirect, as on Mintlify (a warning each),
        // and a page standing for an address elsewhere (`url` front matter) is a redirect there.
        const linksOut = site!.pages.filter((page) => page.externalUrl).length;
        expect(pagesWritten).toBe(Number(/Built (\d+) pages/.exec(stderr)?.[1]) - (warnings.get('redirect/source-is-page') ?? 0) - linksOut);
        expect(await readFile(path.join(work, name, 'llms.txt'), 'utf8')).toMatch(/^# \S/);
      });

      it('renders sample pages with their title, sidebar state and headings', async () => {
        const { site } = await planSite(path.join(corpus, name));
        expect(site).toBeDefined();
        const pool = new RenderPool();
        onTestFinished(() => pool.close());
        for (const page of samples(site!)) {
          const { html } = await renderPageDocument(site!, page, pool);
          expect(html, page.sourcePath).toContain(`<title>${escapeHtml(page.title)} - ${escapeHtml(site!.config.name)}</title>`);
          expect(html).toMatch(/<h1[^>]*>/);
          const href = escapeRegExp(`href="${page.route}"`);
          if (page.inNavigation) expect(html, page.sourcePath).toMatch(new RegExp(`${href}[^>]*aria-current="page"|aria-current="page"[^>]*${href}`));
          const source = await readFile(page.source.file, 'utf8');
          const heading = /^## +([A-Za-z][\w ,'-]*)$/m.exec(source.replace(/```[\s\S]*?```/g, ''))?.[1];
          if (heading) expect(html, `${page.sourcePath}: ## ${heading}`).toMatch(new RegExp(`<h2[^>]* id="[^"]+"[^>]*>[\\s\\S]*?${escapeRegExp(heading.trim())}`));
        }
      });
    });
  }
});
