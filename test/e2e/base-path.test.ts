// A site built with `--base /docs/` and served under /docs/, as a GitHub Pages project site is:
// links lead to pages there, and styles, scripts, fonts and images load from there.
import path from 'node:path';
import { expect, it } from 'vitest';
import { describeInBrowser, REPO_ROOT, useBuiltSite } from './built-docs.js';

describeInBrowser('hosting under a sub-path', () => {
  const fx = useBuiltSite({ main: { dir: path.join(REPO_ROOT, 'docs'), base: '/docs/' } });

  it('loads every asset from under the base and follows links there: the sidebar, the pager and the logo', async () => {
    const { page } = await fx.newPage();
    const failed: string[] = [];
    const outside: string[] = [];
    page.on('response', (response) => {
      if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
    });
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.origin === new URL(fx.site.url).origin && !url.pathname.startsWith('/docs/')) outside.push(url.pathname);
    });
    await fx.open(page, '/docs/quickstart');
    expect(await page.locator('h1').innerText()).toMatch(/Quickstart/);
    // The stylesheet applied (the sidebar is a grid column), and the page script ran (it marks <html>).
    expect(await page.locator('.q-shell').evaluate((element) => getComputedStyle(element).display)).toBe('grid');
    await expect.poll(() => page.locator('html').getAttribute('data-js')).not.toBeNull();
    expect(await page.locator('.q-logo img').first().evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);

    await page.locator('#q-sidebar').getByRole('link', { name: 'Live preview' }).click();
    await page.waitForURL('**/docs/guides/live-preview');
    await page.locator('.q-pager-next').click();
    await page.waitForURL('**/docs/guides/cli');
    expect(await page.locator('h1').innerText()).toMatch(/CLI|command/i);
    await page.locator('.q-logo').click();
    await page.waitForURL(/\/docs\/$/);

    expect(failed).toEqual([]);
    expect(outside).toEqual([]);
  });

  it('lists the pages under the base in the sitemap and llms.txt, and sends /docs to /docs/', async () => {
    expect(fx.site.routes[0]).toBe('/docs/');
    expect(fx.site.routes).toContain('/docs/quickstart');
    const { page } = await fx.newPage();
    const llms = await page.request.get(`${fx.site.url}/docs/llms.txt`);
    expect(await llms.text()).toContain('](/docs/quickstart)');
    const bare = await page.request.get(`${fx.site.url}/docs`, { maxRedirects: 0 });
    expect([bare.status(), bare.headers().location]).toEqual([301, '/docs/']);
    expect((await page.request.get(`${fx.site.url}/quickstart`)).status()).toBe(404);
  });
});
