import path from 'node:path';
import { loadConfig } from '../config/load.js';
import { frontmatterKeyLine, readFrontmatter } from '../content/frontmatter.js';
import { isUserError, warningsAsErrors, type Diagnostic } from '../diagnostics.js';
import type { PageCheck } from '../pipeline/render-body.js';
import { RenderPool, threadsFor } from '../pipeline/render-pool.js';
import { discoverFiles, routeOf, stripPageExtension } from '../site/discover.js';
import { checkConfigIcons } from '../site/config-icons.js';
import { checkConfigImages } from '../site/config-images.js';
import { checkRedirects } from '../site/redirects.js';
import { checkNavigationPages } from '../site/navigation-pages.js';
import { SiteSpecs } from '../openapi/site-specs.js';
import { divisionOperations } from '../site/division-operations.js';
import { attachOperation } from '../site/operation-frontmatter.js';
import { operationPages } from '../site/operation-pages.js';
import { readPageHead } from '../site/read-page-head.js';
import type { PageSource } from '../site/types.js';
import { mapLimit } from '../util/map-limit.js';
import { checkFeedbackRepository } from './feedback-repository.js';
import { checkExternalLinks } from './external-links.js';
import { checkLinkTargets } from './link-targets.js';
import { checkNavigationCoverage } from './navigation-coverage.js';
import { applyRuleConfig, loadRuleConfig } from './rule-config.js';

export interface CheckOptions {
  /** A page whose check runs longer than this is stopped and reported (default: the pool's 20 s). */
  pageTimeoutMs?: number;
  /** Every warning is an error. */
  strict?: boolean;
  /** Report what `quire build --untrusted` would leave out of each page. */
  untrusted?: boolean;
  /** Request every external link (`link/external`); off by default, as a check must not need the network. */
  external?: boolean;
  /** Time limit of each external request (default EXTERNAL_TIMEOUT_MS). */
  externalTimeoutMs?: number;
  /** Filled in with what was checked, for the report's last line. */
  stats?: { pages: number };
}

/**
 * Every page's syntax, page checks and authoring rules, on the render pool's threads: parsed,
 * never run. A page that hangs the parser or ends its thread is reported at its file, and the
 * others go on. Each page's ids and links come back beside its problems.
 */
async function checkPages(siteDir: string, sources: PageSource[], options: CheckOptions): Promise<PageCheck[]> {
  if (!sources.length) return [];
  const threads = threadsFor(sources.length);
  const pool = new RenderPool({ threads, timeoutMs: options.pageTimeoutMs, untrusted: options.untrusted });
  try {
    return await mapLimit(sources, threads * 2, (source) =>
      pool.check(source, siteDir).catch((error: unknown): PageCheck => {
        if (isUserError(error)) return { diagnostics: error.diagnostics };
        const message = error instanceof Error ? error.message : String(error);
        return { diagnostics: [{ file: path.relative(siteDir, source.file), severity: 'error', rule: 'internal', message: `Quire failed while checking this page: ${message}`, hint: 'This is a bug in Quire; please report it with this page attached.' }] };
      }),
    );
  } finally {
    await pool.close();
  }
}

/** Pages whose `openapi` front matter names an operation no spec of the site has. */
async function frontmatterOperations(specs: SiteSpecs, root: string, pages: readonly string[]): Promise<Diagnostic[]> {
  const found: Diagnostic[] = [];
  for (const sourcePath of pages) {
    const { text } = readPageHead(path.join(root, sourcePath));
    if (!/^openapi[ \t]*:/m.test(text)) continue;
    const value = readFrontmatter(text, sourcePath).frontmatter.openapi;
    if (typeof value !== 'string' || !value.trim()) continue;
    const page = { path: sourcePath, source: { kind: 'file' as const, file: path.join(root, sourcePath) }, sourcePath, route: '', title: '', inNavigation: false };
    const problem = await attachOperation(specs, page, { value: value.trim(), line: frontmatterKeyLine(text, 'openapi') }, text);
    if (problem) found.push(problem);
  }
  return found;
}

/** Runs every check on a site folder; diagnostics are relative to the site folder. */
export async function runChecks(siteDir: string, options: CheckOptions = {}): Promise<Diagnostic[]> {
  const root = path.resolve(siteDir);
  const loaded = await loadConfig(root);
  const ruleConfig = loadRuleConfig(root);
  const diagnostics = [...loaded.diagnostics, ...ruleConfig.diagnostics];
  if (loaded.config) {
    const file = path.basename(loaded.configFile);
    const files = await discoverFiles(root);
    const specs = new SiteSpecs(root, [loaded.config.openapi ?? []].flat(), files.assets, loaded.config.api);
    const operations = await operationPages(specs, loaded.config, file, loaded.locate);
    const divisions = await divisionOperations(specs, loaded.config, file, loaded.locate);
    diagnostics.push(...checkNavigationPages(root, loaded.config, file, loaded.locate), ...operations.diagnostics, ...divisions.diagnostics);
    diagnostics.push(...checkFeedbackRepository(loaded.config, file, loaded.locate), ...checkConfigIcons(loaded.config, file, loaded.locate));
    diagnostics.push(...checkConfigImages(root, loaded.config, file, loaded.locate));
    const generated = [...operations.pages, ...divisions.pages];
    diagnostics.push(...(await frontmatterOperations(specs, root, files.pages)));
    diagnostics.push(...specs.diagnostics);
    const sources: PageSource[] = [...files.pages.map((page) => ({ kind: 'file' as const, file: path.join(root, page) })), ...generated.map((page) => page.source)];
    const routes = new Set([...files.pages.map((page) => routeOf(stripPageExtension(page))), ...generated.map((page) => page.route)]);
    diagnostics.push(...checkNavigationCoverage(files.pages, loaded.config, file, loaded.locate));
    diagnostics.push(...checkRedirects(loaded.config.redirects ?? [], routes, file, loaded.locate));
    if (options.stats) options.stats.pages = sources.length;
    const checked = await checkPages(root, sources, options);
    diagnostics.push(...checked.flatMap((page) => page.diagnostics));
    const linked = files.pages.flatMap((page, index) => {
      const references = checked[index]?.references;
      return references ? [{ file: page.split(path.sep).join('/'), route: routeOf(stripPageExtension(page)), references }] : [];
    });
    diagnostics.push(...checkLinkTargets(root, linked, routes, (loaded.config.redirects ?? []).map((redirect) => redirect.source)));
    if (options.external) diagnostics.push(...(await checkExternalLinks(root, linked, options.externalTimeoutMs)));
  }
  const configured = applyRuleConfig(diagnostics, ruleConfig);
  // Stable: within a file, by place; the file-level notices (no line) come first.
  return (options.strict ? warningsAsErrors(configured) : configured).sort((a, b) => a.file.localeCompare(b.file) || (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0));
}
