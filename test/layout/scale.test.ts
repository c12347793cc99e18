import { describe, expect, it } from 'vitest';
import { renderDocument } from '../../src/layout/document.js';
import { buildSite, input, type FixtureGroup } from './fixture.js';

describe('renderDocument at scale', () => {
  it('renders pages of a 10,000-page sidebar by copying it, not re-rendering it', () => {
    const navigation: FixtureGroup[] = Array.from({ length: 100 }, (_, g) => ({
      group: `Group ${g}`,
      pages: [
        ...Array.from({ length: 50 }, (_, p) => `g${g}/page-${p}`),
        { group: `Nested ${g}`, pages: Array.from({ length: 50 }, (_, p) => `g${g}/nested/page-${p}`) },
      ],
    }));
    const site = buildSite({ navigation });
    expect(site.pages.length).toBe(10_000);
    const started = performance.now();
    // Every tenth page keeps the test quick; the first one pays for rendering the sidebar.
    const sample = site.pages.filter((_, index) => index % 10 === 0);
    let bytes = 0;
    for (const page of sample) bytes += renderDocument(input(site, page.route)).length;
    const perPage = (performance.now() - started) / sample.length;
    // Each page carries the whole 10,000-link sidebar (~500 KB); the cost per page must be copying it, not rendering it.
    expect(bytes / sample.length).toBeGreaterThan(400_000);
    expect(perPage).toBeLessThan(5);
  });
});
