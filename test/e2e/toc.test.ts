// "On this page" in a real browser: the menu narrow screens get, and headings inside tabs that
// are not selected, reached by their address or from the table of contents.
import path from 'node:path';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeInBrowser, eventually, REPO_ROOT, useBuiltSite } from './built-docs.js';

const NARROW = { width: 800, height: 900 };

/** Whether the element's top is inside the viewport (below the sticky header). */
const inView = (page: Page, selector: string) =>
  page.locator(selector).evaluate((el) => {
    const { top } = el.getBoundingClientRect();
    return top >= 0 && top < innerHeight / 2;
  });

describeInBrowser('table of contents in the browser', () => {
  const fx = useBuiltSite({ main: { dir: path.join(REPO_ROOT, 'test/fixtures/sites/e2e-toc') } });

  it('narrower than 1280px, lists the same headings in a menu at the top of the content, which closes on a choice', async () => {
    const { page } = await fx.newPage({ viewport: NARROW });
    await fx.open(page, '/');
    const menu = page.locator('details.q-toc-menu');
    expect(await page.locator('.q-toc').isVisible()).toBe(false);
    expect(await menu.isVisible()).toBe(true);
    expect(await menu.locator('summary').innerText()).toBe('On this page');
    const hrefs = (selector: string) => page.locator(`${selector} a`).evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(await hrefs('.q-toc-menu')).toEqual(await hrefs('[data-q-toc]'));
    expect(await hrefs('.q-toc-menu')).toEqual(['#first-section', '#install', '#on-a-mac', '#on-linux', '#last-section']);

    await menu.locator('summary').click();
    await eventually(() => menu.getAttribute('open'), '');
    await menu.getByRole('link', { name: 'Last section' }).click();
    await eventually(() => menu.getAttribute('open'), null);
    await eventually(() => inView(page, '#last-section'), true);
  });

  it('opens the menu and follows its links without JavaScript', async () => {
    const { page } = await fx.newPage({ viewport: NARROW, javaScriptEnabled: false });
    await fx.open(page, '/');
    const menu = page.locator('details.q-toc-menu');
    await menu.locator('summary').click();
    await menu.getByRole('link', { name: 'Last section' }).click();
    await eventually(async () => new URL(page.url()).hash, '#last-section');
    await eventually(() => inView(page, '#last-section'), true);
  });

  it('shows only the column of the table of contents on wide screens', async () => {
    const { page } = await fx.newPage();
    await fx.open(page, '/');
    expect(await page.locator('.q-toc').isVisible()).toBe(true);
    expect(await page.locator('details.q-toc-menu').isVisible()).toBe(false);
  });

  it('selects the tab holding a heading opened by its address, and scrolls to it', async () => {
    const { page } = await fx.newPage();
    await fx.open(page, '/#on-linux');
    const tabs = page.locator('quire-tabs');
    await eventually(() => tabs.getByRole('tab', { selected: true }).innerText(), 'Linux');
    expect(await page.locator('#on-linux').isVisible()).toBe(true);
    await eventually(() => inView(page, '#on-linux'), true);

    // Back to a heading in the first tab through the address bar (a hash change).
    await page.evaluate(() => (location.hash = '#on-a-mac'));
    await eventually(() => tabs.getByRole('tab', { selected: true }).innerText(), 'macOS');
    await eventually(() => inView(page, '#on-a-mac'), true);
  });

  it('selects the tab holding a heading chosen in the table of contents, and scrolls to it', async () => {
    const { page } = await fx.newPage();
    await fx.open(page, '/');
    const tabs = page.locator('quire-tabs');
    await eventually(() => tabs.getByRole('tab', { selected: true }).innerText(), 'macOS');
    await page.locator('[data-q-toc]').getByRole('link', { name: 'On Linux' }).click();
    await eventually(() => tabs.getByRole('tab', { selected: true }).innerText(), 'Linux');
    await eventually(() => inView(page, '#on-linux'), true);
  });
});
