import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Element, Nodes } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../src/publish/build-site.js';
import { writeSite } from '../support/write-site.js';
import { REPO_ROOT } from '../e2e/docs-site.js';

/* What `quire build` writes for AI tools, checked on docs/: llms.txt, llms-full.txt and the Markdown twins. */

let work: string;
let out: string;
let routes: string[];
beforeAll(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), 'quire-ai-'));
  out = path.join(work, 'docs');
  const result = await buildSite(path.join(REPO_ROOT, 'docs'), { outDir: out, siteUrl: 'https://quire.dev' });
  expect(result.ok, JSON.stringify(result.diagnostics)).toBe(true);
  const sitemap = await readFile(path.join(out, 'sitemap.xml'), 'utf8');
  routes = [...sitemap.matchAll(/<loc>https:\/\/quire\.dev([^<]*)<\/loc>/g)].map(([, route]) => route || '/');
}, 120_000);
afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

const read = (file: string) => readFile(path.join(out, file), 'utf8');
const twinFile = (route: string) => (route === '/' ? 'index.md' : `${route.slice(1)}.md`);

/** llms.txt's grammar (llmstxt.org): an H1, an optional blockquote, then H2 sections of link lists. */
function parseLlmsTxt(text: string): { title: string; summary?: string; sections: Map<string, { name: string; url: string; notes?: string }[]> } {
  const lines = text.trimEnd().split('\n');
  const title = /^# (.+)$/.exec(lines[0]!)?.[1];
  if (!title) throw new Error(`the first line is not an H1: ${lines[0]}`);
  let at = 1;
  while (lines[at] === '') at++;
  const summary = /^> (.+)$/.exec(lines[at] ?? '')?.[1];
  if (summary) at++;
  const sections = new Map<string, { name: string; url: string; notes?: string }[]>();
  let current: { name: string; url: string; notes?: string }[] | undefined;
  for (const line of lines.slice(at)) {
    if (line === '') continue;
    const heading = /^## (.+)$/.exec(line);
    if (heading) {
      if (sections.has(heading[1]!)) throw new Error(`section ${heading[1]} twice`);
      sections.set(heading[1]!, (current = []));
      continue;
    }
    const item = /^- \[((?:[^\]\\]|\\.)+)\]\(([^)\s]+)\)(?:: (.+))?$/.exec(line);
    if (!item || !current) throw new Error(`not a link list item of a section: ${line}`);
    current.push({ name: item[1]!, url: item[2]!, ...(item[3] ? { notes: item[3] } : {}) });
  }
  return { title, summary, sections };
}

/** The words a reader sees in a page's content: no icons, buttons or text hidden from readers. */
function visibleWords(html: string): Set<string> {
  // From the content's start to the first of what follows it in the article.
  const content = /<div class="q-content">([\s\S]*?)<\/div>(?=<div[^>]*class="q-(?:rating|feedback)"|<nav[^>]*class="q-pager"|<\/article>)/.exec(html)?.[1] ?? '';
  const words = new Set<string>();
  const walk = (node: Nodes) => {
    if (node.type === 'text') for (const word of node.value.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []) words.add(word);
    if (node.type !== 'element' && node.type !== 'root') return;
    if (node.type === 'element') {
      const element = node as Element;
      if (['svg', 'button', 'template', 'style', 'script'].includes(element.tagName) || element.properties.ariaHidden === 'true' || element.properties.hidden) return;
      // A code block's header names its language ("JavaScript"), which the fence says as `js`;
      // a formula is typeset text, which the twin gives as its TeX (both checked on their own below).
      const classes = Array.isArray(element.properties.className) ? element.properties.className : [];
      if (classes.includes('q-code__head') || classes.includes('katex')) return;
    }
    for (const child of node.children) walk(child as Nodes);
  };
  walk(fromHtml(content, { fragment: true }));
  return words;
}

describe('AI outputs of quire build (docs/)', () => {
  it('writes llms.txt as llmstxt.org defines it: every navigation page once, the OpenAPI files, and links off the site as Optional', async () => {
    const parsed = parseLlmsTxt(await read('llms.txt'));
    expect(parsed.title).toBe('Quire');
    expect(parsed.summary).toBeTruthy();
    const listed = [...parsed.sections.values()].flat().map((entry) => entry.url);
    for (const route of routes) expect(listed, route).toContain(`https://quire.dev${route}`);
    expect(parsed.sections.get('OpenAPI')).toEqual([{ name: 'anvils.yaml', url: 'https://quire.dev/openapi/anvils.yaml' }]);
    expect(await read('openapi/anvils.yaml')).toBe(await readFile(path.join(REPO_ROOT, 'docs/openapi/anvils.yaml'), 'utf8'));
    expect(parsed.sections.get('Optional')?.map((entry) => entry.url)).toEqual(expect.arrayContaining(['https://github.com/quire-docs/quire', 'https://www.npmjs.com/package/quire-docs']));
    // Optional comes last, as llmstxt.org asks.
    expect([...parsed.sections.keys()].at(-1)).toBe('Optional');
  });

  it('writes llms-full.txt: the site title, then every navigation page in order with its title, address, description and text', async () => {
    const full = await read('llms-full.txt');
    expect(full.startsWith('# Quire\n\n> ')).toBe(true);
    const described = new Map([...parseLlmsTxt(await read('llms.txt')).sections.values()].flat().map((entry) => [entry.url, entry.notes]));
    let from = 0;
    // The sitemap lists the navigation pages in navigation order.
    for (const route of routes) {
      const twin = await read(twinFile(route));
      const at = full.indexOf(twin.trim(), from);
      expect(at, `${route} in order`).toBeGreaterThanOrEqual(from);
      from = at + 1;
      expect(twin).toContain(`URL: https://quire.dev${route}`);
      const notes = described.get(`https://quire.dev${route}`);
      if (notes) expect(twin).toContain(`> ${notes}`);
    }
  });

  it('gives every page a Markdown twin at <url>.md that keeps every word of its content', async () => {
    const lost: string[] = [];
    for (const route of routes) {
      const html = await read(route === '/' ? 'index.html' : `${route.slice(1)}/index.html`);
      const twin = await read(twinFile(route));
      const twinWords = new Set(twin.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []);
      const missing = [...visibleWords(html)].filter((word) => !twinWords.has(word));
      if (missing.length) lost.push(`${route}: ${missing.slice(0, 10).join(', ')}`);
    }
    expect(routes.length).toBeGreaterThan(40);
    expect(lost).toEqual([]);
  });

  it('writes components as readable Markdown', async () => {
    const callouts = await read('components/callouts.md');
    expect(callouts).toMatch(/^# Callouts/);
    expect(callouts).toContain('> **Warning**\n>\n> Never paste a real API key');
    const tabs = await read('components/tabs.md');
    expect(tabs).toContain('#### macOS\n\nInstall Node.js with [Homebrew](https://brew.sh):');
    const steps = await read('components/steps.md');
    expect(steps).toContain('1. **Install Quire**\n\n   Add Quire');
    const groups = await read('components/code-groups.md');
    expect(groups).toContain('```bash npm\nnpm install --save-dev quire-docs\n```');
    const fields = await read('components/fields.md');
    expect(fields).toContain('- `anvil_id` · string · path · required\n\n  The ID of the anvil');
    const math = await read('components/math.md');
    expect(math).toContain('the area of a circle is $\\pi r^2$');
    // An endpoint page: its method and address, parameters and responses.
    const endpoint = await read('get-v1-anvils-anvilid.md');
    expect(endpoint).toMatch(/^`GET \S*\/v1\/anvils\/\{anvilId\}`$/m);
    expect(endpoint).toContain('## Path parameters\n\n- `anvilId` · string · path · required');
    expect(endpoint).toContain('## Responses\n\n### 200');
    // Snippets are inlined: the page imports snippets/install-command.mdx.
    const quickstart = await read('quickstart.md');
    expect(quickstart).toContain('npm install');
    expect(quickstart).not.toMatch(/<Snippet|import /);
  });
});

describe('llms.txt written by the site', () => {
  it('is published in place of the generated one', async () => {
    const site = path.join(work, 'own');
    await writeSite(site, {
      'docs.json': JSON.stringify({ name: 'Own', colors: { primary: '#2F6FEB' }, navigation: [{ group: 'Start', pages: ['index'] }] }),
      'index.mdx': '---\ntitle: Home\n---\n\nHello.\n',
      'llms.txt': '# Own\n\n> Written by hand.\n',
    });
    const built = path.join(work, 'own-out');
    expect((await buildSite(site, { outDir: built })).ok).toBe(true);
    expect(await readFile(path.join(built, 'llms.txt'), 'utf8')).toBe('# Own\n\n> Written by hand.\n');
    expect((await stat(path.join(built, 'llms-full.txt'))).size).toBeGreaterThan(0);
  });
});
