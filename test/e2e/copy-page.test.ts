import { expect, it } from 'vitest';
import { describeInBrowser, useBuiltSite } from './built-docs.js';

/* The "Copy page" menu beside each page's title (layout/copy-page.tsx, client/layout/copy-page.ts), on docs/. */
describeInBrowser('the copy page menu', () => {
  const fx = useBuiltSite();

  it('copies the page as Markdown, links its twin, and opens assistants with the page address in the prompt', async () => {
    const { context, page } = await fx.newPage();
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: fx.site.url });
    await fx.open(page, '/guides/cli');
    const menu = page.locator('details.q-copy-page');
    await menu.locator('summary').click();
    expect(await menu.locator('li').allTextContents()).toEqual(['Copy as Markdown', 'View as Markdown', 'Open in ChatGPT', 'Open in Claude']);
    expect(await menu.getByRole('link', { name: 'View as Markdown' }).getAttribute('href')).toBe('/guides/cli.md');
    const prompt = encodeURIComponent('Read https://quire.dev/guides/cli so I can ask questions about it.');
    expect(await menu.getByRole('link', { name: 'Open in ChatGPT' }).getAttribute('href')).toBe(`https://chatgpt.com/?hints=search&q=${prompt}`);
    expect(await menu.getByRole('link', { name: 'Open in Claude' }).getAttribute('href')).toBe(`https://claude.ai/new?q=${prompt}`);

    await menu.getByRole('button', { name: 'Copy as Markdown' }).click();
    await expect.poll(() => page.locator('[data-q-copy-page-status]').textContent()).toBe('Page copied as Markdown');
    const twin = await (await fetch(`${fx.site.url}/guides/cli.md`)).text();
    expect(twin).toMatch(/^# /);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(twin);
    expect(await menu.evaluate((details: HTMLDetailsElement) => details.open)).toBe(false);
  });
});
