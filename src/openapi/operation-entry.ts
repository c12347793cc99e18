const OPERATION_ENTRY = /^(?:(\S+)\s+)?(?:(GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS|TRACE)\s+(\/\S*)|(WEBHOOK)\s+(\S+))$/i;

/** `/users/{id}` with GET → `get-users-id`: the page's address, unique per operation. */
export function operationSlug(method: string, apiPath: string): string {
  return `${method}-${apiPath}`.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
}

/**
 * An operation named by a navigation entry or `openapi` front matter: `GET /users`,
 * `openapi.yaml GET /users`, or `WEBHOOK newPet` for an OpenAPI 3.1 webhook. The method in any
 * case; the path as written (a trailing slash is matched loosely by findOperation).
 */
export function operationEntry(entry: string): { spec?: string; method: string; path: string } | undefined {
  const match = OPERATION_ENTRY.exec(entry.trim());
  if (!match) return undefined;
  return { spec: match[1], method: (match[2] ?? match[4])!.toUpperCase(), path: (match[3] ?? match[5])! };
}
