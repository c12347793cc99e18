import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import type { Analytics, Config, Integrations } from '../../src/config/schema/index.js';
import { parseConfig } from '../../src/config/load.js';
import { thirdPartyScripts } from '../../src/layout/analytics.js';
import { render404, renderDocument } from '../../src/layout/document.js';
import { buildSite, count, input } from './fixture.js';

/** One id for every setting, and where each provider's script comes from. */
const PROVIDERS: { [P in keyof Analytics]-?: { settings: NonNullable<Analytics[P]>; id: string; host: string } } = {
  adobe: { settings: { launchUrl: 'https://assets.adobedtm.com/abc/launch-123.min.js' }, id: 'launch-123', host: 'assets.adobedtm.com' },
  amplitude: { settings: { apiKey: 'amp-key-1' }, id: 'amp-key-1', host: 'cdn.amplitude.com' },
  clarity: { settings: { projectId: 'clar1ty' }, id: 'clar1ty', host: 'www.clarity.ms' },
  clearbit: { settings: { publicApiKey: 'pk_clear' }, id: 'pk_clear', host: 'tag.clearbitscripts.com' },
  fathom: { settings: { siteId: 'FATHOM1' }, id: 'FATHOM1', host: 'cdn.usefathom.com' },
  ga4: { settings: { measurementId: 'G-ABC123' }, id: 'G-ABC123', host: 'www.googletagmanager.com/gtag/js' },
  gtm: { settings: { tagId: 'GTM-XYZ' }, id: 'GTM-XYZ', host: 'www.googletagmanager.com/gtm.js' },
  heap: { settings: { appId: 'heap-42' }, id: 'heap-42', host: 'cdn.heapanalytics.com' },
  hightouch: { settings: { writeKey: 'ht-write', apiHost: 'https://us-east-1.hightouch-events.com' }, id: 'ht-write', host: 'cdn.hightouch-events.com' },
  hotjar: { settings: { hjid: '3456789', hjsv: 6 }, id: '3456789', host: 'static.hotjar.com' },
  koala: { settings: { publicApiKey: 'pk_koala' }, id: 'pk_koala', host: 'cdn.getkoala.com' },
  logrocket: { settings: { appId: 'acme/docs' }, id: 'acme/docs', host: 'cdn.lr-ingest.com' },
  mixpanel: { settings: { projectToken: 'mp-token', region: 'eu' }, id: 'mp-token', host: 'cdn.mxpnl.com' },
  pirsch: { settings: { id: 'pirsch-code' }, id: 'pirsch-code', host: 'api.pirsch.io' },
  posthog: { settings: { apiKey: 'phc_key', apiHost: 'https://eu.i.posthog.com' }, id: 'phc_key', host: 'eu.i.posthog.com' },
  plausible: { settings: { domain: 'docs.acme.dev' }, id: 'docs.acme.dev', host: 'plausible.io' },
  segment: { settings: { key: 'seg-key' }, id: 'seg-key', host: 'cdn.segment.com' },
};

const INTEGRATIONS: { [K in keyof Integrations]-?: { id: string; host: string } } = {
  intercom: { id: 'ic-app', host: 'widget.intercom.io' },
  frontchat: { id: 'front-chat', host: 'chat-assets.frontapp.com' },
};

const scripts = (analytics?: Analytics, integrations?: Integrations) => thirdPartyScripts({ analytics, integrations });

/** The code of each inline script, which must parse as JavaScript. */
function inlineCode(html: string): string[] {
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(([, code]) => code!);
}

const HOSTILE = `x"'</script><script>alert(1)</script><!--`;

describe('analytics snippets', () => {
  it.each(Object.entries(PROVIDERS))('%s loads its script with the configured id', (provider, { settings, id, host }) => {
    const html = scripts({ [provider]: settings } as Analytics);
    expect(html).toContain(id);
    expect(html).toContain(host);
    for (const code of inlineCode(html)) expect(() => new vm.Script(code)).not.toThrow();
    // Files never block the page.
    for (const [tag] of html.matchAll(/<script [^>]*src=[^>]*>/g)) expect(tag).toMatch(/^<script (async|defer) /);
  });

  it.each(Object.entries(INTEGRATIONS))('the %s widget loads with the configured id', (name, { id, host }) => {
    const html = scripts(undefined, { [name]: id });
    expect(html).toContain(`"${id}"`);
    expect(html).toContain(host);
    for (const code of inlineCode(html)) expect(() => new vm.Script(code)).not.toThrow();
  });

  it('passes the optional settings to the snippet', () => {
    expect(scripts({ plausible: { domain: 'docs.acme.dev', server: 'stats.acme.dev' } })).toContain('src="https://stats.acme.dev/js/script.js"');
    expect(scripts({ posthog: { apiKey: 'phc_key', sessionRecording: true } })).toContain('{"api_host":"https://us.i.posthog.com","person_profiles":"identified_only","disable_session_recording":false}');
    expect(scripts({ mixpanel: { projectToken: 'mp', region: 'in' } })).toContain('"api_host":"https://api-in.mixpanel.com"');
    expect(scripts({ segment: { key: 'k', cdnUrl: 'https://cdn.acme.dev/' } })).toContain('analytics._cdn="https://cdn.acme.dev"');
    expect(scripts({ hightouch: { writeKey: 'k', apiHost: 'https://events.acme.dev' } })).toContain('{"apiHost":"events.acme.dev"}');
  });

  it.each(Object.keys(PROVIDERS))('%s keeps a hostile id inside its script', (provider) => {
    const { settings } = PROVIDERS[provider as keyof Analytics];
    const hostile = Object.fromEntries(Object.entries(settings).map(([key, value]) => [key, typeof value === 'string' && !/^https?:/.test(value) ? HOSTILE : value]));
    const html = scripts({ [provider]: hostile } as Analytics);
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<!--');
    expect(count(html, '<script')).toBe(count(html, '</script>'));
    for (const code of inlineCode(html)) expect(() => new vm.Script(code)).not.toThrow();
  });

  it('keeps a hostile chat id inside its script', () => {
    const html = scripts(undefined, { intercom: HOSTILE, frontchat: HOSTILE });
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain(JSON.stringify(HOSTILE).replace(/</g, '\\u003c'));
    for (const code of inlineCode(html)) expect(() => new vm.Script(code)).not.toThrow();
  });

  it('refuses an address that is not http(s), loading nothing from it', () => {
    for (const address of ['javascript:alert(1)', 'java\tscript:alert(1)', 'data:text/javascript,alert(1)', '//evil.example']) {
      expect(scripts({ adobe: { launchUrl: address } })).toBe('');
      expect(scripts({ plausible: { domain: 'docs.acme.dev', server: address } })).toBe('');
      expect(scripts({ posthog: { apiKey: 'phc', apiHost: address } })).toBe('');
      expect(scripts({ segment: { key: 'k', cdnUrl: address } })).toBe('');
      expect(scripts({ hightouch: { writeKey: 'k', apiHost: address } })).toBe('');
    }
  });

  it('reports such an address in docs.json at its place, with the fix', () => {
    const text = '{\n  "name": "x",\n  "navigation": [],\n  "analytics": {\n    "adobe": {"launchUrl": "javascript:alert(1)"}\n  }\n}';
    const result = parseConfig(text, '/site/docs.json');
    expect(result.config).toBeUndefined();
    expect(result.diagnostics).toEqual([
      expect.objectContaining({
        severity: 'error',
        file: 'docs.json',
        line: 5,
        column: 28,
        rule: 'config/invalid-value',
        message: '`analytics.adobe.launchUrl`: only an http(s) address or a host name can load a script, found the string "javascript:alert(1)".',
        hint: expect.stringContaining('https://'),
      }),
    ]);
  });

  it('loads nothing for a site that configures none', () => {
    expect(scripts()).toBe('');
    expect(scripts({}, {})).toBe('');
    const html = renderDocument(input(buildSite({ navigation: [{ group: 'Start', pages: ['index'] }] }), '/'));
    // The copy page menu's links to assistants are links, not loads.
    const loads = html.replaceAll('http://www.w3.org/2000/svg', '').replace(/href="https:\/\/(?:chatgpt\.com|claude\.ai)\/[^"]*"/g, '');
    expect(loads).not.toMatch(/https?:\/\//);
  });
});

describe('analytics on the page', () => {
  const site = (config: Partial<Config>) => buildSite({ navigation: [{ group: 'Start', pages: ['index'] }], ...config });

  it('writes the snippets once, at the end of <body>, on content pages and the 404 page', () => {
    const analytics = buildSite({ navigation: [{ group: 'Start', pages: ['index'] }], analytics: { plausible: { domain: 'docs.acme.dev' } } });
    for (const html of [renderDocument(input(analytics, '/')), render404(analytics, { css: '/a.css', js: '/a.js', math: '/a-math.css' })]) {
      expect(count(html, 'https://plausible.io/js/script.js')).toBe(1);
      expect(html).toMatch(/<\/footer><\/div><script defer src="https:\/\/plausible\.io\/js\/script\.js" data-domain="docs\.acme\.dev"><\/script><script>[^<]*<\/script><\/body><\/html>$/);
    }
  });

  it('asks "Was this page helpful?" below the content, listing the providers that take events', () => {
    const html = renderDocument(input(site({ feedback: { suggestEdit: false, raiseIssue: false, thumbsRating: true }, analytics: { ga4: { measurementId: 'G-1' }, clearbit: { publicApiKey: 'pk' }, plausible: { domain: 'd' } } }), '/'));
    expect(html).toContain('<div data-q-rating="ga4 plausible" data-pagefind-ignore="index" class="q-rating">');
    expect(html).toContain('<span id="q-rating-question">Was this page helpful?</span>');
    expect(html).toContain('<div role="group" aria-labelledby="q-rating-question" class="q-rating-answers">');
    expect(html).toMatch(/<button type="button" value="yes" aria-pressed="false">.*?Yes<\/button>/);
    expect(html).toMatch(/<button type="button" value="no" aria-pressed="false">.*?No<\/button>/);
    expect(html).toContain('<p role="status" aria-live="polite" class="q-rating-thanks"></p>');
    expect(html.indexOf('class="q-content"')).toBeLessThan(html.indexOf('class="q-rating"'));
    expect(html).toContain('<symbol id="qi-r-thumbs-up"');
  });

  it('shows no rating without a provider to send it to, without thumbsRating, or on the 404 page', () => {
    const thumbs = { suggestEdit: false, raiseIssue: false, thumbsRating: true };
    expect(renderDocument(input(site({ feedback: thumbs }), '/'))).not.toContain('q-rating');
    expect(renderDocument(input(site({ feedback: thumbs, analytics: { clearbit: { publicApiKey: 'pk' } } }), '/'))).not.toContain('q-rating');
    expect(renderDocument(input(site({ analytics: { ga4: { measurementId: 'G-1' } } }), '/'))).not.toContain('q-rating');
    expect(render404(site({ feedback: thumbs, analytics: { ga4: { measurementId: 'G-1' } } }), { css: '/a.css', js: '/a.js', math: '/a-math.css' })).not.toContain('q-rating');
  });
});
