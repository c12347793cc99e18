// Endpoint pages of docs/'s API reference tab in a real browser: the examples beside the fields
// on wide screens, staying in view while the fields scroll, and after the description on narrow
// ones; the variants of a oneOf and the request languages chosen by clicking.
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeInBrowser, eventually, useBuiltSite } from './built-docs.js';

const box = async (page: Page, selector: string) => (await page.locator(selector).first().boundingBox())!;

describeInBrowser('endpoint pages in the browser', () => {
  const fx = useBuiltSite();

  it('on a wide screen, sets the examples in a column beside the fields that stays in view', async () => {
    const { page } = await fx.newPage({ viewport: { width: 1440, height: 900 } });
    await fx.open(page, '/api-reference/post-v1-anvils');
    const examples = await box(page, '.q-api-examples');
    const body = await box(page, '#body');
    expect(examples.x).toBeGreaterThan(body.x + body.width);
    await page.locator('#responses').scrollIntoViewIfNeeded();
    await eventually(async () => {
      const { y } = await box(page, '.q-api-examples');
      return y >= 0 && y < 200;
    }, true);
  });

  it('on a narrow screen, puts the examples after the description and before the fields', async () => {
    const { page } = await fx.newPage({ viewport: { width: 800, height: 900 } });
    await fx.open(page, '/api-reference/post-v1-anvils');
    const header = await box(page, '.q-page-header');
    const examples = await box(page, '.q-api-examples');
    const body = await box(page, '#body');
    expect(examples.y).toBeGreaterThan(header.y);
    expect(examples.y).toBeLessThan(body.y);
  });

  it('shows the Try it playground, offering docs.json\'s base URLs, with the request as curl', async () => {
    const { page } = await fx.newPage();
    await fx.open(page, '/api-reference/post-v1-anvils');
    const playground = page.locator('.q-playground[data-ready]');
    await playground.waitFor();
    expect(await playground.getByLabel('Server', { exact: true }).evaluate((select) => [...(select as HTMLSelectElement).options].map((o) => o.value))).toEqual(['https://api.example.com', 'https://sandbox.api.example.com']);
    expect(await playground.getByLabel('Bearer token').isVisible()).toBe(true);
    expect(await playground.locator('.q-playground__curl pre').innerText()).toMatch(/^curl --request POST \\\n\s+--url 'https:\/\/api\.example\.com\/v1\/anvils'/);
  });

  it('switches request languages and oneOf variants by clicking their tabs', async () => {
    const { page } = await fx.newPage({ viewport: { width: 1440, height: 900 } });
    await fx.open(page, '/api-reference/post-v1-anvils');
    const request = page.locator('.q-api-example--request');
    await request.getByRole('tab', { name: 'Python' }).click();
    await eventually(() => request.locator('[role="tabpanel"]:visible').innerText().then((text) => text.includes('import requests')), true);
    const horn = page.locator('.q-variants').first();
    await horn.getByRole('tab', { name: 'square' }).click();
    await eventually(() => horn.locator('[role="tabpanel"]:visible').innerText().then((text) => text.includes('SquareHorn')), true);
  });
});
