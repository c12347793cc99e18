import { expect, inject, it } from 'vitest';
import { pageWeight } from '../../bench/page-weight.js';

/*
 * A plain content page's weight, gzipped, against the budgets every Quire page keeps. Byte counts
 * are deterministic, so they are tested; time and memory are left to `npm run bench`.
 */
const KB = 1024;

it('keeps a plain content page of docs/ within 5 KB of JavaScript, 12 KB of CSS and 12 KB of HTML, gzipped', async () => {
  const weight = await pageWeight(inject('builtDocs'), 'quickstart');
  expect(weight.html).toBeGreaterThan(1 * KB);
  expect(weight.js, `JS: page script and ${weight.features.join(', ') || 'no features'}`).toBeLessThanOrEqual(5 * KB);
  expect(weight.css).toBeLessThanOrEqual(12 * KB);
  expect(weight.html).toBeLessThanOrEqual(12 * KB);
});

it('loads the playground only on endpoint pages, within 30 KB gzipped beside the page script', async () => {
  const plain = await pageWeight(inject('builtDocs'), 'quickstart');
  const endpoint = await pageWeight(inject('builtDocs'), 'api-reference/post-v1-anvils');
  expect(plain.features.filter((file) => file.includes('playground'))).toEqual([]);
  expect(endpoint.features).toEqual([...plain.features, expect.stringMatching(/^features\/playground\.[A-Z0-9]+\.js$/)]);
  expect(endpoint.js - plain.js, 'the playground, with the chunks it imports').toBeLessThanOrEqual(30 * KB);
  expect(endpoint.js - plain.js).toBeGreaterThan(1 * KB);
});
