import { operations, type OpenApiDocument, type OperationRef } from '../openapi/document.js';

/** An operation a mock request names, with the values of its path's `{parameters}`. */
export interface MatchedOperation {
  document: OpenApiDocument;
  ref: OperationRef;
  pathParams: Record<string, string>;
}

interface Template {
  ref: OperationRef;
  pattern: RegExp;
  names: string[];
}

const templates = new WeakMap<OpenApiDocument, Template[]>();

/**
 * A document's operations as patterns: `/users/{id}.json` matches `/users/42.json`, a
 * parameter taking one whole path segment or a part of one. Literal paths come first, as
 * OpenAPI asks (`/users/me` before `/users/{id}`); the spec's order decides between equals.
 */
function templatesOf(document: OpenApiDocument): Template[] {
  let known = templates.get(document);
  if (!known) {
    known = operations(document)
      .filter((ref) => ref.method !== 'WEBHOOK')
      .map((ref) => {
        const names: string[] = [];
        const source = ref.path
          .replace(/\/+$/, '')
          .split(/(\{[^}]+\})/)
          .map((part) => {
            const name = /^\{([^}]+)\}$/.exec(part)?.[1];
            if (name === undefined) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
            names.push(name);
            return '([^/]+)';
          })
          .join('');
        return { ref, names, pattern: new RegExp(`^${source}/?$`) };
      })
      .sort((a, b) => a.names.length - b.names.length);
    templates.set(document, known);
  }
  return known;
}

function decoded(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * The operation of `method` at `path` in the first document that has the path; when a
 * document has the path but not the method, the methods it allows (for a 405). Undefined
 * when no document has the path.
 */
export function matchOperation(documents: OpenApiDocument[], method: string, path: string): MatchedOperation | { allowed: string[] } | undefined {
  const wanted = method.toUpperCase();
  for (const document of documents) {
    const atPath = templatesOf(document).flatMap((template) => {
      const match = template.pattern.exec(path || '/');
      return match ? [{ template, match }] : [];
    });
    if (!atPath.length) continue;
    const found = atPath.find(({ template }) => template.ref.method === wanted) ?? (wanted === 'HEAD' ? atPath.find(({ template }) => template.ref.method === 'GET') : undefined);
    if (!found) return { allowed: [...new Set(atPath.map(({ template }) => template.ref.method))] };
    const pathParams = Object.fromEntries(found.template.names.map((name, index) => [name, decoded(found.match[index + 1]!)]));
    return { document, ref: found.template.ref, pathParams };
  }
  return undefined;
}
