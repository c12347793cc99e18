import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runChecks } from '../../src/check/run.js';

// Quire's own documentation follows every rule `quire check` teaches (CI runs the same with the
// built CLI, in .ci/run): a page added without a description or with "click here" fails here.
describe('docs/', () => {
  it('passes quire check --strict with nothing to report', async () => {
    const docs = fileURLToPath(new URL('../../docs/', import.meta.url));
    const found = await runChecks(docs, { strict: true });
    expect(found.map((d) => `${d.file}:${d.line ?? ''}:${d.column ?? ''} ${d.rule} ${d.message}`)).toEqual([]);
  }, 60_000);
});
