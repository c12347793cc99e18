/** 1-based line and column of the first occurrence of `needle` in `text`, to assert reported places. */
export function positionOf(text: string, needle: string, from = 0): { line: number; column: number } {
  const offset = text.indexOf(needle, from);
  if (offset < 0) throw new Error(`${needle} not in text`);
  const before = text.slice(0, offset).split('\n');
  return { line: before.length, column: before.at(-1)!.length + 1 };
}
