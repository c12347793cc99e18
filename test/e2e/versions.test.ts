import path from 'node:path';
import { expect, it } from 'vitest';
import { describeInBrowser, REPO_ROOT, useBuiltSite } from './built-docs.js';

/* Versions written as objects: `default` picks the starting version, `url` makes one an outside link. */
describeInBrowser('versions as objects', () => {
  const fx = useBuiltSite({ main: { dir: path.join(REPO_ROOT, 'test/fixtures/sites/e2e-versions') } });

  it('starts in the default version, and goes to the address of a version published elsewhere', async () => {
    const { context, page } = await fx.newPage();
    await context.route('https://v0.example.com/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>v0 docs</title>' }));
    await fx.open(page, '/');
    const select = page.locator('[data-q-version]');
    expect(await select.inputValue()).toBe('v1');
    expect(await page.locator('html').getAttribute('data-version')).toBe('v1');
    await Promise.all([page.waitForURL('https://v0.example.com/docs'), select.selectOption('v0')]);
    expect(await page.title()).toBe('v0 docs');
  });
});
