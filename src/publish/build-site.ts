import { createWriteStream, readFileSync } from 'node:fs';
import { copyFile, mkdir, writeFile } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import path from 'node:path';
import { warningsAsErrors, type Diagnostic } from '../diagnostics.js';
import { basePath } from '../util/base-path.js';
import { mapLimit } from '../util/map-limit.js';
import { assetUrls, clientAssets } from '../pipeline/client-assets.js';
import { NO_SEARCH_INDEX, pagesPerPart, startSearchIndex, type BuildSearchIndex } from '../pipeline/search-index.js';
import { SEARCH_URL } from '../layout/search.js';
import { generatedFiles, render404Document } from '../pipeline/site-files.js';
import { planSite } from '../site/plan.js';
import { isPublishedAsset } from '../site/published-asset.js';
import { llmsFullTxt } from '../emit/llms-txt.js';
import { publishedSpecFiles } from '../site/openapi-files.js';
import { API_MANIFEST_PATH, apiManifest } from '../playground-server/api-manifest.js';
import { markdownFileFor, outputRelative } from './output-paths.js';
import { recoverInterruptedBuilds, removeFolder, swapInto, temporaryFolderFor } from './output-swap.js';
import { RenderPool, threadsFor } from '../pipeline/render-pool.js';
import { renderPages } from './render-pages.js';
import { PreviousBuild } from './previous-build.js';

export interface BuildOptions {
  /** Output folder; absolute or relative to the current folder. */
  outDir: string;
  siteUrl?: string;
  /** The path the site is published under (`/docs/`); by default the path of `siteUrl`, else `/`. */
  base?: string;
  /** A page rendering longer than this is stopped and reported (default 20 s). */
  pageTimeoutMs?: number;
  /** Every warning is an error: the build fails, and the previous output stays. */
  strict?: boolean;
  /** Run no code from pages: expressions, exports and imports other than `.md`/`.mdx` snippets are left out with a warning. */
  untrusted?: boolean;
  onProgress?: (done: number, total: number) => void;
  /** Write the search index (default true); `npm run bench` builds without it to measure what it adds. */
  search?: boolean;
  /** Pages per part of the search index (by default as `pagesPerPart` gives for the site's size); tests make it small to build several. */
  pagesPerSearchIndex?: number;
}

export interface BuildResult {
  ok: boolean;
  pages: number;
  diagnostics: Diagnostic[];
  durationMs: number;
  /** Of `durationMs`, the wait for the search index after the last page (`npm run bench` reports it). */
  searchIndexMs?: number;
}

/**
 * Builds the static site. Everything is written to a temporary folder beside the output and
 * moved into place only when every page rendered, so a failed build leaves the previous site.
 */
export async function buildSite(dir: string, options: BuildOptions): Promise<BuildResult> {
  const started = performance.now();
  // Started first: a render thread loads MDX and Shiki (~0.3 s) while the site is planned.
  const pool = new RenderPool({ threads: 1, timeoutMs: options.pageTimeoutMs, untrusted: options.untrusted });
  try {
    return await buildWith(pool, dir, options, started);
  } finally {
    await pool.close();
  }
}

async function buildWith(pool: RenderPool, dir: string, options: BuildOptions, started: number): Promise<BuildResult> {
  const siteDir = path.resolve(dir);
  const outDir = path.resolve(options.outDir);
  const done = (ok: boolean, pages: number, diagnostics: Diagnostic[]): BuildResult => ({ ok, pages, diagnostics, durationMs: performance.now() - started });

  const strictly = (diagnostics: Diagnostic[]) => (options.strict ? warningsAsErrors(diagnostics) : diagnostics);
  // First, so that even a build that fails puts back the output a killed one left missing.
  await recoverInterruptedBuilds(outDir);
  const plan = await planSite(siteDir, { exclude: [outDir] });
  // A broken config stops here; warnings, strict or not, wait until every page has been rendered.
  if (!plan.site || plan.diagnostics.some((d) => d.severity === 'error')) return done(false, 0, strictly(plan.diagnostics));
  const site = plan.site;
  pool.limitThreads(threadsFor(site.pages.length));

  const temp = temporaryFolderFor(outDir);
  removeFolder(temp);
  await mkdir(temp, { recursive: true });
  let searchIndex: BuildSearchIndex | undefined;
  try {
    const client = await clientAssets();
    const assets = assetUrls(client);
    const base = basePath(options.base, options.siteUrl);
    // The address of the site's root, under its base: `https://acme.dev` with `--base /docs/` is `https://acme.dev/docs`.
    const siteUrl = options.siteUrl ? new URL(base, options.siteUrl).href.replace(/\/$/, '') : undefined;
    // Pagefind indexes each page as it is written, in its own process, while the next ones render.
    const previousBuild = PreviousBuild.open(site, outDir, { siteUrl, base, assets, untrusted: options.untrusted === true, search: options.search !== false });
    // What the index is made with besides its pages: Pagefind's version goes with Quire's build.
    const pagesPerIndex = options.pagesPerSearchIndex ?? pagesPerPart(site.pages.length);
    const searchKey = JSON.stringify({ pagesPerIndex });
    const search = options.search === false ? NO_SEARCH_INDEX : await startSearchIndex(temp, pagesPerIndex, previousBuild.searchIndex(temp, searchKey));
    searchIndex = search;
    const outcomes = await renderPages(site, pool, {
      outDir: temp,
      siteUrl,
      base,
      assets,
      writtenFiles: new Set(),
      previousBuild,
      onProgress: options.onProgress,
      onPageDone: (position, written) => search.pageDone(position, written),
    });
    const diagnostics = strictly([...plan.diagnostics, ...outcomes.flatMap((o) => o.diagnostics)]);
    if (diagnostics.some((d) => d.severity === 'error')) {
      await search.discard();
      removeFolder(temp);
      return done(false, site.pages.length, diagnostics);
    }

    // Pagefind writes its index in its own process while this one writes the site's other files.
    const indexStarted = performance.now();
    const searchWritten = search.write();
    searchWritten.catch(() => undefined);
    /** The file at `relative` in the new output, made ready to be written: never a kept page's file. */
    const target = async (relative: string) => {
      const file = path.join(temp, relative);
      previousBuild.writingOver(temp, outputRelative(temp, file));
      await mkdir(path.dirname(file), { recursive: true });
      return file;
    };
    const write = async (urlPath: string, body: string | Buffer) => writeFile(await target(path.join(...urlPath.split('/').filter(Boolean))), body);
    await write('/404.html', await render404Document(site, { siteUrl, base, assets }));
    for (const generated of generatedFiles(site, siteUrl, base)) await write(generated.path, generated.render());
    // Made from the twins just written, so each page is turned into Markdown once.
    await pipeline(
      // Read at once: small files the build just wrote, where a read through the thread pool costs four calls.
      Readable.from(llmsFullTxt(site, async (page) => readFileSync(markdownFileFor(temp, page.route), 'utf8'))),
      createWriteStream(await target('llms-full.txt')),
    );
    const manifest = apiManifest(site);
    if (manifest) await write(API_MANIFEST_PATH, manifest);
    for (const spec of publishedSpecFiles(site.config)) {
      await copyFile(path.join(siteDir, spec), await target(spec)).catch((error: NodeJS.ErrnoException) => {
        // The plan already warned about a spec that is missing; publish what there is.
        if (error.code !== 'ENOENT') throw error;
      });
    }
    for (const asset of client) await write(asset.path, asset.body);
    await mapLimit(plan.assets.filter(isPublishedAsset), 32, async (relative) => copyFile(path.join(siteDir, relative), await target(relative)));

    const searchProblems = await searchWritten;
    // What indexing adds to the build: the pages are in, the index is left to write.
    const searchIndexMs = performance.now() - indexStarted;
    const all = [...diagnostics, ...strictly(searchProblems)];
    if (all.some((d) => d.severity === 'error')) {
      removeFolder(temp);
      return done(false, site.pages.length, all);
    }
    await swapInto(temp, outDir);
    // An index made with problems is not kept: the next build makes it again, and says why.
    if (options.search !== false && !searchProblems.length) previousBuild.searched(searchKey, search.digests, SEARCH_URL);
    previousBuild.save();
    return { ...done(true, site.pages.length, all), searchIndexMs };
  } catch (error) {
    await searchIndex?.discard();
    removeFolder(temp);
    throw error;
  }
}
