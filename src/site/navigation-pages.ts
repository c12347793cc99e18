import type { Diagnostic } from '../diagnostics.js';
import type { SourceLocation } from '../config/load.js';
import type { JsonPath } from '../config/json-source.js';
import type { Config, NavigationEntry } from '../config/schema/index.js';
import { operationEntry } from '../openapi/operation-entry.js';
import { pageFileResolver } from './resolve-page-file.js';

/** Every page navigation names, with its JSON path in the config (for locating messages). */
export function* navigationPages(config: Config): Generator<{ page: string; path: JsonPath }> {
  function* walk(entries: readonly NavigationEntry[], at: (string | number)[]): Generator<{ page: string; path: JsonPath }> {
    for (const [index, entry] of entries.entries()) {
      if (typeof entry === 'string') yield { page: entry, path: [...at, index] };
      else yield* walk(entry.pages, [...at, index, 'pages']);
    }
  }
  for (const [index, group] of config.navigation.entries()) yield* walk(group.pages, ['navigation', index, 'pages']);
}

/** Rule `nav/missing-page`: each page navigation names must exist as `.mdx` or `.md` (operations are operation-pages.ts's). */
export function checkNavigationPages(
  siteDir: string,
  config: Config,
  file: string,
  locate: ((path: JsonPath) => SourceLocation | undefined) | undefined,
): Diagnostic[] {
  const resolvePage = pageFileResolver(siteDir);
  const diagnostics: Diagnostic[] = [];
  for (const { page, path } of navigationPages(config)) {
    if (operationEntry(page) || resolvePage(page)) continue;
    const at = locate?.(path);
    const withoutExtension = page.replace(/\.mdx?$/, '');
    const hint =
      withoutExtension !== page && resolvePage(withoutExtension)
        ? `Navigation names pages without extension: write "${withoutExtension}".`
        : `Create ${page.replace(/^\/+/, '')}.mdx, or fix the path (relative to the site folder, without extension).`;
    diagnostics.push({
      file,
      ...(at ?? {}),
      severity: 'error',
      message: `Navigation names the page "${page}", but neither ${page.replace(/^\/+/, '')}.mdx nor .md exists.`,
      hint,
      rule: 'nav/missing-page',
    });
  }
  return diagnostics;
}
