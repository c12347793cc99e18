import { renderToString } from 'preact-render-to-string';
import { Playground } from '../components/playground.js';
import type { Config } from '../config/schema/index.js';
import type { PageFrontmatter } from '../content/types.js';
import { authOf, serversFor, withAuthMethod } from '../openapi/playground-data.js';

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
  const named = methodAndTarget(frontmatter.api ?? frontmatter.openapi);
  if (!named) return undefined;
  const { method, target } = named;
  const base = [config.api.baseUrl ?? []].flat()[0];
  const address = target.startsWith('/') && base ? `${base.replace(/\/+$/, '')}${target}` : target;
  return { method, address };
}

/** `[spec] METHOD target` read from front matter: the method (upper case) and what follows it. */
function methodAndTarget(value: unknown): { method: string; target: string } | undefined {
  if (typeof value !== 'string') return undefined;
  const words = value.trim().split(/\s+/);
  const at = words.findIndex((word) => METHODS.has(word.toUpperCase()));
  if (at < 0 || !words[at + 1]) return undefined;
  return { method: words[at]!.toUpperCase(), target: words.slice(at + 1).join(' ') };
}

/**
 * Readers look an endpoint up by its method and path, so search weighs this line as a title.
 * Pagefind reads `https://host/v1/x` as one word, which `/v1/x` is not the start of: the bare
 * path is indexed too, from an attribute, so the line reads the same on screen and aloud.
 */
export function EndpointLine({ endpoint }: { endpoint: Endpoint }) {
  const path = endpoint.address.replace(/^[a-z][a-z\d+.-]*:\/\/[^/]*/i, '');
  return (
    <p class="q-endpoint" data-pagefind-weight="7">
      <span class="q-method" data-method={endpoint.method.toLowerCase()}>
        {endpoint.method}
      </span>
      <code {...(path !== endpoint.address ? { 'data-path': path, 'data-pagefind-index-attrs': 'data-path' } : {})}>{endpoint.address}</code>
    </p>
  );
}

/**
 * The playground of a hand-written `api:` page (an operation's page has its own, from the spec):
 * the base URLs from `api.baseUrl`, or the address's own server when it is absolute; the site's
 * auth, or the page's `authMethod`; its parameters are the page's `<ParamField>`s, which the
 * client reads. Empty when the front matter names no endpoint.
 */
export function pagePlayground(frontmatter: PageFrontmatter, config: Config): string {
  const named = methodAndTarget(frontmatter.api);
  if (!named || named.method === 'WEBHOOK') return '';
  const { method, target } = named;
  const absolute = /^(https?:\/\/[^/?#]+)(.*)$/i.exec(target);
  const api = withAuthMethod(config.api, frontmatter.authMethod);
  const data = {
    method,
    path: absolute ? absolute[2] || '/' : target,
    servers: absolute ? [{ url: absolute[1]! }] : serversFor(api.baseUrl, []),
    parameters: [],
    bodies: [],
    auth: authOf(undefined, undefined, api),
    disableProxy: api.playground.disableProxy === true ? true : undefined,
    fieldsFromPage: true,
  };
  return renderToString(<Playground data={data} mode={api.playground.mode} />);
}
