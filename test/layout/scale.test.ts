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
      expect(html).toContain(`<script src="${script!.path}" data-route="${page.route}" onerror=`);
      // Without JavaScript: the page's own top-level group (100 links), its link marked.
      const fallback = /<noscript>([\s\S]*?)<\/noscript>/.exec(html)![1]!;
      expect(fallback.match(/<a /g)).toHaveLength(100);
      expect(fallback).toContain(`href="${page.route}" aria-current="page"`);
    }
  });

  it('keeps only the page and its neighbours for readers without JavaScript when its one group holds thousands of pages', () => {
    const site = buildSite({ navigation: [{ group: 'Endpoints', pages: Array.from({ length: 5_000 }, (_, p) => `api/endpoint-${p}`) }] });
    for (const route of ['/api/endpoint-0', '/api/endpoint-2500', '/api/endpoint-4999']) {
      const html = renderDocument(input(site, route));
      expect(html.length, route).toBeLessThan(20_000);
      const fallback = /<noscript>([\s\S]*?)<\/noscript>/.exec(html)![1]!;
      expect(fallback).toContain('<p class="q-group-title">Endpoints</p>');
      expect(fallback).toContain(`href="${route}" aria-current="page"`);
      const n = Number(route.split('-').pop());
      const expected = [n - 1, n, n + 1].filter((i) => i >= 0 && i < 5_000).map((i) => `/api/endpoint-${i}`);
      expect([...fallback.matchAll(/href="([^"]+)"/g)].map((m) => m[1])).toEqual(expected);
    }
  });
});
