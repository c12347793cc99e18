import { describe, expect, it } from 'vitest';
import type { RegexEngine } from 'shiki/types';
import { memoRegexEngine } from '../../src/content/memo-regex-engine.js';

/** A stand-in engine: matches the first pattern found at or after the start, counting scans. */
function countingEngine(): RegexEngine & { scans: number } {
  const engine = {
    scans: 0,
    createString: (content: string) => ({ content }),
    createScanner: (patterns: (string | RegExp)[]) => ({
      findNextMatchSync(text: string | { content: string }, start: number) {
        engine.scans++;
        const content = typeof text === 'string' ? text : text.content;
        for (const [index, pattern] of patterns.entries()) {
          const at = content.indexOf(String(pattern), start);
          if (at >= 0) return { index, captureIndices: [{ start: at, end: at + String(pattern).length, length: String(pattern).length }] };
        }
        return null;
      },
    }),
  };
  return engine;
}

describe('memoRegexEngine', () => {
  it('answers repeated scans from memory, per scanner, until forget()', () => {
    const inner = countingEngine();
    const engine = memoRegexEngine(inner);
    const a = engine.createScanner(['b', 'c']);
    const b = engine.createScanner(['c']);
    const line = engine.createString('abc\n');
    const first = a.findNextMatchSync(line, 0, 0);
    expect(first).toEqual({ index: 0, captureIndices: [{ start: 1, end: 2, length: 1 }] });
    expect(a.findNextMatchSync(engine.createString('abc\n'), 0, 0)).toBe(first);
    expect(a.findNextMatchSync('xyz', 0, 0)).toBeNull();
    expect(a.findNextMatchSync('xyz', 0, 0)).toBeNull();
    expect(inner.scans).toBe(2);
    // Another scanner, start position or option is another question.
    expect(b.findNextMatchSync(line, 0, 0)?.index).toBe(0);
    expect(a.findNextMatchSync(line, 2, 0)?.captureIndices[0]?.start).toBe(2);
    expect(a.findNextMatchSync(line, 0, 1)).toEqual(first);
    expect(inner.scans).toBe(5);
    engine.forget();
    a.findNextMatchSync(line, 0, 0);
    expect(inner.scans).toBe(6);
  });
});
