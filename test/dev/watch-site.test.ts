import { expect, it } from 'vitest';
import { isIgnoredPath } from '../../src/dev/watch-site.js';

it('ignores dot-folders, node_modules and the build output, but not the site itself', () => {
  const site = '/work/site';
  const exclude = ['/work/site/dist'];
  expect(isIgnoredPath(site, exclude, '/work/site')).toBe(false);
  expect(isIgnoredPath(site, exclude, '/work/site/guides/setup.mdx')).toBe(false);
  expect(isIgnoredPath(site, exclude, '/work/site/.git/index')).toBe(true);
  expect(isIgnoredPath(site, exclude, '/work/site/.cursor')).toBe(true);
  expect(isIgnoredPath(site, exclude, '/work/site/node_modules/x/index.js')).toBe(true);
  expect(isIgnoredPath(site, exclude, '/work/site/dist/index.html')).toBe(true);
  expect(isIgnoredPath(site, exclude, '/work/site/distant.mdx')).toBe(false);
  // The site may itself live inside a dot-folder; only paths below it count.
  expect(isIgnoredPath('/home/u/.docs', [], '/home/u/.docs/index.mdx')).toBe(false);
});
