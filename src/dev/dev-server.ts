import { realpath } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';
import { closeServer } from '../serve/close-server.js';
import { CompressionCache } from '../serve/compression.js';
import { containedFile } from '../serve/contained-file.js';
import { guarded } from '../serve/guarded-handler.js';
import { listenOnFreePort, serverUrl, type Listening } from '../serve/listen.js';
import { parseRequestPath, withoutTrailingSlash } from '../serve/request-path.js';
import { fileRepresentation, respond } from '../serve/respond.js';
import { siteSnapshotFor, type SiteSnapshot } from '../cache/site-snapshot.js';
import { llmsFullTxt } from '../emit/llms-txt.js';
import { rootTarget } from '../emit/root-redirect.js';
import { llmsLinkHeader, wantsMarkdown } from '../serve/markdown-negotiation.js';
import { routeOfMarkdown } from '../site/page-url.js';
import type { Site } from '../site/types.js';
import { redirector } from '../util/path-pattern.js';
import { clientFile } from '../layout/client-files.js';
import { contentTypeFor } from '../serve/content-type.js';
import { ChangeCoalescer, type ChangeSet } from './change-coalescer.js';
import type { DevSearch } from './dev-search.js';
import { EVENTS_PATH, RELOAD_SCRIPT_PATH } from './dev-routes.js';
import { DevSite, type DevEvent, type Invalidation } from './dev-site.js';
import { reportMissedChanges } from './missed-changes.js';
import { ReloadHub } from './reload-hub.js';
import type { SiteSource } from './site-source.js';
import type { SiteWatcher } from './watch-site.js';
import { handlePlaygroundRequest, type PlaygroundOptions } from '../playground-server/playground-routes.js';
import { siteApiOf } from '../playground-server/site-api.js';

/** The redirects of a site, compiled once per plan: as the built site's hosts answer them, with a real 307/308. */
const redirectors = new WeakMap<Site, ReturnType<typeof redirector>>();
function redirectsOf(site: Site): ReturnType<typeof redirector> {
  let answer = redirectors.get(site);
  if (!answer) redirectors.set(site, (answer = redirector(site.config.redirects ?? [])));
  return answer;
}

export interface DevServerOptions {
  /** The site folder (holding docs.json). */
  dir: string;
  /** How pages are planned and rendered; the server closes it when it closes. */
  source: SiteSource;
  host?: string;
  /** 0 for any free port; a taken port moves to the next free one. */
  port?: number;
  /** Folders inside the site that are not part of it, such as the build output (default: `<dir>/dist`). */
  exclude?: string[];
  onEvent?: (event: DevEvent) => void;
  /** The site planned by the last session, answered while this one plans (default: the site's cache). */
  snapshot?: SiteSnapshot;
  /** Called when a request fails for a reason that is not the writer's (a Quire bug). */
  onError?: (error: unknown) => void;
  /** How long after a plan the page-info cache is written (tests; default 1 s). */
  cacheSaveDelayMs?: number;
  /** The playground's proxy and mock (`--mock`); the proxy is on unless the site disables it. */
  playground?: PlaygroundOptions;
}

export interface DevServer extends Listening {
  url: string;
  server: Server;
  /** The search index, made in the background after the first page (undefined until then). */
  readonly search: DevSearch | undefined;
  /** Resolves when the file watcher runs and the changes made while starting have been reported. */
  watching: Promise<void>;
  close(): Promise<void>;
}

/** The dev server answers fresh every time: a cached page would hide the edit just made. */
const NO_STORE = 'no-store';
/** Images and other site files: the browser may keep them, but asks (ETag) on every reload. */
const REVALIDATE = 'no-cache';

function paramsOf(url: string): URLSearchParams {
  const at = url.indexOf('?');
  return new URLSearchParams(at === -1 ? '' : url.slice(at + 1));
}

export async function startDevServer(options: DevServerOptions): Promise<DevServer> {
  const startedAt = Date.now();
  const dir = await realpath(options.dir);
  options.source.warmUp?.(dir);
  const exclude = (options.exclude ?? [path.join(dir, 'dist')]).map((folder) => path.resolve(folder));
  const onError = options.onError ?? ((error: unknown) => console.error(error));
  const hub = new ReloadHub();
  const devSite = new DevSite(dir, options.source, {
    exclude,
    onEvent: options.onEvent ?? (() => {}),
    snapshot: options.snapshot ?? siteSnapshotFor(dir),
    onSnapshotStale: () => void refreshOpenTabs({ all: true, routes: new Set(), forced: new Set() }).catch(onError),
    cacheSaveDelayMs: options.cacheSaveDelayMs,
  });
  const compression = new CompressionCache();
  // Made after the first page (see `watching`), and loaded then: it imports the config schema and Pagefind.
  let search: DevSearch | undefined;
  const startSearch = async () => {
    const { DevSearch } = await import('./dev-search.js');
    search = new DevSearch({
      site: () => devSite.site(),
      // A page with errors shows its overlay, which has nothing to search.
      render: (site, page) => options.source.renderForSearch?.(site, page) ?? devSite.answer(page.route).then((answer) => (answer.status === 200 ? answer.html : undefined)),
      onError,
    });
    search.refresh();
  };
  // Started now, alongside the first plan, rather than on the first page that needs them.
  const clientAssets = options.source.clientAssets();
  clientAssets.catch(onError);

  /** A page, or its Markdown twin when `markdown` (its `.md` address, or `Accept: text/markdown`). */
  async function sendPage(req: IncomingMessage, res: ServerResponse, route: string, markdown = false): Promise<void> {
    const answer = await devSite.answer(route);
    const headers = { Link: llmsLinkHeader(), Vary: 'Accept' };
    if (markdown && answer.markdown !== undefined) {
      return respond(req, res, { status: 200, contentType: 'text/markdown; charset=utf-8', body: Buffer.from(answer.markdown), cacheControl: NO_STORE, headers }, compression);
    }
    await respond(req, res, { status: answer.status, contentType: 'text/html; charset=utf-8', body: Buffer.from(answer.html), cacheControl: NO_STORE, headers }, compression);
  }

  /** `/llms-full.txt`: every navigation page's twin, rendered as for any request (most come from the cache). */
  async function sendLlmsFull(req: IncomingMessage, res: ServerResponse, site: Site): Promise<void> {
    const pieces: string[] = [];
    for await (const piece of llmsFullTxt(site, async (page) => (await devSite.answer(page.route)).markdown)) pieces.push(piece);
    const body = Buffer.from(pieces.join(''));
    return respond(req, res, { status: 200, contentType: 'text/plain; charset=utf-8', body, cacheControl: NO_STORE }, compression);
  }

  function openEvents(req: IncomingMessage, res: ServerResponse): void {
    const params = paramsOf(req.url ?? '');
    hub.open(req, res, { route: params.get('route') ?? '', version: params.get('version') ?? '' }, (client) => {
      // The page may have changed between being served and this connection: check now.
      devSite
        .answer(client.route)
        .then((answer) => hub.reloadIfStale(client, answer.version))
        .catch(onError);
    });
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    // Any method: the proxy and the mock relay and answer POSTs and the rest.
    if (await handlePlaygroundRequest(req, res, async () => siteApiOf(await devSite.site()), options.playground ?? { mock: false })) return;
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' }).end('Method not allowed\n');
      return;
    }
    const requested = parseRequestPath(req.url);
    if (!requested.ok) return sendPage(req, res, '');
    const route = `/${requested.segments.join('/')}`;
    if (route === EVENTS_PATH) return openEvents(req, res);
    if (route === RELOAD_SCRIPT_PATH) {
      return respond(req, res, { status: 200, contentType: 'text/javascript; charset=utf-8', body: Buffer.from(clientFile('dev/live-reload.js')), cacheControl: REVALIDATE }, compression);
    }
    if (requested.trailingSlash) {
      res.writeHead(301, { Location: withoutTrailingSlash(requested), 'Cache-Control': NO_STORE }).end();
      return;
    }
    if (requested.segments[0] === '_quire') {
      const searchFile = search?.file(route);
      if (searchFile) return respond(req, res, { status: 200, contentType: contentTypeFor(route), body: Buffer.from(searchFile), cacheControl: NO_STORE }, compression);
      const asset = (await clientAssets).find((a) => a.path === route) ?? devSite.pageFile(route);
      if (asset) return respond(req, res, { status: 200, contentType: asset.contentType, body: Buffer.from(asset.body), cacheControl: REVALIDATE }, compression);
    }
    const site = await devSite.site();
    // Before the pages: a redirect wins over a page at its source, as on the built site's hosts.
    const redirect = site && redirectsOf(site)(route);
    if (redirect) {
      res.writeHead(redirect.status, { Location: redirect.location, 'Cache-Control': NO_STORE }).end();
      return;
    }
    if (!site || site.byRoute.has(route)) return sendPage(req, res, route, wantsMarkdown(req));
    const twinOf = routeOfMarkdown(route);
    if (twinOf !== undefined && site.byRoute.has(twinOf)) return sendPage(req, res, twinOf, true);
    if (route === '/llms-full.txt' && !(await options.source.resolveStaticFile(site, route, exclude))) return sendLlmsFull(req, res, site);
    // The file the build writes for a page (`guides/setup/index.html`), which static hosts and
    // `quire serve` answer too.
    const htmlFileOf = requested.segments.at(-1) === 'index.html' ? `/${requested.segments.slice(0, -1).join('/')}` : undefined;
    if (htmlFileOf !== undefined && site.byRoute.has(htmlFileOf)) return sendPage(req, res, htmlFileOf);
    // `/` of a site without an index page is the generated redirect, as a static host serves it.
    const generatedPath = route === '/' ? '/index.html' : route;
    const generated = options.source.generatedFiles(site).find((file) => file.path === generatedPath);
    if (generated) {
      // Content-hashed files (a shared sidebar's script) may be kept, and asked for again by ETag.
      const cacheControl = requested.segments[0] === '_quire' ? REVALIDATE : NO_STORE;
      return respond(req, res, { status: 200, contentType: generated.contentType, body: Buffer.from(await generated.render()), cacheControl }, compression);
    }
    // The pipeline resolves asset URLs; this server still checks the answer itself, so a
    // mistake there cannot expose a file outside the site, in a dot-folder or in node_modules.
    const candidate = await options.source.resolveStaticFile(site, `/${requested.rawSegments.join('/')}`, exclude);
    const file = candidate === undefined ? undefined : await containedFile(dir, candidate);
    if (file) return respond(req, res, await fileRepresentation(file, { cacheControl: REVALIDATE }), compression);
    return sendPage(req, res, route);
  }

  /** Re-renders the open pages a change may affect, and reloads the tabs whose page did change. */
  async function refreshOpenTabs(invalidation: Invalidation): Promise<void> {
    const open = hub.openRoutes();
    const routes = [...open].filter((route) => invalidation.all || invalidation.routes.has(route));
    await Promise.all(
      routes.map(async (route) => {
        const answer = await devSite.answer(route);
        // A newer change superseded this render; its own refresh will reload the tab.
        if (!answer.isCurrent()) return;
        hub.reload(route, answer.version, invalidation.forced.has(route));
      }),
    );
  }

  // Batches are applied one at a time, in order; the re-renders they cause run alongside.
  let applying = Promise.resolve();
  const coalescer = new ChangeCoalescer((changes: ChangeSet) => {
    applying = applying
      .then(() => devSite.applyChanges(changes))
      .then((invalidation) => {
        void refreshOpenTabs(invalidation).catch(onError);
        search?.changed();
      })
      .catch(onError);
  });

  const server = createServer(guarded(handle, onError));
  let listening: Listening;
  try {
    listening = await listenOnFreePort(server, options.port ?? 3000, options.host ?? '127.0.0.1');
  } catch (error) {
    devSite.close();
    await options.source.close?.();
    throw error;
  }
  // Watching starts once the first plan and the first render are done: the watcher's initial
  // scan of a large site costs as much as a render, and the writer is waiting for the page.
  let watcher: SiteWatcher | undefined;
  let closed = false;
  const watching = devSite.planned.then(async () => {
    if (closed) return;
    // Most sessions open the home page first (or the page `/` sends them to); rendering it now
    // also warms the highlighter.
    const planned = await devSite.site();
    await devSite.answer((planned && rootTarget(planned)?.route) ?? '/').catch(onError);
    if (closed) return;
    // chokidar is loaded here, after the first page: nothing before needs it.
    const { watchSite } = await import('./watch-site.js');
    if (closed) return;
    watcher = watchSite(dir, exclude, coalescer);
    await watcher.ready;
    if (closed) return;
    // Best effort: a folder that cannot be read is already reported by the plan.
    await reportMissedChanges(dir, exclude, startedAt, await devSite.site(), coalescer).catch(() => {});
    // Last: every page is rendered for it, after the first one the writer is waiting for.
    if (!closed) await startSearch();
  }).catch(onError);

  return {
    ...listening,
    url: serverUrl(options.host ?? '127.0.0.1', listening.port),
    server,
    watching,
    get search() {
      return search;
    },
    async close() {
      closed = true;
      coalescer.close();
      hub.close();
      devSite.close();
      const searchClosed = search?.close();
      // Stops the render thread first, so nothing waits for a runaway page's time-out.
      await options.source.close?.();
      await watching;
      await searchClosed;
      await Promise.all([watcher?.close(), closeServer(server)]);
    },
  };
}
