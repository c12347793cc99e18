// The site shell in a real browser, on the built docs/ site (and a few tiny fixture sites for
// settings docs/ cannot show at once): one `describe` per item of the site-shell issue.
import path from 'node:path';
import type { BrowserContextOptions, Locator, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeInBrowser, DOCS_SITE_URL, eventually, REPO_ROOT, settled, stubGitHub, useBuiltSite, visibleTexts, WAIT } from './built-docs.js';

const fixtureSite = (name: string) => ({ dir: path.join(REPO_ROOT, 'test/fixtures/sites', name) });

function rgb(hex: string): string {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
}

function channels(color: string): [number, number, number] {
  const m = /rgba?\((\d+),\s*(\d+),\s*(\d+)/.exec(color);
  if (!m) throw new Error(`not an rgb() color: ${color}`);
  return [Number(m[1]), Number(m[2]), Number(m[3])];
}

function luminance(color: string): number {
  const [r, g, b] = channels(color).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

function hue(color: string): number {
  const [r, g, b] = channels(color).map((c) => c / 255) as [number, number, number];
  const max = Math.max(r, g, b);
  const d = max - Math.min(r, g, b);
  if (d === 0) return 0;
  const h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return (h * 60 + 360) % 360;
}

const css = (locator: Locator, property: string) => locator.evaluate((el, p) => getComputedStyle(el).getPropertyValue(p).trim(), property);
const rootVar = (page: Page, name: string) => page.evaluate((n) => getComputedStyle(document.documentElement).getPropertyValue(n).trim(), name);
const theme = (page: Page) => page.evaluate(() => document.documentElement.getAttribute('data-theme'));

describeInBrowser('the site shell', () => {
  const fx = useBuiltSite({
    extra: {
      colors: fixtureSite('e2e-colors'),
      modeDark: fixtureSite('e2e-mode-dark'),
      modeForced: fixtureSite('e2e-mode-forced'),
    },
  });

  async function openPage(route: string, options: BrowserContextOptions & { site?: string } = {}) {
    const { site, ...contextOptions } = options;
    const opened = await fx.newPage(contextOptions);
    await fx.open(opened.page, route, site);
    return opened;
  }
  const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Documentation' });
  const groupTitles = (page: Page) => visibleTexts(sidebar(page).locator('.q-group-title'));

  describeInBrowser('(1) layout', () => {
    it('puts the top bar above, the sidebar left, the content in the middle and the table of contents right', async () => {
      const { page } = await openPage('/guides/cli');
      const box = async (locator: Locator) => {
        expect(await locator.isVisible(), `${locator} visible`).toBe(true);
        return (await locator.boundingBox())!;
      };
      const header = await box(page.locator('header.q-header'));
      const side = await box(sidebar(page));
      const main = await box(page.getByRole('main'));
      const toc = await box(page.getByRole('navigation', { name: 'On this page' }));
      expect(header.y).toBe(0);
      expect(side.y).toBeGreaterThanOrEqual(header.y + header.height - 1);
      expect(side.x + side.width).toBeLessThanOrEqual(main.x + 1);
      expect(main.x + main.width).toBeLessThanOrEqual(toc.x + 1);
      expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Quire command-line reference: init, check, build, dev and serve');
    });

    it('highlights the section being read in the table of contents while scrolling', async () => {
      const { page } = await openPage('/guides/cli');
      const toc = page.getByRole('navigation', { name: 'On this page' });
      const current = () => toc.locator('a[aria-current]').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      await eventually(current, ['#global-options'], 'the first section is current at the top of the page');
      for (const id of ['quire-build', 'quire-serve', 'quire-check']) {
        await page.evaluate((target) => document.getElementById(target)!.scrollIntoView(), id);
        await eventually(current, [`#${id}`], `after scrolling to #${id}`);
      }
      await page.evaluate(() => window.scrollTo(0, 0));
      await eventually(current, ['#global-options'], 'back at the top');
    });

    it('scrolls a heading chosen in the table of contents into view below the sticky top bar', async () => {
      const { page } = await openPage('/guides/cli');
      await page.getByRole('navigation', { name: 'On this page' }).getByRole('link', { name: 'quire serve' }).click();
      await page.waitForURL('**/guides/cli#quire-serve', { timeout: WAIT });
      const headerBottom = await page.locator('header.q-header').evaluate((el) => el.getBoundingClientRect().bottom);
      await eventually(
        () => page.locator('#quire-serve').evaluate((el, bottom) => el.getBoundingClientRect().top >= bottom - 1 && el.getBoundingClientRect().top < window.innerHeight / 2, headerBottom),
        true,
        'the heading is visible, not under the top bar',
      );
    });

    it('turns the sidebar into a menu button at 360px, which opens it and closes with Escape', async () => {
      const { page } = await openPage('/guides/cli', { viewport: { width: 360, height: 740 } });
      const menu = page.getByRole('button', { name: 'Open navigation' });
      const nav = sidebar(page);
      expect(await menu.isVisible()).toBe(true);
      expect(await nav.isVisible(), 'the sidebar is closed at first').toBe(false);
      expect(await page.getByRole('navigation', { name: 'On this page' }).isVisible()).toBe(false);
      // Nothing overflows the narrow screen sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      await menu.click();
      await eventually(() => nav.isVisible(), true, 'the menu button opens the sidebar');
      expect(await menu.getAttribute('aria-expanded')).toBe('true');
      expect(await page.evaluate(() => !!document.activeElement?.closest('#q-sidebar')), 'focus moves into the open sidebar').toBe(true);
      const link = nav.getByRole('link', { name: 'Deploying' });
      expect(await link.isVisible()).toBe(true);
      await page.keyboard.press('Escape');
      await eventually(() => nav.isVisible(), false, 'Escape closes the sidebar');
      expect(await menu.getAttribute('aria-expanded')).toBe('false');
      expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Open navigation');
      // While open, the page behind is out of reach; a click outside closes the drawer.
      await menu.click();
      await eventually(() => link.isVisible(), true);
      expect(await page.getByRole('main').evaluate((el) => (el as HTMLElement).inert), 'the content is inert behind the drawer').toBe(true);
      await page.mouse.click(350, 400);
      await eventually(() => nav.isVisible(), false, 'a click outside closes the sidebar');
      expect(await page.getByRole('main').evaluate((el) => (el as HTMLElement).inert)).toBe(false);
      // A link in the drawer goes to its page.
      await menu.click();
      await eventually(() => link.isVisible(), true);
      await link.click();
      await page.waitForURL('**/guides/deploying', { timeout: WAIT });
    });

    it('keeps the sidebar in the page flow at 360px without JavaScript, with no dead menu button', async () => {
      const { page } = await openPage('/guides/cli', { viewport: { width: 360, height: 740 }, javaScriptEnabled: false });
      expect(await page.getByRole('button', { name: 'Open navigation' }).isVisible()).toBe(false);
      const link = sidebar(page).getByRole('link', { name: 'Deploying' });
      await link.scrollIntoViewIfNeeded();
      expect(await link.isVisible(), 'the sidebar links are reachable without JavaScript').toBe(true);
      expect(await page.getByRole('heading', { level: 1 }).isVisible()).toBe(true);
    });

    it('offers no control that needs JavaScript when it is off (mode toggle, version menu)', async () => {
      const { page } = await openPage('/guides/cli', { javaScriptEnabled: false });
      // Like the copy buttons: a button that cannot work is not shown.
      expect(await page.locator('button[data-q-mode]').isVisible(), 'the mode toggle does nothing without JavaScript').toBe(false);
      expect(await page.locator('select[data-q-version]').isVisible(), 'the version menu does nothing without JavaScript').toBe(false);
      expect(await sidebar(page).isVisible()).toBe(true);
      expect(await page.locator('header a.q-logo img:visible').count()).toBe(1);
    });

    it('has a skip link, first in the tab order, that moves focus to the content', async () => {
      const { page } = await openPage('/guides/cli');
      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name: 'Skip to content' });
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to content');
      expect(await skip.isVisible(), 'the skip link shows when focused').toBe(true);
      const box = (await skip.boundingBox())!;
      expect(box.width).toBeGreaterThan(20);
      await page.keyboard.press('Enter');
      await eventually(() => page.evaluate(() => document.activeElement?.id), 'q-main', 'focus is on the content after the skip link');
      // The next Tab continues inside the content, not back in the header.
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => !!document.activeElement?.closest('#q-main'))).toBe(true);
    });

    it('can be used with the keyboard alone: Tab reaches the sidebar links, with a visible focus, and Enter follows them', async () => {
      const { page } = await openPage('/guides/cli');
      let found = false;
      for (let i = 0; i < 80 && !found; i++) {
        await page.keyboard.press('Tab');
        found = await page.evaluate(() => document.activeElement?.textContent === 'Deploying' && !!document.activeElement.closest('#q-sidebar'));
      }
      expect(found, 'Tab reaches the sidebar link "Deploying" within 80 presses').toBe(true);
      const focusRing = await page.evaluate(() => {
        const style = getComputedStyle(document.activeElement!);
        return { outline: style.outlineStyle, width: style.outlineWidth, shadow: style.boxShadow };
      });
      expect(focusRing.outline !== 'none' || focusRing.shadow !== 'none', `a visible focus indicator (${JSON.stringify(focusRing)})`).toBe(true);
      await page.keyboard.press('Enter');
      await page.waitForURL('**/guides/deploying', { timeout: WAIT });
    });
  });

  describeInBrowser('(2) title, logo and favicon', () => {
    it('titles each page "<page title> - Quire"', async () => {
      const { page } = await openPage('/guides/cli');
      expect(await page.title()).toBe('Quire command-line reference: init, check, build, dev and serve - Quire');
      await fx.open(page, '/');
      expect(await page.title()).toBe('Introduction to Quire, the static documentation-site generator - Quire');
    });

    it('shows the light logo in light mode and the dark logo in dark mode, linking to /', async () => {
      for (const mode of ['light', 'dark'] as const) {
        const { page } = await openPage('/guides/cli', { colorScheme: mode });
        expect(await theme(page)).toBe(mode);
        const logoLink = page.locator('header a.q-logo');
        const shown = logoLink.locator('img:visible');
        expect(await shown.count(), `one logo visible in ${mode} mode`).toBe(1);
        expect(await shown.getAttribute('src')).toBe(`/logo/${mode}.svg`);
        expect(await shown.getAttribute('alt')).toBe('Quire');
        expect(await shown.evaluate((img) => (img as HTMLImageElement).naturalWidth), 'the logo image loaded').toBeGreaterThan(0);
        expect(await logoLink.getAttribute('href')).toBe('/');
        await logoLink.click();
        await page.waitForURL(`${fx.site.url}/`, { timeout: WAIT });
      }
    });

    it('links the favicon, and serves it', async () => {
      const { page } = await openPage('/guides/cli');
      const icon = page.locator('link[rel="icon"]');
      expect(await icon.getAttribute('href')).toBe('/favicon.svg');
      const response = await page.request.get(`${fx.site.url}/favicon.svg`);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toContain('image/svg+xml');
    });
  });

  describeInBrowser('(3) navigation', () => {
    it('lists the groups in docs.json order, with their icons, and labels pages by sidebarTitle, else title', async () => {
      const { page } = await openPage('/guides/cli');
      expect(await groupTitles(page)).toEqual(['Get started', 'Guides']);
      for (const [group, icon] of [['Get started', 'rocket'], ['Guides', 'compass']] as const) {
        const title = sidebar(page).locator('.q-group-title', { hasText: group });
        const svg = title.locator('svg');
        expect(await svg.count(), `an icon on the group "${group}"`).toBe(1);
        expect(await svg.locator('use').getAttribute('href')).toBe(`#qi-s-${icon}`);
        expect(await page.locator(`symbol#qi-s-${icon}`).count(), `the ${icon} icon is defined`).toBe(1);
        const iconBox = (await svg.boundingBox())!;
        expect(iconBox.width).toBeGreaterThan(4);
      }
      const links = sidebar(page).locator('.q-nav a');
      expect(await visibleTexts(links)).toEqual([
        'Introduction to Quire, the static documentation-site generator', // no sidebarTitle: the title
        'Quickstart: install Quire, preview, check and build a site',
        'Writing pages', // sidebarTitle
        'Live preview',
        'Command line',
        'Authoring rules',
        'API reference',
        'API playground',
        'Proxy and mock server',
        'Deploying',
        'Search',
        'Moving from Mintlify',
        'Error messages',
        'llms.txt and AI tools',
      ]);
    });

    it('marks the current page with aria-current="page" and opens its groups; nested groups collapse', async () => {
      const { page } = await openPage('/components/tabs');
      const nav = sidebar(page);
      const current = nav.locator('[aria-current="page"]');
      expect(await current.count()).toBe(1);
      expect(await current.innerText()).toBe('Tabs');
      expect(await current.isVisible()).toBe(true);
      expect(await current.getAttribute('href')).toBe('/components/tabs');
      // Its nested group is open, the others are closed.
      const structure = nav.locator('details', { has: page.locator('summary', { hasText: 'Structure' }) });
      expect(await structure.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(true);
      const code = nav.locator('details', { has: page.locator('summary', { hasText: /^Code$/ }) });
      expect(await code.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(false);
      const codeBlocks = nav.getByRole('link', { name: 'Code blocks' });
      expect(await codeBlocks.isVisible()).toBe(false);
      await code.locator('summary').click();
      await eventually(() => codeBlocks.isVisible(), true, 'a click opens a nested group');
      await code.locator('summary').click();
      await eventually(() => codeBlocks.isVisible(), false, 'a second click closes it');
      await structure.locator('summary').click();
      await eventually(() => current.isVisible(), false, 'the current page\'s group can be collapsed too');
    });

    it('links previous and next pages in navigation order, across groups', async () => {
      const { page } = await openPage('/components/tabs');
      const pager = page.getByRole('navigation', { name: 'Previous and next pages' });
      const pagerLinks = async () => {
        const found: Record<string, string | null> = {};
        for (const link of await pager.getByRole('link').all()) {
          if (await link.isVisible()) found[(await link.getAttribute('rel')) ?? '?'] = await link.getAttribute('href');
        }
        return found;
      };
      expect(await pagerLinks()).toEqual({ prev: '/components/steps', next: '/components/accordions' });
      expect(await pager.getByRole('link', { name: /Next/ }).innerText()).toContain('Accordions');
      await fx.open(page, '/settings/colors');
      expect(await pagerLinks(), 'into a nested group').toEqual({ prev: '/settings/navigation', next: '/settings/topbar' });
      await fx.open(page, '/settings/footer');
      expect(await pagerLinks(), 'out of a nested group').toEqual({ prev: '/settings/versions', next: '/settings/feedback' });
      await fx.open(page, '/');
      expect(await pagerLinks(), 'the first page has no previous').toEqual({ next: '/quickstart' });
      await pager.getByRole('link').first().click();
      await page.waitForURL('**/quickstart', { timeout: WAIT });
    });

    it('does not lead a reader of version 0.1 to a page of another version', async () => {
      const { page } = await openPage('/guides/ai-tools');
      expect(await page.locator('select[data-q-version]').inputValue()).toBe('0.1');
      const pager = page.getByRole('navigation', { name: 'Previous and next pages' });
      const hrefs: string[] = [];
      for (const link of await pager.getByRole('link').all()) if (await link.isVisible()) hrefs.push((await link.getAttribute('href')) ?? '');
      expect(hrefs, 'the "What\'s next" group (version next) is hidden in 0.1, so its page is no "Next" link').not.toContain('/next/roadmap');
      expect(hrefs).toContain('/guides/errors');
    });

    it('shows the group path above the page title', async () => {
      const { page } = await openPage('/components/tabs');
      const eyebrow = page.locator('.q-page-header .q-eyebrow');
      expect(await eyebrow.innerText()).toBe('Components / Structure');
      const h1 = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
      expect((await eyebrow.boundingBox())!.y).toBeLessThan(h1.y);
      await fx.open(page, '/guides/cli');
      expect(await eyebrow.innerText()).toBe('Guides');
    });
  });

  describeInBrowser('(4) colors', () => {
    it('uses docs.json colors for links and the active item, in each mode, on the site background', async () => {
      // The fixture's primary is dark enough for text, so it is used exactly.
      for (const [mode, accent, bg] of [['light', '#1D4ED8', '#FFFBEB'], ['dark', '#93C5FD', '#1C1917']] as const) {
        const { page } = await openPage('/', { site: 'colors', colorScheme: mode });
        expect(await theme(page)).toBe(mode);
        expect((await rootVar(page, '--q-accent')).toLowerCase()).toBe(accent.toLowerCase());
        expect(await css(page.locator('.q-content a').first(), 'color'), `link color in ${mode} mode`).toBe(rgb(accent));
        const active = sidebar(page).locator('[aria-current="page"]');
        expect(await css(active, 'color'), `active item color in ${mode} mode`).toBe(rgb(accent));
        expect(await css(page.locator('body'), 'background-color').then((c) => (c === 'rgba(0, 0, 0, 0)' ? css(page.locator('html'), 'background-color') : c)), `background in ${mode} mode`).toBe(rgb(bg));
        expect(await css(page.locator('html'), 'background-color')).toBe(rgb(bg));
        // Text stays readable on the configured background.
        expect(contrast(await css(page.locator('.q-content p').first(), 'color'), rgb(bg))).toBeGreaterThanOrEqual(4.5);
      }
    });

    it('uses the dark color for buttons (the skip link)', async () => {
      const { page } = await openPage('/', { site: 'colors' });
      expect((await rootVar(page, '--q-button')).toLowerCase()).toBe('#1e3a8a');
      await page.keyboard.press('Tab');
      expect(await css(page.getByRole('link', { name: 'Skip to content' }), 'background-color')).toBe(rgb('#1E3A8A'));
    });

    it('on docs/, keeps the primary hue while making it readable, and applies the background colors', async () => {
      for (const [mode, bg] of [['light', '#FFFFFF'], ['dark', '#0B1020']] as const) {
        const { page } = await openPage('/guides/cli', { colorScheme: mode });
        const link = await css(page.locator('.q-content a').first(), 'color');
        const active = await css(sidebar(page).locator('[aria-current="page"]'), 'color');
        expect(active).toBe(link);
        expect(await css(page.locator('html'), 'background-color')).toBe(rgb(bg));
        expect(contrast(link, rgb(bg)), `link contrast in ${mode} mode`).toBeGreaterThanOrEqual(4.5);
        if (mode === 'dark') expect(link, 'colors.light is the dark-mode primary').toBe(rgb('#6EA0FF'));
        else expect(Math.abs(hue(link) - hue(rgb('#2F6FEB'))), `hue of ${link} near the primary #2F6FEB`).toBeLessThan(6);
      }
    });
  });

  describeInBrowser('(5) top bar links and the GitHub button', () => {
    it('shows the topbarLinks', async () => {
      const { page } = await openPage('/');
      const links = page.getByRole('navigation', { name: 'Links' }).getByRole('link');
      expect(await visibleTexts(links)).toEqual(['Releases', 'npm']);
      expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual(['https://github.com/quire-docs/quire/releases', 'https://www.npmjs.com/package/quire-docs']);
    });

    it('shows the repository with its star count from the GitHub API', async () => {
      const { context, page } = await fx.newPage({ github: { stars: 1234 } });
      const requests: string[] = [];
      context.on('request', (request) => {
        if (request.url().startsWith('https://api.github.com/')) requests.push(request.url());
      });
      await fx.open(page, '/');
      const button = page.locator('header a[href="https://github.com/quire-docs/quire"]');
      expect(await button.isVisible()).toBe(true);
      await eventually(() => button.locator('.q-stars').isVisible(), true, 'the star count appears');
      expect(await button.locator('.q-stars').innerText()).toContain('1.2k');
      expect(requests).toEqual(['https://api.github.com/repos/quire-docs/quire']);
      const name = await page.evaluate(() => {
        const a = document.querySelector('header a.q-github')!;
        return a.textContent?.replace(/\s+/g, ' ').trim();
      });
      expect(name).toContain('quire-docs/quire');
      expect(name).toContain('1.2k stars');
    });

    for (const failure of [{ status: 503 }, 'abort'] as const) {
      it(`keeps the button without a count when the API fails (${typeof failure === 'string' ? failure : failure.status})`, async () => {
        const { page } = await fx.newPage({ github: failure });
        const requested = await stubGitHub(page, failure);
        const errors: string[] = [];
        page.on('pageerror', (error) => errors.push(error.message));
        await fx.open(page, '/');
        await eventually(() => Promise.resolve(requested.length > 0), true, 'the page asked the API');
        // The failed answer has been handled once no request is left open.
        await page.waitForLoadState('networkidle');
        await settled(page);
        const button = page.locator('header a[href="https://github.com/quire-docs/quire"]');
        expect(await button.isVisible()).toBe(true);
        expect(await button.innerText()).toContain('quire-docs/quire');
        expect(await button.locator('.q-stars').isVisible()).toBe(false);
        expect(await button.locator('[data-q-stars]').innerText()).toBe('');
        expect(errors).toEqual([]);
      });
    }
  });

  describeInBrowser('(6) anchors', () => {
    const anchors = (page: Page) => sidebar(page).locator('.q-anchors a');

    it('shows the top anchor "Documentation" first, then the anchors with icon, name and url', async () => {
      const { page } = await openPage('/guides/cli');
      expect(await visibleTexts(anchors(page))).toEqual(['Documentation', 'GitHub']);
      const documentation = anchors(page).filter({ hasText: 'Documentation' });
      expect(await documentation.getAttribute('href')).toBe('/');
      expect(await documentation.getAttribute('aria-current')).toBeTruthy();
      expect(await documentation.locator('svg use').getAttribute('href')).toBe('#qi-s-book-open');
      const github = anchors(page).filter({ hasText: 'GitHub' });
      expect(await github.getAttribute('href')).toBe('https://github.com/quire-docs/quire');
      expect(await github.locator('svg use').getAttribute('href')).toBe('#qi-b-github');
      expect((await github.locator('svg').boundingBox())!.width).toBeGreaterThan(4);
      expect(await css(github.locator('.q-anchor-icon'), 'background-color')).toBe(rgb('#24292F'));
    });

    it('makes an external anchor a plain link that leaves the site', async () => {
      const { page } = await openPage('/guides/cli');
      await page.route('https://github.com/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>GitHub stub</title>' }));
      const github = anchors(page).filter({ hasText: 'GitHub' });
      expect(await github.getAttribute('aria-current')).toBeNull();
      await github.click();
      await page.waitForURL('https://github.com/quire-docs/quire', { timeout: WAIT });
      expect(await page.title()).toBe('GitHub stub');
    });

    it('hides the isDefaultHidden anchor (Internals) until a page inside it is opened, whose sidebar shows only its groups', async () => {
      const { page } = await openPage('/');
      expect(await anchors(page).filter({ hasText: 'Internals' }).isVisible()).toBe(false);
      expect(await groupTitles(page)).not.toContain('Internals');
      await fx.open(page, '/internals/architecture');
      const internals = anchors(page).filter({ hasText: 'Internals' });
      expect(await internals.isVisible()).toBe(true);
      expect(await internals.getAttribute('href')).toBe('/internals/architecture');
      expect(await internals.getAttribute('aria-current')).toBeTruthy();
      expect(await groupTitles(page)).toEqual(['Internals']);
      expect(await visibleTexts(sidebar(page).locator('.q-nav a'))).toEqual(['Architecture']);
      // The gradient behind its icon.
      const background = await css(internals.locator('.q-anchor-icon'), 'background-image');
      expect(background).toContain('linear-gradient');
      expect(background).toContain(rgb('#2F6FEB'));
      expect(background).toContain(rgb('#7C3AED'));
      // Documentation is not current here, and leads back to the main groups.
      const documentation = anchors(page).filter({ hasText: 'Documentation' });
      expect(await documentation.getAttribute('aria-current')).toBeNull();
      await documentation.click();
      await page.waitForURL(`${fx.site.url}/`, { timeout: WAIT });
      expect(await groupTitles(page)).toEqual(['Get started', 'Guides']);
    });

    it('hides the versioned anchor (Roadmap) until version "next" is selected', async () => {
      const { page } = await openPage('/guides/cli');
      const roadmap = anchors(page).filter({ hasText: 'Roadmap' });
      expect(await roadmap.isVisible()).toBe(false);
      await page.locator('select[data-q-version]').selectOption('next');
      await eventually(() => roadmap.isVisible(), true, 'Roadmap shows in version next');
      expect(await roadmap.getAttribute('href')).toBe('https://github.com/quire-docs/quire/milestones');
      await page.locator('select[data-q-version]').selectOption('0.1');
      await eventually(() => roadmap.isVisible(), false, 'and hides again in 0.1');
    });
  });

  describeInBrowser('(7) tabs', () => {
    it('shows the tab bar, with the tab of the current page marked; each tab shows its own navigation', async () => {
      const { page } = await openPage('/guides/cli');
      const bar = page.getByRole('navigation', { name: 'Sections' });
      expect(await visibleTexts(bar.getByRole('link'))).toEqual(['Guides', 'Configuration', 'Components', 'API reference']);
      const currentTab = () => bar.locator('a[aria-current]').allInnerTexts();
      expect(await currentTab()).toEqual(['Guides']);

      await bar.getByRole('link', { name: 'Configuration' }).click();
      await page.waitForURL('**/settings/overview', { timeout: WAIT });
      expect(await currentTab()).toEqual(['Configuration']);
      expect(await groupTitles(page)).toEqual(['Configuration']);

      await fx.open(page, '/components/cards');
      expect(await currentTab(), 'a page under the tab url belongs to the tab').toEqual(['Components']);
      expect(await groupTitles(page)).toEqual(['Components']);
      expect(await sidebar(page).getByRole('link', { name: 'Writing pages' }).count()).toBe(0);

      await fx.open(page, '/settings/topbar');
      expect(await currentTab()).toEqual(['Configuration']);
    });
  });

  describeInBrowser('(8) versions', () => {
    const select = (page: Page) => page.locator('select[data-q-version]');
    const nextGroup = (page: Page) => sidebar(page).locator('.q-group', { hasText: "What's next" });
    const anchors = (page: Page) => sidebar(page).locator('.q-anchors a');

    it('defaults to the first version, where the "What\'s next" group is hidden', async () => {
      const { page } = await openPage('/guides/cli');
      expect(await select(page).inputValue()).toBe('0.1');
      expect(await select(page).evaluate((s) => [...(s as HTMLSelectElement).options].map((o) => o.value))).toEqual(['0.1', 'next']);
      expect(await page.getByLabel('Documentation version').count()).toBe(1);
      expect(await nextGroup(page).isVisible()).toBe(false);
    });

    it('shows the "What\'s next" group in "next", and keeps the choice across pages and reloads', async () => {
      const { page } = await openPage('/guides/cli');
      await select(page).selectOption('next');
      await eventually(() => nextGroup(page).isVisible(), true, 'the group shows in next');
      expect(await nextGroup(page).getByRole('link', { name: 'Roadmap' }).isVisible()).toBe(true);
      await sidebar(page).getByRole('link', { name: 'Deploying' }).click();
      await page.waitForURL('**/guides/deploying', { timeout: WAIT });
      expect(await select(page).inputValue(), 'on the next page').toBe('next');
      expect(await nextGroup(page).isVisible()).toBe(true);
      await page.reload({ waitUntil: 'load' });
      expect(await select(page).inputValue(), 'after a reload').toBe('next');
      expect(await nextGroup(page).isVisible()).toBe(true);
      await select(page).selectOption('0.1');
      await eventually(() => nextGroup(page).isVisible(), false);
      await page.reload({ waitUntil: 'load' });
      expect(await select(page).inputValue()).toBe('0.1');
    });

    it('leaves a page of version "next" for the first page of 0.1 when 0.1 is chosen there', async () => {
      const { page } = await openPage('/next/roadmap');
      await select(page).selectOption('0.1');
      await page.waitForURL((url) => url.pathname !== '/next/roadmap', { timeout: WAIT });
      expect(new URL(page.url()).pathname).toBe('/');
      expect(await select(page).inputValue()).toBe('0.1');
      expect(await sidebar(page).locator('[aria-current="page"]').isVisible(), 'the new page is in the visible navigation').toBe(true);
    });

    it('selects "next" when /next/roadmap is opened directly', async () => {
      const { page } = await openPage('/next/roadmap');
      expect(await select(page).inputValue()).toBe('next');
      expect(await nextGroup(page).isVisible()).toBe(true);
      expect(await sidebar(page).locator('[aria-current="page"]').innerText()).toBe('Roadmap');
      expect(await anchors(page).filter({ hasText: 'Roadmap' }).isVisible()).toBe(true);
    });
  });

  describeInBrowser('(9) footer socials', () => {
    it('shows one icon link per footerSocials entry, each with an accessible name', async () => {
      const { page } = await openPage('/guides/cli');
      const footer = page.getByRole('contentinfo');
      const expected: Record<string, string> = {
        GitHub: 'https://github.com/quire-docs/quire',
        Website: 'https://quire.dev',
        X: 'https://x.com/quiredocs',
        Discord: 'https://discord.gg/quire',
      };
      const links = footer.locator('.q-socials a');
      expect(await links.count()).toBe(4);
      for (const [name, href] of Object.entries(expected)) {
        const link = footer.getByRole('link', { name, exact: true });
        expect(await link.count(), `a link named "${name}"`).toBe(1);
        expect(await link.getAttribute('href')).toBe(href);
        expect(await link.isVisible()).toBe(true);
        const icon = (await link.locator('svg').boundingBox())!;
        expect(icon.width, `the ${name} icon is drawn`).toBeGreaterThan(4);
      }
    });
  });

  describeInBrowser('(10) feedback', () => {
    it('links "Suggest edits" to the page source on GitHub and "Raise issue" to a new issue naming the page', async () => {
      for (const [route, source, title] of [
        ['/components/tabs', 'components/tabs.mdx', 'Tabs: platform-specific and alternative content'],
        ['/', 'index.mdx', 'Introduction to Quire, the static documentation-site generator'],
      ] as const) {
        const { page } = await openPage(route);
        const edit = page.getByRole('link', { name: 'Suggest edits' });
        expect(await edit.isVisible()).toBe(true);
        expect(await edit.getAttribute('href')).toBe(`https://github.com/quire-docs/quire/edit/main/docs/${source}`);
        const issue = page.getByRole('link', { name: 'Raise issue' });
        expect(await issue.isVisible()).toBe(true);
        const url = new URL((await issue.getAttribute('href'))!);
        expect(url.origin + url.pathname).toBe('https://github.com/quire-docs/quire/issues/new');
        expect(url.searchParams.get('title')).toContain(title);
        const both = `${url.searchParams.get('title')}\n${url.searchParams.get('body') ?? ''}`;
        expect(both).toContain(`${DOCS_SITE_URL}${route === '/' ? '/' : route}`);
      }
    });
  });

  describeInBrowser('(11) mode toggle', () => {
    /**
     * Records html[data-theme] when the document is parsed, before any module script runs, and
     * every change of it with whether <body> existed yet: a change once the body is being parsed
     * could be painted, i.e. a flash of the wrong theme.
     */
    async function recordFirstPaintTheme(page: Page) {
      await page.addInitScript(() => {
        const w = window as unknown as { __themeAtParse?: string; __lateThemeChanges: string[] };
        w.__lateThemeChanges = [];
        // Records come in a batch after each script; each one's old value and the next one's give
        // the change it made (the first old value is the one parsed from the HTML).
        new MutationObserver((records) => {
          if (!document.body) return;
          records.forEach((record, k) => {
            const after = k + 1 < records.length ? records[k + 1]!.oldValue : document.documentElement.getAttribute('data-theme');
            if (record.oldValue !== after) w.__lateThemeChanges.push(`${record.oldValue} -> ${after}`);
          });
        }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-theme'], attributeOldValue: true });
        document.addEventListener('DOMContentLoaded', () => {
          w.__themeAtParse = document.documentElement.dataset.theme;
        });
      });
    }
    const themeAtParse = async (page: Page) => {
      const { atParse, late } = await page.evaluate(() => {
        const w = window as unknown as { __themeAtParse?: string; __lateThemeChanges: string[] };
        return { atParse: w.__themeAtParse, late: w.__lateThemeChanges };
      });
      expect(late, 'data-theme changed after the body started to render (a flash)').toEqual([]);
      return atParse;
    };
    const toggle = (page: Page) => page.locator('button[data-q-mode]');

    it('follows the operating system when docs.json sets no default, before the first paint', async () => {
      for (const mode of ['light', 'dark'] as const) {
        const { page } = await fx.newPage({ colorScheme: mode });
        await recordFirstPaintTheme(page);
        await fx.open(page, '/guides/cli');
        expect(await themeAtParse(page), `theme at first paint with an OS in ${mode} mode`).toBe(mode);
        expect(await theme(page)).toBe(mode);
        expect(await css(page.locator('html'), 'background-color')).toBe(rgb(mode === 'light' ? '#FFFFFF' : '#0B1020'));
        expect(await toggle(page).getAttribute('aria-pressed')).toBe(String(mode === 'dark'));
      }
    });

    it('sets the theme in the head, before the stylesheet and the body', async () => {
      const { page } = await openPage('/guides/cli');
      const order = await page.evaluate(() => {
        const head = [...document.head.children];
        const script = head.findIndex((el) => el.tagName === 'SCRIPT' && !el.hasAttribute('src') && (el.textContent ?? '').includes('data-theme'));
        const stylesheet = head.findIndex((el) => el.matches('link[rel="stylesheet"]'));
        const moduleScript = head.findIndex((el) => el.matches('script[src]'));
        return { script, stylesheet, moduleScript };
      });
      expect(order.script, 'an inline script sets data-theme').toBeGreaterThanOrEqual(0);
      expect(order.script).toBeLessThan(order.stylesheet);
    });

    it('keeps the reader\'s choice across reloads and pages, without a flash, whatever the OS says', async () => {
      const { page } = await fx.newPage({ colorScheme: 'light' });
      await recordFirstPaintTheme(page);
      await fx.open(page, '/guides/cli');
      expect(await theme(page)).toBe('light');
      await toggle(page).click();
      await eventually(() => theme(page), 'dark', 'the toggle switches to dark');
      expect(await toggle(page).getAttribute('aria-pressed')).toBe('true');
      expect(await css(page.locator('html'), 'background-color')).toBe(rgb('#0B1020'));
      await page.reload({ waitUntil: 'load' });
      expect(await themeAtParse(page), 'dark already at first paint after a reload').toBe('dark');
      expect(await theme(page)).toBe('dark');
      await fx.open(page, '/components/tabs');
      expect(await themeAtParse(page)).toBe('dark');
      // The OS changing does not override an explicit choice.
      await page.emulateMedia({ colorScheme: 'light' });
      await settled(page);
      expect(await theme(page)).toBe('dark');
      await toggle(page).click();
      await eventually(() => theme(page), 'light');
      await page.reload({ waitUntil: 'load' });
      expect(await themeAtParse(page)).toBe('light');
    });

    it('follows a change of the OS setting live while the reader has not chosen', async () => {
      const { page } = await openPage('/guides/cli', { colorScheme: 'light' });
      expect(await theme(page)).toBe('light');
      await page.emulateMedia({ colorScheme: 'dark' });
      await eventually(() => theme(page), 'dark');
    });

    it('starts new readers in modeToggle.default, still letting them switch', async () => {
      const { page } = await fx.newPage({ colorScheme: 'light' });
      await recordFirstPaintTheme(page);
      await fx.open(page, '/', 'modeDark');
      expect(await themeAtParse(page)).toBe('dark');
      expect(await theme(page)).toBe('dark');
      expect(await toggle(page).isVisible()).toBe(true);
      await toggle(page).click();
      await eventually(() => theme(page), 'light');
      await page.reload({ waitUntil: 'load' });
      expect(await themeAtParse(page), 'the reader\'s choice wins over the default').toBe('light');
    });

    it('forces one mode with default and isHidden: no toggle, neither the OS nor a stored choice change it', async () => {
      const { context, page } = await fx.newPage({ colorScheme: 'dark' });
      await recordFirstPaintTheme(page);
      await context.addInitScript(() => {
        try {
          localStorage.setItem('quire-theme', 'dark');
        } catch {
          // about:blank has no storage
        }
      });
      await fx.open(page, '/', 'modeForced');
      expect(await themeAtParse(page)).toBe('light');
      expect(await theme(page)).toBe('light');
      expect(await toggle(page).count()).toBe(0);
      expect(await page.getByRole('button', { name: /dark mode|light mode|theme/i }).count()).toBe(0);
      await page.emulateMedia({ colorScheme: 'light' });
      await page.emulateMedia({ colorScheme: 'dark' });
      await settled(page);
      expect(await theme(page)).toBe('light');
      expect(await css(page.locator('html'), 'background-color')).toBe('rgb(255, 255, 255)');
    });
  });

  describeInBrowser('(12) background image', () => {
    it('shows the background image behind the content, which stays readable and clickable', async () => {
      for (const mode of ['light', 'dark'] as const) {
        const { context, page } = await fx.newPage({ colorScheme: mode });
        const images: number[] = [];
        context.on('response', (response) => {
          if (response.url().endsWith('/images/background.svg')) images.push(response.status());
        });
        await fx.open(page, '/guides/cli');
        const backdrop = page.locator('.q-backdrop');
        expect(await css(backdrop, 'background-image')).toContain('/images/background.svg');
        expect(await css(backdrop, 'display')).not.toBe('none');
        const box = (await backdrop.boundingBox())!;
        expect(box.width).toBeGreaterThanOrEqual(1000);
        expect(box.height).toBeGreaterThan(100);
        await eventually(() => Promise.resolve(images), [200], 'the image is loaded');
        expect(Number(await css(backdrop, 'opacity')), 'the image is toned down').toBeLessThanOrEqual(0.5);
        // The content is above the image: a click on the title reaches the title.
        const h1 = page.getByRole('heading', { level: 1 });
        const center = (await h1.boundingBox())!;
        const hit = await page.evaluate(([x, y]) => document.elementFromPoint(x!, y!)?.closest('h1') !== null, [center.x + 10, center.y + center.height / 2]);
        expect(hit, `the h1 is on top of the image in ${mode} mode`).toBe(true);
        const text = await css(page.locator('.q-content p').first(), 'color');
        const bg = await css(page.locator('html'), 'background-color');
        expect(contrast(text, bg)).toBeGreaterThanOrEqual(7);
      }
    });
  });

  describeInBrowser('(13) SEO', () => {
    it('has a meta description, a canonical URL and Open Graph and Twitter tags when built with a site URL', async () => {
      const { page } = await openPage('/components/tabs');
      const meta = (selector: string) => page.locator(selector).getAttribute('content');
      const description = 'Use Tabs and Tab to show alternatives side by side, such as instructions for macOS, Windows and Linux, so each reader sees only their own.';
      const title = 'Tabs: platform-specific and alternative content - Quire';
      expect(await meta('meta[name="description"]')).toBe(description);
      expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`${DOCS_SITE_URL}/components/tabs`);
      expect(await meta('meta[property="og:title"]')).toBe(title);
      expect(await meta('meta[property="og:description"]')).toBe(description);
      expect(await meta('meta[property="og:url"]')).toBe(`${DOCS_SITE_URL}/components/tabs`);
      expect(await meta('meta[property="og:site_name"]')).toBe('Quire');
      expect(await meta('meta[property="og:type"]')).toBeTruthy();
      expect(await meta('meta[name="twitter:card"]')).toBeTruthy();
      expect(await meta('meta[name="twitter:title"]')).toBe(title);
      expect(await meta('meta[name="twitter:description"]')).toBe(description);
      await fx.open(page, '/');
      expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`${DOCS_SITE_URL}/`);
    });

    it('has no canonical URL without a site URL, but still a description', async () => {
      const { page } = await openPage('/', { site: 'colors' });
      expect(await page.locator('link[rel="canonical"]').count()).toBe(0);
      expect(await page.locator('meta[property="og:url"]').count()).toBe(0);
      expect(await page.locator('meta[name="description"]').getAttribute('content')).toBe('A page whose links and active sidebar item show the configured primary color.');
    });

    it('serves sitemap.xml and robots.txt', async () => {
      const { page } = await openPage('/');
      const sitemap = await page.request.get(`${fx.site.url}/sitemap.xml`);
      expect(sitemap.status()).toBe(200);
      expect(sitemap.headers()['content-type']).toMatch(/xml/);
      const xml = await sitemap.text();
      expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
      for (const route of ['/', '/guides/cli', '/components/tabs', '/internals/architecture']) expect(xml).toContain(`<loc>${DOCS_SITE_URL}${route}</loc>`);
      const robots = await page.request.get(`${fx.site.url}/robots.txt`);
      expect(robots.status()).toBe(200);
      expect(robots.headers()['content-type']).toMatch(/text\/plain/);
      const text = await robots.text();
      expect(text).toMatch(/^User-agent: \*$/m);
      expect(text).toContain(`Sitemap: ${DOCS_SITE_URL}/sitemap.xml`);
    });
  });

  describeInBrowser('404', () => {
    it('answers an unknown path with status 404 and the site\'s own 404 page', async () => {
      const { page } = await fx.newPage();
      const response = await page.goto(`${fx.site.url}/no/such/page`, { waitUntil: 'load' });
      expect(response?.status()).toBe(404);
      expect(response?.headers()['content-type']).toContain('text/html');
      expect(await page.title()).toBe('Page not found - Quire');
      expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Page not found');
      // The site's shell, working: logo, navigation, a way home.
      expect(await page.locator('header a.q-logo img:visible').count()).toBe(1);
      expect(await sidebar(page).isVisible()).toBe(true);
      expect(await page.locator('link[rel="stylesheet"]').count()).toBeGreaterThan(0);
      expect(await css(page.locator('html'), 'background-color')).toBe(rgb('#FFFFFF'));
      await page.getByRole('link', { name: 'go to the home page' }).click();
      await page.waitForURL(`${fx.site.url}/`, { timeout: WAIT });
    });
  });
});
