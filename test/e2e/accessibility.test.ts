// axe-core on every page of the built docs/ site, in light and in dark mode: no WCAG 2.1 A or AA
// violation. The failure message names each rule, the elements and what is wrong with them.
import { copyFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import { describeInBrowser, describeViolations, settled, summarizeViolations, useBuiltSite, type AxeViolation } from './built-docs.js';

const require = createRequire(import.meta.url);
const AXE_PATH = path.join(path.dirname(require.resolve('axe-core')), 'axe.min.js');
/**
 * axe is served by the test server from the (temporary) build, under /_quire/ where files are
 * immutable-cached: Chromium then reuses its compiled code on every page instead of parsing
 * half a megabyte of script 76 times (`addScriptTag({ path })` inlines it each time).
 */
const AXE_URL = '/_quire/axe-core-for-tests.min.js';

async function axeViolations(page: Page): Promise<AxeViolation[]> {
  await page.addScriptTag({ url: AXE_URL });
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: AxeViolation[] }> } }).axe;
    // Embedded third-party frames (the media page's iframe) are not our markup and are blocked offline.
    const result = await axe.run(document, { runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'], iframes: false, resultTypes: ['violations'] });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => ({ target: n.target, failureSummary: n.failureSummary })) }));
  });
}

describeInBrowser('accessibility (axe-core, WCAG 2.1 A and AA)', () => {
  const fx = useBuiltSite();

  beforeAll(async () => {
    await copyFile(AXE_PATH, path.join(fx.site.outDir, ...AXE_URL.split('/').filter(Boolean)));
  });

  it('the sitemap lists every page of docs/', () => {
    expect(fx.site.routes.length).toBeGreaterThanOrEqual(37);
    expect(fx.site.routes).toContain('/');
    expect(fx.site.routes).toContain('/internals/architecture');
  });

  for (const mode of ['light', 'dark'] as const) {
    it(`no violations on any page in ${mode} mode`, { timeout: 300_000 }, async () => {
      // Set the mode as a reader would have chosen it (stored choice), and as the OS would.
      const { context } = await fx.newPage({ colorScheme: mode, reducedMotion: 'reduce' });
      await context.addInitScript((theme) => {
        try {
          localStorage.setItem('quire-theme', theme);
        } catch {
          // about:blank has no storage
        }
      }, mode);
      const failures = new Map<string, AxeViolation[]>();
      const routes = [...fx.site.routes, '/no-such-page'];
      const queue = [...routes];
      // Two pages at a time: loading one page overlaps with axe working on the other.
      const scriptErrors: string[] = [];
      const worker = async () => {
        const page = await context.newPage();
        let current = '';
        page.on('pageerror', (error) => scriptErrors.push(`${current}: ${error.message}`));
        for (let route = queue.shift(); route !== undefined; route = queue.shift()) {
          current = route;
          await fx.open(page, route);
          const theme = await page.evaluate(() => document.documentElement.dataset.theme);
          expect(theme, `${route} is in ${mode} mode`).toBe(mode);
          const violations = await axeViolations(page);
          if (violations.length > 0) failures.set(route, violations);
        }
      };
      await Promise.all([worker(), worker()]);
      // Every page is loaded here anyway: none may throw in its script either.
      expect.soft(scriptErrors, 'uncaught script errors').toEqual([]);
      const ordered = new Map(routes.filter((r) => failures.has(r)).map((r) => [r, failures.get(r)!]));
      const report = `WCAG violations on ${failures.size} of ${routes.length} pages in ${mode} mode, by problem:\n${summarizeViolations(ordered)}`;
      expect(failures.size, report).toBe(0);
    });
  }

  it('no violations with the mobile drawer open', async () => {
    const failures: string[] = [];
    for (const mode of ['light', 'dark'] as const) {
      const { page } = await fx.newPage({ colorScheme: mode, viewport: { width: 360, height: 740 }, reducedMotion: 'reduce' });
      await fx.open(page, '/components/tabs');
      await page.getByRole('button', { name: 'Open navigation' }).click();
      await page.locator('#q-sidebar').waitFor({ state: 'visible' });
      await settled(page);
      const violations = await axeViolations(page);
      if (violations.length > 0) failures.push(`/components/tabs, drawer open (${mode}):\n${describeViolations(violations)}`);
    }
    expect(failures.length, failures.join('\n')).toBe(0);
  });

  it('no violations with the search dialog open and showing results', async () => {
    const failures: string[] = [];
    for (const mode of ['light', 'dark'] as const) {
      const { page } = await fx.newPage({ colorScheme: mode, reducedMotion: 'reduce' });
      await fx.open(page, '/');
      await page.keyboard.press('Control+k');
      await page.locator('.q-search-dialog__input').fill('sidebar');
      await page.locator('.q-search-dialog__results[data-query="sidebar"] .q-search-hit').first().waitFor();
      await settled(page);
      const violations = await axeViolations(page);
      if (violations.length > 0) failures.push(`search dialog (${mode}):\n${describeViolations(violations)}`);
    }
    expect(failures.length, failures.join('\n')).toBe(0);
  });
});
