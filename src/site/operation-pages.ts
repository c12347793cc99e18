import type { SourceLocation } from '../config/load.js';
import type { JsonPath } from '../config/json-source.js';
import type { Config } from '../config/schema/index.js';
import type { Diagnostic } from '../diagnostics.js';
import { operationEntry, operationSlug } from '../openapi/operation-entry.js';
import type { SiteSpecs } from '../openapi/site-specs.js';
import { normalisePagePath } from './navigation.js';
import { navigationPages } from './navigation-pages.js';
import type { SitePage } from './types.js';

export interface OperationPages {
  pages: SitePage[];
  /** Entries naming operations no spec has (as errors). */
  diagnostics: Diagnostic[];
}

/**
 * The pages navigation entries such as `GET /users` generate from the site's OpenAPI files
 * (`openapi` in docs.json, the specs in the folder, or the file the entry names). The
 * operations' summaries title the pages.
 */
export async function operationPages(specs: SiteSpecs, config: Config, configFile: string, locate: ((at: JsonPath) => SourceLocation | undefined) | undefined): Promise<OperationPages> {
  const result: OperationPages = { pages: [], diagnostics: [] };
  for (const { page, path: at } of navigationPages(config)) {
    const entry = operationEntry(page);
    if (!entry) continue;
    const found = await specs.find(entry.spec, entry.method, entry.path);
    const pagePath = normalisePagePath(page.trim());
    if ('searched' in found) {
      if (found.unreadable) continue;
      result.diagnostics.push({
        file: configFile,
        ...(locate?.(at) ?? {}),
        severity: 'error',
        rule: 'nav/missing-operation',
        message: found.searched.length ? `Navigation names the operation "${pagePath}", but no OpenAPI file of the site has it.` : `Navigation names the operation "${pagePath}", but the site has no OpenAPI file to find it in.`,
        hint: found.suggestion ? `Did you mean "${entry.spec ? `${entry.spec} ` : ''}${found.suggestion}"?` : found.searched.length ? 'Check the method and path against the `paths` of the OpenAPI file.' : 'Set `openapi` in docs.json to the file, or write the file before the method: "openapi.yaml GET /users".',
      });
      continue;
    }
    result.pages.push({
      path: pagePath,
      source: { kind: 'operation', file: found.spec.sourcePath, operation: found.target },
      sourcePath: found.spec.sourcePath,
      route: `/${operationSlug(found.ref.method, found.ref.path)}`,
      title: found.ref.operation.summary?.trim() || `${found.ref.method} ${found.ref.path}`,
      inNavigation: false,
    });
  }
  return result;
}
