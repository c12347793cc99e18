import type { SourceLocation } from '../config/load.js';
import type { JsonPath } from '../config/json-source.js';
import type { Config, NavigationGroup } from '../config/schema/index.js';
import type { Diagnostic } from '../diagnostics.js';
import type { SiteSpecs } from '../openapi/site-specs.js';
import { operationSlug } from '../openapi/operation-entry.js';
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
 * each operation's first tag (the division's name for untagged ones), in the file's order;
 * webhooks in a group of their own.
 */
export async function divisionOperations(specs: SiteSpecs, config: Config, configFile: string, locate: ((at: JsonPath) => SourceLocation | undefined) | undefined): Promise<DivisionOperations> {
  const result: DivisionOperations = { pages: [], groups: [], diagnostics: [] };
  const divisions = [...(config.tabs ?? []).map((division, index) => ({ division, at: ['tabs', index, 'openapi'] as JsonPath })), ...(config.anchors ?? []).map((division, index) => ({ division, at: ['anchors', index, 'openapi'] as JsonPath }))];
  for (const { division, at } of divisions) {
    if (!division.openapi || /^[a-z][a-z0-9+.-]*:/i.test(division.url)) continue;
    const prefix = division.url.replace(/^\/+|\/+$/g, '');
    const byTag = new Map<string, string[]>();
    for (const spec of [division.openapi].flat()) {
      const found = await specs.operationsOf(spec);
      if (!found) {
        const location = locate?.(at);
        // The spec's own error says what is wrong with it; this says what it costs.
        result.diagnostics.push({ file: configFile, ...location, severity: 'warning', rule: 'openapi/unreadable', message: `"${division.name}" gets no endpoint pages from \`${spec}\`, which cannot be read.`, hint: 'See the error about the file itself.' });
        continue;
      }
      for (const { spec: loaded, ref, target } of found) {
        const pagePath = [prefix, operationSlug(ref.method, ref.path)].filter(Boolean).join('/');
        const tag = ref.method === 'WEBHOOK' ? 'Webhooks' : (ref.operation.tags?.find((name) => typeof name === 'string' && name.trim()) ?? division.name);
        byTag.set(tag, [...(byTag.get(tag) ?? []), pagePath]);
        result.pages.push({
          path: pagePath,
          source: { kind: 'operation', file: loaded.sourcePath, operation: target },
          sourcePath: loaded.sourcePath,
          route: `/${pagePath}`,
          title: ref.operation.summary?.trim() || `${ref.method} ${ref.path}`,
          inNavigation: false,
        });
      }
    }
    for (const [tag, pages] of byTag) result.groups.push({ group: tag, pages, ...(division.version ? { version: division.version } : {}) });
  }
  return result;
}
