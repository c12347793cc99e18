import path from 'node:path';
import type { SourceLocation } from '../config/load.js';
import type { JsonPath } from '../config/json-source.js';
import type { Config } from '../config/schema/index.js';
import { findOperation, operationNames, readOpenApiDocument, type OpenApiDocument } from '../content/openapi-document.js';
import { isUserError, type Diagnostic } from '../diagnostics.js';
import { closest } from '../util/closest.js';
import { normalisePagePath } from './navigation.js';
import { navigationPages } from './navigation-pages.js';
import { operationEntry } from './operation-entry.js';
import type { SitePage } from './types.js';

/** `/users/{id}` with GET → `get-users-id`: the page's address, unique per operation. */
export function operationSlug(method: string, apiPath: string): string {
  return `${method}-${apiPath}`.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
}

/** A local OpenAPI file named in docs.json or an entry; URLs are not read here. */
export function localSpec(root: string, spec: string): string | undefined {
  if (/^[a-z][a-z0-9+.-]*:/i.test(spec)) return undefined;
  const file = path.resolve(root, spec.replace(/^\/+/, ''));
  return file.startsWith(root + path.sep) ? file : undefined;
}

export interface OperationPages {
  pages: SitePage[];
  /** Specs that failed to load, and entries naming operations no spec has (as errors). */
  diagnostics: Diagnostic[];
}

/**
 * The pages navigation entries such as `GET /users` generate from the site's OpenAPI files
 * (`openapi` in docs.json, or the file the entry names). Each spec is read once; its summaries
 * title the pages.
 */
export function operationPages(root: string, config: Config, configFile: string, locate: ((at: JsonPath) => SourceLocation | undefined) | undefined): OperationPages {
  const entries = [...navigationPages(config)].flatMap(({ page, path: at }) => {
    const operation = operationEntry(page);
    return operation ? [{ entry: normalisePagePath(page.trim()), at, ...operation }] : [];
  });
  if (!entries.length) return { pages: [], diagnostics: [] };

  const diagnostics: Diagnostic[] = [];
  const documents = new Map<string, OpenApiDocument | undefined>();
  const documentOf = (file: string): OpenApiDocument | undefined => {
    if (!documents.has(file)) {
      try {
        documents.set(file, readOpenApiDocument(file, path.relative(root, file)));
      } catch (error) {
        if (!isUserError(error)) throw error;
        diagnostics.push(...error.diagnostics);
        documents.set(file, undefined);
      }
    }
    return documents.get(file);
  };
  const configured = [config.openapi ?? []].flat().flatMap((spec) => localSpec(root, spec) ?? []);

  const pages: SitePage[] = [];
  for (const { entry, at, spec, method, path: apiPath } of entries) {
    const candidates = spec ? [localSpec(root, spec)].filter((file): file is string => !!file) : configured;
    const file = candidates.find((candidate) => {
      const document = documentOf(candidate);
      return document && findOperation(document, method, apiPath);
    });
    if (!file) {
      const known = candidates.flatMap((candidate) => operationNames(documentOf(candidate) ?? {}));
      const suggestion = closest(`${method} ${apiPath}`, known);
      diagnostics.push({
        file: configFile,
        ...(locate?.(at) ?? {}),
        severity: 'error',
        rule: 'nav/missing-operation',
        message: candidates.length ? `Navigation names the operation "${entry}", but no OpenAPI file of the site has it.` : `Navigation names the operation "${entry}", but the site has no local OpenAPI file to find it in.`,
        hint: suggestion ? `Did you mean "${spec ? `${spec} ` : ''}${suggestion}"?` : candidates.length ? 'Check the method and path against the `paths` of the OpenAPI file.' : 'Set `openapi` in docs.json to the file, or write the file before the method: "openapi.yaml GET /users".',
      });
      continue;
    }
    const operation = findOperation(documentOf(file)!, method, apiPath)!;
    pages.push({
      path: entry,
      source: { kind: 'operation', file, method, path: apiPath },
      sourcePath: path.relative(root, file).split(path.sep).join('/'),
      route: `/${operationSlug(method, apiPath)}`,
      title: operation.summary?.trim() || `${method} ${apiPath}`,
      inNavigation: false,
    });
  }
  return { pages, diagnostics };
}
