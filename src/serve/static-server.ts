import { readFile, realpath } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';
import { closeServer } from './close-server.js';
import { CompressionCache } from './compression.js';
import { containedFile } from './contained-file.js';
import { listenOnFreePort, serverUrl, type Listening } from './listen.js';
import { parseRequestPath, withoutTrailingSlash } from './request-path.js';
import { fileRepresentation, respond } from './respond.js';
import { guarded } from './guarded-handler.js';
import { llmsLinkHeader, wantsMarkdown } from './markdown-negotiation.js';
import { redirector, type RedirectRule } from '../util/path-pattern.js';
import { handlePlaygroundRequest, type PlaygroundOptions } from '../playground-server/playground-routes.js';
import { readApiManifest } from '../playground-server/api-manifest.js';

/** Content-hashed bundles under /_quire/ never change under the same name. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else keeps its URL across builds, so caches must revalidate (cheap: 304). */
const REVALIDATE = 'no-cache';

function cacheControlFor(segments: string[]): string {
  return segments[0] === '_quire' && segments.length > 1 ? IMMUTABLE : REVALIDATE;
}

/**
 * The files a clean URL may name, in order: the file itself (`/llms.txt`), the page the build
 * wrote for the route (`/guides/setup` → `guides/setup/index.html`), then `guides/setup.html`.
 */
function candidates(root: string, segments: string[]): string[] {
  if (segments.length === 0) return [path.join(root, 'index.html')];
  const base = path.join(root, ...segments);
  return [base, path.join(base, 'index.html'), `${base}.html`];
}

/** Where the build wrote the Markdown twin of the page at `segments`: `guides/setup.md`, `index.md` for the root. */
function markdownTwinFile(root: string, segments: string[]): string {
  return segments.length === 0 ? path.join(root, 'index.md') : `${path.join(root, ...segments)}.md`;
}

async function sendNotFound(req: IncomingMessage, res: ServerResponse, root: string, cache: CompressionCache): Promise<void> {
  const page = await containedFile(root, path.join(root, '404.html'));
  if (page) {
    await respond(req, res, await fileRepresentation(page, { status: 404, cacheControl: REVALIDATE }), cache);
    return;
  }
  await respond(req, res, { status: 404, contentType: 'text/plain; charset=utf-8', body: Buffer.from('Not found\n'), cacheControl: REVALIDATE });
}

/**
 * The redirects a build wrote (`vercel.json`, the format Quire's config uses too), answered with
 * a real 307/308 as a host would; none when the file is missing or not Quire's.
 */
async function builtRedirects(root: string): Promise<ReturnType<typeof redirector>> {
  try {
    const { redirects } = JSON.parse(await readFile(path.join(root, 'vercel.json'), 'utf8')) as { redirects?: unknown };
    const rules = Array.isArray(redirects) ? redirects.filter((rule): rule is RedirectRule => typeof rule?.source === 'string' && typeof rule?.destination === 'string') : [];
    return redirector(rules);
  } catch {
    return redirector([]);
  }
}

/**
 * The request handler of `quire serve`: a built site, read-only, nothing outside `root`. Under a
 * `base` (`/docs/`), as a host publishing the site there would: paths outside it are not found.
 */
export async function createStaticHandler(root: string, base = '/', playground: PlaygroundOptions = { mock: false }): Promise<(req: IncomingMessage, res: ServerResponse) => Promise<void>> {
  const rootReal = await realpath(root);
  const cache = new CompressionCache();
  const redirectOf = await builtRedirects(rootReal);
  const api = readApiManifest(rootReal);
  return async (req, res) => {
    if (await handlePlaygroundRequest(req, res, () => api, playground, base)) return;
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' }).end('Method not allowed\n');
      return;
    }
    const url = req.url ?? '/';
    if (base !== '/' && url.split('?')[0] === base.slice(0, -1)) {
      res.writeHead(301, { Location: base, 'Cache-Control': REVALIDATE }).end();
      return;
    }
    const requested = parseRequestPath(base === '/' || url.startsWith(base) ? url.slice(base.length - 1) : undefined);
    if (!requested.ok) return sendNotFound(req, res, rootReal, cache);
    if (requested.trailingSlash) {
      res.writeHead(301, { Location: withoutTrailingSlash(requested), 'Cache-Control': REVALIDATE }).end();
      return;
    }
    const redirect = redirectOf(`/${requested.segments.join('/')}`);
    if (redirect) {
      res.writeHead(redirect.status, { Location: redirect.location, 'Cache-Control': REVALIDATE }).end();
      return;
    }
    const cacheControl = cacheControlFor(requested.segments);
    // A page, asked for as Markdown (`Accept: text/markdown`): its twin, which the build wrote beside it.
    const page = await containedFile(rootReal, candidates(rootReal, requested.segments).find((file) => file.endsWith('index.html'))!);
    if (page) {
      const headers = { Link: llmsLinkHeader(base), Vary: 'Accept' };
      const twin = wantsMarkdown(req) ? await containedFile(rootReal, markdownTwinFile(rootReal, requested.segments)) : undefined;
      return respond(req, res, { ...(await fileRepresentation(twin ?? page, { cacheControl })), headers }, cache);
    }
    for (const candidate of candidates(rootReal, requested.segments)) {
      const found = await containedFile(rootReal, candidate);
      const headers = found && candidate.endsWith('.md') ? { Link: llmsLinkHeader(base) } : undefined;
      if (found) return respond(req, res, { ...(await fileRepresentation(found, { cacheControl })), headers }, cache);
    }
    return sendNotFound(req, res, rootReal, cache);
  };
}

export interface RunningServer extends Listening {
  server: Server;
  url: string;
  close(): Promise<void>;
}

export async function startStaticServer(options: { root: string; base?: string; host: string; port: number; onError: (error: unknown) => void; playground?: PlaygroundOptions }): Promise<RunningServer> {
  const handler = await createStaticHandler(options.root, options.base, options.playground);
  const server = createServer(guarded(handler, options.onError));
  const listening = await listenOnFreePort(server, options.port, options.host);
  return { ...listening, server, url: serverUrl(options.host, listening.port), close: () => closeServer(server) };
}
