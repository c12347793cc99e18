import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeInBrowser, eventually, REPO_ROOT, settled, useBuiltSite } from './built-docs.js';

/*
 * Formulas are typeset at build time and need only KaTeX's stylesheet, which pages with math
 * load; diagrams are drawn in the browser by the Mermaid feature, which pages with a diagram
 * load. docs/ has a page of each (components/math, components/diagrams); the e2e-diagram-error
 * fixture site has a diagram Mermaid cannot read.
 */
describeInBrowser('math and diagrams', () => {
  const fx = useBuiltSite({ extra: { broken: { dir: path.join(REPO_ROOT, 'test/fixtures/sites/e2e-diagram-error') } } });

  /** The URL paths a page requests from now on. */
  const requests = (page: Page) => {
    const paths: string[] = [];
    page.on('request', (request) => paths.push(new URL(request.url()).pathname));
    return paths;
  };

  /** The mean channel, 0 to 1, of a computed `rgb(…)` colour; NaN for none (an element replaced meanwhile). */
  const lightness = (color: string) => {
    const channels = (color.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
    return channels.length === 3 ? channels.reduce((sum, channel) => sum + channel / 255, 0) / 3 : NaN;
  };

  for (const mode of ['light', 'dark'] as const) {
    it(`typesets formulas in KaTeX's fonts, in the page's text colour, in ${mode} mode`, async () => {
      const { page } = await fx.newPage({ colorScheme: mode });
      const requested = requests(page);
      await fx.open(page, '/components/math');
      expect(await page.locator('html').getAttribute('data-theme')).toBe(mode);
      expect(requested.filter((pathname) => pathname.startsWith('/_quire/katex/') && pathname.endsWith('.css'))).toEqual([expect.stringMatching(/^\/_quire\/katex\/katex\.[0-9a-f]{8}\.css$/)]);

      const inline = page.locator('p .q-math .katex').first();
      const display = page.locator('.q-math--display .katex-display').first();
      await inline.waitFor();
      const styles = await inline.evaluate((element) => ({
        font: getComputedStyle(element).fontFamily,
        color: getComputedStyle(element).color,
        text: getComputedStyle(element.closest('p')!).color,
        // KaTeX's stylesheet hides the MathML copy that screen readers read.
        mathml: getComputedStyle(element.querySelector('.katex-mathml')!).clipPath,
      }));
      expect(styles.font).toMatch(/^KaTeX_Main\b/);
      expect(styles.mathml).toBe('inset(50%)');
      expect(styles.color).toBe(styles.text);
      if (mode === 'dark') expect(lightness(styles.color)).toBeGreaterThan(0.7);
      else expect(lightness(styles.color)).toBeLessThan(0.3);
      expect(await display.evaluate((element) => getComputedStyle(element).textAlign)).toBe('center');

      // The fonts come from Quire's own assets and are in use.
      await page.evaluate(() => document.fonts.ready);
      const loaded = await page.evaluate(() => [...document.fonts].filter((font) => font.status === 'loaded').map((font) => font.family));
      expect(loaded).toContain('KaTeX_Main');
      expect(requested.some((pathname) => /^\/_quire\/katex\/fonts\/KaTeX_Main-Regular\.[A-Z0-9]+\.woff2$/.test(pathname))).toBe(true);
    });
  }

  it('loads neither KaTeX\'s stylesheet nor Mermaid on a page with neither', async () => {
    const { page } = await fx.newPage();
    const requested = requests(page);
    await fx.open(page, '/quickstart');
    await page.waitForLoadState('networkidle');
    await settled(page);
    expect(requested.some((pathname) => /^\/_quire\/quire\.[0-9a-f]{8}\.js$/.test(pathname))).toBe(true);
    expect(requested.filter((pathname) => pathname.includes('katex'))).toEqual([]);
    // The GitHub star count is the only feature of docs/ pages without a diagram.
    expect(requested.filter((pathname) => pathname.startsWith('/_quire/features/'))).toEqual([expect.stringMatching(/^\/_quire\/features\/github-stars\.[A-Z0-9]+\.js$/)]);
  });

  it('draws each diagram as SVG in the page\'s colours, and again in dark colours when the mode is toggled', async () => {
    const { page } = await fx.newPage({ colorScheme: 'light' });
    const requested = requests(page);
    await fx.open(page, '/components/diagrams');
    const flowchart = page.locator('.q-mermaid').first();
    const sequence = page.locator('.q-mermaid').nth(1);
    await flowchart.locator('.q-mermaid__drawing svg').waitFor();
    await sequence.locator('.q-mermaid__drawing svg').waitFor();
    // The page script imports the feature after it runs, which the load event need not wait for.
    expect(requested.some((pathname) => /^\/_quire\/features\/mermaid\.[A-Z0-9]+\.js$/.test(pathname))).toBe(true);
    expect(requested.filter((pathname) => pathname.includes('katex'))).toEqual([]);
    // The source gives way to the drawing.
    expect(await flowchart.locator('.q-code').isHidden()).toBe(true);
    expect(await flowchart.locator('svg').getByText('quire build').count()).toBeGreaterThan(0);

    // A redraw replaces the SVG: an element read as it goes has no colour, and is read again.
    const fillOf = (locator: Locator) => () => locator.evaluate((element) => getComputedStyle(element).fill).catch(() => '');
    const nodeFill = fillOf(flowchart.locator('svg .node rect').first());
    const actorFill = fillOf(sequence.locator('svg rect.actor').first());
    expect(lightness(await nodeFill())).toBeGreaterThan(0.7);
    expect(lightness(await actorFill())).toBeGreaterThan(0.7);

    await page.locator('button[data-q-mode]').click();
    expect(await page.locator('html').getAttribute('data-theme')).toBe('dark');
    await eventually(async () => lightness(await nodeFill()) < 0.3, true, 'the flowchart is drawn again in dark colours');
    await eventually(async () => lightness(await actorFill()) < 0.3, true, 'the sequence diagram is drawn again in dark colours');
    expect(await flowchart.locator('.q-mermaid__drawing svg').count()).toBe(1);

    // And back, as a reader toggling twice would: nothing of the dark colours stays.
    const edgeLabelGround = () => flowchart.locator('svg .edgeLabel p').first().evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(lightness(await edgeLabelGround())).toBeLessThan(0.3);
    await page.locator('button[data-q-mode]').click();
    await eventually(async () => lightness(await nodeFill()) > 0.7, true, 'drawn in light colours again');
    expect(lightness(await edgeLabelGround())).toBeGreaterThan(0.7);
  });

  it('shows the source of each diagram without JavaScript', async () => {
    const { page } = await fx.newPage({ javaScriptEnabled: false });
    await fx.open(page, '/components/diagrams');
    const code = page.locator('.q-mermaid').first().locator('.q-code code');
    expect(await code.isVisible()).toBe(true);
    expect(await code.innerText()).toMatch(/^flowchart LR\n {2}A\[Write MDX\] --> B\{quire build\}/);
  });

  it('keeps the source of a diagram Mermaid cannot read on show, with a short message', async () => {
    const { page } = await fx.newPage();
    await fx.open(page, '/', 'broken');
    const diagram = page.locator('.q-mermaid');
    const message = diagram.locator('.q-mermaid__error');
    await eventually(() => message.isVisible(), true, 'the message appears');
    expect(await message.innerText()).toMatch(/^This diagram could not be drawn \(Parse error on line \d+\); its source is shown instead\.$/);
    expect(await diagram.locator('.q-code').isVisible()).toBe(true);
    expect(await diagram.locator('.q-mermaid__drawing svg').count()).toBe(0);
    // Mermaid's own error picture is not left in the page either.
    expect(await page.locator('[id^="dq-mermaid"], svg[aria-roledescription="error"]').count()).toBe(0);
  });
});
