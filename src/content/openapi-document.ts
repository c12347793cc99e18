import { readFileSync, statSync } from 'node:fs';
import yaml from 'js-yaml';
import { UserError } from '../diagnostics.js';
import { settledStamp } from '../util/file-stamp.js';

/*
 * The part of an OpenAPI file that pages generated from its operations read. Only what the
 * planner (titles) and the operation renderer use today; external `$ref`s, Swagger 2.0 and
 * remote files come with the OpenAPI reference work.
 */

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

export interface OpenApiParameter {
  name?: string;
  in?: string;
  required?: boolean;
  deprecated?: boolean;
  description?: string;
  schema?: { type?: string; format?: string; default?: unknown };
  $ref?: string;
}

export interface OpenApiOperation {
  summary?: string;
  tags?: string[];
  description?: string;
  deprecated?: boolean;
  parameters?: OpenApiParameter[];
  responses?: Record<string, { description?: string; $ref?: string }>;
}

export interface OpenApiDocument {
  paths?: Record<string, Record<string, unknown> & { parameters?: OpenApiParameter[] }>;
  components?: Record<string, Record<string, unknown>>;
}

/**
 * Documents read, by file and the stats they were read at: every page generated from one file
 * reads it, and a real spec is megabytes of JSON or YAML.
 */
const documents = new Map<string, { stamp: string; document: OpenApiDocument }>();

/** Reads an OpenAPI file (JSON or YAML), parsed once per version of the file. Throws UserError, at the file, when it does not parse. */
export function readOpenApiDocument(file: string, sourcePath: string): OpenApiDocument {
  const stats = statSync(file, { throwIfNoEntry: false });
  const stamp = stats && settledStamp(stats);
  const known = documents.get(file);
  if (stamp && known?.stamp === stamp) return known.document;
  const document = parseOpenApiFile(file, sourcePath);
  if (stamp) documents.set(file, { stamp, document });
  else documents.delete(file);
  return document;
}

function parseOpenApiFile(file: string, sourcePath: string): OpenApiDocument {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    throw new UserError([{ file: sourcePath, severity: 'error', rule: 'openapi/unreadable', message: 'The OpenAPI file cannot be read.', hint: 'Check that the file exists and that the path in docs.json or the navigation entry names it.' }]);
  }
  try {
    const parsed = /\.json$/i.test(file) ? JSON.parse(text) : yaml.load(text);
    if (parsed && typeof parsed === 'object') return parsed as OpenApiDocument;
  } catch (error) {
    const mark = (error as { mark?: { line: number; column: number } }).mark;
    throw new UserError([
      {
        file: sourcePath,
        ...(mark ? { line: mark.line + 1, column: mark.column + 1 } : {}),
        severity: 'error',
        rule: 'openapi/syntax',
        message: `The OpenAPI file does not parse: ${(error instanceof Error ? error.message : String(error)).split('\n')[0]}`,
        hint: 'Fix the JSON or YAML at this place.',
      },
    ]);
  }
  throw new UserError([{ file: sourcePath, severity: 'error', rule: 'openapi/syntax', message: 'The OpenAPI file holds no object.', hint: 'An OpenAPI file is an object with `openapi`, `info` and `paths`.' }]);
}

/** An operation of the document, or undefined. `method` in any case. */
export function findOperation(document: OpenApiDocument, method: string, path: string): OpenApiOperation | undefined {
  const operation = document.paths?.[path]?.[method.toLowerCase()];
  return operation && typeof operation === 'object' ? (operation as OpenApiOperation) : undefined;
}

/** Every operation of the file, in its order: method (upper case), path and the operation. */
export function operations(document: OpenApiDocument): { method: string; path: string; operation: OpenApiOperation }[] {
  return Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    HTTP_METHODS.filter((method) => item && typeof item === 'object' && item[method] && typeof item[method] === 'object').map((method) => ({
      method: method.toUpperCase(),
      path,
      operation: item[method] as OpenApiOperation,
    })),
  );
}

/** Every operation as `METHOD /path`, for suggestions. */
export function operationNames(document: OpenApiDocument): string[] {
  return operations(document).map(({ method, path }) => `${method} ${path}`);
}

/** Follows a local `#/components/...` reference; anything else is returned as it is. */
export function resolveLocal<T extends { $ref?: string }>(document: OpenApiDocument, value: T): T {
  if (!value.$ref?.startsWith('#/')) return value;
  let target: unknown = document;
  for (const segment of value.$ref.slice(2).split('/')) {
    target = (target as Record<string, unknown> | undefined)?.[segment.replaceAll('~1', '/').replaceAll('~0', '~')];
  }
  return target && typeof target === 'object' ? (target as T) : value;
}
