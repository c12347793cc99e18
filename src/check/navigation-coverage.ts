import type { Diagnostic } from '../diagnostics.js';
import type { SourceLocation } from '../config/load.js';
import type { JsonPath } from '../config/json-source.js';
import type { Config } from '../config/schema/index.js';
import { stripPageExtension } from '../site/discover.js';
import { navigationPages } from '../site/navigation-pages.js';
import { operationEntry } from '../openapi/operation-entry.js';

const key = (page: string) => stripPageExtension(page.replace(/^\/+/, ''));

/**
 * Rules `nav/duplicate-page` (a page named twice in navigation: the sidebar shows it twice and
 * previous/next loops) and `nav/orphan-page` (a page file navigation never names: readers reach
 * it only by a link or search). Both warnings; a missing page is `nav/missing-page`'s error.
 */
export function checkNavigationCoverage(
  pages: readonly string[],
  config: Config,
  file: string,
  locate: ((path: JsonPath) => SourceLocation | undefined) | undefined,
): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  const named = new Set<string>();
  for (const { page, path } of navigationPages(config)) {
    if (operationEntry(page)) continue;
    const id = key(page);
    if (named.has(id)) {
      diagnostics.push({
        file,
        ...(locate?.(path) ?? {}),
        severity: 'warning',
        rule: 'nav/duplicate-page',
        message: `Navigation names the page "${page}" a second time.`,
        hint: 'Remove one of the entries: a page belongs in one place in the sidebar.',
      });
    }
    named.add(id);
  }
  for (const page of pages) {
    const id = key(page);
    if (named.has(id) || named.has(`${id}/index`) || (id.endsWith('/index') && named.has(id.slice(0, -'/index'.length)))) continue;
    diagnostics.push({
      file: page,
      severity: 'warning',
      rule: 'nav/orphan-page',
      message: 'This page is not in the navigation of docs.json, so the sidebar never shows it.',
      hint: `Add "${id}" to a group's \`pages\` in docs.json, or delete the page if it is no longer needed.`,
    });
  }
  return diagnostics;
}
