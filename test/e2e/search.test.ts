import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeInBrowser, DOCS_SITE_URL, eventually, REPO_ROOT, settled, useBuiltSite } from './built-docs.js';

/*
 * Search on the built docs/ (client/layout/search.ts opens it, client/features/search.ts is the
 * dialog, the index is Pagefind's, written by `quire build`).
 */
describeInBrowser('search', () => {
  // docs/ again with its index in parts of 10 pages, as a site of 200,000 pages gets parts of 20,000.
  const fx = useBuiltSite({ extra: { parts: { dir: path.join(REPO_ROOT, 'docs'), siteUrl: DOCS_SITE_URL, pagesPerSearchIndex: 10 } } });

  const dialog = (page: Page) => page.locator('dialog.q-search-dialog');
  const input = (page: Page) => page.locator('.q-search-dialog__input');
  const hits = (page: Page) => page.locator('.q-search-hit');

  /** Types a query and waits for its results, or for none (the list names the query it shows). */
  async function search(page: Page, query: string): Promise<void> {
    await input(page).fill(query);
    await eventually(() => page.locator('.q-search-dialog__results').getAttribute('data-query'), query, `results for ${query}`);
  }

  /** Each query whose first result is none of the routes given for it, with what came first. */
  async function wrongFirstHits(expected: [query: string, routes: string[]][], siteName?: string): Promise<string[]> {
    const { page } = await fx.newPage();
    await fx.open(page, '/', siteName);
    await page.keyboard.press('Control+k');
    const wrong: string[] = [];
    for (const [query, routes] of expected) {
      await search(page, query);
      const first = (await hits(page).first().getAttribute('href'))!.replace(/#.*/, '');
      if (!routes.includes(first)) wrong.push(`${query}: ${first} instead of ${routes.join(' or ')}`);
    }
    return wrong;
  }

  it('loads nothing of search until it opens; Ctrl+K opens it with the prompt, arrows and Enter pick a result, Escape closes', async () => {
    const { page } = await fx.newPage();
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await fx.open(page, '/guides/cli');
    await page.waitForLoadState('networkidle');
    await settled(page);
    expect(requested.filter((pathname) => /search/.test(pathname))).toEqual([]);
    expect(await page.locator('button.q-search').textContent()).toContain('Search the Quire docs...');

    await page.keyboard.press('Control+k');
    await expect.poll(() => dialog(page).evaluate((d: HTMLDialogElement) => d.open)).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.classList.contains('q-search-dialog__input'))).toBe(true);
    expect(await input(page).getAttribute('placeholder')).toBe('Search the Quire docs...');
    expect(requested.some((pathname) => /^\/_quire\/features\/search\.[A-Z0-9]+\.js$/.test(pathname))).toBe(true);

    await search(page, 'mode toggle');
    const first = hits(page).first();
    expect(await first.getAttribute('aria-selected')).toBe('true');
    expect(await input(page).getAttribute('aria-activedescendant')).toBe(await first.getAttribute('id'));
    await page.keyboard.press('ArrowDown');
    const second = hits(page).nth(1);
    expect(await second.getAttribute('aria-selected')).toBe('true');
    expect(await input(page).getAttribute('aria-activedescendant')).toBe(await second.getAttribute('id'));
    await page.keyboard.press('ArrowUp');
    expect(await first.getAttribute('aria-selected')).toBe('true');
    const target = await first.getAttribute('href');
    await Promise.all([page.waitForURL((url) => url.pathname + url.hash === target), page.keyboard.press('Enter')]);

    await page.keyboard.press('/');
    await expect.poll(() => dialog(page).evaluate((d: HTMLDialogElement) => d.open)).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog(page).evaluate((d: HTMLDialogElement) => d.open)).toBe(false);
    // Focus goes back where it was, the top bar's button here as nothing else had it.
    await expect.poll(() => page.evaluate(() => document.activeElement?.classList.contains('q-search'))).toBe(true);
  });

  it('shows each result with its title, tab and group, the heading it matched (linked) and the terms highlighted; a click opens it', async () => {
    const { page } = await fx.newPage();
    await fx.open(page, '/');
    await page.locator('button.q-search').click();
    await search(page, 'version-specific groups');
    const hit = hits(page).filter({ hasText: 'Version-specific groups' }).first();
    expect(await hit.locator('.q-search-hit__title').textContent()).toMatch(/^Navigation/);
    expect(await hit.locator('.q-search-hit__where').textContent()).toBe('Configuration');
    expect(await hit.locator('.q-search-hit__heading').textContent()).toBe('# Version-specific groups');
    expect(await hit.getAttribute('href')).toBe('/settings/navigation#version-specific-groups');
    expect((await hit.locator('.q-search-hit__excerpt mark').allTextContents()).map((t) => t.toLowerCase())).toContain('groups');

    await Promise.all([page.waitForURL(/\/settings\/navigation#version-specific-groups$/), hit.click()]);
    await eventually(() => page.locator('#version-specific-groups').isVisible(), true, 'the heading is shown');
  });

  it('keeps focus inside the dialog: Tab and Shift+Tab cycle through its controls', async () => {
    const { page } = await fx.newPage();
    await fx.open(page, '/');
    await page.keyboard.press('Control+k');
    await search(page, 'sidebar');
    const count = await hits(page).count();
    const focused = () => page.evaluate(() => (document.activeElement?.closest('dialog') ? document.activeElement.className : `outside: ${document.activeElement?.tagName}`));
    // Input, close button, each result, and around again to the input.
    for (let i = 0; i < count + 2; i++) await page.keyboard.press('Tab');
    expect(await focused()).toBe('q-search-dialog__input');
    await page.keyboard.press('Shift+Tab');
    expect(await focused()).toBe('q-search-hit');
  });

  it('finds only pages of the selected version', async () => {
    const { page } = await fx.newPage();
    await fx.open(page, '/');
    await page.keyboard.press('Control+k');
    await search(page, 'roadmap');
    expect(await hits(page).evaluateAll((links) => links.map((link) => link.getAttribute('href')))).not.toContainEqual(expect.stringMatching(/^\/next\/roadmap/));
    await page.keyboard.press('Escape');

    await page.locator('[data-q-version]').selectOption('next');
    await page.keyboard.press('Control+k');
    await input(page).fill('');
    await search(page, 'roadmap');
    expect(await hits(page).first().getAttribute('href')).toMatch(/^\/next\/roadmap/);
  });

  it('ranks the obvious page first for what readers type', async () => {
    // Query → the page a reader typing it wants (docs/), first.
    const expected: [string, string][] = [
      ['install', '/quickstart'],
      ['deploy to netlify', '/guides/deploying'],
      ['dark mode', '/settings/mode-toggle'],
      ['logo', '/settings/name-logo-favicon'],
      ['favicon', '/settings/name-logo-favicon'],
      ['versions', '/settings/versions'],
      ['navigation tabs', '/settings/tabs'],
      ['anchors', '/settings/anchors'],
      ['footer', '/settings/footer'],
      ['analytics', '/settings/analytics'],
      ['fonts', '/settings/fonts'],
      ['callout', '/components/callouts'],
      ['accordion', '/components/accordions'],
      ['code group', '/components/code-groups'],
      ['steps', '/components/steps'],
      ['mermaid diagram', '/components/diagrams'],
      ['latex math', '/components/math'],
      ['llms.txt', '/guides/ai-tools'],
      ['migrate from mintlify', '/guides/moving-from-mintlify'],
      ['live preview', '/guides/live-preview'],
    ];
    expect(await wrongFirstHits(expected.map(([query, route]) => [query, [route]]))).toEqual([]);
  });

  it('searches every part of an index split in parts, pages of the first and of the last alike', async () => {
    const parts = JSON.parse(await readFile(path.join(fx.extra('parts').outDir, '_quire/search/parts.json'), 'utf8')) as string[];
    expect(parts.length).toBeGreaterThanOrEqual(4);
    const expected: [string, string][] = [
      ['install', '/quickstart'],
      ['dark mode', '/settings/mode-toggle'],
      ['accordion', '/components/accordions'],
      ['migrate from mintlify', '/guides/moving-from-mintlify'],
      ['retire an anvil', '/api-reference/delete-v1-anvils-anvilid'],
    ];
    expect(await wrongFirstHits(expected.map(([query, route]) => [query, [route]]), 'parts')).toEqual([]);
  });

  it('finds endpoint pages by summary, by path and by method and path', async () => {
    // docs/components/api-examples is a hand-written endpoint page of POST /v1/anvils too.
    const expected: [string, string[]][] = [
      ['retire an anvil', ['/api-reference/delete-v1-anvils-anvilid']],
      ['upload a photo', ['/api-reference/put-v1-anvils-anvilid-photo']],
      ['/v1/workshops', ['/api-reference/get-v1-workshops-workshopid']],
      ['POST /v1/anvils', ['/api-reference/post-v1-anvils', '/components/api-examples']],
      ['DELETE /v1/anvils', ['/api-reference/delete-v1-anvils-anvilid']],
      ['/v1/status', ['/api-reference/get-v1-status']],
    ];
    expect(await wrongFirstHits(expected)).toEqual([]);
  });

  it('finds endpoint pages by their top-level fields, not by nested fields or the examples beside them', async () => {
    expect(await wrongFirstHits([['hasMore', ['/api-reference/get-v1-anvils']]])).toEqual([]);
    const { page } = await fx.newPage();
    await fx.open(page, '/');
    await page.keyboard.press('Control+k');
    // `radiusMm` is a horn's field, nested in an anvil's; `response.json` is in the Python
    // examples. Both were on every anvil page's index before.
    for (const query of ['radiusMm', 'response.json']) {
      await search(page, query);
      const found = await hits(page).evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      expect(found.filter((href) => /anvil/.test(href ?? '')), query).toEqual([]);
    }
  });
});
