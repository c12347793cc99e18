import path from 'node:path';
import { expect, it } from 'vitest';
import { describeInBrowser, eventually, REPO_ROOT, settled, useBuiltSite } from './built-docs.js';

/*
 * Features only some pages use are files of their own, which the page script loads on pages that
 * have their markup (client/features.ts). The GitHub star count is one: docs/ has the GitHub
 * button in its top bar, the e2e-mode-dark fixture site has none.
 */
describeInBrowser('features only some pages load', () => {
  const fx = useBuiltSite({ extra: { plain: { dir: path.join(REPO_ROOT, 'test/fixtures/sites/e2e-mode-dark') } } });

  it('loads a feature on a page that uses it, from a file named by its content, and none on a page that uses none', async () => {
    const { page } = await fx.newPage({ github: { stars: 1234 } });
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));

    await fx.open(page, '/guides/cli');
    await eventually(() => page.locator('header .q-stars').isVisible(), true, 'the star count appears');
    expect(requested.filter((pathname) => pathname.startsWith('/_quire/features/'))).toEqual([expect.stringMatching(/^\/_quire\/features\/github-stars\.[A-Z0-9]+\.js$/)]);

    requested.length = 0;
    await fx.open(page, '/', 'plain');
    await page.waitForLoadState('networkidle');
    await settled(page);
    expect(requested.some((pathname) => /^\/_quire\/quire\.[0-9a-f]{8}\.js$/.test(pathname))).toBe(true);
    expect(requested.filter((pathname) => pathname.startsWith('/_quire/features/'))).toEqual([]);
  });
});
