import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startDevServer, type DevServer } from '../../src/dev/dev-server.js';
import { threadedSource } from '../../src/dev/threaded-source.js';
import { launchBrowser } from './browser.js';

const config = (name: string) => JSON.stringify({ name, navigation: [{ group: 'Start', pages: ['index', 'guide'] }] }, null, 2);
const filler = Array.from({ length: 60 }, (_, i) => `Paragraph ${i} keeps the page tall enough to scroll.`).join('\n\n');
const guide = (text: string) => `---\ntitle: Guide\ndescription: A page edited by the test.\n---\n\n## Section\n\n${text}\n\n${filler}\n\nThe end.\n`;

let browser: Browser | undefined;
let server: DevServer | undefined;
let dir: string;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  if (!browser) return;
  dir = await mkdtemp(path.join(tmpdir(), 'quire-e2e-dev-'));
  await writeFile(path.join(dir, 'docs.json'), config('E2E Docs'));
  await writeFile(path.join(dir, 'index.mdx'), '---\ntitle: Home\ndescription: Home page.\n---\n\nWelcome.\n');
  await writeFile(path.join(dir, 'guide.mdx'), guide('Original text.'));
  server = await startDevServer({ dir, source: threadedSource(), host: '127.0.0.1', port: 0 });
  await server.watching;
  page = await browser.newPage();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

const write = (file: string, text: string) => writeFile(path.join(dir, file), text);

it('reloads an open page on edit, shows MDX and docs.json errors in the page, and recovers from both', async (ctx) => {
  if (!browser || !server) return ctx.skip();
  await page.goto(new URL('/guide', server.url).href);
  await expect.poll(() => page.textContent('body')).toContain('Original text.');

  // Edit: the new text appears with no reload from the test, and the reader stays where they were.
  await page.evaluate(() => window.scrollTo(0, 600));
  await write('guide.mdx', guide('Edited text.'));
  await page.getByText('Edited text.').waitFor({ timeout: 15_000 });
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);

  // Broken MDX: the overlay names the file, and the page returns once it is fixed.
  await write('guide.mdx', guide('Broken <Note>never closed.'));
  await page.locator('#quire-dev-error').waitFor({ timeout: 15_000 });
  expect(await page.textContent('#quire-dev-error')).toMatch(/guide\.mdx:\d+:\d+/);
  await write('guide.mdx', guide('Fixed text.'));
  await page.getByText('Fixed text.').waitFor({ timeout: 15_000 });
  expect(await page.locator('#quire-dev-error').count()).toBe(0);

  // Broken docs.json: the page stays, with the config errors over it, until it is fixed.
  await write('docs.json', '{ "name": "E2E Docs", "navigation": [ ');
  await page.locator('#quire-dev-config-error').waitFor({ timeout: 15_000 });
  expect(await page.textContent('#quire-dev-config-error')).toContain('docs.json');
  expect(await page.textContent('body')).toContain('Fixed text.');
  await write('docs.json', config('E2E Docs Renamed'));
  await page.locator('#quire-dev-config-error').waitFor({ state: 'detached', timeout: 15_000 });
  await expect.poll(() => page.textContent('body')).toContain('E2E Docs Renamed');
});

it('shows the warnings of a page in a corner notice the reader can dismiss, the page rendered without what it left out', async (ctx) => {
  if (!browser || !server) return ctx.skip();
  await write('guide.mdx', guide('Before the unknown component.\n\n<Caution>Left out.</Caution>\n\nAfter it.'));
  await page.goto(new URL('/guide', server.url).href);
  const notice = page.locator('#quire-dev-warnings');
  await notice.waitFor({ timeout: 15_000 });
  expect(await notice.textContent()).toMatch(/1 warning on this page.*guide\.mdx:\d+:\d+.*Unknown component `<Caution>`: it is left out of the page\..*mdx\/unknown-component/s);
  expect(await page.textContent('main')).toContain('After it.');
  expect(await page.textContent('main')).not.toContain('Left out.');
  // In a corner, over the page rather than pushing it down.
  expect(await notice.evaluate((element) => getComputedStyle(element).position)).toBe('fixed');
  await page.getByRole('button', { name: 'Dismiss the warnings' }).click();
  expect(await notice.count()).toBe(0);
  expect(await page.textContent('main')).toContain('After it.');

  // Fixed: the notice is gone after the reload.
  await write('guide.mdx', guide('Before the note.\n\n<Note>Kept.</Note>\n\nAfter it.'));
  await page.getByText('Kept.').waitFor({ timeout: 15_000 });
  expect(await page.locator('#quire-dev-warnings').count()).toBe(0);
});
