// The authoring components in a real browser: what a reader sees and can do on the built pages of
// docs/components/*, with JavaScript and without it.
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeInBrowser, eventually, REPO_ROOT, useBuiltSite, visibleTexts, WAIT } from './built-docs.js';

/** The `<quire-tabs>` block that follows the heading with this id. */
function tabsAfter(page: Page, headingId: string): Locator {
  return page.locator(`h2#${headingId} ~ quire-tabs`).first();
}

describeInBrowser('components in the browser', () => {
  const fx = useBuiltSite({ extra: { fixture: { dir: path.join(REPO_ROOT, 'test/fixtures/sites/e2e-components') } } });

  describeInBrowser('Tabs', () => {
    it('follow the ARIA tab pattern, with only the first panel shown on load', async () => {
      const { page } = await fx.newPage();
      await fx.open(page, '/components/tabs');
      const tabs = tabsAfter(page, 'example-install-nodejs');
      const list = tabs.getByRole('tablist');
      await expect.poll(() => list.count(), { timeout: WAIT }).toBe(1);
      const tabButtons = list.getByRole('tab');
      expect(await tabButtons.allInnerTexts()).toEqual(['macOS', 'Windows', 'Linux']);
      expect(await tabButtons.evaluateAll((els) => els.map((el) => el.getAttribute('aria-selected')))).toEqual(['true', 'false', 'false']);
      // Only the selected tab is in the tab order (roving tabindex).
      expect(await tabButtons.evaluateAll((els) => els.map((el) => (el as HTMLElement).tabIndex))).toEqual([0, -1, -1]);

      // Each tab controls a tabpanel labelled by it.
      for (const tab of await tabButtons.all()) {
        const controls = await tab.getAttribute('aria-controls');
        expect(controls, 'tab without aria-controls').toBeTruthy();
        const panel = page.locator(`[id="${controls}"]`);
        expect(await panel.getAttribute('role')).toBe('tabpanel');
        expect(await panel.getAttribute('aria-labelledby')).toBe(await tab.getAttribute('id'));
      }
      const panels = tabs.getByRole('tabpanel', { includeHidden: true });
      expect(await panels.count()).toBe(3);
      expect(await tabs.getByRole('tabpanel').count(), 'exactly one panel visible').toBe(1);
      expect(await tabs.getByText('brew install node@22').isVisible()).toBe(true);
      expect(await tabs.getByText('winget install OpenJS.NodeJS.LTS').isVisible()).toBe(false);
      expect(await tabs.getByText('sudo apt-get install -y nodejs').isVisible()).toBe(false);
      // The no-JavaScript titles above each panel are gone: the tab bar names them now.
      expect(await visibleTexts(tabs.locator('.q-tab__title'))).toEqual([]);
    });

    it('switch panels on click', async () => {
      const { page } = await fx.newPage();
      await fx.open(page, '/components/tabs');
      const tabs = tabsAfter(page, 'example-install-nodejs');
      await tabs.getByRole('tab', { name: 'Windows' }).click();
      await eventually(() => tabs.getByRole('tab', { selected: true }).innerText(), 'Windows');
      expect(await tabs.getByText('winget install OpenJS.NodeJS.LTS').isVisible()).toBe(true);
      expect(await tabs.getByText('brew install node@22').isVisible()).toBe(false);
      expect(await tabs.getByRole('tabpanel').count()).toBe(1);
      expect(await tabs.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(await tabs.getByRole('tab', { name: 'Windows' }).getAttribute('id'));

      await tabs.getByRole('tab', { name: 'Linux' }).click();
      await eventually(() => tabs.getByText('sudo apt-get install -y nodejs').isVisible(), true);
      expect(await tabs.getByText('winget install OpenJS.NodeJS.LTS').isVisible()).toBe(false);
    });

    it('switch panels with the arrow keys, Home and End, moving focus with the selection', async () => {
      const { page } = await fx.newPage();
      await fx.open(page, '/components/tabs');
      const tabs = tabsAfter(page, 'example-install-nodejs');
      const selected = () => tabs.getByRole('tab', { selected: true }).innerText();
      const focused = () => page.evaluate(() => document.activeElement?.textContent ?? '');
      await tabs.getByRole('tab', { name: 'macOS' }).focus();
      await page.keyboard.press('ArrowRight');
      await eventually(selected, 'Windows');
      expect(await focused()).toBe('Windows');
      expect(await tabs.getByText('winget install OpenJS.NodeJS.LTS').isVisible()).toBe(true);
      await page.keyboard.press('ArrowRight');
      await eventually(selected, 'Linux');
      await page.keyboard.press('ArrowRight');
      await eventually(selected, 'macOS'); // wraps around
      await page.keyboard.press('ArrowLeft');
      await eventually(selected, 'Linux'); // and back
      expect(await focused()).toBe('Linux');
      await page.keyboard.press('Home');
      await eventually(selected, 'macOS');
      await page.keyboard.press('End');
      await eventually(selected, 'Linux');
      expect(await tabs.getByText('sudo apt-get install -y nodejs').isVisible()).toBe(true);
      expect(await tabs.getByRole('tabpanel').count()).toBe(1);
      // Tab leaves the tab list for the panel instead of walking through every tab.
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.getAttribute('role') ?? document.activeElement?.tagName)).not.toBe('tab');
    });
  });

  describeInBrowser('CodeGroup', () => {
    it('shows one tab per block, titled by the file name, and switches the code shown', async () => {
      const { page } = await fx.newPage();
      await fx.open(page, '/components/code-groups');
      const install = tabsAfter(page, 'example-install-commands');
      await expect.poll(() => install.getByRole('tab').allInnerTexts(), { timeout: WAIT }).toEqual(['npm', 'pnpm', 'yarn', 'bun']);
      expect(await install.getByRole('tabpanel').count()).toBe(1);
      expect(await page.getByText('npm install --save-dev quire-docs', { exact: true }).first().isVisible()).toBe(true);
      expect(await page.getByText('pnpm add --save-dev quire-docs', { exact: true }).first().isVisible()).toBe(false);
      await install.getByRole('tab', { name: 'pnpm' }).click();
      await eventually(() => install.getByRole('tabpanel').innerText().then((t) => t.includes('pnpm add --save-dev quire-docs')), true);
      expect(await install.getByRole('tabpanel').innerText()).not.toContain('npm install --save-dev quire-docs');

      const request = tabsAfter(page, 'example-one-request-in-four-languages');
      expect(await request.getByRole('tab').allInnerTexts()).toEqual(['cURL', 'JavaScript', 'Python', 'Go']);
      await request.getByRole('tab', { name: 'Python' }).click();
      await eventually(() => request.getByRole('tabpanel').innerText().then((t) => t.includes('requests.post(')), true);
    });

    it('titles a tab by its language when the block has no file name', async () => {
      const { page } = await fx.newPage();
      await fx.open(page, '/', 'fixture');
      const group = tabsAfter(page, 'languages-only');
      await expect.poll(() => group.getByRole('tab').allInnerTexts(), { timeout: WAIT }).toEqual(['JavaScript', 'Python']);
      expect(await group.getByRole('tabpanel').innerText()).toContain("console.log('from JavaScript');");
      await group.getByRole('tab', { name: 'Python' }).click();
      await eventually(() => group.getByRole('tabpanel').innerText().then((t) => t.includes('print("from Python")')), true);
    });
  });

  describeInBrowser('Accordions', () => {
    it('open and close on click and from the keyboard; defaultOpen starts open', async () => {
      const { page } = await fx.newPage();
      await fx.open(page, '/components/accordions');
      const single = page.locator('details.q-accordion', { hasText: 'Why does my page not appear in the sidebar?' }).first();
      const body = single.getByText('The sidebar lists only pages named in a');
      expect(await body.isVisible()).toBe(false);
      await single.getByText('Why does my page not appear in the sidebar?').click();
      await eventually(() => body.isVisible(), true, 'the accordion opens on click');
      expect(await single.evaluate((el) => (el as HTMLDetailsElement).open)).toBe(true);
      await single.getByText('Why does my page not appear in the sidebar?').click();
      await eventually(() => body.isVisible(), false, 'the accordion closes on a second click');

      // Keyboard: the summary is focusable and Enter toggles it.
      await single.locator('summary').focus();
      await page.keyboard.press('Enter');
      await eventually(() => body.isVisible(), true, 'Enter opens the accordion');
      await page.keyboard.press('Space');
      await eventually(() => body.isVisible(), false, 'Space closes the accordion');

      const defaultOpen = page.locator('details.q-accordion', { hasText: 'Images are missing after deploying' }).first();
      expect(await defaultOpen.evaluate((el) => (el as HTMLDetailsElement).open)).toBe(true);
      expect(await defaultOpen.getByText('Reference images by an absolute path').isVisible()).toBe(true);
      const closed = page.locator('details.q-accordion', { hasText: 'Port 3000 is already in use' }).first();
      expect(await closed.getByText('tries the next free port').isVisible()).toBe(false);
      // The description shows under the title while closed.
      expect(await page.getByText('Every broken page is reported at once').first().isVisible()).toBe(true);
    });
  });

  describeInBrowser('Expandable', () => {
    it('reveals the nested properties when opened, and hides them again', async () => {
      const { page } = await fx.newPage();
      await fx.open(page, '/components/fields');
      const expandable = page.locator('details.q-expandable', { hasText: 'properties of horn' }).first();
      const nested = expandable.getByText('Length of the horn in centimeters.');
      expect(await nested.isVisible()).toBe(false);
      await expandable.locator('summary').click();
      await eventually(() => nested.isVisible(), true);
      expect(await expandable.locator('code.q-field__name').allInnerTexts()).toEqual(['length_cm', 'shape']);
      await expandable.locator('summary').click();
      await eventually(() => nested.isVisible(), false);
    });

    it('starts open with defaultOpen', async () => {
      const { page } = await fx.newPage();
      await fx.open(page, '/', 'fixture');
      expect(await page.getByText("The owner's login.").isVisible()).toBe(true);
    });
  });

  describeInBrowser('copy buttons', () => {
    async function copyPage(route: string, siteName?: string) {
      const { context, page } = await fx.newPage();
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await fx.open(page, route, siteName);
      return page;
    }
    const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

    it('copy exactly the code of a block, and say so to screen readers, from an icon button', async () => {
      const page = await copyPage('/components/code-blocks');
      const figure = page.locator('h2#name-the-language ~ figure.q-code').first();
      const button = figure.getByRole('button', { name: 'Copy Bash' });
      expect(await button.isVisible()).toBe(true);
      expect(await button.innerText()).toBe('');
      expect(await button.locator('svg').count()).toBe(2);
      // A live region (role status), there before the click, as screen readers need.
      expect(await figure.getByRole('status').innerText()).toBe('');
      await button.click();
      await eventually(() => button.getAttribute('data-copied'), '');
      await eventually(() => figure.getByRole('status').innerText(), 'Copied');
      expect(await clipboard(page)).toBe('npm install --save-dev quire-docs\nnpx quire dev');
    });

    it('copy highlighted blocks without any marker, and a file-named block without its name', async () => {
      const page = await copyPage('/components/code-blocks');
      const highlighted = page.locator('h2#highlight-lines ~ figure.q-code').first();
      await highlighted.getByRole('button', { name: /^Copy/ }).click();
      await eventually(() => highlighted.getByRole('status').innerText(), 'Copied');
      const expected = ['{', '  "name": "Anvil",', '  "colors": {', '    "primary": "#0D9373"', '  },', '  "navigation": [', '    { "group": "Get started", "pages": ["introduction"] }', '  ]', '}'].join('\n');
      expect(await clipboard(page)).toBe(expected);

      const named = page.locator('h2#add-a-file-name ~ figure.q-code').first();
      await named.getByRole('button', { name: 'Copy index.js' }).click();
      await eventually(() => named.getByRole('status').innerText(), 'Copied');
      const copied = await clipboard(page);
      expect(copied.startsWith("import { createServer } from 'node:http';\n\ncreateServer((req, res) => {")).toBe(true);
      expect(copied).not.toContain('index.js');
    });

    it('copy the selected tab of a code group', async () => {
      const page = await copyPage('/components/code-groups');
      const install = tabsAfter(page, 'example-install-commands');
      await install.getByRole('tab', { name: 'yarn' }).click();
      const panel = install.getByRole('tabpanel');
      await eventually(() => panel.innerText().then((t) => t.includes('yarn add --dev quire-docs')), true);
      await panel.getByRole('button', { name: /^Copy/ }).click();
      await eventually(() => panel.getByRole('status').innerText(), 'Copied');
      expect(await clipboard(page)).toBe('yarn add --dev quire-docs');
    });

    it('give a code group one header row: the tabs, then the language and Copy of the selected block', async () => {
      const page = await copyPage('/components/code-groups');
      const request = tabsAfter(page, 'example-one-request-in-four-languages');
      const list = await request.getByRole('tablist').boundingBox();
      const head = await request.getByRole('tabpanel').locator('.q-code__head').boundingBox();
      const button = await request.getByRole('tabpanel').getByRole('button', { name: /^Copy/ }).boundingBox();
      // The head sits inside the tab row, at its end, and the block's code starts below the row.
      expect(head!.y).toBeGreaterThanOrEqual(list!.y);
      expect(head!.y + head!.height).toBeLessThanOrEqual(list!.y + list!.height + 1);
      expect(button!.x + button!.width).toBeGreaterThan(list!.x + list!.width - 40);
      const code = await request.getByRole('tabpanel').locator('pre').boundingBox();
      expect(code!.y).toBeGreaterThanOrEqual(list!.y + list!.height - 1);
      // Nothing of the tabs hides under it.
      const lastTab = await request.getByRole('tab').last().boundingBox();
      expect(lastTab!.x + lastTab!.width).toBeLessThanOrEqual(head!.x);
    });
  });

  describeInBrowser('without JavaScript', () => {
    const noScript = () => fx.newPage({ javaScriptEnabled: false });

    it('shows every tab panel, each under its title', async () => {
      const { page } = await noScript();
      await fx.open(page, '/components/tabs');
      const tabs = tabsAfter(page, 'example-install-nodejs');
      expect(await tabs.getByRole('tab').count()).toBe(0);
      expect(await visibleTexts(tabs.locator('.q-tab__title'))).toEqual(['macOS', 'Windows', 'Linux']);
      for (const text of ['brew install node@22', 'winget install OpenJS.NodeJS.LTS', 'sudo apt-get install -y nodejs']) {
        expect(await tabs.getByText(text).isVisible(), `"${text}" readable without JavaScript`).toBe(true);
      }
    });

    it('shows every block of a code group, each with its title', async () => {
      const { page } = await noScript();
      await fx.open(page, '/components/code-groups');
      const install = tabsAfter(page, 'example-install-commands');
      expect(await visibleTexts(install.locator('.q-code__title'))).toEqual(['npm', 'pnpm', 'yarn', 'bun']);
      for (const text of ['npm install --save-dev quire-docs', 'pnpm add --save-dev quire-docs', 'yarn add --dev quire-docs', 'bun add --dev quire-docs']) {
        expect(await install.getByText(text, { exact: true }).isVisible(), `"${text}" readable without JavaScript`).toBe(true);
      }
      // A copy button that cannot work is not offered.
      expect(await visibleTexts(page.locator('button.q-copy'))).toEqual([]);
    });

    it('still opens and closes accordions and expandables', async () => {
      const { page } = await noScript();
      await fx.open(page, '/components/accordions');
      const single = page.locator('details.q-accordion', { hasText: 'Why does my page not appear in the sidebar?' }).first();
      const body = single.getByText('The sidebar lists only pages named in a');
      expect(await body.isVisible()).toBe(false);
      await single.locator('summary').click();
      await eventually(() => body.isVisible(), true);
      await single.locator('summary').click();
      await eventually(() => body.isVisible(), false);
      expect(await page.locator('details.q-accordion', { hasText: 'Images are missing after deploying' }).getByText('Reference images by an absolute path').isVisible(), 'defaultOpen without JavaScript').toBe(true);

      await fx.open(page, '/components/fields');
      const expandable = page.locator('details.q-expandable', { hasText: 'properties of horn' }).first();
      await expandable.locator('summary').click();
      await eventually(() => expandable.getByText('Length of the horn in centimeters.').isVisible(), true);
    });
  });
});
