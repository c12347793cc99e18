import { describe, expect, it } from 'vitest';
import { formatDiagnostics, summarize } from '../../src/cli/report.js';
import type { Diagnostic } from '../../src/diagnostics.js';

const error: Diagnostic = { file: 'docs.json', line: 12, column: 5, severity: 'error', message: 'Unknown top-level key `topbarLink`.', hint: 'Did you mean `topbarLinks`?', rule: 'config/unknown-key', frame: '> 12 | "topbarLink": []\n     | ^' };
const warning: Diagnostic = { file: 'mint.json', severity: 'warning', message: 'No docs.json here, so Quire reads mint.json.', rule: 'config/legacy-filename' };

describe('formatDiagnostics', () => {
  it('writes one eslint-style line per diagnostic, hint and frame under it, then the summary', () => {
    expect(formatDiagnostics([error, warning], { color: false })).toBe(
      [
        'docs.json:12:5  error  Unknown top-level key `topbarLink`.  config/unknown-key',
        '  hint: Did you mean `topbarLinks`?',
        '    > 12 | "topbarLink": []',
        '         | ^',
        '',
        'mint.json  warning  No docs.json here, so Quire reads mint.json.  config/legacy-filename',
        '1 error, 1 warning',
        '',
      ].join('\n'),
    );
  });

  it('shows the first 20 of a rule in full and counts the rest in one line', () => {
    const missing = Array.from({ length: 25 }, (_, i): Diagnostic => ({ ...error, column: 10 * i + 1, message: `Missing page ${i}.`, rule: 'nav/missing-page' }));
    const text = formatDiagnostics([...missing, warning], { color: false });
    expect(text).toContain('Missing page 19.');
    expect(text).not.toContain('Missing page 20.');
    expect(text).toContain('No docs.json here');
    expect(text).toContain('… 5 more errors of nav/missing-page not shown, from docs.json:12:201 to docs.json:12:241. Fix the ones above and run again; `quire check --format json` lists every problem it finds.');
    expect(text.trimEnd().split('\n').at(-1)).toBe('25 errors, 1 warning');
  });

  it('colours only when asked', () => {
    expect(formatDiagnostics([error], { color: false })).not.toContain('\u001b[');
    expect(formatDiagnostics([error], { color: true })).toContain('\u001b[');
  });

  it('counts errors and warnings', () => {
    expect(summarize([])).toBe('0 errors, 0 warnings');
    expect(summarize([error, error, warning, warning])).toBe('2 errors, 2 warnings');
  });
});
