import { describe, expect, it } from 'vitest';
import { renderDocument } from '../../src/layout/document.js';
import { parseGithubRepository, repositoryOf } from '../../src/layout/repository.js';
import type { Config } from '../../src/config/schema/index.js';
import { buildSite, count, input, type FixtureConfig } from './fixture.js';

const nav: FixtureConfig['navigation'] = [{ group: 'Start', pages: ['index', 'intro'] }];
const render = (config: Partial<FixtureConfig>, route = '/intro', extra = {}) => renderDocument(input(buildSite({ navigation: nav, ...config }), route, extra));

describe('logo and favicon', () => {
  it('shows the site name when there is no logo', () => {
    expect(render({ name: 'Acme' })).toContain('<a href="/" class="q-logo"><span class="q-logo-name">Acme</span></a>');
  });
  it('shows one logo for both modes', () => {
    expect(render({ name: 'Acme', logo: '/logo.svg' })).toContain('<a href="/" class="q-logo"><img src="/logo.svg" alt="Acme"/></a>');
  });
  it('shows a light and a dark logo linking to href', () => {
    const html = render({ name: 'Acme', logo: { light: '/l.svg', dark: '/d.svg', href: 'https://acme.dev' } });
    expect(html).toContain('<a href="https://acme.dev" class="q-logo"><img src="/l.svg" alt="Acme" class="q-logo-light"/><img src="/d.svg" alt="Acme" class="q-logo-dark"/></a>');
  });
  it('links the favicon', () => {
    expect(render({ favicon: '/favicon.svg' })).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml"/>');
  });
});

describe('top bar', () => {
  it('renders links and a link button', () => {
    const html = render({ topbarLinks: [{ name: 'Support', url: 'mailto:s@acme.dev' }], topbarCtaButton: { type: 'link', name: 'Dashboard', url: 'https://app.acme.dev' } });
    expect(html).toContain('<a href="mailto:s@acme.dev">Support</a>');
    expect(html).toMatch(/<a href="https:\/\/app.acme.dev" class="q-cta">Dashboard/);
  });
  it('renders a GitHub button with the repository and a star count slot', () => {
    const html = render({ topbarCtaButton: { type: 'github', url: 'https://github.com/acme/docs' } });
    expect(html).toContain('<a href="https://github.com/acme/docs" data-q-repo="acme/docs" class="q-github">');
    expect(html).toContain('<span class="q-github-name">acme/docs</span>');
    expect(html).toMatch(/<span hidden class="q-stars">.*<span data-q-stars="true"><\/span>/);
  });
});

describe('anchors', () => {
  const config: Partial<FixtureConfig> = {
    topAnchor: { name: 'Home', icon: 'house', iconType: 'solid' },
    anchors: [
      { name: 'API', url: 'api', icon: 'code', color: { from: '#112233', to: '#445566' }, iconType: 'duotone', isDefaultHidden: false },
      { name: 'Secret', url: 'secret', icon: 'lock', iconType: 'duotone', isDefaultHidden: true },
      { name: 'Blog', url: 'https://acme.dev/blog', icon: 'newspaper', iconType: 'duotone', isDefaultHidden: false },
      { name: 'V2 only', url: 'v2', version: 'v2', iconType: 'duotone', isDefaultHidden: false },
    ],
    navigation: [
      { group: 'Start', pages: ['index', 'intro'] },
      { group: 'API', pages: ['api/users', 'api/orders'] },
      { group: 'Hidden', pages: ['secret/one'] },
    ],
  };
  const site = () => buildSite(config as FixtureConfig);

  it('shows only the current anchor groups in the sidebar', () => {
    const home = renderDocument(input(site(), '/intro'));
    expect(home).toContain('href="/intro"');
    expect(home).not.toContain('href="/api/users"');
    const api = renderDocument(input(site(), '/api/orders'));
    expect(api).toContain('<a href="/api/orders" aria-current="page">');
    expect(api).not.toContain('href="/intro"');
    expect(api).toMatch(/<a href="\/api\/users" rel="prev" class="q-pager-prev"/);
    expect(api).not.toContain('q-pager-next');
  });

  it('marks the current anchor and names the top anchor from topAnchor', () => {
    const html = renderDocument(input(site(), '/api/users'));
    expect(html).toMatch(/<a href="\/api" aria-current="true"><span style="--q-anchor-bg:linear-gradient\(45deg,#112233,#445566\)" class="q-anchor-icon q-anchor-colored">/);
    expect(html).toMatch(/<a href="\/">.*?<\/span>Home<\/a>/);
    expect(html).toContain('qi-s-house');
  });

  it('links external anchors plainly', () => {
    expect(renderDocument(input(site(), '/intro'))).toMatch(/<a href="https:\/\/acme.dev\/blog">.*Blog<\/a>/);
  });

  it('hides a default-hidden anchor except on its own pages', () => {
    expect(renderDocument(input(site(), '/intro'))).not.toContain('Secret');
    expect(renderDocument(input(site(), '/secret/one'))).toMatch(/aria-current="true">.*Secret<\/a>/);
  });

  it('tags versioned anchors', () => {
    expect(renderDocument(input(site(), '/intro'))).toMatch(/<li data-version="v2"><a href="\/v2">/);
  });
});

describe('tabs', () => {
  const site = () =>
    buildSite({
      tabs: [{ name: 'API Reference', url: 'api', isDefaultHidden: false }],
      navigation: [
        { group: 'Start', pages: ['index', 'intro'] },
        { group: 'Endpoints', pages: ['api/users'] },
      ],
    });
  it('renders a tab bar with the current tab and that tab navigation', () => {
    const html = renderDocument(input(site(), '/api/users'));
    expect(html).toContain('<nav aria-label="Sections" class="q-tabbar"><ul><li><a href="/">Documentation</a></li><li><a href="/api" aria-current="true">API Reference</a></li></ul></nav>');
    expect(html).not.toContain('href="/intro"');
    expect(renderDocument(input(site(), '/intro'))).not.toContain('href="/api/users"');
  });
});

describe('versions', () => {
  const site = () =>
    buildSite({
      versions: ['v2', 'v1'],
      navigation: [
        { group: 'Start', pages: ['index'] },
        { group: 'New', version: 'v2', pages: ['new'] },
        { group: 'Old', version: 'v1', pages: ['old'] },
      ],
    });

  it('defaults to the first version and tags versioned groups', () => {
    const html = renderDocument(input(site(), '/'));
    expect(html).toMatch(/^<!doctype html><html lang="en" data-theme="light" data-version="v2">/);
    expect(html).toContain('<section data-version="v1" class="q-group">');
    expect(html).toMatch(/<select data-q-version[^>]*><option value="v2" selected data-href="\/new">v2<\/option><option value="v1" data-href="\/old">v1<\/option><\/select>/);
    expect(html).toContain('html[data-version="v2"] [data-version]:not([data-version="v2"]),html[data-version="v1"] [data-version]:not([data-version="v1"]){display:none!important}');
    expect(html).toContain('data-versions="[&quot;v2&quot;,&quot;v1&quot;]"');
  });

  it('reads versions written as objects: the default one, an outside one as a link, the locale as the language', () => {
    const objects = buildSite({
      versions: [{ name: 'v2' }, { name: 'v1', default: true, locale: 'fr' }, { name: 'v0', url: 'https://v0.acme.dev' }],
      navigation: [
        { group: 'Start', pages: ['index'] },
        { group: 'New', version: 'v2', pages: ['new'] },
        { group: 'Old', version: 'v1', pages: ['old'] },
      ],
    });
    const home = renderDocument(input(objects, '/'));
    expect(home).toMatch(/^<!doctype html><html lang="fr" data-theme="light" data-version="v1">/);
    expect(home).toContain('<option value="v1" selected data-href="/old">v1</option>');
    expect(home).toContain('<option value="v0" data-href="https://v0.acme.dev" data-external>v0</option>');
    expect(renderDocument(input(objects, '/new'))).toMatch(/^<!doctype html><html lang="en" data-theme="light" data-version="v2" data-page-version="v2">/);
  });

  it('selects the version of a versioned page', () => {
    const html = renderDocument(input(site(), '/old'));
    expect(html).toMatch(/data-version="v1" data-page-version="v1">/);
    expect(html).toContain('<option value="v1" selected');
  });

  it('has no dropdown without versions', () => {
    expect(render({})).not.toContain('data-q-version');
  });
});

describe('footer socials', () => {
  it('renders an icon link with an accessible name per platform', () => {
    const html = render({ footerSocials: { github: 'https://github.com/acme', x: 'https://x.com/acme', 'hacker-news': 'https://news.ycombinator.com', twitter: 'https://twitter.com/acme', website: 'https://acme.dev' } });
    for (const label of ['GitHub', 'X', 'Hacker News', 'Twitter', 'Website']) expect(html).toContain(`aria-label="${label}"`);
    expect(html).toMatch(/<a href="https:\/\/github.com\/acme" aria-label="GitHub" title="GitHub"><svg aria-hidden="true" class="q-i"><use href="#qi-b-github">/);
    expect(count(html, '<symbol id="qi-b-github"')).toBe(1);
  });
});

describe('feedback', () => {
  const config = (feedback: Config['feedback']): Partial<FixtureConfig> => ({ feedback, footerSocials: { github: 'https://github.com/acme/docs' } });
  it('links to editing the page source', () => {
    expect(render(config({ suggestEdit: true, raiseIssue: false }))).toContain('<a href="https://github.com/acme/docs/edit/main/intro.mdx">');
  });
  it('links to a new issue naming the page', () => {
    const html = renderDocument(input(buildSite({ navigation: nav, ...config({ suggestEdit: false, raiseIssue: true }) }), '/intro', { siteUrl: 'https://docs.acme.dev/' }));
    const href = html.match(/<a href="(https:\/\/github.com\/acme\/docs\/issues\/new[^"]*)">/)![1]!.replace(/&amp;/g, '&');
    const url = new URL(href);
    expect(url.searchParams.get('title')).toBe('Issue on docs: Intro');
    expect(url.searchParams.get('body')).toContain('https://docs.acme.dev/intro');
    expect(html).not.toContain('Suggest edits');
  });
  it('shows nothing without a repository', () => {
    expect(render({ feedback: { suggestEdit: true, raiseIssue: true } })).not.toContain('q-feedback');
  });
});

describe('repositoryOf', () => {
  it('prefers the GitHub button, then the footer link, and ignores accounts', () => {
    const config = (c: object) => ({ name: 'x', navigation: [], ...c }) as unknown as Config;
    expect(repositoryOf(config({ topbarCtaButton: { type: 'github', url: 'https://github.com/a/b' }, footerSocials: { github: 'https://github.com/c/d' } }))?.url).toBe('https://github.com/a/b');
    expect(repositoryOf(config({ topbarCtaButton: { type: 'github', url: 'https://github.com/a' }, footerSocials: { github: 'https://github.com/c/d' } }))?.url).toBe('https://github.com/c/d');
    expect(repositoryOf(config({ footerSocials: { github: 'https://github.com/mintlify' } }))).toBeUndefined();
    expect(parseGithubRepository('https://github.com/o/r.git')).toEqual({ owner: 'o', name: 'r', url: 'https://github.com/o/r' });
    expect(parseGithubRepository('https://github.com/o/r/tree/main/docs')?.name).toBe('r');
  });
});

describe('mode toggle', () => {
  it('shows the toggle and follows the OS by default', () => {
    const html = render({});
    expect(html).toContain('data-q-mode="true" aria-label="Dark mode" aria-pressed="false"');
    expect(html).toMatch(/<script>"use strict";/);
  });
  it('passes the default mode to the head script and the server-rendered attribute', () => {
    const html = render({ modeToggle: { default: 'dark', isHidden: false } });
    expect(html).toMatch(/^<!doctype html><html lang="en" data-theme="dark">/);
    expect(html).toContain('<script data-mode="dark">"use strict";');
  });
  it('hides the toggle and forces the mode', () => {
    const html = render({ modeToggle: { default: 'dark', isHidden: true } });
    expect(html).not.toContain('data-q-mode');
    expect(html).toContain('<script data-mode="dark" data-forced>"use strict";');
  });
  it('puts the theme script before anything that paints', () => {
    const html = render({});
    expect(html.indexOf('data-theme-os')).toBeLessThan(html.indexOf('<link rel="stylesheet"'));
  });
});

describe('top bar button', () => {
  it('is a pill with an arrow, or with style and arrow a rounded rectangle without one', () => {
    const pill = render({ topbarCtaButton: { type: 'link', name: 'Sign up', url: '/signup' } });
    expect(pill).toMatch(/<a href="\/signup" class="q-cta">Sign up<svg[^>]*><use href="#qi-s-chevron-right"/);
    const plain = render({ topbarCtaButton: { type: 'link', name: 'Sign up', url: '/signup', style: 'roundedRectangle', arrow: false } });
    expect(plain).toContain('<a href="/signup" class="q-cta q-cta--rounded">Sign up</a>');
  });
});

describe('footer', () => {
  it('shows footer.links as titled columns above the name and socials, and reads footer.socials as footerSocials', () => {
    const html = render({
      footer: {
        links: [
          { title: 'Product', links: [{ label: 'Pricing', url: '/pricing' }, { label: 'Status', url: 'https://status.acme.dev' }] },
          { links: [{ label: 'Careers', url: 'https://acme.dev/jobs' }] },
        ],
        socials: { github: 'https://github.com/acme/docs', x: 'https://x.com/old' },
      },
      footerSocials: { x: 'https://x.com/acme' },
    });
    const footer = /<footer class="q-footer">.*<\/footer>/s.exec(html)![0];
    expect(footer).toMatch(/^<footer class="q-footer"><nav aria-label="Footer" class="q-footer-links"><div class="q-footer-column"><p class="q-footer-title">Product<\/p><ul><li><a href="\/pricing">Pricing<\/a><\/li><li><a href="https:\/\/status.acme.dev">Status<\/a><\/li><\/ul><\/div><div class="q-footer-column"><ul><li><a href="https:\/\/acme.dev\/jobs">Careers<\/a>/);
    expect(footer.indexOf('q-footer-links')).toBeLessThan(footer.indexOf('q-footer-name'));
    expect(footer).toContain('href="https://github.com/acme/docs" aria-label="GitHub"');
    // footerSocials wins over footer.socials for the same platform.
    expect(footer).toContain('href="https://x.com/acme" aria-label="X"');
    expect(footer).not.toContain('x.com/old');
  });
});

describe('links from docs.json', () => {
  // The config schema refuses these URLs (test/config/hostile-input.test.ts); the layout drops them
  // too, for a config that reaches it some other way.
  it('never put a javascript: (or data:) URL in an href, wherever the config has one', () => {
    const evil = 'javascript:alert(document.domain)';
    const site = buildSite({ navigation: nav });
    Object.assign(site.config, {
      logo: { light: '/l.svg', dark: '/d.svg', href: evil },
      topbarLinks: [{ name: 'Evil', url: evil }, { name: 'Blog', url: 'https://acme.dev/blog' }],
      topbarCtaButton: { type: 'link', name: 'Go', url: 'JaVaScRiPt:alert(1)' },
      footerSocials: { github: 'java\tscript:alert(1)', x: 'data:text/html,<script>alert(1)</script>' },
      versions: [{ name: 'v1' }, { name: 'evil', url: 'vbscript:msgbox(1)' }],
    });
    const html = renderDocument(input(site, '/intro'));
    expect(html).toContain('Evil');
    expect(html).not.toMatch(/(?:href|data-href)="\s*(?:java|data:|vbscript)/i);
    expect(html).toContain('href="https://acme.dev/blog"');
  });
});

describe('SEO and background', () => {
  it('adds canonical and Open Graph tags only when the site URL is known', () => {
    const plain = render({}, '/intro', { frontmatter: { description: 'About [Acme](https://acme.dev).' } });
    expect(plain).toContain('<meta name="description" content="About Acme."/>');
    expect(plain).not.toContain('canonical');
    const seo = render({ name: 'Acme' }, '/intro', { siteUrl: 'https://docs.acme.dev/', frontmatter: { description: 'About.' } });
    expect(seo).toContain('<link rel="canonical" href="https://docs.acme.dev/intro"/>');
    expect(seo).toContain('<meta property="og:title" content="Intro - Acme"/>');
    expect(seo).toContain('<meta property="og:description" content="About."/>');
    expect(seo).toContain('<meta name="twitter:card" content="summary"/>');
  });
  it("adds the site's metadata to every page, which the page's own meta front matter overrides, and Quire's tags give way to", () => {
    const metadata = { 'og:image': 'https://acme.dev/card.png', 'twitter:site': '@acme', 'google-site-verification': 'abc' };
    const plain = render({ name: 'Acme', metadata }, '/intro', { siteUrl: 'https://docs.acme.dev' });
    expect(plain).toContain('<meta property="og:image" content="https://acme.dev/card.png"/>');
    expect(plain).toContain('<meta name="twitter:site" content="@acme"/>');
    expect(plain).toContain('<meta name="google-site-verification" content="abc"/>');
    const own = render({ name: 'Acme', metadata }, '/intro', {
      siteUrl: 'https://docs.acme.dev',
      frontmatter: { 'og:image': 'https://acme.dev/intro.png', 'og:title': 'The intro', keywords: 'acme, intro', noindex: true },
    });
    expect(own).toContain('<meta property="og:image" content="https://acme.dev/intro.png"/>');
    expect(own).not.toContain('card.png');
    expect(own.match(/property="og:title"/g)).toHaveLength(1);
    expect(own).toContain('<meta property="og:title" content="The intro"/>');
    expect(own).toContain('<meta name="keywords" content="acme, intro"/>');
    expect(own).toContain('<meta name="robots" content="noindex"/>');
  });
  it('puts the background image behind every page', () => {
    const html = render({ backgroundImage: '/bg.png' });
    expect(html).toContain(':root{--q-bg-image:url("/bg.png")}');
    expect(html).toContain('<div class="q-backdrop" aria-hidden="true"></div>');
  });
  it('applies colours as custom properties in the head', () => {
    expect(render({ colors: { primary: '#1d4ed8' } })).toMatch(/<style>:root\{--q-accent:#1d4ed8;/);
  });
});
