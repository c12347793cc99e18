import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { checkContent } from '../../src/content/compile.js';
import type { Diagnostic } from '../../src/diagnostics.js';
import { checkPageRules } from '../../src/rules/run-page-rules.js';

const siteDir = mkdtempSync(path.join(tmpdir(), 'quire-rules-'));

/** Good front matter, so a test of another rule sees only that rule. */
export const FRONT = '---\ntitle: Install the Quire command line\ndescription: How to install the command line tool and check that it runs on your machine.\n---\n';

/** What `quire check` finds in one page (page checks and authoring rules), as it does on a render thread. */
export async function lintPage(source: string, name = 'guides/page.mdx'): Promise<Diagnostic[]> {
  const file = path.join(siteDir, name);
  return checkContent(source, file, siteDir, false, (tree, found) => checkPageRules(tree, source, file, siteDir, found));
}

/** `[line, column, severity]` of each finding of `rule`. */
export async function placesOf(rule: string, source: string, name?: string): Promise<[number, number, string][]> {
  return (await lintPage(source, name)).filter((d) => d.rule === rule).map((d) => [d.line!, d.column!, d.severity]);
}
