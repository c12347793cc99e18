import { describe, expect, it } from 'vitest';
import { markCurrent, navHtml, renderSidebarPart } from '../../src/layout/sidebar.js';
import type { NavGroupItem } from '../../src/site/types.js';

const groups: NavGroupItem[] = [
  {
    kind: 'group',
    id: 1,
    name: 'Start & <go>',
    icon: 'book',
    items: [
      { kind: 'page', route: '/', label: 'Home' },
      { kind: 'page', route: '/a"b', label: 'Quotes "here"', icon: '/images/a.svg' },
      { kind: 'group', id: 2, name: 'Nested', version: 'v2', items: [{ kind: 'page', route: '/deep', label: 'Deep', icon: 'code' }] },
    ],
  },
  { kind: 'group', id: 3, name: '', version: 'v2', items: [{ kind: 'page', route: '/', label: 'Home again' }] },
];

describe('the sidebar', () => {
  it('is written as Preact (with compat) writes it: escaped text and attributes, icons by sprite reference, versions on groups', () => {
    const part = renderSidebarPart(groups);
    expect(part.html).toBe(
      '<div class="q-nav">' +
        '<section class="q-group"><p class="q-group-title"><svg aria-hidden="true" class="q-i"><use href="#qi-s-book"></use></svg>Start &amp; &lt;go></p>' +
        '<ul><li><a href="/">Home</a></li>' +
        '<li><a href="/a&quot;b"><img src="/images/a.svg" alt width="16" height="16" class="q-i"/>Quotes &quot;here&quot;</a></li>' +
        '<li><details data-g="2" data-version="v2"><summary>Nested</summary><ul><li><a href="/deep"><svg aria-hidden="true" class="q-i"><use href="#qi-s-code"></use></svg>Deep</a></li></ul></details></li></ul>' +
        '</section>' +
        '<section data-version="v2" class="q-group"><ul><li><a href="/">Home again</a></li></ul></section>' +
        '</div>',
    );
    expect([...part.icons.keys()]).toEqual(['qi-s-book', 'qi-s-code']);
  });

  it('keeps the first place of a page named twice for previous/next, with the groups around it', () => {
    const part = renderSidebarPart(groups);
    expect(part.order.map((page) => page.label)).toEqual(['Home', 'Quotes "here"', 'Deep']);
    expect(part.trail.get('/deep')).toEqual({ names: ['Start & <go>', 'Nested'], open: [2], section: 0 });
    expect(part.sections).toHaveLength(2);
    expect(navHtml(part.sections)).toBe(part.html);
  });

  it('marks the current page and opens the groups around it', () => {
    const html = markCurrent(renderSidebarPart(groups), '/deep');
    expect(html).toContain('<details data-g="2" open data-version="v2">');
    expect(html).toContain('<a href="/deep" aria-current="page">');
    expect(markCurrent(renderSidebarPart(groups), '/a"b')).toContain('<a href="/a&quot;b" aria-current="page">');
  });
});
