// Tailwind classes of a real Mintlify site, in Chromium: the corpus's hoppscotch docs show a light
// and a dark screenshot, one hidden in each mode by `dark:hidden` and `hidden dark:block`.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { describeInBrowser, REPO_ROOT, useBuiltSite } from './built-docs.js';

const SITE = path.resolve(REPO_ROOT, '../shared/corpus/hoppscotch__docs');
const PAGE = '/documentation/getting-started/introduction';
if (!existsSync(SITE)) console.warn(`skipped: the Tailwind browser test needs ${SITE}, which does not exist here`);

(existsSync(SITE) ? describeInBrowser : describe.skip)('Tailwind classes on a corpus page', () => {
  const fx = useBuiltSite({ main: { dir: SITE } });

  const images = async (colorScheme: 'light' | 'dark') => {
    const { page } = await fx.newPage({ colorScheme });
    await fx.open(page, PAGE);
    // The site's own default mode may differ from the reader's: follow the toggle to the one asked for.
    if ((await page.locator('html').getAttribute('data-theme')) !== colorScheme) await page.getByRole('button', { name: 'Dark mode' }).click();
    expect(await page.locator('html').getAttribute('data-theme')).toBe(colorScheme);
    return {
      light: await page.locator('img[src$="hoppscotch-light.png"]').first().isVisible(),
      dark: await page.locator('img[src$="hoppscotch-dark.png"]').first().isVisible(),
      page,
    };
  };

  it('shows the light image in light mode and the dark one in dark mode, following the mode toggle', async () => {
    const light = await images('light');
    expect([light.light, light.dark]).toEqual([true, false]);
    const dark = await images('dark');
    expect([dark.light, dark.dark]).toEqual([false, true]);
    // The toggle, not only the system setting: switch back on the same page.
    await dark.page.getByRole('button', { name: 'Dark mode' }).click();
    expect(await dark.page.locator('img[src$="hoppscotch-light.png"]').first().isVisible()).toBe(true);
    expect(await dark.page.locator('img[src$="hoppscotch-dark.png"]').first().isVisible()).toBe(false);
  });

  it('styles the images with the utilities they name (rounded corners, a border)', async () => {
    const { page } = await images('light');
    const style = await page.locator('img[src$="hoppscotch-light.png"]').first().evaluate((element) => {
      const computed = getComputedStyle(element);
      return { radius: computed.borderTopLeftRadius, border: computed.borderTopWidth, style: computed.borderTopStyle };
    });
    expect(style).toEqual({ radius: '6px', border: '1px', style: 'solid' });
  });
});
