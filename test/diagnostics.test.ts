import { describe, expect, it } from 'vitest';
import { codeFrame } from '../src/diagnostics.js';

describe('codeFrame', () => {
  it('shows short lines whole, with a caret under the column', () => {
    expect(codeFrame('one\n\ttwo: 2\nthree', 2, 3)).toBe(['  1 | one', '> 2 | \ttwo: 2', '    | \t ^', '  3 | three'].join('\n'));
  });

  it('clips a long line to a window around the column, the caret still under it', () => {
    const line = Array.from({ length: 4000 }, (_, i) => `"page-${i}"`).join(',');
    const column = line.indexOf('"page-2000"') + 1;
    const frame = codeFrame(`{\n${line}\n}`, 2, column);
    const [, focus, caret] = frame.split('\n');
    expect(focus!.length).toBeLessThan(120);
    expect(focus).toMatch(/^> 2 \| …".*…$/);
    expect(focus!.slice(caret!.indexOf('^'))).toMatch(/^"page-2000"/);
    // Context lines are cut to the same window, so they stay aligned: here shorter than it.
    expect(frame.split('\n')[0]).toBe('  1 | …');
  });

  it('keeps the start of a long line when the column is near it, and its end when near the end', () => {
    const line = 'x'.repeat(500);
    expect(codeFrame(line, 1, 3).split('\n')).toEqual([`> 1 | ${'x'.repeat(100)}…`, '    |   ^']);
    expect(codeFrame(line, 1, 500).split('\n')).toEqual([`> 1 | …${'x'.repeat(100)}`, `    | ${' '.repeat(100)}^`]);
  });
});
