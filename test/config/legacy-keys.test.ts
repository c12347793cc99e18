import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../src/config/load.js';

const parse = (config: Record<string, unknown>) => parseConfig(JSON.stringify(config, null, 2), '/site/mint.json');
const base = { name: 'Legacy', navigation: [{ group: 'Start', pages: ['index'] }] };

// One value for every row of ../shared/reference/mintlify-legacy.md, as real mint.json files write them.
const everyKey = {
  $schema: 'https://mintlify.com/schema.json',
  mintlify: '4.0.0',
  name: 'Legacy',
  logo: { light: '/logo/light.svg', dark: '/logo/dark.svg', href: 'https://example.com' },
  favicon: '/favicon.svg',
  theme: 'quill',
  layout: 'solidSidenav',
  rounded: 'sharp',
  topbar: { style: 'gradient' },
  sidebar: { items: 'undecorated' },
  eyebrow: { display: 'breadcrumbs' },
  codeBlock: { mode: 'dark' },
  openapi: ['openapi.json', 'https://api.example.com/openapi.json'],
  api: {
    baseUrl: ['https://api.example.com', 'https://sandbox.example.com'],
    auth: { method: 'cobo', name: 'x-api-key', inputPrefix: 'Key ' },
    playground: { mode: 'simple', disableProxy: true },
    request: { example: { showOptionalParams: false, languages: ['curl', 'python'] } },
    maintainOrder: true,
    paramFields: { expanded: 'topLevelOneOfs' },
  },
  modeToggle: { default: 'dark', isHidden: false },
  versions: [{ name: 'v2', default: true, locale: 'en' }, 'v1', { name: 'v0.x', url: 'https://v0.example.com' }],
  metadata: { 'og:site_name': 'Legacy' },
  colors: { primary: '#0D9373', light: '#07C983', dark: '#0D9373', background: { light: '#FFFFFF', dark: '#0F1117' }, anchors: { from: '#0D9373', via: '#07C983', to: '#0D9373' }, ultraLight: '#EEF7F3', ultraDark: '#0A5C47' },
  topbarCtaButton: { type: 'link', name: 'Sign up', url: 'https://example.com', style: 'roundedRectangle', arrow: true },
  topbarLinks: [{ name: 'Blog', url: 'https://example.com/blog', style: 'pill', arrow: false }],
  navigation: [
    { group: 'Start', icon: 'rocket', iconType: 'sharp-duotone-solid', version: 'v2', public: true, pages: ['index', { group: 'More', iconType: 'regular', pages: ['more'] }] },
  ],
  primaryTab: { name: 'Guides', isDefaultHidden: false },
  topAnchor: { name: 'Docs', icon: 'book', iconType: 'thin' },
  anchors: [{ name: 'API', url: 'api', icon: 'code', iconType: 'sharp-light', color: { from: '#000000', via: '#333333', to: '#666666' }, isDefaultHidden: false, version: 'v2', openapi: 'api.json' }],
  tabs: [{ name: 'API', url: 'api', version: 'v2', isDefaultHidden: false, openapi: ['a.json', 'b.json'] }],
  footer: { socials: { github: 'https://github.com/acme' }, links: [{ title: 'Company', links: [{ label: 'About', url: '/about' }] }] },
  footerSocials: { website: 'https://example.com', 'x-twitter': 'https://x.com/acme', 'earth-americas': 'https://example.com' },
  background: { style: 'windows' },
  backgroundImage: '/background.png',
  font: { headings: { family: 'Inter', weight: 700 }, body: { family: 'Custom', url: '/fonts/custom.woff2', format: 'woff2' } },
  feedback: { thumbsRating: true, suggestEdit: true, raiseIssue: true },
  analytics: { ga4: { measurementId: 'G-XXXX' }, posthog: { apiKey: 'phc_x', apiHost: 'https://eu.posthog.com', sessionRecording: true }, hotjar: { hjid: '1', hjsv: '6' } },
  integrations: { intercom: 'abc123', frontchat: 'def456' },
  isWhiteLabeled: true,
  search: { prompt: 'Search the docs', location: 'top' },
  redirects: [{ source: '/old', destination: '/new', permanent: true }],
  seo: { indexHiddenPages: true },
};

describe('the legacy key set', () => {
  it('loads a config holding every key and value of the legacy format, with no error', () => {
    const result = parse(everyKey);
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(result.config).toBeDefined();
    // What Quire does not use yet says so, at the key: nobody expects it to work.
    const unused = result.diagnostics.filter((d) => d.rule === 'config/unused-key').map((d) => d.message);
    for (const key of ['`topbarLinks[0].style`', '`colors.ultraLight`', '`search.location`']) {
      expect(unused.some((message) => message.startsWith(key)), key).toBe(true);
    }
    // Built since, or nothing to build: no warning.
    for (const key of ['`redirects`', '`metadata`', '`seo`', '`footer`', '`rounded`', '`codeBlock`', '`eyebrow`', '`isWhiteLabeled`', '`versions[0].default`', '`theme`', '`layout`', '`sidebar`', '`topbar`', '`background`', '`font`', '`primaryTab.isDefaultHidden`', '`analytics`', '`integrations`', '`feedback.thumbsRating`', '`tabs[0].openapi`', '`anchors[0].openapi`', '`api.paramFields`', '`api.request`', '`api.playground.disableProxy`', '`search`', '`search.prompt`']) {
      expect(unused.some((message) => message.startsWith(key)), key).toBe(false);
    }
  });

  it('still rejects values the format fixes, with the value it probably meant', () => {
    const errors = parse({ ...base, rounded: 'sharpe', sidebar: { items: 'cards' }, topbar: { style: 'gradiant' }, footerSocials: { githb: 'https://github.com/x' } }).diagnostics.filter((d) => d.severity === 'error');
    expect(errors.map((d) => [d.rule, d.hint])).toEqual([
      ['config/invalid-value', 'Did you mean "sharp"?'],
      ['config/invalid-value', 'Did you mean "card"?'],
      ['config/invalid-value', 'Did you mean "gradient"?'],
      ['config/unknown-key', 'Did you mean `github`?'],
    ]);
  });

  it('allows one default version, and a font file only with its format', () => {
    const errors = parse({ ...base, versions: [{ name: 'a', default: true }, { name: 'b', default: true }], font: { family: 'X', url: '/x.woff2' } }).diagnostics.filter((d) => d.severity === 'error');
    expect(errors.map((d) => d.message)).toEqual(['`versions[1].default`: only one version may be the default, found `true`.', '`font.format`: missing: a font with a `url` needs its `format`.']);
  });

  it('reads footerSocials written as a list of { type, url } as the object of platforms', () => {
    const config = parse({ ...base, footerSocials: [{ type: 'github', url: 'https://github.com/acme' }, { type: 'x-twitter', url: 'https://x.com/acme' }] }).config;
    expect(config?.footerSocials).toEqual({ github: 'https://github.com/acme', 'x-twitter': 'https://x.com/acme' });
    const errors = parse({ ...base, footerSocials: [{ type: 'githb', url: 'https://github.com/acme' }] }).diagnostics.filter((d) => d.severity === 'error');
    expect(errors.map((d) => [d.rule, d.hint])).toEqual([['config/invalid-value', 'Did you mean "github"?']]);
  });

  it('reads versions written as objects by their names', () => {
    expect(parse({ ...base, versions: [{ name: 'v2', default: true }, 'v1'] }).config?.versions).toEqual([{ name: 'v2', default: true }, 'v1']);
  });
});
