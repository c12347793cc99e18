import path from 'node:path';
import { expect, it } from 'vitest';
import { describeInBrowser, REPO_ROOT, useBuiltSite } from './built-docs.js';

/* Appearance keys of docs.json: `rounded: sharp`, `codeBlock.mode: dark`; docs/ has neither. */
describeInBrowser('appearance keys', () => {
  const fx = useBuiltSite({ extra: { appearance: { dir: path.join(REPO_ROOT, 'test/fixtures/sites/e2e-appearance') } } });

  /** The mean channel, 0 to 1, of a computed colour: `rgb(…)`, or `color(srgb …)` as colour-mix computes. */
  const lightness = (color: string) => {
    const channels = color.match(/[\d.]+/g)!.slice(0, 3).map(Number);
    return channels.reduce((sum, channel) => sum + (color.startsWith('color(') ? channel : channel / 255), 0) / 3;
  };

  // Runs in the page: no closure over test variables.
  const styles = (element: Element) => {
    const style = getComputedStyle(element);
    return { radius: style.borderTopLeftRadius, background: style.backgroundColor };
  };

  it('gives square corners and keeps code blocks dark in light mode, where they are set', async () => {
    const { page } = await fx.newPage({ colorScheme: 'light' });
    await fx.open(page, '/', 'appearance');
    expect(await page.locator('html').getAttribute('data-theme')).toBe('light');
    expect((await page.locator('.q-callout').evaluate(styles)).radius).toBe('0px');
    const code = await page.locator('.q-code').evaluate(styles);
    expect(code.radius).toBe('0px');
    expect(lightness(code.background)).toBeLessThan(0.25);
    const token = await page.locator('.shiki span', { hasText: 'const' }).first().evaluate((element) => [getComputedStyle(element).color, getComputedStyle(element).getPropertyValue('--shiki-dark')]);
    expect(token[0]).toBe(await page.evaluate((hex) => { const probe = document.createElement('i'); probe.style.color = hex; document.body.append(probe); const color = getComputedStyle(probe).color; probe.remove(); return color; }, token[1]!.trim()));

    const { page: docs } = await fx.newPage({ colorScheme: 'light' });
    await fx.open(docs, '/quickstart');
    expect((await docs.locator('.q-code').first().evaluate(styles)).radius).not.toBe('0px');
    const docsCode = await docs.locator('.q-code').first().evaluate(styles);
    expect(lightness(docsCode.background)).toBeGreaterThan(0.8);
  });

  it('page modes: center and custom drop the sidebar and centre the page, full widens it, and small screens keep the menu', async () => {
    const layout = async (route: string, width = 1400) => {
      const { page } = await fx.newPage({ viewport: { width, height: 900 } });
      await fx.open(page, route, 'appearance');
      const article = (await page.locator('.q-article').boundingBox())!;
      return {
        page,
        sidebar: await page.locator('#q-sidebar').isVisible(),
        toc: await page.locator('.q-toc').isVisible(),
        title: await page.locator('.q-page-header h1').isVisible(),
        pager: await page.locator('.q-pager').count(),
        left: article.x,
        right: width - article.x - article.width,
        width: article.width,
      };
    };
    const normal = await layout('/');
    expect([normal.sidebar, normal.title]).toEqual([true, true]);

    const center = await layout('/center');
    expect([center.sidebar, center.toc, center.title]).toEqual([false, false, true]);
    // Centred in the window (the scroll bar may take a few pixels on one side).
    expect(Math.abs(center.left - center.right)).toBeLessThan(24);

    const custom = await layout('/custom');
    expect([custom.sidebar, custom.toc, custom.title, custom.pager]).toEqual([false, false, false, 0]);
    expect(custom.width).toBeGreaterThan(1300);

    const full = await layout('/full');
    expect([full.sidebar, full.toc, full.title]).toEqual([true, false, true]);
    expect(full.width).toBeGreaterThan(normal.width + 200);

    // On a phone the navigation of a centred page is behind the menu button, as on any page.
    const phone = await layout('/center', 420);
    await phone.page.getByRole('button', { name: 'Open navigation' }).click();
    await expect.poll(() => phone.page.locator('#q-sidebar').isVisible()).toBe(true);
    expect(await phone.page.locator('#q-sidebar').getByRole('link', { name: 'A custom page' }).isVisible()).toBe(true);
  });

  it('sets text in the self-hosted Inter by default, preloaded, with nothing fetched from elsewhere', async () => {
    const { page } = await fx.newPage();
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await fx.open(page, '/quickstart');
    expect(await page.locator('.q-content p').first().evaluate((element) => getComputedStyle(element).fontFamily)).toMatch(/^"Inter Variable", /);
    await expect.poll(() => page.evaluate(async () => (await document.fonts.ready, [...document.fonts].filter((face) => face.family === 'Inter Variable' && face.status === 'loaded').length))).toBe(1);
    const fonts = requests.filter((url) => url.endsWith('.woff2'));
    expect(fonts).toHaveLength(1);
    expect(fonts[0]).toMatch(/\/_quire\/fonts\/inter-latin-wght-normal\.[A-Z0-9]+\.woff2$/);
    expect(await page.locator('link[rel="preload"][as="font"]').getAttribute('href')).toBe(new URL(fonts[0]!).pathname);
  });
});
