import path from 'node:path';
import { expect, it } from 'vitest';
import { describeInBrowser, REPO_ROOT, useBuiltSite } from './built-docs.js';

/* Appearance keys of docs.json: `rounded: sharp`, `codeBlock.mode: dark`; docs/ has neither. */
describeInBrowser('appearance keys', () => {
  const fx = useBuiltSite({ extra: { appearance: { dir: path.join(REPO_ROOT, 'test/fixtures/sites/e2e-appearance') } } });

  /** The mean channel, 0 to 1, of a computed colour: `rgb(…)`, or `color(srgb …)` as colour-mix computes. */
  const lightness = (color: string) => {
    const channels = color.match(/[\d.]+/g)!.slice(0, 3).map(Number);
    return channels.reduce((sum, channel) => sum + (color.startsWith('color(') ? channel : channel / 255), 0) / 3;
  };

  // Runs in the page: no closure over test variables.
  const styles = (element: Element) => {
    const style = getComputedStyle(element);
    return { radius: style.borderTopLeftRadius, background: style.backgroundColor };
  };

  it('gives square corners and keeps code blocks dark in light mode, where they are set', async () => {
    const { page } = await fx.newPage({ colorScheme: 'light' });
    await fx.open(page, '/', 'appearance');
    expect(await page.locator('html').getAttribute('data-theme')).toBe('light');
    expect((await page.locator('.q-callout').evaluate(styles)).radius).toBe('0px');
    const code = await page.locator('.q-code').evaluate(styles);
    expect(code.radius).toBe('0px');
    expect(lightness(code.background)).toBeLessThan(0.25);
    const token = await page.locator('.shiki span', { hasText: 'const' }).first().evaluate((element) => [getComputedStyle(element).color, getComputedStyle(element).getPropertyValue('--shiki-dark')]);
    expect(token[0]).toBe(await page.evaluate((hex) => { const probe = document.createElement('i'); probe.style.color = hex; document.body.append(probe); const color = getComputedStyle(probe).color; probe.remove(); return color; }, token[1]!.trim()));

    const { page: docs } = await fx.newPage({ colorScheme: 'light' });
    await fx.open(docs, '/quickstart');
    expect((await docs.locator('.q-code').first().evaluate(styles)).radius).not.toBe('0px');
    const docsCode = await docs.locator('.q-code').first().evaluate(styles);
    expect(lightness(docsCode.background)).toBeGreaterThan(0.8);
  });
});
