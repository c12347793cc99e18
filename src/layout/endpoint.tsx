import type { Config } from '../config/schema/index.js';
import type { PageFrontmatter } from '../content/types.js';

export interface Endpoint {
  method: string;
  /** The address as the reader should call it: the base URL is prefixed to a bare path. */
  address: string;
}

const METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS', 'TRACE', 'WEBHOOK']);

/**
 * The endpoint an API page documents, from `api: "POST https://…/v1/x"` (hand-written pages) or
 * `openapi: "[spec.json] GET /v1/x"` (pages generated from an OpenAPI file). A bare path gets the
 * first `api.baseUrl` in front of it.
 */
export function endpointOf(frontmatter: PageFrontmatter, config: Config): Endpoint | undefined {
  const value = frontmatter.api ?? frontmatter.openapi;
  if (typeof value !== 'string') return undefined;
  const words = value.trim().split(/\s+/);
  const at = words.findIndex((word) => METHODS.has(word.toUpperCase()));
  if (at < 0 || !words[at + 1]) return undefined;
  const target = words.slice(at + 1).join(' ');
  const base = [config.api.baseUrl ?? []].flat()[0];
  const address = target.startsWith('/') && base ? `${base.replace(/\/+$/, '')}${target}` : target;
  return { method: words[at]!.toUpperCase(), address };
}

export function EndpointLine({ endpoint }: { endpoint: Endpoint }) {
  return (
    <p class="q-endpoint">
      <span class="q-method" data-method={endpoint.method.toLowerCase()}>
        {endpoint.method}
      </span>
      <code>{endpoint.address}</code>
    </p>
  );
}
