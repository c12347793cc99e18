// A site whose sidebar is too large to write into every page (layout/shared-sidebar.ts): built,
// served, and read in Chromium with and without JavaScript.
import { mkdtempSync } from 'node:fs';
import { readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { GROUPS, PER_GROUP, writeLargeNavigationSite } from '../fixtures/large-navigation.js';
import { describeInBrowser, useBuiltSite } from './built-docs.js';

// Named now, written before the fixture's build (hooks run in the order they are registered).
const dir = mkdtempSync(path.join(os.tmpdir(), 'quire-e2e-shared-sidebar-'));
beforeAll(() => writeLargeNavigationSite(dir));
afterAll(() => rm(dir, { recursive: true, force: true }));

describeInBrowser('a sidebar too large to write into every page', () => {
  const fixture = useBuiltSite({ main: { dir } });
  const route = '/g30/nested/p5';

  it('comes from one shared script, in place before the page script runs: every link, the page marked and in view, its groups open', async () => {
    const scripts = (await readdir(path.join(fixture.site.outDir, '_quire'))).filter((name) => name.startsWith('sidebar.'));
    expect(scripts).toHaveLength(1);
    const html = await readFile(path.join(fixture.site.outDir, 'g30/nested/p5/index.html'), 'utf8');
    expect(html.length).toBeLessThan(30_000);

    const { page } = await fixture.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await fixture.open(page, route);
    expect(await page.locator('#q-sidebar .q-nav a').count()).toBe(GROUPS * PER_GROUP * 2);
    const current = page.locator('#q-sidebar [aria-current="page"]');
    expect(await current.getAttribute('href')).toBe(route);
    expect(await current.evaluate((link) => (link.closest('details') as HTMLDetailsElement).open)).toBe(true);
    // client/layout/sidebar.ts scrolls a long sidebar to the current link: it found the link.
    expect(await page.locator('#q-sidebar').evaluate((sidebar) => sidebar.scrollTop)).toBeGreaterThan(0);
    expect(await current.isVisible()).toBe(true);
    expect(errors).toEqual([]);
  });

  it('gives a reader without JavaScript the page\'s own group, marked', async () => {
    const { page } = await fixture.newPage({ javaScriptEnabled: false });
    await fixture.open(page, route);
    expect(await page.locator('#q-sidebar .q-nav a').count()).toBe(PER_GROUP * 2);
    expect(await page.locator('#q-sidebar [aria-current="page"]').getAttribute('href')).toBe(route);
    expect(await page.locator('#q-sidebar .q-group-title').textContent()).toBe('Group 30');
  });

  it('shows that same group when the script cannot be loaded (blocked, or gone after a deploy)', async () => {
    const { context, page } = await fixture.newPage();
    await context.route('**/_quire/sidebar.*', (request) => request.abort('blockedbyclient'));
    await fixture.open(page, route);
    expect(await page.locator('#q-sidebar .q-nav a').count()).toBe(PER_GROUP * 2);
    expect(await page.locator('#q-sidebar [aria-current="page"]').getAttribute('href')).toBe(route);
  });
});
