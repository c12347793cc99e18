import type { Api } from '../config/schema/api.js';
import type { OpenApiDocument, OperationRef, Server } from './document.js';

/** Where examples send requests when neither `api.baseUrl` nor the spec names a server. */
const PLACEHOLDER_SERVER = 'https://api.example.com';

/** A server's URL with its variables at their defaults, made absolute (`//host/v2` → `https://host/v2`). */
export function serverAddress(server: Server): string {
  const url = String(server.url ?? '').replace(/\{([^}]+)\}/g, (whole, name: string) => {
    const value = server.variables?.[name]?.default;
    return typeof value === 'string' ? value : whole;
  });
  if (url.startsWith('//')) return `https:${url}`;
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(url) ? url : PLACEHOLDER_SERVER + (url.startsWith('/') ? url : url ? `/${url}` : '');
}

/** The servers an operation is called on: its own, else its path's, else the document's (OpenAPI's order of precedence). */
export function serversOf(document: OpenApiDocument, ref: OperationRef): Server[] {
  const items = ref.method === 'WEBHOOK' ? document.webhooks : document.paths;
  const candidates = [ref.operation.servers, items?.[ref.path]?.servers, document.servers];
  return (candidates.find((list) => Array.isArray(list) && list.some((server) => typeof server?.url === 'string')) ?? []).filter((server) => typeof server?.url === 'string');
}

/** The base URL an operation's examples use: the first `api.baseUrl`, else its first server. */
export function serverUrl(document: OpenApiDocument, ref: OperationRef, api: Api): string {
  const configured = [api.baseUrl ?? []].flat()[0];
  if (configured) return configured;
  const server = serversOf(document, ref)[0];
  return server ? serverAddress(server) : PLACEHOLDER_SERVER;
}
