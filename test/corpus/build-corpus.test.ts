import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it, onTestFinished } from 'vitest';
import { renderPageDocument } from '../../src/pipeline/render-document.js';
import { RenderPool } from '../../src/pipeline/render-pool.js';
import { planSite } from '../../src/site/plan.js';
import type { Site, SitePage } from '../../src/site/types.js';

// Every real site in ../shared/corpus must build, or fail only on content that is really broken.
const root = fileURLToPath(new URL('../../', import.meta.url));
const corpus = path.resolve(root, '../shared/corpus');
const available = existsSync(corpus);
if (!available) console.warn(`skipped: the corpus build tests need ${corpus}, which does not exist here`);
const sites = available ? (await readdir(corpus, { withFileTypes: true })).filter((d) => d.isDirectory()).map((d) => d.name).sort() : [];

/** The broken content each site really has, as `file:line:column rule`. */
const BROKEN: Record<string, string[]> = {
  // `<Snippet file="api-playground/openapi.mdx">` names a snippet the repository never had.
  mintlify__docs: ['api-playground/openapi/setup.mdx:103:1 mdx/missing-import'],
};

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
  const outside = site.pages.find((p) => !p.inNavigation && !BROKEN[path.basename(site.dir)]?.some((b) => b.startsWith(p.sourcePath)));
  return [inNav[0]!, inNav[Math.floor(inNav.length / 2)]!, inNav.at(-1)!, ...(outside ? [outside] : [])];
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe.skipIf(!available)('the corpus of real sites', () => {
  for (const name of sites) {
    describe(name, () => {
      it('builds, or fails only on its really broken content, reported at file:line:column', async () => {
        const { code, stderr } = await build(name);
        const errors = [...stderr.matchAll(/^(\S+:\d+:\d+)\s+error\s+.*\s(\S+)$/gm)].map((m) => `${m[1]} ${m[2]}`);
        expect(errors, stderr).toEqual(BROKEN[name] ?? []);
        expect(code, stderr).toBe(errors.length ? 1 : 0);
        expect(stderr).not.toMatch(/\n\s+at .+:\d+:\d+\)?\n/);
        if (code === 0) {
          const written = (await readdir(path.join(work, name), { recursive: true })).filter((f) => f.endsWith('index.html'));
          // Every site answers at `/`: its index page, or a redirect to its first page (most have no index).
          const root = await readFile(path.join(work, name, 'index.html'), 'utf8');
          const redirects = root.includes('<meta http-equiv="refresh"') ? 1 : 0;
          expect(written.length).toBe(Number(/Built (\d+) pages/.exec(stderr)?.[1]) + redirects);
          expect(await readFile(path.join(work, name, 'llms.txt'), 'utf8')).toMatch(/^# \S/);
        }
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
