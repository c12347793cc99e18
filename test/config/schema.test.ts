import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../src/config/load.js';
import { docsConfigSchema, type Config } from '../../src/config/schema/index.js';

const base = { name: 'Docs', navigation: [{ group: 'Start', pages: ['index'] }] };

function load(extra: Record<string, unknown>): Config {
  const result = parseConfig(JSON.stringify({ ...base, ...extra }, null, 2), '/site/docs.json');
  const errors = result.diagnostics.filter((d) => d.severity === 'error');
  expect(errors).toEqual([]);
  return result.config!;
}

function errorsOf(extra: Record<string, unknown>) {
  return parseConfig(JSON.stringify({ ...base, ...extra }, null, 2), '/site/docs.json').diagnostics.filter((d) => d.severity === 'error');
}

describe('docs.json defaults', () => {
  it('fills the defaults of SPEC.md when the keys are absent', () => {
    const config = load({});
    expect(config.topAnchor).toEqual({ name: 'Documentation', icon: 'book-open', iconType: 'duotone' });
    expect(config.feedback).toEqual({ suggestEdit: false, raiseIssue: false });
    expect(config.modeToggle).toEqual({ isHidden: false });
    expect(config.api.playground.mode).toBe('show');
  });

  it('fills defaults inside given objects', () => {
    const config = load({
      topbarCtaButton: { name: 'Go', url: 'https://x.dev' },
      topAnchor: { name: 'Home' },
      anchors: [{ name: 'API', url: 'api' }],
      logo: { light: '/l.svg', dark: '/d.svg' },
      modeToggle: { default: 'dark' },
      feedback: { raiseIssue: true },
      api: { baseUrl: ['https://a.dev', 'https://b.dev'], playground: {} },
    });
    expect(config.topbarCtaButton).toEqual({ type: 'link', name: 'Go', url: 'https://x.dev' });
    expect(config.topAnchor).toEqual({ name: 'Home', icon: 'book-open', iconType: 'duotone' });
    expect(config.anchors).toEqual([{ name: 'API', url: 'api', iconType: 'duotone', isDefaultHidden: false }]);
    expect(config.logo).toEqual({ light: '/l.svg', dark: '/d.svg', href: '/' });
    expect(config.modeToggle).toEqual({ default: 'dark', isHidden: false });
    expect(config.feedback).toEqual({ suggestEdit: false, raiseIssue: true });
    expect(config.api.baseUrl).toEqual(['https://a.dev', 'https://b.dev']);
    expect(config.api.playground.mode).toBe('show');
  });

  it('keeps a logo given as one string', () => {
    expect(load({ logo: '/logo.svg' }).logo).toBe('/logo.svg');
  });
});

describe('docs.json accepted values', () => {
  it('accepts nested groups with icon and version', () => {
    const navigation = [{ group: 'A', icon: 'book', version: 'v2', pages: ['a', { group: 'B', pages: ['b', { group: 'C', iconType: 'solid', pages: ['c'] }] }] }];
    expect(load({ navigation }).navigation).toEqual(navigation);
  });

  it.each(['brands', 'duotone', 'light', 'sharp-solid', 'solid', 'thin'])('accepts the icon type %s', (iconType) => {
    expect(load({ topAnchor: { iconType } }).topAnchor.iconType).toBe(iconType);
  });

  it.each(['#abc', '#ABCDEF', '#0d9373'])('accepts the hex color %s', (primary) => {
    expect(load({ colors: { primary } }).colors?.primary).toBe(primary);
  });

  it.each(['red', '#abcd', '#12345', '0D9373', '#GGGGGG', '#0D9373FF'])('rejects the color %s', (primary) => {
    expect(errorsOf({ colors: { primary } }).map((d) => d.rule)).toEqual(['config/invalid-format']);
  });

  it('accepts an anchor color as a gradient', () => {
    const anchors = [{ name: 'A', url: 'a', color: { from: '#000', to: '#ffffff' } }];
    expect(load({ anchors }).anchors?.[0]?.color).toEqual({ from: '#000', to: '#ffffff' });
  });

  it('accepts openapi as a string or an array of strings', () => {
    expect(load({ openapi: '/openapi.json' }).openapi).toBe('/openapi.json');
    expect(load({ openapi: ['a.yaml', 'https://x.dev/b.json'] }).openapi).toEqual(['a.yaml', 'https://x.dev/b.json']);
    expect(errorsOf({ openapi: 3 }).map((d) => d.message)).toEqual(['`openapi`: expected a string or an array, found the number 3.']);
  });

  it('accepts every footer social of SPEC.md and the legacy ones', () => {
    const footerSocials = Object.fromEntries(['website', 'facebook', 'x', 'discord', 'slack', 'github', 'linkedin', 'instagram', 'hacker-news', 'twitter', 'youtube', 'medium', 'telegram'].map((k) => [k, `https://${k}.example`]));
    expect(load({ footerSocials }).footerSocials).toEqual(footerSocials);
  });

  it('accepts a github call-to-action without a name, and requires the name of a link button', () => {
    expect(load({ topbarCtaButton: { type: 'github', url: 'https://github.com/a/b' } }).topbarCtaButton?.type).toBe('github');
    const [error] = errorsOf({ topbarCtaButton: { url: 'https://x.dev' } });
    expect(error).toMatchObject({ rule: 'config/missing-key', message: expect.stringContaining('`topbarCtaButton.name`') });
  });

  it('checks the form of a basic auth name', () => {
    expect(load({ api: { auth: { method: 'basic', name: 'user:pass' } } }).api.auth?.name).toBe('user:pass');
    expect(load({ api: { auth: { method: 'bearer', name: 'token' } } }).api.auth?.name).toBe('token');
    const errors = errorsOf({ api: { auth: { method: 'basic', name: 'user' } } });
    expect(errors.map((d) => d.message)).toEqual(['`api.auth.name`: with `method: "basic"` the name must have the form `usernameName:passwordName`, found the string "user".']);
  });

  it('rejects values outside the allowed sets', () => {
    const errors = errorsOf({ modeToggle: { default: 'dim' }, api: { playground: { mode: 'shown' }, auth: { method: 'oauth' } }, topbarCtaButton: { type: 'gitlab', url: 'x' } });
    expect(errors.map((d) => d.message)).toEqual([
      '`modeToggle.default`: expected one of "light", "dark", found the string "dim".',
      '`api.playground.mode`: expected one of "show", "simple", "hide", found the string "shown".',
      '`api.auth.method`: expected one of "bearer", "basic", "key", "cobo", found the string "oauth".',
      '`topbarCtaButton.type`: expected one of "link", "github", found the string "gitlab".',
    ]);
    expect(errors[1]!.hint).toBe('Did you mean "show"?');
  });

  it('requires both background colors when background is given', () => {
    const errors = errorsOf({ colors: { primary: '#000', background: {} } });
    expect(errors.map((d) => d.message)).toEqual([
      'Missing required key `colors.background.light`: expected a string.',
      'Missing required key `colors.background.dark`: expected a string.',
    ]);
  });

  it('allows $schema', () => {
    expect(load({ $schema: '../schema/docs.schema.json' }).$schema).toBe('../schema/docs.schema.json');
  });

  it('models legacy keys with an obvious shape', () => {
    const config = load({ redirects: [{ source: '/a', destination: '/b', permanent: true }], primaryTab: { name: 'Guides' } });
    expect(config.redirects).toEqual([{ source: '/a', destination: '/b', permanent: true }]);
    expect(config.primaryTab).toEqual({ name: 'Guides' });
    expect(errorsOf({ redirects: [{ source: '/a' }] }).map((d) => d.message)).toEqual(['Missing required key `redirects[0].destination`: expected a string.']);
  });

  it('is the schema parseConfig applies', () => {
    expect(docsConfigSchema.safeParse({ name: 'x' }).success).toBe(false);
    expect(docsConfigSchema.safeParse(base).success).toBe(true);
  });
});
