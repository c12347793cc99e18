import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseConfig, type LoadResult } from '../../src/config/load.js';

/** The loader's promise: a config and no error, or no config and at least one located error. */
function expectWellFormed(result: LoadResult): void {
  const errors = result.diagnostics.filter((d) => d.severity === 'error');
  if (result.config) {
    expect(errors).toEqual([]);
    return;
  }
  expect(errors.length).toBeGreaterThan(0);
  for (const d of result.diagnostics) {
    expect(d.file).toBe('docs.json');
    expect(typeof d.message).toBe('string');
    expect(d.message.length).toBeGreaterThan(0);
    expect(d.rule).toMatch(/^config\//);
    if (d.line !== undefined) {
      expect(d.line).toBeGreaterThanOrEqual(1);
      expect(d.column).toBeGreaterThanOrEqual(1);
    }
  }
}

const valid = {
  name: 'Docs',
  logo: { light: '/l.svg', dark: '/d.svg' },
  colors: { primary: '#0D9373', background: { light: '#fff', dark: '#000' } },
  topbarCtaButton: { name: 'Go', url: 'https://x.dev' },
  anchors: [{ name: 'API', url: 'api', color: { from: '#000', to: '#fff' } }],
  api: { auth: { method: 'basic', name: 'u:p' }, playground: { mode: 'simple' } },
  footerSocials: { github: 'https://github.com/x' },
  navigation: [{ group: 'Start', pages: ['a', { group: 'Inner', pages: ['b'] }] }],
};

type Json = unknown;

/** `value` with the node at a random place replaced by `replacement` (or removed, for `undefined`). */
function mutate(value: Json, choices: number[], replacement: Json): Json {
  if (choices.length === 0 || value === null || typeof value !== 'object') return replacement;
  const [choice, ...rest] = choices as [number, ...number[]];
  if (Array.isArray(value)) {
    if (value.length === 0) return replacement;
    const i = choice % value.length;
    return value.map((v, j) => (j === i ? mutate(v, rest, replacement) : v)).filter((v) => v !== undefined);
  }
  const keys = Object.keys(value);
  if (keys.length === 0) return replacement;
  const key = keys[choice % keys.length]!;
  const copy: Record<string, Json> = { ...(value as Record<string, Json>) };
  const next = mutate(copy[key], rest, replacement);
  if (next === undefined) delete copy[key];
  else copy[key] = next;
  return copy;
}

describe('parseConfig never throws', () => {
  it('on arbitrary text', () => {
    fc.assert(fc.property(fc.string({ unit: 'binary', maxLength: 200 }), (text) => expectWellFormed(parseConfig(text, '/s/docs.json'))), { numRuns: 500 });
  });

  it('on arbitrary JSON values', () => {
    fc.assert(fc.property(fc.jsonValue(), (value) => expectWellFormed(parseConfig(JSON.stringify(value) ?? '', '/s/docs.json'))), { numRuns: 500 });
  });

  it('on a valid config with one part replaced or removed', () => {
    expectWellFormed(parseConfig(JSON.stringify(valid), '/s/docs.json'));
    expect(parseConfig(JSON.stringify(valid), '/s/docs.json').config).toBeDefined();
    const replacement = fc.oneof(fc.jsonValue({ maxDepth: 2 }), fc.constant(undefined), fc.constantFrom('#fff', 'basic', 'link', '', '__proto__'));
    fc.assert(
      fc.property(fc.array(fc.nat(), { maxLength: 6 }), replacement, fc.integer({ min: 0, max: 2 }), (choices, value, indent) => {
        const text = JSON.stringify(mutate(valid, choices, value), null, indent) ?? '';
        expectWellFormed(parseConfig(text, '/s/docs.json'));
      }),
      { numRuns: 1000 },
    );
  });

  it('on a valid config with its text cut or a character changed', () => {
    const text = JSON.stringify(valid, null, 2);
    fc.assert(
      fc.property(fc.nat({ max: text.length }), fc.string({ maxLength: 3 }), fc.nat({ max: 3 }), (at, insert, remove) => {
        expectWellFormed(parseConfig(text.slice(0, at) + insert + text.slice(at + remove), '/s/docs.json'));
      }),
      { numRuns: 1000 },
    );
  });

  it('on absurd nesting', () => {
    expectWellFormed(parseConfig('['.repeat(200_000), '/s/docs.json'));
    const deep = `{"name": "x", "navigation": [${'{"group": "g", "pages": ['.repeat(5000)}${']}'.repeat(5000)}]}`;
    expectWellFormed(parseConfig(deep, '/s/docs.json'));
  });
});
