import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { indexJson, keysInText, keysInValue } from '../../src/config/json-index.js';
import { parseConfig } from '../../src/config/load.js';

const duplicateWarnings = (text: string) => parseConfig(text, '/site/docs.json').diagnostics.filter((d) => d.rule === 'config/duplicate-key');

describe('counting keys, the shortcut past indexing a docs.json without repeated keys', () => {
  it('counts keys, not string values, whatever quotes and colons they hold', () => {
    const text = '{"a\\"b": "c\\\\", "d": ["e:", "\\":"], "f" : {"g\\\\": {"h": ": \\"i\\":"}}}';
    expect(keysInText(text)).toBe(5);
    expect(keysInValue(JSON.parse(text))).toBe(5);
  });

  it('ends on a string that never closes, rather than looping', () => {
    expect(keysInText('{"a": 1, "b')).toBe(1);
    expect(keysInText('{"a\\"')).toBe(0);
  });

  it('counts a repeated key in the text once per writing, and once in the value', () => {
    const text = '{"a": 1, "b": {"c": 1, "c": 2}}';
    expect(keysInText(text)).toBe(4);
    expect(keysInValue(JSON.parse(text))).toBe(3);
  });

  it('differs between text and value exactly when the full index finds a repeated key, in any JSON', () => {
    const key = fc.oneof(fc.constantFrom('a', 'b', 'name', 'pages', '"', '\\', ':', '\\":'), fc.string({ maxLength: 4 }));
    const json = fc.letrec((tie) => ({
      value: fc.oneof({ depthSize: 'small' }, fc.string({ maxLength: 6 }), fc.integer(), fc.constant(null), tie('array'), tie('object')),
      array: fc.array(tie('value'), { maxLength: 4 }),
      // Entries rather than an object, so keys may repeat.
      object: fc.array(fc.tuple(key, tie('value')), { maxLength: 4 }),
    }));
    const write = (value: unknown): string => {
      if (Array.isArray(value) && value.every((entry) => Array.isArray(entry) && entry.length === 2 && typeof entry[0] === 'string')) {
        // An object's entries (an empty list reads as an empty array; both are fine here).
        return `{${(value as [string, unknown][]).map(([k, v]) => `${JSON.stringify(k)} : ${write(v)}`).join(',\n')}}`;
      }
      if (Array.isArray(value)) return `[${value.map(write).join(', ')}]`;
      return JSON.stringify(value);
    };
    fc.assert(
      fc.property(json.value, (value) => {
        const text = write(value);
        // Not the number of repeats: a repeated key's earlier value takes its own keys with it.
        const repeated = indexJson(text).duplicates.length > 0;
        expect(keysInText(text) !== keysInValue(JSON.parse(text))).toBe(repeated);
      }),
      { numRuns: 500 },
    );
  });

  it('still warns about a key repeated deep in the navigation, with its place', () => {
    const text = '{"name": "x", "navigation": [{"group": "A", "pages": ["a"]}, {"group": "B",\n  "pages": [], "pages": ["b"]}]}';
    expect(duplicateWarnings(text)).toEqual([expect.objectContaining({ line: 2, column: 16, message: 'Duplicate key `pages`: the later value wins.' })]);
  });

  it('finds none in a file whose values look like keys', () => {
    expect(duplicateWarnings('{"name": "\\"name\\": 1", "navigation": [{"group": "name:", "pages": ["\\"pages\\":"]}]}')).toEqual([]);
  });
});
