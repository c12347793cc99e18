import { operations, type OpenApiDocument, type Server } from '../openapi/document.js';

/** A server the site declares, as the proxy compares it: scheme, host, port, and the path it starts with. */
export interface AllowedTarget {
  protocol: string;
  hostname: string;
  /** The port as URL gives it: empty for the scheme's default. */
  port: string;
  /** Without a trailing slash: `/v2`, or empty for the whole host. */
  pathPrefix: string;
  /** As declared, with its variables filled in, for messages. */
  url: string;
}

/** More expansions of one server than this are left out: enums multiply. */
const MAX_EXPANSIONS = 256;

/**
 * A server URL with each variable at each value it may take: every `enum` value and the
 * `default`. A variable without an `enum` allows its default only, and one with neither makes
 * the server unusable (the proxy cannot allow "anything").
 */
export function expandServer(server: Server): string[] {
  let urls = [String(server.url ?? '')];
  for (const name of new Set([...urls[0]!.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]!))) {
    const variable = server.variables?.[name];
    const values = [...new Set([...(Array.isArray(variable?.enum) ? variable.enum : []), variable?.default].filter((value): value is string => typeof value === 'string'))];
    if (!values.length) return [];
    urls = urls.flatMap((url) => values.map((value) => url.replaceAll(`{${name}}`, value))).slice(0, MAX_EXPANSIONS);
  }
  return urls;
}

/** A declared address as a target; undefined for a relative one, which names no host to call. */
function targetOf(address: string): AllowedTarget | undefined {
  const absolute = address.startsWith('//') ? `https:${address}` : address;
  let url: URL;
  try {
    url = new URL(absolute);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  return { protocol: url.protocol, hostname: url.hostname, port: url.port, pathPrefix: url.pathname.replace(/\/+$/, ''), url: url.href };
}

/** Every server of a document: its own, each path's and each operation's (webhooks are called by the API, not on it). */
function declaredServers(document: OpenApiDocument): Server[] {
  const lists = [document.servers, ...Object.values(document.paths ?? {}).map((item) => item?.servers), ...operations(document).filter((ref) => ref.method !== 'WEBHOOK').map((ref) => ref.operation.servers)];
  return lists.flatMap((list) => (Array.isArray(list) ? list.filter((server) => typeof server?.url === 'string') : []));
}

/** The servers a site declares: `api.baseUrl`, then every server of its specs, variables expanded; each once. */
export function allowedTargets(baseUrl: string | string[] | undefined, documents: OpenApiDocument[]): AllowedTarget[] {
  const addresses = [...[baseUrl ?? []].flat(), ...documents.flatMap((document) => declaredServers(document).flatMap(expandServer))];
  const seen = new Map<string, AllowedTarget>();
  for (const target of addresses.map(targetOf)) if (target) seen.set(target.url, target);
  return [...seen.values()];
}

/** The declared target a URL falls under: same scheme, host and port, and a path at or below the server's. */
export function matchingTarget(url: URL, targets: AllowedTarget[]): AllowedTarget | undefined {
  return targets.find(
    (target) =>
      target.protocol === url.protocol &&
      target.hostname === url.hostname &&
      target.port === url.port &&
      (url.pathname === target.pathPrefix || url.pathname.startsWith(`${target.pathPrefix}/`) || (target.pathPrefix === '' && url.pathname === '/')),
  );
}
