import { describe, expect, it } from 'vitest';
import { indexJson, tooDeepAt } from '../../src/config/json-index.js';
import { MAX_DEPTH } from '../../src/config/json-source.js';
import { parseConfig } from '../../src/config/load.js';

const parse = (text: string) => parseConfig(text, '/site/docs.json');

/** Groups nested inside groups, each two JSON levels (the group and its `pages`). */
function nestedGroups(levels: number): string {
  let pages = '"index"';
  for (let i = 0; i < levels; i++) pages = `{ "group": "G${i}", "pages": [${pages}] }`;
  return `{\n  "name": "Deep", "name": "Deeper",\n  "navigation": [${pages}]\n}`;
}

describe('a docs.json nested absurdly deep', () => {
  it('is a located error at the first level past the limit, with a way out', () => {
    const text = nestedGroups(10_000);
    const started = performance.now();
    const { diagnostics, config } = parse(text);
    // Before the cap, placing the duplicate key copied the path at every level: 5.8 s and 677 MB.
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(config).toBeUndefined();
    const offset = tooDeepAt(text, MAX_DEPTH)!;
    expect(diagnostics).toEqual([
      expect.objectContaining({ line: 3, column: offset - text.lastIndexOf('\n', offset), severity: 'error', rule: 'config/too-deep', hint: expect.stringContaining('Flatten') }),
    ]);
    expect(diagnostics[0]!.message).toBe(`The JSON is nested more than ${MAX_DEPTH} levels deep here.`);
    expect(diagnostics[0]!.frame).toContain('^');
  });

  it('stays fast and bounded at 100,000 levels, arrays or objects', () => {
    for (const [open, close] of [['[', ']'], ['{"k":', '}']]) {
      const text = `{"name": "x", "navigation": [], "extra": ${open.repeat(100_000)}1${close.repeat(100_000)}}`;
      const started = performance.now();
      expect(parse(text).diagnostics.map((d) => d.rule)).toEqual(['config/too-deep']);
      expect(performance.now() - started).toBeLessThan(5_000);
    }
  });

  it('is a syntax error, not a crash, when invalid JSON makes the parser nest past the cap', () => {
    // Each `}` closes nothing, and the parser then skips to the comma and opens a new array inside the last.
    expect(parse(`[${'},['.repeat(100_000)}`).diagnostics).toEqual([
      expect.objectContaining({ line: 1, column: 1, rule: 'config/json-syntax', hint: expect.stringContaining('closed by its own') }),
    ]);
  });

  it('reads a config just within the limit as any other', () => {
    // The document and the navigation array are two levels; each group takes two more.
    const { diagnostics } = parse(nestedGroups((MAX_DEPTH - 2) / 2));
    expect(diagnostics.map((d) => d.rule)).toEqual(['config/duplicate-key']);
  });

  it('counts brackets inside strings as text', () => {
    expect(tooDeepAt(`{"a": "${'['.repeat(100)}\\"${'{'.repeat(100)}"}`, 2)).toBeUndefined();
    expect(tooDeepAt('[[[', 2)).toBe(2);
  });
});

describe('indexing the places of a deeply nested text', () => {
  it('takes time and memory linear in the text, however deep, and still names a repeated key\'s path', () => {
    const depth = 50_000;
    const text = `${'{"k":'.repeat(depth)}{"a": 1, "a": 2}${'}'.repeat(depth)}`;
    const started = performance.now();
    const { duplicates } = indexJson(text);
    // Copying the path per level needed 50,000² / 2 slots (~10 GB); linear, a second or so even on a loaded machine.
    expect(performance.now() - started).toBeLessThan(10_000);
    expect(duplicates).toHaveLength(1);
    expect(duplicates[0]!.path).toHaveLength(depth + 1);
    expect(duplicates[0]!.path.slice(-2)).toEqual(['k', 'a']);
  });
});

describe('URLs in docs.json that would run code', () => {
  /** A config with `url` written at one place; `{URL}` stands for it. */
  const PLACES: Record<string, string> = {
    'logo.href': '"logo": { "light": "/l.svg", "dark": "/d.svg", "href": {URL} }',
    'logo (image)': '"logo": {URL}',
    'favicon': '"favicon": {URL}',
    'backgroundImage': '"backgroundImage": {URL}',
    'topbarLinks[0].url': '"topbarLinks": [{ "name": "Blog", "url": {URL} }]',
    'topbarCtaButton.url': '"topbarCtaButton": { "name": "Go", "url": {URL} }',
    'anchors[0].url': '"anchors": [{ "name": "API", "url": {URL} }]',
    'tabs[0].url': '"tabs": [{ "name": "API", "url": {URL} }]',
    'footerSocials.x': '"footerSocials": { "x": {URL} }',
    'footerSocials[0].url': '"footerSocials": [{ "type": "github", "url": {URL} }]',
    'footer.links[0].links[0].url': '"footer": { "links": [{ "links": [{ "label": "A", "url": {URL} }] }] }',
    'versions[0].url': '"versions": [{ "name": "v1", "url": {URL} }]',
    'openapi': '"openapi": {URL}',
    'tabs[0].openapi[0]': '"tabs": [{ "name": "API", "url": "api", "openapi": [{URL}] }]',
    'api.baseUrl': '"api": { "baseUrl": {URL} }',
    'font.url': '"font": { "family": "X", "url": {URL}, "format": "woff2" }',
  };
  const config = (place: string, url: string) => `{\n  "name": "x",\n  "navigation": [],\n  ${PLACES[place]!.replace('{URL}', JSON.stringify(url))}\n}`;

  const HOSTILE = ['javascript:alert(document.cookie)', ' JaVa\tScRiPt:alert(1)', 'vbscript:msgbox(1)', 'data:text/html,<script>alert(1)</script>'];

  it.each(Object.keys(PLACES))('%s: each is a located error with a hint, and no config', (place) => {
    for (const url of HOSTILE) {
      const text = config(place, url);
      const { config: loaded, diagnostics } = parse(text);
      expect(loaded, `${place} = ${url}`).toBeUndefined();
      const errors = diagnostics.filter((d) => d.severity === 'error');
      expect(errors, `${place} = ${url}`).toEqual([expect.objectContaining({ file: 'docs.json', line: 4, rule: 'config/unsafe-url', hint: expect.stringContaining('https://') })]);
      // The column is the value's own: its opening quote.
      expect(errors[0]!.column).toBe(text.split('\n')[3]!.indexOf(JSON.stringify(url)) + 1);
      expect(errors[0]!.frame).toContain('^');
    }
  });

  it.each(Object.keys(PLACES))('%s: paths, anchors and http(s) addresses still load', (place) => {
    for (const url of ['https://example.com/x', '/guides/start', 'guides']) {
      const { config: loaded, diagnostics } = parse(config(place, url));
      expect(diagnostics.filter((d) => d.severity === 'error'), `${place} = ${url}`).toEqual([]);
      expect(loaded).toBeDefined();
    }
  });

  it('lets an image be a data:image URL, but never a link', () => {
    const image = 'data:image/png;base64,iVBORw0KGgo=';
    expect(parse(config('favicon', image)).config?.favicon).toBe(image);
    expect(parse(config('logo (image)', image)).config).toBeDefined();
    expect(parse(config('logo.href', image)).diagnostics.map((d) => d.rule)).toContain('config/unsafe-url');
  });
});
