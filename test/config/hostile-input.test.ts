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
