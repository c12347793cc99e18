import { describe, expect, it } from 'vitest';
import { renderDocument } from '../../src/layout/document.js';
import { buildSite, input, type FixtureGroup } from './fixture.js';

describe('renderDocument at scale', () => {
  // How fast this is gets measured by `npm run bench` (10,000-page builds), not by a timed test.
  it('gives every page of a 10,000-page site the whole sidebar, marking only its own place', () => {
    const navigation: FixtureGroup[] = Array.from({ length: 100 }, (_, g) => ({
      group: `Group ${g}`,
      pages: [
        ...Array.from({ length: 50 }, (_, p) => `g${g}/page-${p}`),
        { group: `Nested ${g}`, pages: Array.from({ length: 50 }, (_, p) => `g${g}/nested/page-${p}`) },
      ],
    }));
    const site = buildSite({ navigation });
    expect(site.pages.length).toBe(10_000);
    const sample = site.pages.filter((_, index) => index % 500 === 0);
    const sidebars = sample.map((page) => {
      const html = renderDocument(input(site, page.route));
      expect(html.match(/aria-current="page"/g), page.route).toHaveLength(1);
      expect(html).toContain(`href="${page.route}" aria-current="page"`);
      return /<nav[^>]*class="q-sidebar[\s\S]*?<\/nav>/.exec(html)?.[0] ?? '';
    });
    // Every page carries the whole 10,000-link sidebar; apart from the current-page markers it is the same text.
    for (const sidebar of sidebars) expect(sidebar.match(/<a /g)!.length).toBeGreaterThanOrEqual(10_000);
    const unmarked = sidebars.map((s) => s.replace(/ aria-current="page"| open(?=[ >])/g, ''));
    expect(new Set(unmarked).size).toBe(1);
  });
});
