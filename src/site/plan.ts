import { statSync } from 'node:fs';
import path from 'node:path';
import { pageInfoCacheFor, type PageInfo, type PageInfoCache } from '../cache/page-info-cache.js';
import { loadConfig } from '../config/load.js';
import { frontmatterKeyLine, readFrontmatter } from '../content/frontmatter.js';
import { codeFrame, type Diagnostic } from '../diagnostics.js';
import { SiteSpecs } from '../openapi/site-specs.js';
import { discoverFiles, routeOf, stripPageExtension } from './discover.js';
import { divisionOperations } from './division-operations.js';
import { anchorDivisions, tabDivisions } from './divisions.js';
import { checkConfigIcons } from './config-icons.js';
import { checkConfigImages } from './config-images.js';
import { buildNavigation } from './navigation.js';
import { checkNavigationPages } from './navigation-pages.js';
import { attachOperation } from './operation-frontmatter.js';
import { operationPages } from './operation-pages.js';
import { checkRedirects } from './redirects.js';
import { readPageHead } from './read-page-head.js';
import { repositoryFolder } from './repository-folder.js';
import { createSite } from './site.js';
import type { Site, SitePage } from './types.js';

export interface PlanOptions {
  /** Folders inside the site that are not part of it (the build output). */
  exclude?: string[];
  /**
   * Receives the page-info cache's save instead of it running before planSite returns. Writing
   * out 10,000 pages' front matter takes ~50 ms, which `quire dev` spends after its first page.
   */
  deferCacheSave?: (save: () => void) => void;
}

export interface PlanResult {
  /** Undefined when docs.json has errors. */
  site?: Site;
  /** Config and planning problems: errors block the build, warnings do not. */
  diagnostics: Diagnostic[];
  /** Files of the site that are not pages, relative to the site folder. */
  assets: string[];
}

/** `getting-started/first_steps` → `First steps`: the fallback title of a page without one. */
export function titleFromPath(pagePath: string): string {
  const base = pagePath.split('/').pop() ?? pagePath;
  const words = (base === 'index' ? (pagePath.split('/').slice(-2)[0] ?? 'Home') : base).replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The front matter a page contributes to the site model, with its problems. */
function pageInfo(source: string, sourcePath: string, pagePath: string): PageInfo {
  const { frontmatter, diagnostics } = readFrontmatter(source, sourcePath);
  const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value : undefined);
  const title = text(frontmatter.title);
  if (!title) {
    diagnostics.push({
      file: sourcePath,
      line: 1,
      column: 1,
      severity: 'warning',
      message: 'The page has no `title` in its front matter; its file name is used instead.',
      hint: `Start the file with:\n---\ntitle: ${titleFromPath(pagePath)}\ndescription: What this page is for\n---`,
      rule: 'page/missing-title',
    });
  }
  return {
    title,
    sidebarTitle: text(frontmatter.sidebarTitle),
    description: text(frontmatter.description),
    icon: text(frontmatter.icon),
    iconType: text(frontmatter.iconType),
    url: externalUrl(frontmatter.url, source, sourcePath, diagnostics),
    openapi: typeof frontmatter.openapi === 'string' && frontmatter.openapi.trim() ? { value: frontmatter.openapi.trim(), line: frontmatterKeyLine(source, 'openapi') } : undefined,
    diagnostics,
  };
}

/**
 * `url` front matter as a link out: an absolute http(s) address. Anything else is reported and
 * ignored, so the page stays an ordinary page.
 */
function externalUrl(value: unknown, source: string, sourcePath: string, diagnostics: Diagnostic[]): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value === 'string' && /^https?:\/\/[^\s"'<>]+$/i.test(value.trim())) return value.trim();
  const line = frontmatterKeyLine(source, 'url');
  diagnostics.push({
    file: sourcePath,
    line,
    column: 1,
    frame: codeFrame(source, line, 1),
    severity: 'warning',
    message: `\`url\` in the front matter must be an http or https address, not \`${String(value)}\`; the page is built as an ordinary page.`,
    hint: 'Write for example `url: "https://github.com/acme/anvil"` to make the navigation entry a link to that address.',
    rule: 'page/invalid-url',
  });
  return undefined;
}

/**
 * The absolute file of a page path from discoverFiles, which is already normal (no `.`, `..` or
 * doubled `/`). path.join would normalise it again: ~5 µs a page, some 50 ms of a 10,000-page
 * plan on a slow machine.
 */
function pageFileIn(root: string): (sourcePath: string) => string {
  const prefix = root.endsWith(path.sep) ? root : root + path.sep;
  return path.sep === '/' ? (sourcePath) => prefix + sourcePath : (sourcePath) => prefix + sourcePath.replaceAll('/', path.sep);
}

function readPage(file: string, sourcePath: string, cache: PageInfoCache | undefined): { page: SitePage; diagnostics: Diagnostic[]; openapi?: PageInfo['openapi'] & { untitled: boolean } } {
  const pagePath = stripPageExtension(sourcePath);
  // Synchronous on purpose: for thousands of small files it is several times faster than
  // fs/promises (one thread-pool round trip instead of four per file). A page the cache knows
  // is only looked at; any other is read once, with its stats (readPageHead).
  const known = cache?.knows(sourcePath) ? statSync(file) : undefined;
  let info = known && cache!.get(sourcePath, known);
  if (!info) {
    const { text, stats } = readPageHead(file);
    info = pageInfo(text, sourcePath, pagePath);
    cache?.set(sourcePath, stats, info);
  }
  return {
    page: {
      path: pagePath,
      source: { kind: 'file', file },
      sourcePath,
      route: routeOf(pagePath),
      title: info.title ?? titleFromPath(pagePath),
      sidebarTitle: info.sidebarTitle,
      description: info.description,
      icon: info.icon,
      iconType: info.iconType,
      externalUrl: info.url,
      inNavigation: false,
    },
    // Copied: the plan adds to its own list, and the cache keeps the original.
    diagnostics: [...info.diagnostics],
    openapi: info.openapi && { ...info.openapi, untitled: !info.title },
  };
}

/**
 * Builds the site model once per build: config, every page's front matter, the navigation tree
 * and the divisions. Page bodies are not read past their front matter here.
 */
export async function planSite(dir: string, options: PlanOptions = {}): Promise<PlanResult> {
  const root = path.resolve(dir);
  const loaded = await loadConfig(root);
  const diagnostics: Diagnostic[] = [...loaded.diagnostics];
  if (!loaded.config) return { diagnostics, assets: [] };
  const config = loaded.config;

  const files = await discoverFiles(root, options.exclude);
  const cache = pageInfoCacheFor(root);
  const pageFile = pageFileIn(root);
  const read = files.pages.map((sourcePath) => readPage(pageFile(sourcePath), sourcePath, cache));
  if (cache) (options.deferCacheSave ?? ((save) => save()))(() => cache.save());

  const configFile = path.basename(loaded.configFile);
  const specs = new SiteSpecs(root, [config.openapi ?? []].flat(), files.assets, config.api);
  const operations = await operationPages(specs, config, configFile, loaded.locate);
  const divisionPages = await divisionOperations(specs, config, configFile, loaded.locate);
  for (const { page, openapi } of read) {
    if (!openapi) continue;
    const found = await attachOperation(specs, page, openapi);
    // A page naming an operation no spec has is built as the page it is, and `quire check` fails.
    if (found) diagnostics.push({ ...found, severity: 'warning' });
  }
  diagnostics.push(...divisionPages.diagnostics, ...specs.diagnostics.map((d) => ({ ...d, severity: 'warning' as const })));
  const generated = [...operations.pages, ...divisionPages.pages].map((page) => ({ page, diagnostics: [] }));
  const byPath = new Map<string, SitePage>();
  const byRoute = new Map<string, SitePage>();
  for (const { page, diagnostics: pageDiagnostics } of [...read, ...generated]) {
    const clash = byRoute.get(page.route);
    if (clash) {
      diagnostics.push({
        file: page.sourcePath,
        severity: 'warning',
        message: `\`${page.sourcePath}\` and \`${clash.sourcePath}\` both become ${page.route}; only \`${clash.sourcePath}\` is built.`,
        hint: 'Rename or remove one of the two files.',
        rule: 'page/duplicate-route',
      });
      continue;
    }
    byPath.set(page.path, page);
    byRoute.set(page.route, page);
    diagnostics.push(...pageDiagnostics);
  }

  const navigation = buildNavigation([...config.navigation, ...divisionPages.groups], byPath);
  // `quire check` fails on a missing page; a build leaves it out of the sidebar and goes on.
  // The check looks each page up on disk again, for its hints: only worth it when one is missing.
  const missingPages = navigation.missing ? checkNavigationPages(root, config, configFile, loaded.locate) : [];
  for (const missing of [...missingPages, ...operations.diagnostics]) {
    diagnostics.push({ ...missing, severity: 'warning', message: `${missing.message} It is left out of the sidebar.` });
  }

  diagnostics.push(...checkRedirects(config.redirects ?? [], new Set(byRoute.keys()), configFile, loaded.locate));
  diagnostics.push(...checkConfigIcons(config, configFile, loaded.locate), ...checkConfigImages(root, config, configFile, loaded.locate));

  const inNavigation = navigation.order.map((pagePath) => {
    const page = byPath.get(pagePath)!;
    page.inNavigation = true;
    page.version = navigation.versions.get(pagePath);
    return page;
  });
  const others = [...byPath.values()].filter((page) => !page.inNavigation);

  return {
    site: createSite({
      dir: root,
      configFile: loaded.configFile,
      repositoryFolder: await repositoryFolder(root),
      config,
      pages: [...inNavigation, ...others],
      navigation: navigation.groups,
      anchors: anchorDivisions(config),
      tabs: tabDivisions(config),
      warnings: diagnostics.filter((d) => d.severity === 'warning'),
      specFiles: await specs.files(),
      specBundles: await specs.bundles(),
    }),
    diagnostics,
    assets: files.assets,
  };
}
