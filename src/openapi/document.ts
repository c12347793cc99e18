import { readFileSync } from 'node:fs';

/*
 * The OpenAPI 3 document as the renderer reads it: bundled (every `$ref` local) and Swagger 2.0
 * already converted, by load-spec.ts. Only the fields Quire reads are typed; a real spec may hold
 * anything, so every read checks its type.
 */

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

export type Reference = { $ref: string };

export interface Schema {
  $ref?: string;
  type?: string | string[];
  format?: string;
  title?: string;
  description?: string;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  example?: unknown;
  examples?: unknown[];
  nullable?: boolean;
  deprecated?: boolean;
  readOnly?: boolean;
  writeOnly?: boolean;
  required?: string[];
  properties?: Record<string, Schema>;
  additionalProperties?: boolean | Schema;
  items?: Schema;
  prefixItems?: Schema[];
  allOf?: Schema[];
  oneOf?: Schema[];
  anyOf?: Schema[];
  discriminator?: { propertyName: string; mapping?: Record<string, string> };
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minItems?: number;
  maxItems?: number;
  uniqueItems?: boolean;
  multipleOf?: number;
  contentMediaType?: string;
}

export interface ExampleObject {
  summary?: string;
  description?: string;
  value?: unknown;
  externalValue?: string;
}

export interface MediaType {
  schema?: Schema;
  example?: unknown;
  examples?: Record<string, ExampleObject | Reference>;
}

export interface Parameter {
  name?: string;
  in?: string;
  required?: boolean;
  deprecated?: boolean;
  description?: string;
  schema?: Schema;
  example?: unknown;
  examples?: Record<string, ExampleObject | Reference>;
  content?: Record<string, MediaType>;
  $ref?: string;
}

export interface RequestBody {
  description?: string;
  required?: boolean;
  content?: Record<string, MediaType>;
  $ref?: string;
}

export interface Response {
  description?: string;
  headers?: Record<string, Parameter>;
  content?: Record<string, MediaType>;
  $ref?: string;
}

export interface Server {
  url: string;
  description?: string;
  variables?: Record<string, { default?: string; enum?: string[]; description?: string }>;
}

export type SecurityRequirement = Record<string, string[]>;

export interface SecurityScheme {
  type?: string;
  scheme?: string;
  bearerFormat?: string;
  name?: string;
  in?: string;
  description?: string;
  $ref?: string;
}

export interface CodeSample {
  lang?: string;
  language?: string;
  label?: string;
  source?: string;
  code?: string;
}

export interface Operation {
  summary?: string;
  operationId?: string;
  tags?: string[];
  description?: string;
  deprecated?: boolean;
  parameters?: Parameter[];
  requestBody?: RequestBody;
  responses?: Record<string, Response>;
  security?: SecurityRequirement[];
  servers?: Server[];
  'x-codeSamples'?: CodeSample[];
  'x-code-samples'?: CodeSample[];
}

export interface PathItem {
  parameters?: Parameter[];
  servers?: Server[];
  [method: string]: unknown;
}

export interface OpenApiDocument {
  openapi?: string;
  info?: { title?: string; version?: string; description?: string };
  servers?: Server[];
  paths?: Record<string, PathItem>;
  webhooks?: Record<string, PathItem>;
  components?: { schemas?: Record<string, Schema>; securitySchemes?: Record<string, SecurityScheme>; [kind: string]: unknown };
  security?: SecurityRequirement[];
}

/** An operation of a document: under `paths`, or (OpenAPI 3.1) a webhook, named instead of pathed. */
export interface OperationRef {
  /** Upper case; `WEBHOOK` for a webhook. */
  method: string;
  /** The path, or the webhook's name. */
  path: string;
  operation: Operation;
  /** The method the webhook is called with (`POST`), for webhooks. */
  webhookMethod?: string;
}

/** Bundles by file, per render thread: every page generated from one spec reads the same one. */
const bundles = new Map<string, OpenApiDocument>();

/** A bundled document written by load-spec.ts. Its file is named by its content, so it never goes stale. */
export function readBundle(bundleFile: string): OpenApiDocument {
  let document = bundles.get(bundleFile);
  if (!document) {
    document = JSON.parse(readFileSync(bundleFile, 'utf8')) as OpenApiDocument;
    bundles.set(bundleFile, document);
  }
  return document;
}

const isObject = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value);

/** The value a local JSON pointer (`#/components/schemas/Pet`) names, or undefined. */
export function pointerTarget(document: OpenApiDocument, ref: string): unknown {
  if (!ref.startsWith('#')) return undefined;
  let target: unknown = document;
  for (const segment of ref.slice(2).split('/')) {
    if (!segment && ref === '#') break;
    if (!isObject(target) && !Array.isArray(target)) return undefined;
    target = (target as Record<string, unknown>)[decodeURIComponent(segment).replaceAll('~1', '/').replaceAll('~0', '~')];
  }
  return target;
}

/** Follows `$ref`s (a chain of them too) to the value; undefined when one does not resolve. */
export function resolve<T>(document: OpenApiDocument, value: T | Reference | undefined): T | undefined {
  let current: unknown = value;
  for (let hops = 0; isObject(current) && typeof current.$ref === 'string'; hops++) {
    if (hops > 32) return undefined;
    current = pointerTarget(document, current.$ref);
  }
  return current as T | undefined;
}

/** `Pet` for `#/components/schemas/Pet`: how a reference is named to a reader. */
export function refName(ref: string): string {
  return decodeURIComponent(ref.split('/').pop() ?? ref).replaceAll('~1', '/').replaceAll('~0', '~');
}

function operationsOf(items: Record<string, PathItem> | undefined, webhook: boolean): OperationRef[] {
  return Object.entries(isObject(items) ? items : {}).flatMap(([path, item]) =>
    HTTP_METHODS.filter((method) => isObject(item) && isObject(item[method])).map((method) => ({
      method: webhook ? 'WEBHOOK' : method.toUpperCase(),
      path,
      operation: item[method] as Operation,
      ...(webhook ? { webhookMethod: method.toUpperCase() } : {}),
    })),
  );
}

/** Every operation of the document in its order, the webhooks last. */
export function operations(document: OpenApiDocument): OperationRef[] {
  return [...operationsOf(document.paths, false), ...operationsOf(document.webhooks, true)];
}

/** `/users/{id}/` and `/users/{id}` name one operation: Mintlify pages write either. */
const samePath = (a: string, b: string) => a === b || a.replace(/(.)\/+$/, '$1') === b.replace(/(.)\/+$/, '$1');

/** An operation of the document by method (any case, or `webhook`) and path, or undefined. */
export function findOperation(document: OpenApiDocument, method: string, path: string): OperationRef | undefined {
  const wanted = method.toUpperCase();
  const items = wanted === 'WEBHOOK' ? document.webhooks : document.paths;
  if (!isObject(items)) return undefined;
  const key = path in items ? path : Object.keys(items).find((candidate) => samePath(candidate, path));
  if (key === undefined) return undefined;
  return operationsOf({ [key]: items[key]! }, wanted === 'WEBHOOK').find((found) => found.method === wanted || wanted === 'WEBHOOK');
}

/** Every operation as `METHOD /path`, for suggestions. */
export function operationNames(document: OpenApiDocument): string[] {
  return operations(document).map(({ method, path }) => `${method} ${path}`);
}
