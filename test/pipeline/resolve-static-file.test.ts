import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { resolveStaticFile } from '../../src/pipeline/site-files.js';
import { planSite } from '../../src/site/plan.js';

const fixture = fileURLToPath(new URL('../fixtures/sites/divisions', import.meta.url));
const site = (await planSite(fixture)).site!;

it('finds an asset of the site by its URL', async () => {
  expect(await resolveStaticFile(site, '/logo.png')).toBe(path.join(fixture, 'logo.png'));
});

it('never serves page sources, dot-folders, node_modules or anything outside the site', async () => {
  for (const url of ['/index.mdx', '/v2/changes.md', '/.hidden/page.mdx', '/node_modules/pkg/readme.md', '/../divisions/logo.png', '/%2e%2e/divisions/logo.png', '/guides', '/']) {
    expect(await resolveStaticFile(site, url), url).toBeUndefined();
  }
});
