import { createHash } from 'node:crypto';
import { constants, copyFileSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, type Stats } from 'node:fs';
import path from 'node:path';
import { siteCache } from '../cache/cache-folder.js';
import { writeAtomically } from '../cache/write-atomically.js';
import type { Diagnostic } from '../diagnostics.js';
import type { PreviousSearchIndex } from '../pipeline/search-index.js';
import { sourceId } from '../site/page-source.js';
import { siteData } from '../site/site.js';
import type { Site, SitePage } from '../site/types.js';
import { settledStamp } from '../util/file-stamp.js';
import { outputRelative } from './output-paths.js';

/*
 * A build keeps, beside the render cache, a record of what it wrote for each page and from what.
 * The next build into the same folder takes a page's files from the previous output as they are
 * (copied with their modification time) when nothing they were made from has changed: the page's file and
 * the snippets it read (by their stats), and everything site-wide the layout reads (the `layout`
 * key). Such a page is neither looked up in the render cache, laid out nor written again, which
 * was most of a second build's own work. The search index is kept likewise while Pagefind would
 * be sent the same pages (`startSearchIndex`'s `previous`); after an edit it is made again whole.
 */

/** What one page's files were made from, and the files. */
interface PageRecord {
  /** Digest of the page's identity and the stats of its file and of every file it read. */
  inputs: string;
  /** The files the render read besides the page's own: snippets, the bundled OpenAPI file. */
  dependencies: string[];
  /** Its files, relative to the output folder, with their stats when the build ended. */
  files: Record<string, string>;
  /** The warnings its render gave, reported again when it is carried over. */
  warnings: Diagnostic[];
}

/** The search index the build wrote: what it was sent (digests in order) and its files, with their stats. */
interface SearchRecord {
  /** The build of Quire (and so of Pagefind), and the index's settings. */
  key: string;
  digests: string[];
  files: Record<string, string>;
}

interface BuildRecord {
  layout: string;
  pages: Record<string, PageRecord>;
  /** Kept whatever the layout key: the index depends only on what it was sent. */
  search?: SearchRecord;
}

/** What a page's files depend on beyond its own sources: Quire itself, the whole site's plan and the build's options. */
export interface LayoutInputs {
  siteUrl?: string;
  base: string;
  assets: unknown;
  untrusted: boolean;
  search: boolean;
}

const sha1 = (text: string) => createHash('sha1').update(text).digest('hex');

/** Stats that change when a file is written again (its ctime changes when it is kept, so it is left out). */
function outputStamp(file: string): string | undefined {
  try {
    const stats = statSync(file);
    return `${stats.mtimeMs}:${stats.size}:${stats.ino}`;
  } catch {
    return undefined;
  }
}

/**
 * The page's inputs as they are now; undefined when one is missing, too freshly saved to be told
 * apart by its stats, or saved since `unchangedSince` (Date.now(): the render may have read
 * another version of it).
 */
function inputsOf(page: SitePage, dependencies: readonly string[], unchangedSince = Date.now()): string | undefined {
  const files = page.source.kind === 'file' ? [page.source.file, ...dependencies] : dependencies;
  const stamps: string[] = [];
  for (const file of files) {
    let stats: Stats;
    try {
      stats = statSync(file);
    } catch {
      return undefined;
    }
    const stamp = settledStamp(stats);
    // File times come from a coarse kernel clock that may lag Date.now() by a few milliseconds.
    if (!stamp || Math.max(stats.mtimeMs, stats.ctimeMs) >= unchangedSince - 50) return undefined;
    stamps.push(`${file}\0${stamp}`);
  }
  return sha1([sourceId(page.source), JSON.stringify(page.source.operation ?? null), ...stamps].join('\0'));
}

/** What a carried-over page gives the build: its HTML (for the search index) and its warnings. */
export interface CarriedPage {
  html: string;
  warnings: Diagnostic[];
}

/**
 * The previous build into one output folder, as far as this build can keep it, and the record this
 * build makes for the next. Without a cache folder (`QUIRE_CACHE_DIR=off`) nothing is kept.
 */
export class PreviousBuild {
  private readonly next: BuildRecord;
  /** Folders of the new output made so far: a page's folder is made once. */
  private readonly folders = new Set<string>();
  /** Where the search index is, relative to the output. */
  private searchFolder: string | undefined;
  /** The page each recorded HTML file belongs to. */
  private readonly owners = new Map<string, string>();

  private constructor(
    private readonly outDir: string,
    private readonly recordFile: string | undefined,
    private readonly previous: BuildRecord | undefined,
    private readonly previousSearch: SearchRecord | undefined,
    /** The build of Quire: a search index made by another (another Pagefind) is not kept. */
    private readonly version: string | undefined,
    layout: string,
  ) {
    this.next = { layout, pages: {} };
  }

  static open(site: Site, outDir: string, layoutInputs: LayoutInputs): PreviousBuild {
    const cache = siteCache(site.dir);
    if (!cache) return new PreviousBuild(outDir, undefined, undefined, undefined, undefined, '');
    // Page by page: at 100,000 pages the site in one JSON string is tens of megabytes.
    const { pages, ...rest } = siteData(site);
    const hash = createHash('sha1').update(JSON.stringify([cache.version, rest, layoutInputs]));
    for (const page of pages) hash.update(JSON.stringify(page));
    const layout = hash.digest('hex');
    const recordFile = path.join(cache.folder, 'builds', `${sha1(path.resolve(outDir))}.json`);
    let previous: BuildRecord | undefined;
    try {
      previous = JSON.parse(readFileSync(recordFile, 'utf8')) as BuildRecord;
    } catch {
      // No build before this one, or its record is unreadable: every page is made afresh.
    }
    return new PreviousBuild(outDir, recordFile, previous?.layout === layout ? previous : undefined, previous?.search, cache.version, layout);
  }

  /**
   * Puts the page's files from the previous output into `into` when nothing they were made from
   * changed and they are as that build left them; undefined when the page must be made again.
   */
  carry(page: SitePage, into: string, written: Set<string>): CarriedPage | undefined {
    const record = this.previous?.pages[page.route];
    if (!record || !this.recordFile) return undefined;
    const inputs = inputsOf(page, record.dependencies);
    if (inputs !== record.inputs) return undefined;
    const htmlFile = Object.keys(record.files)[0]!;
    let html: string;
    try {
      html = readFileSync(path.join(this.outDir, htmlFile), 'utf8');
    } catch {
      return undefined;
    }
    if (!this.keepFiles(record.files, into, written)) return undefined;
    this.next.pages[page.route] = record;
    this.owners.set(htmlFile, page.route);
    return { html, warnings: record.warnings };
  }

  /**
   * Puts files of the previous output into `into` (those not in `written` yet, which then are)
   * when each has the stats recorded; false, leaving none of them there, otherwise.
   */
  private keepFiles(stamps: Record<string, string>, into: string, written = new Set<string>()): boolean {
    const files = Object.keys(stamps);
    if (files.some((file) => outputStamp(path.join(this.outDir, file)) !== stamps[file])) return false;
    const kept: string[] = [];
    try {
      for (const file of files) {
        if (written.has(file)) continue;
        const target = path.join(into, file);
        const folder = path.dirname(target);
        if (!this.folders.has(folder)) mkdirSync(folder, { recursive: true });
        this.folders.add(folder);
        keep(path.join(this.outDir, file), target);
        kept.push(file);
      }
    } catch {
      // Made again instead, from nothing half kept.
      for (const file of kept) rmSync(path.join(into, file), { force: true });
      return false;
    }
    for (const file of kept) written.add(file);
    return true;
  }

  /** The search index of the previous build, if it was made with the same `key`. */
  searchIndex(into: string, key: string): PreviousSearchIndex | undefined {
    const record = this.previousSearch;
    if (!record || record.key !== `${this.version}\0${key}` || !this.recordFile) return undefined;
    return { digests: record.digests, keep: () => this.keepFiles(record.files, into) };
  }

  /** Notes the search index this build wrote into `folder` of the output, and what it was sent. */
  searched(key: string, digests: string[], folder: string): void {
    this.next.search = { key: `${this.version}\0${key}`, digests, files: {} };
    this.searchFolder = folder;
  }

  /**
   * Notes what a page made afresh was made from and wrote (the HTML file first, relative to the
   * output); `startedAt` (Date.now()) is when its render began. Stamped when the build is in place.
   */
  made(page: SitePage, startedAt: number, dependencies: readonly string[], files: readonly string[], warnings: Diagnostic[]): void {
    const inputs = inputsOf(page, dependencies, startedAt);
    // Saved during the build, or too freshly before it: the next build makes the page again.
    if (!inputs) return;
    this.next.pages[page.route] = { inputs, dependencies: [...dependencies], files: Object.fromEntries(files.map((file) => [file, ''])), warnings };
    this.owners.set(files[0]!, page.route);
  }

  /** A file of the output written over after the pages (a redirect at a page's address): its page is not recorded. */
  overwritten(file: string): void {
    const route = this.owners.get(file);
    if (route !== undefined) delete this.next.pages[route];
  }

  /** Records the build just moved into the output folder, for the next one. A failure only costs the next build its speed. */
  save(): void {
    if (!this.recordFile) return;
    for (const record of Object.values(this.next.pages)) {
      for (const file of Object.keys(record.files)) record.files[file] = outputStamp(path.join(this.outDir, file)) ?? '';
    }
    const search = this.next.search;
    if (search && this.searchFolder) {
      try {
        for (const entry of readdirSync(path.join(this.outDir, this.searchFolder), { recursive: true, withFileTypes: true })) {
          if (!entry.isFile()) continue;
          const file = outputRelative(this.outDir, path.join(entry.parentPath, entry.name));
          search.files[file] = outputStamp(path.join(this.outDir, file)) ?? '';
        }
      } catch {
        delete this.next.search;
      }
    }
    try {
      writeAtomically(this.recordFile, JSON.stringify(this.next));
    } catch {
      // A read-only or full disk: the next build makes every page.
    }
  }
}

/**
 * A copy of a file (a clone where the file system can), with its modification time: a kept page
 * looks unchanged to tools that sync by time. Not a hard link: a later write to the new output
 * (a redirect over a page's address) would then change the previous output too.
 */
function keep(from: string, to: string): void {
  copyFileSync(from, to, constants.COPYFILE_FICLONE);
  const { atimeMs, mtimeMs } = statSync(from);
  utimesSync(to, atimeMs / 1000, mtimeMs / 1000);
}
