import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { codeFrame, UserError, type Diagnostic } from '../../src/diagnostics.js';
import type { SiteSource } from '../../src/dev/site-source.js';
import type { Site, SitePage } from '../../src/site/types.js';

/**
 * A stand-in for the build pipeline, small enough to reason about in tests: docs.json must be
 * JSON with a `name`; every .mdx outside snippets/ is a page whose `title:` shows in a
 * navigation list on every page; `import x from '/snippets/y.mdx'` lines pull in snippets;
 * `<Broken` is a syntax error; `SLOW` makes the render take `slowMs`. Its resolveStaticFile is
 * deliberately naive, so the tests show the dev server's own path checks holding.
 */
export interface FakeSource extends SiteSource {
  plans: number;
  renders: Map<string, number>;
  /** What happened, in order: `plan 2`, `render /guide`, `save 1` (the page-info cache save of plan 1). */
  log: string[];
}

function titleOf(source: string): string | undefined {
  return /^title:\s*(.+)$/m.exec(source)?.[1]?.trim();
}

async function listPages(dir: string, exclude: string[], folder = dir): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name);
    if (entry.name.startsWith('.') || entry.name === 'node_modules' || exclude.includes(full)) continue;
    if (entry.isDirectory() && entry.name !== 'snippets') found.push(...(await listPages(dir, exclude, full)));
    else if (entry.isFile() && entry.name.endsWith('.mdx')) found.push(path.relative(dir, full));
  }
  return found.sort();
}

export function fakeSource(options: { slowMs?: number } = {}): FakeSource {
  const source: FakeSource = {
    plans: 0,
    renders: new Map(),
    log: [],
    async planSite(dir, planOptions) {
      const plan = ++source.plans;
      source.log.push(`plan ${plan}`);
      planOptions?.deferCacheSave?.(() => source.log.push(`save ${plan}`));
      const configFile = path.join(dir, 'docs.json');
      let text: string;
      try {
        text = await readFile(configFile, 'utf8');
      } catch {
        return { diagnostics: [{ file: 'docs.json', severity: 'error', rule: 'config/missing', message: 'No docs.json here.' }] };
      }
      let config: { name?: unknown };
      try {
        config = JSON.parse(text) as { name?: unknown };
      } catch (error) {
        const diagnostic: Diagnostic = { file: 'docs.json', line: 1, column: 1, severity: 'error', rule: 'config/json', message: `docs.json is not valid JSON: ${(error as Error).message}`, frame: codeFrame(text, 1, 1) };
        return { diagnostics: [diagnostic] };
      }
      if (typeof config.name !== 'string') {
        return { diagnostics: [{ file: 'docs.json', line: 1, column: 1, severity: 'error', rule: 'config/required', message: '`name` is required.', hint: 'Add "name": "My docs".' }] };
      }
      const pages: SitePage[] = [];
      for (const sourcePath of await listPages(dir, planOptions?.exclude ?? [])) {
        const pagePath = sourcePath.replace(/\.mdx$/, '').split(path.sep).join('/');
        const route = pagePath === 'index' ? '/' : `/${pagePath}`;
        const file = path.join(dir, sourcePath);
        pages.push({ path: pagePath, source: { kind: 'file', file }, sourcePath, route, title: titleOf(await readFile(file, 'utf8')) ?? pagePath, inNavigation: true });
      }
      const site = {
        dir,
        configFile,
        config: config as unknown as Site['config'],
        pages,
        byRoute: new Map(pages.map((p) => [p.route, p])),
        navigation: [],
        anchors: [],
        tabs: [],
        warnings: [],
      } as unknown as Site; // The fake renderer reads only these fields.
      return { site, diagnostics: [] };
    },
    async renderPageDocument(site, page) {
      source.renders.set(page.route, (source.renders.get(page.route) ?? 0) + 1);
      source.log.push(`render ${page.route}`);
      let text = await readFile(page.source.file, 'utf8');
      const dependencies: string[] = [];
      for (const match of text.matchAll(/^import \w+ from '(\/snippets\/[^']+)'$/gm)) {
        const snippet = path.join(site.dir, match[1]!);
        dependencies.push(snippet);
        text += `\n${await readFile(snippet, 'utf8')}`;
      }
      if (text.includes('SLOW')) await new Promise((resolve) => setTimeout(resolve, options.slowMs ?? 300));
      const lines = text.split('\n');
      const line = lines.findIndex((l) => l.includes('<Broken'));
      if (line !== -1) {
        const column = lines[line]!.indexOf('<Broken') + 1;
        throw new UserError([{ file: page.sourcePath, line: line + 1, column, severity: 'error', rule: 'mdx/syntax', message: 'Unexpected end of tag <Broken>', hint: 'Close the tag: <Broken />', frame: codeFrame(text, line + 1, column) }]);
      }
      const nav = site.pages.map((p) => `<li>${p.title}</li>`).join('');
      const name = (site.config as unknown as { name: string }).name;
      return { html: `<!doctype html><html><head><title>${page.title}</title></head><body><header>${name}</header><ul>${nav}</ul><main>${text}</main></body></html>`, dependencies };
    },
    render404Document(site) {
      return `<!doctype html><html><head></head><body><h1>Page not found</h1><p>${(site.config as unknown as { name: string }).name}</p></body></html>`;
    },
    generatedFiles(site) {
      return [{ path: '/llms.txt', contentType: 'text/plain; charset=utf-8', render: () => site.pages.map((p) => `- ${p.title}`).join('\n') }];
    },
    async resolveStaticFile(site, urlPath) {
      return path.join(site.dir, decodeURIComponent(urlPath));
    },
    async clientAssets() {
      return [{ path: '/_quire/quire.abc12345.js', contentType: 'text/javascript; charset=utf-8', body: 'console.log("quire")' }];
    },
  };
  return source;
}
