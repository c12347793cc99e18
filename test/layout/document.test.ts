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

  it('page modes: full and center drop the table of contents, custom also the title, pager and feedback', () => {
    const site = basic();
    const modes = Object.fromEntries(['full', 'center', 'custom', 'default', 'odd'].map((mode) => [mode, renderDocument(input(site, '/quickstart', { frontmatter: { mode } }))]));
    expect(modes.full).toContain('<div class="q-shell" data-mode="full">');
    expect(modes.center).toContain('<div class="q-shell" data-mode="center">');
    expect(modes.custom).toContain('<div class="q-shell" data-mode="custom">');
    for (const mode of ['full', 'center', 'custom']) expect(modes[mode]).not.toContain('data-q-toc');
    // The sidebar stays in the page: small screens open it from the menu button.
    for (const mode of ['center', 'custom']) expect(modes[mode]).toContain('id="q-sidebar"');
    expect(modes.center).toContain('<h1>Quickstart</h1>');
    expect(modes.custom).toContain('<h1 class="q-sr">Quickstart</h1>');
    expect(modes.custom).not.toContain('q-page-header');
    expect(modes.custom).not.toContain('q-pager');
    expect(modes.center).toContain('q-pager');
    // Unknown modes are the default page.
    for (const mode of ['default', 'odd']) {
      expect(modes[mode]).toContain('<div class="q-shell">');
      expect(modes[mode]).toContain('data-q-toc');
    }
  });

  it('puts a <Panel> in the table of contents\' column, out of the content', () => {
    const body = { html: '<p>Before</p><aside class="q-panel"><p>Side</p><aside>inner</aside></aside><p>After</p>', toc: [{ depth: 2 as const, id: 'intro', text: 'Intro' }], frontmatter: {} };
    const html = renderDocument({ ...input(basic(), '/'), body });
    expect(html).toContain('<div class="q-content"><p>Before</p><p>After</p></div>');
    expect(html).toContain('<div class="q-panel-column"><aside class="q-panel"><p>Side</p><aside>inner</aside></aside></div>');
    expect(html).not.toContain('data-q-toc');
    // Without the column (wide mode), the panel stays where it was written.
    const wide = renderDocument({ ...input(basic(), '/'), body: { ...body, frontmatter: { mode: 'wide' } } });
    expect(wide).toContain('<div class="q-content"><p>Before</p><aside class="q-panel">');
  });
});

describe('renderDocument: site-wide looks', () => {
  const site = (extra: object) => buildSite({ navigation: [{ group: 'G', pages: ['index'] }], ...extra });
  const htmlTag = (extra: object) => renderDocument(input(site(extra), '/')).match(/^<!doctype html><html[^>]*>/)![0];

  it('puts theme, layout, sidebar.items and topbar.style on <html> for the theme to draw; the defaults add nothing', () => {
    const tag = htmlTag({ theme: 'quill', layout: 'solidSidenav', sidebar: { items: 'card' }, topbar: { style: 'gradient' } });
    expect(tag).toContain(' data-look="quill"');
    expect(tag).toContain(' data-layout="solidSidenav"');
    expect(tag).toContain(' data-sidebar-items="card"');
    expect(tag).toContain(' data-topbar="gradient"');
    expect(htmlTag({ layout: 'sidenav', sidebar: { items: 'container' }, topbar: { style: 'default' } })).not.toMatch(/data-(look|layout|sidebar-items|topbar)=/);
  });

  it('preloads the default font, unless font sets the body\'s and the headings\' own', () => {
    const assets = { css: '/q.css', js: '/q.js', math: '/k.css', font: '/_quire/fonts/inter.woff2' };
    const preload = '<link rel="preload" href="/_quire/fonts/inter.woff2" as="font" type="font/woff2" crossorigin="anonymous"/>';
    expect(renderDocument({ ...input(site({}), '/'), assets })).toContain(preload);
    expect(renderDocument({ ...input(site({ font: { headings: { family: 'Fraunces' } } }), '/'), assets })).toContain(preload);
    expect(renderDocument({ ...input(site({ font: { family: 'Inter' } }), '/'), assets })).not.toContain('rel="preload"');
    expect(renderDocument({ ...input(site({ font: { headings: { family: 'A' }, body: { family: 'B' } } }), '/'), assets })).not.toContain('rel="preload"');
  });

  it('background.style draws a decoration behind the page; backgroundImage takes its place', () => {
    expect(renderDocument(input(site({ background: { style: 'windows' } }), '/'))).toContain('<div class="q-backdrop q-backdrop--windows" aria-hidden="true"></div>');
    const both = renderDocument(input(site({ background: { style: 'grid' }, backgroundImage: '/bg.png' }), '/'));
    expect(both).toContain('<div class="q-backdrop" aria-hidden="true"></div>');
    expect(both).not.toContain('q-backdrop--');
  });

  it('layout: topnav moves the tabs into the top bar\'s row', () => {
    const tabs = { tabs: [{ name: 'API', url: 'api' }] };
    const topnav = renderDocument(input(site({ ...tabs, layout: 'topnav' }), '/'));
    expect(topnav).toMatch(/<div class="q-topbar">.*<nav aria-label="Sections" class="q-tabbar">.*<\/nav><div class="q-topbar-end">.*<\/header>/);
    const sidenav = renderDocument(input(site(tabs), '/'));
    expect(sidenav).toMatch(/<\/div><nav aria-label="Sections" class="q-tabbar">.*<\/nav><\/header>/);
  });

  it('layout: solidSidenav keeps the accent readable on the sidebar\'s own tint', () => {
    const html = renderDocument(input(site({ layout: 'solidSidenav', colors: { primary: '#6E8FFF' } }), '/'));
    expect(html).toMatch(/--q-sidebar-bg:#[0-9a-f]{6}/);
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
    expect(html).toContain('<p data-pagefind-ignore="index" class="q-eyebrow">Guides / Advanced</p>');
    const section = basic();
    section.config.eyebrow = { display: 'section' };
    expect(renderDocument(input(section, '/guides/deep'))).toContain('<p data-pagefind-ignore="index" class="q-eyebrow">Advanced</p>');
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

describe('renderDocument: the copy page menu', () => {
  it('offers all four entries by default, those contextual.options names in its order, and none for an empty list or on the 404 page', () => {
    const entries = (html: string) => [...html.matchAll(/<li>(?:<button[^>]*>|<a[^>]*>)([^<]+)<\/(?:button|a)><\/li>/g)].map((m) => m[1]);
    const menu = (html: string) => /<details[^>]*class="q-copy-page">[\s\S]*?<\/details>/.exec(html)?.[0] ?? '';
    expect(entries(menu(renderDocument(input(basic(), '/quickstart'))))).toEqual(['Copy as Markdown', 'View as Markdown', 'Open in ChatGPT', 'Open in Claude']);
    const chosen = basic();
    chosen.config.contextual = { options: ['claude', 'view', 'cursor'] };
    expect(entries(menu(renderDocument(input(chosen, '/quickstart'))))).toEqual(['Open in Claude', 'View as Markdown']);
    const none = basic();
    none.config.contextual = { options: [] };
    expect(renderDocument(input(none, '/quickstart'))).not.toContain('q-copy-page');
    expect(render404(basic(), { css: '/a.css', js: '/a.js', math: '/m.css' })).not.toContain('q-copy-page');
  });
});
