// Shared fixture of the browser tests: serve docs/ (built once for all of them, by
// build-docs-once.ts) or build another site for one test file, on a free local port, and hand
// out browser pages that cannot reach the network.
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, BrowserContextOptions, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject } from 'vitest';
import { buildSite } from '../../src/publish/build-site.js';
import { createStaticHandler } from '../../src/serve/static-server.js';
import { CHROMIUM_PATH, launchBrowser } from './browser.js';

export { DOCS_SITE_URL, REPO_ROOT } from './docs-site.js';

/**
 * Every wait in these tests polls for its condition and gives up after this long (ms), so a broken
 * page fails instead of hanging. Generous, because a passing wait ends as soon as its condition
 * holds: 5 s failed tests on a loaded machine.
 */
export const WAIT = 15_000;

/**
 * `describe`, or `describe.skip` on a machine without Chromium (launchBrowser prints why). In CI
 * the suite always runs, so a missing browser makes launchBrowser throw instead of skipping.
 */
export const describeInBrowser = describe.skipIf(!existsSync(CHROMIUM_PATH) && process.env.CI !== 'true');

export interface ServedSite {
  /** `http://127.0.0.1:<port>`, no trailing slash. */
  url: string;
  outDir: string;
  /** The routes the sitemap lists, as paths (`/`, `/guides/cli`, ...), in navigation order. */
  routes: string[];
  close(): Promise<void>;
}

function listen(server: Server): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port));
  });
}

/** Builds `siteDir` into a fresh temporary folder and serves it; throws with the diagnostics when the build fails. */
export async function buildAndServe(siteDir: string, options: { siteUrl?: string; base?: string; mock?: boolean; pagesPerSearchIndex?: number } = {}): Promise<ServedSite> {
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'quire-e2e-'));
  const outDir = path.join(tmp, 'dist');
  const result = await buildSite(siteDir, { outDir, siteUrl: options.siteUrl, base: options.base, pagesPerSearchIndex: options.pagesPerSearchIndex });
  if (!result.ok) {
    await rm(tmp, { recursive: true, force: true });
    const lines = result.diagnostics.map((d) => JSON.stringify(d)).join('\n');
    throw new Error(`build of ${siteDir} failed:\n${lines}`);
  }
  return serve(outDir, () => rm(tmp, { recursive: true, force: true }), options.base, options.mock);
}

/** Serves a built site (under `base`, as `quire serve --base` does; `mock` as `--mock`); `cleanup` runs when it is closed. */
async function serve(outDir: string, cleanup: () => Promise<void>, base?: string, mock = false): Promise<ServedSite> {
  const sitemap = await readFile(path.join(outDir, 'sitemap.xml'), 'utf8');
  const routes = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => {
    const pathname = /^https?:/.test(loc!) ? new URL(loc!).pathname : loc!;
    return pathname === '' ? '/' : pathname;
  });
  const handler = await createStaticHandler(outDir, base, { mock });
  const server = createServer((req, res) => {
    handler(req, res).catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(500);
      res.end(String(error));
    });
  });
  const port = await listen(server);
  return {
    url: `http://127.0.0.1:${port}`,
    outDir,
    routes,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await cleanup();
    },
  };
}

/** What `stubGitHub` answers for the repository request. */
export type GitHubStub = { stars: number } | { status: number } | 'abort';

/**
 * Answers `api.github.com` locally. The default is a success with a fixed star count, so no test
 * ever depends on the network; a test of the failure path passes `{ status: 503 }` or `'abort'`.
 */
export async function stubGitHub(target: Page | BrowserContext, stub: GitHubStub = { stars: 1234 }): Promise<string[]> {
  const requested: string[] = [];
  await target.route('https://api.github.com/**', async (route) => {
    requested.push(route.request().url());
    if (stub === 'abort') return route.abort('connectionrefused');
    if ('status' in stub) return route.fulfill({ status: stub.status, contentType: 'application/json', body: '{"message":"rate limited"}' });
    return route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ full_name: 'quire-docs/quire', stargazers_count: stub.stars }) });
  });
  return requested;
}

export interface BrowserFixture {
  /** The served build of the main site (docs/ by default); available inside tests. */
  readonly site: ServedSite;
  readonly browser: Browser;
  /** Another site built for this file (named in `useBuiltSite`'s `extra`). */
  extra(name: string): ServedSite;
  /**
   * A new context and page, with every request that leaves 127.0.0.1 refused and the GitHub API
   * stubbed (success by default). The context is closed after the file's tests, or by the test.
   */
  newPage(options?: BrowserContextOptions & { github?: GitHubStub }): Promise<{ context: BrowserContext; page: Page }>;
  /** Opens `route` of the main site (or of the named extra site) and waits for the load event. */
  open(page: Page, route: string, siteName?: string): Promise<void>;
}

export interface SiteToBuild {
  dir: string;
  siteUrl?: string;
  /** Built with `--base` and served under it. */
  base?: string;
  /** Served with the mock server on, as `quire serve --mock`. */
  mock?: boolean;
  /** The search index split into parts of this many pages (a very large site's, in small). */
  pagesPerSearchIndex?: number;
}

/**
 * Registers beforeAll/afterAll that serve the main site (docs/ for https://quire.dev, built once
 * for all browser tests, by default; else built for this file) and any `extra` sites built for
 * the test file, and start one browser. Use inside a `describeInBrowser` block.
 */
export function useBuiltSite(options: { main?: SiteToBuild; extra?: Record<string, SiteToBuild> } = {}): BrowserFixture {
  const main = options.main;
  const extraSites = options.extra ?? {};
  let site: ServedSite | undefined;
  const extras = new Map<string, ServedSite>();
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    const launching = launchBrowser();
    // One build at a time: the machine has two cores and other tests run beside these.
    site = main ? await buildAndServe(main.dir, main) : await serve(inject('builtDocs'), async () => {});
    for (const [name, extra] of Object.entries(extraSites)) extras.set(name, await buildAndServe(extra.dir, extra));
    browser = await launching;
    if (!browser) throw new Error(`Chromium not found at ${CHROMIUM_PATH}`);
  });

  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
    await browser?.close();
    await site?.close();
    for (const extra of extras.values()) await extra.close();
  });

  const fixture: BrowserFixture = {
    get site() {
      if (!site) throw new Error('the site is not built yet (use the fixture inside a test)');
      return site;
    },
    get browser() {
      if (!browser) throw new Error('the browser is not started yet (use the fixture inside a test)');
      return browser;
    },
    extra(name) {
      const found = extras.get(name);
      if (!found) throw new Error(`no extra site named ${name}`);
      return found;
    },
    async newPage(contextOptions = {}) {
      const { github, ...rest } = contextOptions;
      const context = await fixture.browser.newContext({ viewport: { width: 1400, height: 900 }, ...rest });
      contexts.push(context);
      context.setDefaultTimeout(WAIT);
      context.setDefaultNavigationTimeout(15_000);
      // Anything not served by the test server is refused: the tests never touch the network.
      await context.route((url) => url.hostname !== '127.0.0.1', (route) => route.abort('blockedbyclient'));
      await stubGitHub(context, github);
      const page = await context.newPage();
      return { context, page };
    },
    async open(page, route, siteName) {
      const base = siteName ? fixture.extra(siteName).url : fixture.site.url;
      await page.goto(base + route, { waitUntil: 'load' });
    },
  };
  return fixture;
}

export interface AxeViolation {
  id: string;
  impact?: string | null;
  help: string;
  nodes: Array<{ target: unknown; failureSummary?: string }>;
}

const clean = (text: string | undefined) => (text ?? '').replace(/^Fix (any|all) of the following:\s*/i, '').replace(/\s+/g, ' ').trim();

/** One page's violations: rule, impact, help, then up to five elements with what is wrong with each. */
export function describeViolations(violations: AxeViolation[]): string {
  return violations
    .map((v) => {
      const nodes = v.nodes
        .slice(0, 5)
        .map((n) => `    ${JSON.stringify(n.target)}: ${clean(n.failureSummary)}`)
        .join('\n');
      const more = v.nodes.length > 5 ? `\n    ... and ${v.nodes.length - 5} more` : '';
      return `  ${v.id} (${v.impact ?? 'n/a'}): ${v.help}\n${nodes}${more}`;
    })
    .join('\n');
}

/**
 * Violations of many pages grouped by problem: the same low-contrast colour pair or unlabelled
 * control on 26 pages is one line with its count, an example element and the pages it is on.
 */
export function summarizeViolations(byPage: Map<string, AxeViolation[]>): string {
  const problems = new Map<string, { count: number; example: string; pages: Set<string> }>();
  for (const [pageName, violations] of byPage) {
    for (const v of violations) {
      for (const node of v.nodes) {
        // The same problem differs only in numbers inside the summary (contrast ratio) per element.
        const summary = clean(node.failureSummary).replace(/Element has insufficient color contrast of [\d.]+/, 'Insufficient color contrast');
        const key = `${v.id} (${v.impact ?? 'n/a'}): ${summary}`;
        const entry = problems.get(key) ?? { count: 0, example: `${pageName} ${JSON.stringify(node.target)}`, pages: new Set<string>() };
        entry.count++;
        entry.pages.add(pageName);
        problems.set(key, entry);
      }
    }
  }
  return [...problems]
    .sort((a, b) => b[1].count - a[1].count)
    .map(([key, p]) => {
      const pages = [...p.pages];
      return `- ${key}\n    ${p.count} element(s) on ${pages.length} page(s), e.g. ${p.example}\n    pages: ${pages.slice(0, 12).join(', ')}${pages.length > 12 ? ', ...' : ''}`;
    })
    .join('\n');
}

/** Polls `read` until it returns `expected` (or WAIT ms pass), then asserts, so async UI updates are awaited but bounded. */
export async function eventually<T>(read: () => Promise<T>, expected: T, message?: string): Promise<void> {
  const deadline = Date.now() + WAIT;
  let value = await read();
  while (JSON.stringify(value) !== JSON.stringify(expected) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    value = await read();
  }
  expect(value, message).toEqual(expected);
}

/**
 * Waits until the page has run what the browser queued for it: media-query change listeners run
 * before the next frame's callbacks, and transitions have finished (or none are left running).
 * A test asserting that something did *not* change waits for this rather than a fixed time.
 */
export async function settled(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'), undefined, { timeout: WAIT });
}

/** The visible text of each element, for assertions that name what the reader sees. */
export async function visibleTexts(locator: Locator): Promise<string[]> {
  const texts: string[] = [];
  for (const element of await locator.all()) if (await element.isVisible()) texts.push((await element.innerText()).trim());
  return texts;
}
