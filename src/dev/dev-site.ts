import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { frontmatterBlock } from '../content/frontmatter.js';
import type { SiteSnapshot } from '../cache/site-snapshot.js';
import { isUserError, type Diagnostic } from '../diagnostics.js';
import type { Site } from '../site/types.js';
import type { ChangeSet } from './change-coalescer.js';
import { decoratePage, type DecoratedPage } from './decorate.js';
import { configErrorBanner, errorOverlayDocument, warningsNotice } from './error-overlay.js';
import type { PageFile } from '../pipeline/page-files.js';
import type { SiteSource } from './site-source.js';
import { SnapshotTerm } from './snapshot-term.js';

/**
 * The raw front matter of a page, or '' when it has none. The site model holds titles and
 * sidebar labels from every page's front matter, so the site is re-planned when this text
 * changes, and only the page is re-rendered otherwise.
 */
function frontmatterText(source: string): string {
  return frontmatterBlock(source)?.yaml ?? '';
}

/** What a route renders to before the dev server decorates it. */
interface Rendered {
  status: 200 | 404 | 500 | 503;
  html: string;
  /** The page's Markdown twin, when it rendered. */
  markdown?: string;
  /** What the page left out or should fix, shown in a notice on it. */
  warnings?: Diagnostic[];
  /** Absolute paths whose change makes this answer out of date. */
  dependencies: ReadonlySet<string>;
}

/**
 * One plan of the site and the pages rendered against it. A new plan gets a new Model, so
 * renders still running against an old one can only fill a cache nobody reads any more.
 */
interface Model {
  generation: number;
  /** The last site that planned without errors: the dev server keeps serving it while docs.json is broken. */
  site?: Site;
  /** Problems of the config as it is now on disk; empty when it is fine. */
  configErrors: Diagnostic[];
  /** Date.now() when planning started: files not modified since were read by this plan. */
  plannedAt: number;
  renders: Map<string, Promise<Rendered>>;
  /** Finished renders, for finding the pages a changed file affects. */
  settled: Map<string, Rendered>;
  notFound?: Promise<Rendered>;
}

export interface RouteAnswer extends DecoratedPage {
  status: number;
  /** The page's Markdown twin (`<url>.md`), when it rendered. */
  markdown?: string;
  /** False once a later change has superseded this render: its reload would be stale. */
  isCurrent(): boolean;
}

/** Which open pages a batch of changes may have changed. */
export interface Invalidation {
  /** The site was re-planned: every page may differ (navigation is on every page). */
  all: boolean;
  routes: Set<string>;
  /** Pages showing a changed image or other asset: same HTML, new bytes, reload regardless. */
  forced: Set<string>;
}

export type DevEvent =
  | { type: 'planned'; pages: number; ms: number; warnings: Diagnostic[] }
  | { type: 'config-error'; diagnostics: Diagnostic[] }
  | { type: 'page-error'; route: string; diagnostics: Diagnostic[] };

const PAGE_SOURCE = /\.mdx?$/i;
/** How long after a plan its page-info cache is written: by then its first page has normally gone out. */
const CACHE_SAVE_DELAY_MS = 1000;
const CONFIG_FILES = new Set(['docs.json', 'mint.json']);

function internalDiagnostic(file: string, error: unknown): Diagnostic {
  const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
  return { file, severity: 'error', rule: 'internal', message: `Quire failed here: ${message}`, hint: 'This is a bug in Quire; please report it with this file attached.' };
}

/**
 * The site as the dev server sees it: planned when docs.json or the set of files changes,
 * pages rendered when first asked for and kept until something they read changes.
 */
export class DevSite {
  private generation = 0;
  private latest: Promise<Model>;
  /** Front matter of pages as the current plan read it (see rememberFrontmatter). */
  private readonly frontmatters = new Map<string, string>();
  private readonly pageFiles = new Map<string, PageFile>();
  private readonly snapshot: SnapshotTerm;
  /** The site the last session planned, answered until the first plan of this one lands. */
  private provisional: Model | undefined;
  /** The last plan's page-info cache save, waiting for its timer (see plan). */
  private pendingCacheSave: { save: () => void; timer: NodeJS.Timeout } | undefined;
  private closed = false;
  /** Resolves when the first plan of this session has landed. */
  readonly planned: Promise<void>;

  constructor(
    /** Real path of the site folder. */
    readonly dir: string,
    private readonly source: SiteSource,
    private readonly options: {
      exclude: string[];
      onEvent: (event: DevEvent) => void;
      snapshot?: SiteSnapshot;
      /** The first plan differs from the snapshot served meanwhile: every open tab may be out of date. */
      onSnapshotStale?: () => void;
      /** How long after a plan its page-info cache is written (default CACHE_SAVE_DELAY_MS). */
      cacheSaveDelayMs?: number;
    },
  ) {
    this.latest = Promise.resolve(this.emptyModel(0, undefined, [], 0));
    this.snapshot = new SnapshotTerm(options.snapshot);
    const { firstPlan, site } = this.snapshot;
    if (!firstPlan || !site) {
      // Planned now, so no request can see the empty model above.
      this.replan();
      this.planned = this.latest.then(() => {});
      return;
    }
    this.provisional = this.emptyModel(0, site, [], 0);
    this.planned = firstPlan.then(() => {
      this.replan();
      return this.latest.then(() => {});
    });
  }

  /** The server is stopping: renders failing from now on are not reported, and a waiting snapshot is saved. */
  close(): void {
    this.closed = true;
    this.snapshot.close();
    this.flushCacheSave();
  }

  /**
   * The newest model, waiting for a plan in progress: a request never sees a superseded site.
   * The one exception is the snapshot of the last session, answered until the first plan lands.
   */
  async current(): Promise<Model> {
    if (this.provisional) return this.provisional;
    for (;;) {
      const model = await this.latest;
      if (model.generation === this.generation) return model;
    }
  }

  async site(): Promise<Site | undefined> {
    return (await this.current()).site;
  }

  /** Queues a new plan; plans run one at a time, and one made obsolete before it starts is skipped. */
  replan(): void {
    const generation = ++this.generation;
    this.latest = this.latest.then((previous) => (generation === this.generation ? this.plan(generation, previous) : previous));
  }

  /**
   * A file a rendered page links to (`/_quire/utilities.<hash>.css`). Kept from the page's render
   * on: the browser asks for it after the page. Named by content, so an edit adds a name.
   */
  pageFile(path: string): PageFile | undefined {
    return this.pageFiles.get(path);
  }

  /** The decorated HTML for a route: its page, the error overlay, or the 404 page. */
  async answer(route: string): Promise<RouteAnswer> {
    const model = await this.current();
    const { promise, isCurrent } = this.renderCached(model, route);
    const rendered = await promise;
    this.snapshot.answered();
    const banner = model.site && model.configErrors.length ? configErrorBanner(model.configErrors) : undefined;
    const notice = rendered.warnings?.length ? warningsNotice(rendered.warnings) : undefined;
    return { status: rendered.status, markdown: rendered.markdown, ...decoratePage(rendered.html, { route, banner, notice }), isCurrent };
  }

  /** Works out what a batch of file changes affects, and drops those pages from the cache. */
  async applyChanges(changes: ChangeSet): Promise<Invalidation> {
    const model = await this.current();
    const changed = [...changes.keys()];
    const assetUrls = changed.filter((file) => !PAGE_SOURCE.test(file)).map((file) => this.urlOf(file));
    const invalidation: Invalidation = { all: false, routes: new Set(), forced: new Set() };
    const somethingAdded = [...changes.values()].some((c) => c.kind === 'add');
    for (const [route, rendered] of model.settled) {
      const shows = assetUrls.some((url) => rendered.html.includes(url));
      const reads = changed.some((file) => rendered.dependencies.has(file));
      // A page that failed may have failed for want of the file just added (an import, say).
      const retry = rendered.status === 500 && somethingAdded;
      if (!shows && !reads && !retry) continue;
      model.renders.delete(route);
      model.settled.delete(route);
      invalidation.routes.add(route);
      if (shows) invalidation.forced.add(route);
    }
    // A render still running may have read a file before this change; which files, it cannot say yet.
    for (const route of model.renders.keys()) {
      if (model.settled.has(route)) continue;
      model.renders.delete(route);
      invalidation.routes.add(route);
    }
    if (await this.needsReplan(model, changes)) {
      this.replan();
      invalidation.all = true;
    }
    return invalidation;
  }

  private async needsReplan(model: Model, changes: ChangeSet): Promise<boolean> {
    let replan = false;
    for (const [file, change] of changes) {
      if (change.isFolder || CONFIG_FILES.has(path.relative(this.dir, file)) || this.isOpenApiFile(model, file)) replan = true;
      else if (PAGE_SOURCE.test(file)) {
        // Always read, even once the answer is known, so the recorded front matter stays current.
        const frontmatterMoved = await this.frontmatterChanged(file);
        if (change.kind !== 'change' || frontmatterMoved) replan = true;
      }
    }
    return replan;
  }

  private emptyModel(generation: number, site: Site | undefined, configErrors: Diagnostic[], plannedAt: number): Model {
    return { generation, site, configErrors, plannedAt, renders: new Map(), settled: new Map() };
  }

  private async plan(generation: number, previous: Model): Promise<Model> {
    const plannedAt = Date.now();
    // This plan reads what the last one learned.
    this.flushCacheSave();
    let result: Awaited<ReturnType<SiteSource['planSite']>>;
    try {
      result = await this.source.planSite(this.dir, { exclude: this.options.exclude, deferCacheSave: (save) => this.saveCacheLater(save) });
    } catch (error) {
      result = { diagnostics: [internalDiagnostic('docs.json', error)] };
    }
    if (result.site) {
      this.options.onEvent({ type: 'planned', pages: result.site.pages.length, ms: Date.now() - plannedAt, warnings: result.diagnostics });
      const model = this.emptyModel(generation, result.site, [], plannedAt);
      this.settleSnapshot(model);
      return model;
    }
    // docs.json broke while the server was stopped: the last session's site is the last good one.
    const lastGood = previous.site ?? this.provisional?.site;
    this.settleSnapshot(undefined);
    const errors = result.diagnostics.filter((d) => d.severity === 'error');
    const configErrors = errors.length ? errors : result.diagnostics;
    this.options.onEvent({ type: 'config-error', diagnostics: configErrors });
    return this.emptyModel(generation, lastGood, configErrors, previous.plannedAt);
  }

  private saveCacheLater(save: () => void): void {
    if (this.closed) return save();
    const delay = this.options.cacheSaveDelayMs ?? CACHE_SAVE_DELAY_MS;
    this.pendingCacheSave = { save, timer: setTimeout(() => this.flushCacheSave(), delay).unref() };
  }

  private flushCacheSave(): void {
    const pending = this.pendingCacheSave;
    this.pendingCacheSave = undefined;
    if (!pending) return;
    clearTimeout(pending.timer);
    pending.save();
  }

  /**
   * Ends the snapshot's term once a plan lands. Pages rendered against the snapshot carry over
   * when the plan found the same site; otherwise the open tabs are told to check theirs.
   */
  private settleSnapshot(model: Model | undefined): void {
    const provisional = this.provisional;
    this.provisional = undefined;
    const settled = this.snapshot.settle(model?.site);
    if (!provisional || !settled) return;
    if (!model || !settled.sameAsAnswered) {
      // Tabs asking now wait for this plan to become the current model, so they see the new site.
      this.options.onSnapshotStale?.();
      return;
    }
    for (const [route, render] of provisional.renders) model.renders.set(route, render);
    for (const [route, rendered] of provisional.settled) model.settled.set(route, rendered);
    // As render() does for the pages it renders, so a body-only edit of these does not re-plan.
    for (const route of provisional.renders.keys()) {
      const source = model.site!.byRoute.get(route)?.source;
      if (source?.kind === 'file') void this.rememberFrontmatter(model, source.file);
    }
  }

  private renderCached(model: Model, route: string): { promise: Promise<Rendered>; isCurrent: () => boolean } {
    if (!model.site || !model.site.byRoute.has(route)) {
      // One 404 page (or config overlay) per plan, whatever the URL: missing URLs must not fill the cache.
      model.notFound ??= this.render(model, route);
      return { promise: model.notFound, isCurrent: () => model.generation === this.generation };
    }
    let promise = model.renders.get(route);
    if (!promise) {
      const rendering = this.render(model, route);
      promise = rendering;
      model.renders.set(route, rendering);
      void rendering.then((rendered) => {
        if (model.renders.get(route) === rendering) model.settled.set(route, rendered);
      });
    }
    const mine = promise;
    return { promise, isCurrent: () => model.generation === this.generation && model.renders.get(route) === mine };
  }

  private async render(model: Model, route: string): Promise<Rendered> {
    const site = model.site;
    if (!site) return { status: 500, html: errorOverlayDocument('The configuration', model.configErrors), dependencies: new Set() };
    const page = site.byRoute.get(route);
    if (!page) return { status: 404, html: await this.source.render404Document(site, {}), dependencies: new Set() };
    if (page.source.kind === 'file') await this.rememberFrontmatter(model, page.source.file);
    try {
      const { html, markdown, dependencies, warnings, files } = await this.source.renderPageDocument(site, page, {});
      for (const file of files ?? []) this.pageFiles.set(file.path, file);
      return { status: 200, html, markdown, warnings, dependencies: new Set([page.source.file, ...dependencies].map((file) => path.resolve(file))) };
    } catch (error) {
      // Stopping the server stops the render thread under pages still rendering: not their fault.
      if (this.closed) return { status: 503, html: 'The dev server is shutting down.', dependencies: new Set() };
      const diagnostics = isUserError(error) ? error.diagnostics : [internalDiagnostic(page.sourcePath, error)];
      this.options.onEvent({ type: 'page-error', route, diagnostics });
      const named = diagnostics.map((d) => path.resolve(site.dir, d.file));
      return { status: 500, html: errorOverlayDocument(page.sourcePath, diagnostics), dependencies: new Set([page.source.file, ...named]) };
    }
  }

  /**
   * Records a page's front matter as the current plan saw it: only when the file is older than
   * the plan, since a newer one may hold an edit whose change event has not arrived yet.
   */
  private async rememberFrontmatter(model: Model, file: string): Promise<void> {
    if (this.frontmatters.has(file)) return;
    try {
      const [stats, source] = await Promise.all([stat(file), readFile(file, 'utf8')]);
      if (stats.mtimeMs < model.plannedAt) this.frontmatters.set(file, frontmatterText(source));
    } catch {
      // Gone already: its unlink event re-plans the site.
    }
  }

  /** True when the page's front matter differs from what the plan read, or that is unknown. */
  private async frontmatterChanged(file: string): Promise<boolean> {
    const before = this.frontmatters.get(file);
    let now: string;
    try {
      now = frontmatterText(await readFile(file, 'utf8'));
    } catch {
      this.frontmatters.delete(file);
      return true;
    }
    // The plan this change triggers (if any) starts after this read, so it sees at least this text.
    this.frontmatters.set(file, now);
    return before === undefined || before !== now;
  }

  /**
   * An OpenAPI file of the config, or one a spec was read from: pages are generated from them, and
   * the bundles pages render from are made when planning.
   */
  private isOpenApiFile(model: Model, file: string): boolean {
    const specs = model.site?.config.openapi;
    const list = specs === undefined ? [] : Array.isArray(specs) ? specs : [specs];
    return (
      list.some((spec) => !/^[a-z][a-z0-9+.-]*:/i.test(spec) && path.resolve(this.dir, spec.replace(/^\/+/, '')) === file) ||
      // A site answered from an older session's snapshot may predate `specFiles`.
      (model.site?.specFiles?.includes(file) ?? false)
    );
  }

  /** `/images/shot.png` for a file in the site folder: how pages refer to it. */
  private urlOf(file: string): string {
    return `/${path.relative(this.dir, file).split(path.sep).join('/')}`;
  }
}
