import type { PatternScanner, RegexEngine } from 'shiki/types';

type Match = ReturnType<PatternScanner['findNextMatchSync']>;

/**
 * A regex engine that remembers every scan until `forget()`. Highlighting with a light and a
 * dark theme tokenises each block once per theme (colours are resolved during tokenisation), and
 * the second pass asks the grammar's scanners exactly the same questions as the first: scanning
 * is most of Shiki's time, so the second pass becomes map lookups and the output stays the same.
 */
export function memoRegexEngine(engine: RegexEngine): RegexEngine & { forget(): void } {
  const memo = new Map<string, Match>();
  let scanners = 0;
  return {
    createString: (text) => engine.createString(text),
    createScanner(patterns) {
      const scanner = engine.createScanner(patterns);
      const id = ++scanners;
      return {
        findNextMatchSync(text, start, options) {
          const key = `${id}\0${start}\0${options}\0${typeof text === 'string' ? text : text.content}`;
          const known = memo.get(key);
          if (known !== undefined || memo.has(key)) return known!;
          const match = scanner.findNextMatchSync(text, start, options);
          memo.set(key, match);
          return match;
        },
        dispose: () => scanner.dispose?.(),
      };
    },
    forget: () => memo.clear(),
  };
}
