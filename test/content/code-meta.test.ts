import { describe, expect, it } from 'vitest';
import { parseCodeMeta } from '../../src/content/code-meta.js';

describe('parseCodeMeta', () => {
  it('reads a file name and highlighted line ranges', () => {
    const meta = parseCodeMeta('index.js {1,3-5}');
    expect(meta.title).toBe('index.js');
    expect([...meta.highlight]).toEqual([1, 3, 4, 5]);
  });

  it('keeps titles with spaces and drops options and flags', () => {
    expect(parseCodeMeta('Install the CLI theme={null} wrap').title).toBe('Install the CLI');
    expect(parseCodeMeta('title="My file.ts" lines').title).toBe('My file.ts');
  });

  it('has no title without meta', () => {
    expect(parseCodeMeta(undefined)).toEqual({ highlight: new Set() });
  });
});
