import { existsSync } from 'node:fs';
import path from 'node:path';
import type { SourceLocation } from '../config/load.js';
import type { JsonPath } from '../config/json-source.js';
import type { Config, NavigationGroup } from '../config/schema/index.js';
import { operations, readOpenApiDocument } from '../content/openapi-document.js';
import { isUserError, type Diagnostic } from '../diagnostics.js';
import { localSpec, operationSlug } from './operation-pages.js';
import type { SitePage } from './types.js';

export interface DivisionOperations {
  pages: SitePage[];
  /** Navigation groups of those pages, one per tag, to follow the configured navigation. */
  groups: NavigationGroup[];
  diagnostics: Diagnostic[];
}

/**
 * `openapi` on a tab or an anchor, as on Mintlify: a page for every operation of its files under
 * the division's `url` (`api-reference/get-users-id`), listed in its sidebar in groups named by
 * each operation's first tag (the division's name for untagged ones), in the file's order.
 */
export function divisionOperations(root: string, config: Config, configFile: string, locate: ((at: JsonPath) => SourceLocation | undefined) | undefined): DivisionOperations {
  const result: DivisionOperations = { pages: [], groups: [], diagnostics: [] };
  const divisions = [...(config.tabs ?? []).map((division, index) => ({ division, at: ['tabs', index, 'openapi'] as JsonPath })), ...(config.anchors ?? []).map((division, index) => ({ division, at: ['anchors', index, 'openapi'] as JsonPath }))];
  for (const { division, at } of divisions) {
    if (!division.openapi || /^[a-z][a-z0-9+.-]*:/i.test(division.url)) continue;
    const prefix = division.url.replace(/^\/+|\/+$/g, '');
    const byTag = new Map<string, string[]>();
    for (const spec of [division.openapi].flat()) {
      const file = localSpec(root, spec);
      if (!file || !existsSync(file)) {
        result.diagnostics.push({
          file: configFile,
          ...(locate?.(at) ?? {}),
          severity: 'warning',
          rule: 'openapi/unreadable',
          message: `\`${spec}\` is not a file inside the site folder, so "${division.name}" gets no endpoint pages from it.`,
          hint: 'Name a file of the site, such as "openapi.yaml". Files at a URL are not read yet.',
        });
        continue;
      }
      let document;
      try {
        document = readOpenApiDocument(file, path.relative(root, file));
      } catch (error) {
        if (!isUserError(error)) throw error;
        result.diagnostics.push(...error.diagnostics.map((d) => ({ ...d, severity: 'warning' as const })));
        continue;
      }
      for (const { method, path: apiPath, operation } of operations(document)) {
        const pagePath = [prefix, operationSlug(method, apiPath)].filter(Boolean).join('/');
        const tag = operation.tags?.find((name) => typeof name === 'string' && name.trim()) ?? division.name;
        byTag.set(tag, [...(byTag.get(tag) ?? []), pagePath]);
        result.pages.push({
          path: pagePath,
          source: { kind: 'operation', file, method, path: apiPath },
          sourcePath: path.relative(root, file).split(path.sep).join('/'),
          route: `/${pagePath}`,
          title: operation.summary?.trim() || `${method} ${apiPath}`,
          inNavigation: false,
        });
      }
    }
    for (const [tag, pages] of byTag) result.groups.push({ group: tag, pages, ...(division.version ? { version: division.version } : {}) });
  }
  return result;
}
