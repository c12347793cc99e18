import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeInBrowser, eventually, REPO_ROOT, settled, useBuiltSite } from './built-docs.js';

/*
 * Analytics in the browser: the e2e-analytics fixture configures Plausible and
 * `feedback.thumbsRating`; e2e-analytics-none asks for the rating but configures no provider;
 * docs/ configures none either.
 */
describeInBrowser('analytics and the page rating', () => {
  const fx = useBuiltSite({
    extra: {
      plausible: { dir: path.join(REPO_ROOT, 'test/fixtures/sites/e2e-analytics') },
      none: { dir: path.join(REPO_ROOT, 'test/fixtures/sites/e2e-analytics-none') },
    },
  });

  const PLAUSIBLE_SCRIPT = 'https://plausible.io/js/script.js';
  // Stands in for Plausible's script: its global records every call (those queued before it
  // loaded too) in window.plausibleCalls.
  const PLAUSIBLE_STUB = `window.plausibleCalls = ((window.plausible && window.plausible.q) || []).map((call) => Array.from(call));
window.plausible = function () { window.plausibleCalls.push(Array.from(arguments)); };`;

  /** Every request that leaves the test server, Plausible's script answered by the stub; the rest go on to the fixture's handlers (refused, or GitHub stubbed). */
  async function watchExternal(context: BrowserContext): Promise<string[]> {
    const external: string[] = [];
    await context.route('**/*', (route) => {
      const url = route.request().url();
      if (new URL(url).hostname === '127.0.0.1') return route.fallback();
      external.push(url);
      if (url === PLAUSIBLE_SCRIPT) return route.fulfill({ contentType: 'text/javascript', body: PLAUSIBLE_STUB });
      return route.fallback();
    });
    return external;
  }

  /** Opens a page and waits until its scripts and features have loaded. */
  async function openSettled(page: Page, route: string, siteName?: string): Promise<void> {
    await fx.open(page, route, siteName);
    await page.waitForLoadState('networkidle');
    await settled(page);
  }

  const plausibleCalls = (page: Page) => page.evaluate(() => (window as unknown as { plausibleCalls?: unknown[] }).plausibleCalls ?? null);

  it('loads the configured provider\'s script, after the content, and nothing from any other host', async () => {
    const { context, page } = await fx.newPage();
    const external = await watchExternal(context);
    await openSettled(page, '/', 'plausible');
    expect(external).toEqual([PLAUSIBLE_SCRIPT]);
    const script = page.locator(`script[src="${PLAUSIBLE_SCRIPT}"]`);
    expect(await script.getAttribute('data-domain')).toBe('docs.acme.dev');
    expect(await script.evaluate((element) => element.hasAttribute('defer') && element.compareDocumentPosition(document.querySelector('.q-content')!) === Node.DOCUMENT_POSITION_PRECEDING)).toBe(true);
    expect(await plausibleCalls(page)).toEqual([]);
  });

  it('sends "Yes" with the page path to the provider, presses the button and says thanks', async () => {
    const { context, page } = await fx.newPage();
    await watchExternal(context);
    await openSettled(page, '/', 'plausible');
    const yes = page.getByRole('group', { name: 'Was this page helpful?' }).getByRole('button', { name: 'Yes' });
    await yes.click();
    await eventually(() => page.getByRole('status').innerText(), 'Thanks for your feedback');
    expect(await yes.getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByRole('button', { name: 'No' }).getAttribute('aria-pressed')).toBe('false');
    expect(await plausibleCalls(page)).toEqual([['page_rating', { props: { path: '/', answer: 'yes' } }]]);
  });

  it('takes an answer from the keyboard', async () => {
    const { context, page } = await fx.newPage();
    await watchExternal(context);
    await openSettled(page, '/guide', 'plausible');
    await page.getByRole('button', { name: 'No' }).focus();
    await page.keyboard.press('Space');
    await eventually(() => page.getByRole('status').innerText(), 'Thanks for your feedback');
    expect(await page.getByRole('button', { name: 'No' }).getAttribute('aria-pressed')).toBe('true');
    expect(await plausibleCalls(page)).toEqual([['page_rating', { props: { path: '/guide', answer: 'no' } }]]);
  });

  it('shows no rating and makes no external request on a site without a provider', async () => {
    const { context, page } = await fx.newPage();
    const external = await watchExternal(context);
    const features: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/_quire/features/')) features.push(request.url());
    });
    await openSettled(page, '/', 'none');
    expect(await page.locator('.q-content').isVisible()).toBe(true);
    expect(await page.locator('.q-rating').count()).toBe(0);
    expect(features).toEqual([]);
    expect(external).toEqual([]);
  });

  it('makes no analytics request on docs/, which configures none', async () => {
    const { context, page } = await fx.newPage();
    const external = await watchExternal(context);
    for (const route of ['/', '/settings/analytics', '/settings/feedback']) await openSettled(page, route);
    // The one request leaving docs/ is the star count of its top bar's GitHub button.
    expect(external.filter((url) => !url.startsWith('https://api.github.com/repos/'))).toEqual([]);
    expect(await page.locator('.q-rating').count()).toBe(0);
  });
});
