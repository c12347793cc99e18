// Components of Mintlify's pages beyond SPEC.md's list, on docs/ in a real browser: what a reader
// sees and can do with them.
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeInBrowser, eventually, useBuiltSite, WAIT } from './built-docs.js';

describeInBrowser('more components in the browser', () => {
  const fx = useBuiltSite();

  it('Tree folders open and close by mouse and keyboard; the closed one hides its files', async () => {
    const { page } = await fx.newPage();
    await fx.open(page, '/components/file-trees');
    const tree = page.locator('.q-tree').first();
    expect(await tree.getByText('quickstart.mdx').isVisible()).toBe(true);
    const file = tree.getByText('install-command.mdx');
    expect(await file.isVisible()).toBe(false);
    await tree.locator('summary', { hasText: 'snippets' }).click();
    expect(await file.isVisible()).toBe(true);
    await tree.locator('summary', { hasText: 'snippets' }).focus();
    await page.keyboard.press('Enter');
    expect(await file.isVisible()).toBe(false);
  });

  it('FileTree marks an item with a list in it as a folder, the others as files', async () => {
    const { page } = await fx.newPage();
    await fx.open(page, '/components/file-trees');
    const mark = (text: string) =>
      page
        .locator('.q-tree--list li')
        .filter({ hasText: new RegExp(`^${text}`) })
        .first()
        .evaluate((li) => getComputedStyle(li, '::before').maskImage);
    const folder = await mark('guides');
    const file = await mark('package.json');
    expect(folder).toContain('data:image/svg+xml');
    expect(file).toContain('data:image/svg+xml');
    expect(folder).not.toBe(file);
  });

  it('a Prompt\'s button copies the prompt\'s text', async () => {
    const { context, page } = await fx.newPage();
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await fx.open(page, '/components/colors-and-prompts');
    const prompt = page.locator('.q-prompt');
    await prompt.getByRole('button', { name: 'Copy prompt: Add a Quire site to a project' }).click();
    await eventually(() => prompt.getByRole('status').innerText(), 'Copied');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(/^Create a docs\/ folder with a docs\.json .* Then run npx quire dev docs\.$/);
  });

  it('a Color swatch with a value per mode follows the reader\'s mode', async () => {
    const swatch = async (colorScheme: 'light' | 'dark') => {
      const { page } = await fx.newPage({ colorScheme });
      await fx.open(page, '/components/colors-and-prompts');
      const item = page.locator('.q-colors__item', { hasText: 'page' }).locator('.q-colors__swatch');
      return item.evaluate((element) => getComputedStyle(element).backgroundColor);
    };
    expect(await swatch('light')).toBe('rgb(255, 255, 255)');
    expect(await swatch('dark')).toBe('rgb(11, 16, 32)');
  });

  it('a Panel sits in the column beside the page on wide screens, and after the page on narrow ones', async () => {
    const box = async (page: Page, selector: string) => (await page.locator(selector).first().boundingBox())!;
    const { page } = await fx.newPage({ viewport: { width: 1400, height: 900 } });
    await fx.open(page, '/components/headings-links-panels');
    expect(await page.locator('.q-toc').count()).toBe(0);
    const article = await box(page, '.q-article');
    const panel = await box(page, '.q-panel');
    expect(panel.x).toBeGreaterThanOrEqual(article.x + article.width);
    expect(panel.y).toBeLessThan(article.y + 300);

    const { page: narrow } = await fx.newPage({ viewport: { width: 1000, height: 900 } });
    await fx.open(narrow, '/components/headings-links-panels');
    const narrowArticle = await box(narrow, '.q-article');
    await expect.poll(async () => (await box(narrow, '.q-panel')).y, { timeout: WAIT }).toBeGreaterThanOrEqual(narrowArticle.y + narrowArticle.height);
  });

  it('a Heading component is a heading an address can point at', async () => {
    const { page } = await fx.newPage();
    await fx.open(page, '/components/headings-links-panels#a-heading-component');
    const heading = page.locator('h3#a-heading-component');
    expect(await heading.innerText()).toBe('A heading written as a component');
    expect(await heading.evaluate((element) => element.getBoundingClientRect().top)).toBeLessThan(200);
  });
});
