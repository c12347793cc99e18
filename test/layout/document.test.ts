import { describe, expect, it } from 'vitest';
import { render404, renderDocument } from '../../src/layout/document.js';
import { buildSite, count, input } from './fixture.js';

const basic = () =>
  buildSite({
    name: 'Acme Docs',
    navigation: [
      { group: 'Get started', icon: 'rocket', pages: ['index', 'quickstart'] },
      { group: 'Guides', pages: ['guides/one', { group: 'Advanced', pages: ['guides/deep', { group: 'Deeper', pages: ['guides/deepest'] }] }, 'guides/two'] },
    ],
  });

describe('renderDocument: shell', () => {
  it('is a full document with the page title and site name', () => {
    const html = renderDocument(input(basic(), '/quickstart'));
    expect(html.startsWith('<!doctype html><html lang="en"')).toBe(true);
    expect(html).toContain('<title>Quickstart - Acme Docs</title>');
    expect(html).toContain('<h1>Quickstart</h1>');
    expect(html).toContain('<a class="q-skip" href="#q-main">Skip to content</a>');
    expect(html).toContain('<link rel="stylesheet" href="/assets/quire.css"/>');
    expect(html).toContain('<script type="module" src="/assets/quire.js"></script>');
    expect(html).toMatch(/<main id="q-main"[^>]*>/);
    expect(html.endsWith('</body></html>')).toBe(true);
  });

  it('prefers the front matter title and description', () => {
    const html = renderDocument(input(basic(), '/quickstart', { frontmatter: { title: 'Start here', description: 'Five minutes to a site.' } }));
    expect(html).toContain('<title>Start here - Acme Docs</title>');
    expect(html).toContain('<meta name="description" content="Five minutes to a site."/>');
    expect(html).toContain('<p class="q-description">Five minutes to a site.</p>');
  });

  it('appends headExtra to the head', () => {
    const html = renderDocument(input(basic(), '/', { headExtra: '<script src="/__reload.js"></script>' }));
    expect(html).toMatch(/<script src="\/__reload.js"><\/script><\/head>/);
  });

  it('renders the body and the table of contents', () => {
    const html = renderDocument(input(basic(), '/'));
    expect(html).toContain('<div class="q-content"><h2 id="intro">Intro</h2><p>Hello.</p></div>');
    expect(html).toContain('<nav aria-labelledby="q-toc-title" data-q-toc="true">');
    expect(html).toContain('<a href="#intro">Intro</a>');
  });

  it('hides the table of contents in wide mode', () => {
    const html = renderDocument(input(basic(), '/', { frontmatter: { mode: 'wide' } }));
    expect(html).not.toContain('data-q-toc');
  });
});

describe('renderDocument: navigation', () => {
  it('marks the current page and opens its groups, and only those', () => {
    const site = basic();
    const html = renderDocument(input(site, '/guides/deepest'));
    expect(count(html, 'aria-current="page"')).toBe(1);
    expect(html).toContain('<a href="/guides/deepest" aria-current="page">');
    expect(html).toMatch(/<details data-g="2" open>/);
    expect(html).toMatch(/<details data-g="3" open>/);
    const other = renderDocument(input(site, '/quickstart'));
    expect(other).not.toMatch(/ open>/);
    expect(other).toContain('<a href="/quickstart" aria-current="page">');
  });

  it('lists groups and pages in order, with sidebarTitle as label and group icons', () => {
    const site = buildSite({ navigation: [{ group: 'A', icon: 'rocket', pages: ['a', 'b'] }] }, { titles: { b: { title: 'Bee page', sidebarTitle: 'Bee' } } });
    const html = renderDocument(input(site, '/a'));
    expect(html.indexOf('href="/a"')).toBeLessThan(html.indexOf('href="/b"'));
    expect(html).toContain('<a href="/b">Bee</a>');
    expect(html).toMatch(/<p class="q-group-title"><svg aria-hidden="true" class="q-i"><use href="#qi-s-rocket"><\/use><\/svg>A<\/p>/);
    expect(html).toContain('<symbol id="qi-s-rocket"');
  });

  it('links previous and next pages in navigation order', () => {
    const html = renderDocument(input(basic(), '/guides/one'));
    expect(html).toMatch(/<a href="\/quickstart" rel="prev" class="q-pager-prev">.*Quickstart/);
    expect(html).toMatch(/<a href="\/guides\/deep" rel="next" class="q-pager-next">.*Deep/);
    const first = renderDocument(input(basic(), '/'));
    expect(first).not.toContain('rel="prev"');
  });

  it('names the groups above the title, or with eyebrow.display: section only the page\'s own', () => {
    const html = renderDocument(input(basic(), '/guides/deep'));
    expect(html).toContain('<p class="q-eyebrow">Guides / Advanced</p>');
    const section = basic();
    section.config.eyebrow = { display: 'section' };
    expect(renderDocument(input(section, '/guides/deep'))).toContain('<p class="q-eyebrow">Advanced</p>');
  });

  it('renders the sidebar once per site and division', () => {
    const site = basic();
    let calls = 0;
    const sidebar = site.sidebar;
    site.sidebar = (d) => (calls++, sidebar(d));
    for (const page of site.pages) renderDocument(input(site, page.route));
    expect(calls).toBe(1);
  });

  it('shows pages outside navigation with the sidebar but nothing current', () => {
    const site = buildSite({ navigation: [{ group: 'A', pages: ['a'] }] }, { extraPages: ['hidden'] });
    const html = renderDocument(input(site, '/hidden'));
    expect(html).toContain('<a href="/a">');
    expect(html).not.toContain('aria-current="page"');
    expect(html).not.toContain('q-pager');
  });
});

describe('render404', () => {
  it('uses the shell with a friendly message and a link home', () => {
    const html = render404(basic(), { css: '/c.css', js: '/j.js', math: '/m.css' });
    expect(html).toContain('<title>Page not found - Acme Docs</title>');
    expect(html).toContain('<a href="/">go to the home page</a>');
    expect(html).toContain('class="q-sidebar"');
  });
});
