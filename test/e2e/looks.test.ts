// docs.json's site-wide looks in Chromium: theme, layout, sidebar.items, background.style,
// topbar.style and font, on a fixture site that sets them all (docs/ keeps the defaults).
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeInBrowser, describeViolations, REPO_ROOT, useBuiltSite, type AxeViolation } from './built-docs.js';

const require = createRequire(import.meta.url);
const AXE_PATH = path.join(path.dirname(require.resolve('axe-core')), 'axe.min.js');

async function contrastViolations(page: Page): Promise<AxeViolation[]> {
  await page.addScriptTag({ path: AXE_PATH });
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(document, { runOnly: ['color-contrast'], resultTypes: ['violations'] });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => ({ target: n.target, failureSummary: n.failureSummary })) }));
  });
}

describeInBrowser('site-wide looks', () => {
  const fx = useBuiltSite({ main: { dir: path.join(REPO_ROOT, 'test/fixtures/sites/e2e-looks') } });

  const open = async (options: { colorScheme?: 'light' | 'dark'; width?: number } = {}) => {
    const { page } = await fx.newPage({ colorScheme: options.colorScheme ?? 'light', viewport: { width: options.width ?? 1300, height: 800 } });
    await fx.open(page, '/');
    return page;
  };

  it('layout: topnav puts the tabs in the top bar, and the page starts right under it', async () => {
    const page = await open();
    const bar = (await page.locator('.q-topbar').boundingBox())!;
    const tabs = (await page.locator('.q-tabbar').boundingBox())!;
    expect(tabs.y).toBeGreaterThanOrEqual(bar.y);
    expect(tabs.y + tabs.height).toBeLessThanOrEqual(bar.y + bar.height + 1);
    expect(await page.locator('.q-topbar .q-tabbar').getByRole('link', { name: 'API' }).isVisible()).toBe(true);
    const header = (await page.locator('.q-header').boundingBox())!;
    // The header is the bar and its 1px border: no tab row under it.
    expect(header.height).toBeLessThanOrEqual(bar.height + 1);
    expect(await page.locator('.q-sidebar').evaluate((element) => getComputedStyle(element).top)).toBe(`${bar.height}px`);
  });

  it('theme: prism fills the current link with the accent; sidebar.items: border draws the line beside it', async () => {
    const page = await open();
    const current = page.locator('.q-nav a[aria-current="page"]');
    const style = await current.evaluate((element) => {
      const computed = getComputedStyle(element);
      const accent = getComputedStyle(document.documentElement).getPropertyValue('--q-accent').trim();
      const probe = document.createElement('i');
      probe.style.color = accent;
      document.body.append(probe);
      const accentRgb = getComputedStyle(probe).color;
      probe.remove();
      return { background: computed.backgroundColor, border: computed.borderLeftColor, borderWidth: computed.borderLeftWidth, accentRgb };
    });
    expect(style.background).toBe(style.accentRgb);
    expect(style.border).toBe(style.accentRgb);
    expect(style.borderWidth).toBe('2px');
  });

  it('the three themes look different from each other and from the default', async () => {
    const page = await open();
    const looks: string[] = [];
    for (const look of ['', 'venus', 'quill', 'prism']) {
      looks.push(
        await page.evaluate((name) => {
          if (name) document.documentElement.setAttribute('data-look', name);
          else document.documentElement.removeAttribute('data-look');
          const of = (selector: string) => getComputedStyle(document.querySelector(selector)!);
          return [of('.q-callout').borderTopLeftRadius, of('.q-nav a[aria-current="page"]').backgroundColor, of('.q-page-header h1').fontSize, of('.q-article').maxWidth, of('.q-header').boxShadow].join(' ');
        }, look),
      );
    }
    expect(new Set(looks).size).toBe(4);
  });

  it('background.style and topbar.style decorate without hurting contrast, in both modes', async () => {
    for (const colorScheme of ['light', 'dark'] as const) {
      const page = await open({ colorScheme });
      if (colorScheme === 'dark') await page.getByRole('button', { name: 'Dark mode' }).click();
      expect(await page.locator('html').getAttribute('data-theme')).toBe(colorScheme);
      expect(await page.locator('.q-backdrop--grid').evaluate((element) => getComputedStyle(element).backgroundImage)).toContain('linear-gradient');
      expect(await page.locator('.q-header').evaluate((element) => getComputedStyle(element).backgroundImage)).toContain('linear-gradient');
      const violations = await contrastViolations(page);
      expect(violations, describeViolations(violations)).toEqual([]);
    }
  });

  it('font: headings and body in their families, the one with a url loaded with font-display swap', async () => {
    const page = await open();
    expect(await page.locator('.q-page-header h1').evaluate((element) => getComputedStyle(element).fontFamily)).toMatch(/^"Quire Test Display", /);
    expect(await page.locator('h2').evaluate((element) => getComputedStyle(element).fontWeight)).toBe('700');
    expect(await page.locator('.q-content p').first().evaluate((element) => getComputedStyle(element).fontFamily)).toMatch(/^"Quire Test Text", "Inter Variable", ui-sans-serif/);
    const faces = await page.evaluate(() => [...document.fonts].map((face) => `${face.family} ${face.display}`));
    expect(faces).toContain('Quire Test Display swap');
  });
});
