const OPERATION_ENTRY = /^(?:(\S+)\s+)?(GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS|TRACE)\s+(\/\S*)$/i;

/** A navigation entry naming an API operation: `GET /users`, or `openapi.yaml GET /users`. */
export function operationEntry(entry: string): { spec?: string; method: string; path: string } | undefined {
  const match = OPERATION_ENTRY.exec(entry.trim());
  return match ? { spec: match[1], method: match[2]!.toUpperCase(), path: match[3]!.replace(/(.)\/+$/, '$1') } : undefined;
}
