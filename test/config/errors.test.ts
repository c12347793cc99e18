import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../src/config/load.js';
import { positionOf } from './position.js';

const parse = (text: string) => parseConfig(text, '/site/docs.json');
const errors = (text: string) => parse(text).diagnostics.filter((d) => d.severity === 'error');

describe('malformed JSON', () => {
  it('reports the line and column of a missing comma with a code frame', () => {
    const text = '{\n  "name": "Docs"\n  "navigation": []\n}\n';
    const result = parse(text);
    expect(result.config).toBeUndefined();
    expect(result.diagnostics).toHaveLength(1);
    const [d] = result.diagnostics;
    expect(d).toMatchObject({ file: 'docs.json', line: 3, column: 3, severity: 'error', rule: 'config/json-syntax' });
    expect(d!.message).toBe('Invalid JSON: expected a comma or a closing bracket, found `"`.');
    expect(d!.frame).toContain('> 3 |   "navigation": []');
    expect(d!.frame).toContain('    |   ^');
  });

  it('names a trailing comma', () => {
    const [d] = errors('{\n  "name": "Docs",\n}');
    expect(d).toMatchObject({ line: 3, column: 1, rule: 'config/json-syntax' });
    expect(d!.message).toContain('trailing comma');
  });

  it('rejects comments, which are not JSON', () => {
    expect(errors('{\n  // a comment\n  "name": "x"\n}')[0]).toMatchObject({ line: 2, column: 3, message: 'Invalid JSON: comments are not allowed in JSON.' });
  });

  it('reports an unclosed file at its end', () => {
    expect(errors('{\n  "name": "x",\n  "navigation": [')[0]).toMatchObject({ line: 3, column: 18, rule: 'config/json-syntax' });
  });

  it('says an empty file is empty', () => {
    for (const text of ['', '   \n\n', '\uFEFF']) {
      expect(errors(text)).toEqual([expect.objectContaining({ file: 'docs.json', line: 1, column: 1, message: 'docs.json is empty.', rule: 'config/empty' })]);
    }
  });

  it('accepts a byte-order mark and keeps columns right after it', () => {
    expect(parse('\uFEFF{"name": "x", "navigation": []}').config?.name).toBe('x');
    expect(errors('\uFEFF{"name": 1, "navigation": []}')[0]).toMatchObject({ line: 1, column: 10 });
  });

  it('says a top level that is not an object must be one', () => {
    expect(errors('[1, 2]')[0]).toMatchObject({ line: 1, column: 1, message: 'The file: expected an object, found an array.' });
  });
});

describe('schema problems', () => {
  const text = `{
  "name": "Docs",
  "topbarLink": [{ "name": "Blog", "url": "/blog" }],
  "colors": { "primary": "blue" },
  "footerSocials": { "gitub": "https://github.com/x" },
  "logo": { "light": 42, "dark": "/d.svg" },
  "navigation": [
    { "group": "Start", "pages": ["intro", { "group": "Nested", "pages": [7] }] },
    { "pages": ["a"] }
  ]
}
`;
  const found = errors(text);
  const warned = parse(text).diagnostics.filter((d) => d.severity === 'warning');

  it('reports every problem at once, in file order, and no config', () => {
    expect(parse(text).config).toBeUndefined();
    expect(found.map((d) => d.rule)).toEqual(['config/invalid-format', 'config/unknown-key', 'config/invalid-type', 'config/invalid-type', 'config/missing-key']);
    expect(warned.map((d) => d.rule)).toEqual(['config/unknown-key']);
  });

  it('leaves an unknown key out with a warning at the key, as Mintlify did, suggesting topbarLinks for topbarLink', () => {
    expect(warned[0]).toMatchObject({ file: 'docs.json', ...positionOf(text, '"topbarLink"'), message: 'Unknown top-level key `topbarLink`.', hint: 'Did you mean `topbarLinks`?' });
    expect(warned[0]!.frame).toContain('> 3 |   "topbarLink"');
  });

  it('loads a config whose only problems are unknown keys, at any depth, with a warning for each', () => {
    const config = '{\n  "name": "x",\n  "fancyWidget": { "on": true },\n  "topbarCtaButton": { "name": "Go", "url": "/go", "shape": "pill" },\n  "navigation": [{ "group": "g", "pages": ["a"], "collapsed": true }]\n}';
    const result = parse(config);
    expect(result.config?.topbarCtaButton).toEqual({ type: 'link', name: 'Go', url: '/go' });
    expect(result.diagnostics.map((d) => [d.severity, d.rule, d.line])).toEqual([
      ['warning', 'config/unknown-key', 3],
      ['warning', 'config/unknown-key', 4],
      ['warning', 'config/unknown-key', 5],
    ]);
    expect(result.diagnostics[1]!.message).toBe('Unknown key `shape` at `topbarCtaButton.shape`.');
  });

  it('keeps an unknown footerSocials platform an error: the format fixes the platform names', () => {
    expect(found[1]).toMatchObject({ severity: 'error', rule: 'config/unknown-key' });
  });

  it('names the path, the expectation and the value found for a bad color', () => {
    expect(found[0]).toMatchObject({
      ...positionOf(text, '"blue"'),
      message: '`colors.primary`: expected a hex color (`#RGB` or `#RRGGBB`, such as `#0D9373`), found the string "blue".',
    });
  });

  it('suggests github for gitub inside footerSocials', () => {
    expect(found[1]).toMatchObject({ ...positionOf(text, '"gitub"'), message: 'Unknown key `gitub` at `footerSocials.gitub`.', hint: 'Did you mean `github`?' });
  });

  it('reports the wrong type at the offending value', () => {
    expect(found[2]).toMatchObject({ ...positionOf(text, '42'), message: '`logo.light`: expected a string, found the number 42.' });
    expect(found[3]).toMatchObject({
      ...positionOf(text, '7]'),
      message: '`navigation[0].pages[1].pages[0]`: expected a string or an object, found the number 7.',
    });
  });

  it('reports a missing key at the object that lacks it', () => {
    expect(found[4]).toMatchObject({ ...positionOf(text, '{ "pages": ["a"] }'), message: 'Missing required key `navigation[1].group`: expected a string.' });
  });

  it('reports missing required top-level keys', () => {
    expect(errors('{}').map((d) => d.message)).toEqual(['Missing required key `name`: expected a string.', 'Missing required key `navigation`: expected an array.']);
  });

  it('lists the known keys when nothing is close', () => {
    const [d] = parse('{"name": "x", "navigation": [], "modeToggle": {"zzzzzz": true}}').diagnostics;
    expect(d).toMatchObject({ severity: 'warning', hint: 'Known keys here: `default`, `isHidden`.' });
  });

  it('warns about a duplicate key, where the later value wins', () => {
    const result = parse('{"name": "a",\n "name": "b", "navigation": []}');
    expect(result.config?.name).toBe('b');
    expect(result.diagnostics).toEqual([expect.objectContaining({ severity: 'warning', line: 2, column: 2, rule: 'config/duplicate-key' })]);
  });

  it('treats __proto__ as a plain unknown key', () => {
    const result = parse('{"__proto__": {"polluted": true}, "name": "x", "navigation": []}');
    expect(result.diagnostics).toEqual([expect.objectContaining({ severity: 'warning', rule: 'config/unknown-key', message: 'Unknown top-level key `__proto__`.' })]);
    expect(Object.getPrototypeOf(result.config)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('legacy keys', () => {
  it('accepts them with a warning each, at the key', () => {
    const text = '{\n  "name": "x",\n  "navigation": [],\n  "search": {"prompt": "Find"},\n  "api": {"playground": {"disableProxy": true}},\n  "topbarLinks": [{"name": "A", "url": "/a", "style": "pill"}]\n}';
    const result = parse(text);
    expect(result.config).toBeDefined();
    expect(result.diagnostics.map((d) => [d.severity, d.rule, d.line, d.column, d.message])).toEqual([
      // `api.playground.disableProxy` is one no more: the playground's proxy reads it.
      ['warning', 'config/unused-key', 6, 46, '`topbarLinks[0].style` is accepted for compatibility with mint.json, but Quire does not use it yet.'],
    ]);
  });

  it('fills a missing half of colors.background with a warning', () => {
    const result = parse('{"name": "x", "navigation": [], "colors": {"primary": "#000", "background": {"dark": "#111111"}}}');
    expect(result.config?.colors?.background).toEqual({ light: '#ffffff', dark: '#111111' });
    expect(result.diagnostics).toEqual([expect.objectContaining({ severity: 'warning', rule: 'config/incomplete-background', column: 63 })]);
  });
});

describe('Mintlify v2 docs.json', () => {
  it('is recognised by its navigation object, with a message naming the format', () => {
    const text = '{\n  "theme": "mint",\n  "name": "x",\n  "navigation": { "tabs": [] }\n}';
    const result = parse(text);
    expect(result.diagnostics).toHaveLength(1);
    expect(result.diagnostics[0]).toMatchObject({ line: 4, column: 3, rule: 'config/unsupported-format' });
    expect(result.diagnostics[0]!.message).toMatch(/Mintlify v2 docs\.json .*newer format than the one Quire reads/);
  });

  it('is recognised by navbar or a v2 theme without navigation', () => {
    expect(errors('{"name": "x", "navigation": [], "navbar": {}}')[0]!.rule).toBe('config/unsupported-format');
    expect(errors('{"name": "x", "theme": "maple"}')[0]!.rule).toBe('config/unsupported-format');
  });

  it('does not mistake a legacy file with a theme for v2', () => {
    expect(parse('{"name": "x", "navigation": [], "theme": "prism"}').config).toBeDefined();
  });
});
