import type { Diagnostic } from '../diagnostics.js';
import { checkContent } from './compile.js';
import { readFrontmatter } from './frontmatter.js';
import { displayPath } from './page-data.js';

/**
 * The problems `quire check` finds in one page without rendering it: its front matter, its
 * syntax, and the page checks run on its syntax tree. Nothing of the page runs.
 */
export async function checkPage({ file, siteDir, source }: { file: string; siteDir: string; source: string }): Promise<Diagnostic[]> {
  const front = readFrontmatter(source, displayPath(file, siteDir));
  return [...front.diagnostics, ...(await checkContent(source, file, siteDir))];
}
