import { describe, expect, it } from 'vitest';
import { renderDocument } from '../../src/layout/document.js';
import { siteParts } from '../../src/layout/site-parts.js';
import { buildSite, input, type FixtureGroup } from './fixture.js';

describe('renderDocument at scale', () => {
  // How fast this is gets measured by `npm run bench` (10,000-page builds), not by a timed test.
  it('writes the sidebar of a 10,000-page site once, into a script every page loads, and gives each page its own group without it', () => {
    const navigation: FixtureGroup[] = Array.from({ length: 100 }, (_, g) => ({
      group: `Group ${g}`,
      pages: [
        ...Array.from({ length: 50 }, (_, p) => `g${g}/page-${p}`),
        { group: `Nested ${g}`, pages: Array.from({ length: 50 }, (_, p) => `g${g}/nested/page-${p}`) },
      ],
    }));
    const site = buildSite({ navigation });
    expect(site.pages.length).toBe(10_000);

    const [script, ...others] = siteParts(site).sharedSidebars();
    expect(others).toEqual([]);
    expect(script!.path).toMatch(/^\/_quire\/sidebar\.[0-9a-f]{8}\.js$/);
    expect(script!.body.match(/<a /g)).toHaveLength(10_000);
    expect(script!.body).not.toContain('aria-current=\\"page');

    for (const page of site.pages.filter((_, index) => index % 500 === 0)) {
      const html = renderDocument(input(site, page.route));
      expect(html.length, page.route).toBeLessThan(40_000);
      expect(html).toContain(`<script src="${script!.path}" data-route="${page.route}"></script>`);
      // Without JavaScript: the page's own top-level group (100 links), its link marked.
      const fallback = /<noscript>([\s\S]*?)<\/noscript>/.exec(html)![1]!;
      expect(fallback.match(/<a /g)).toHaveLength(100);
      expect(fallback).toContain(`href="${page.route}" aria-current="page"`);
    }
  });
});
