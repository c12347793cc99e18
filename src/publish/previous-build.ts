import { createHash } from 'node:crypto';
import { constants, copyFileSync, linkSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, type Stats } from 'node:fs';
import path from 'node:path';
import { siteCache } from '../cache/cache-folder.js';
import { writeAtomically } from '../cache/write-atomically.js';
import type { Diagnostic } from '../diagnostics.js';
import { indexPartOf, PARTS_FILE, type PreviousSearchIndex } from '../pipeline/search-index.js';
import { sourceId } from '../site/page-source.js';
import { siteData } from '../site/site.js';
import type { Site, SitePage } from '../site/types.js';
import { settledStamp } from '../util/file-stamp.js';
import { outputRelative } from './output-paths.js';

/*
 * A build keeps, beside the render cache, a record of what it wrote for each page and from what.
 * The next build into the same folder takes a page's files from the previous output as they are
 * (hard-linked into the new one) when nothing they were made from has changed: the page's file and
 * the snippets it read (by their stats), and everything site-wide the layout reads (the `layout`
 * key). Such a page is neither looked up in the render cache, laid out nor written again, which
 * was most of a second build's own work. The search index is kept likewise, part by part, while
 * Pagefind would be sent the same pages (`startSearchIndex`'s `previous`).
 *
 * A link is one file in both outputs, so the previous output stays whole (a failed build leaves
 * it as it was) only while nothing writes into a kept file: what the build writes after the pages
 * (a redirect at a page's address) replaces a kept file instead, through `writingOver`.
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
  /** Its digest for the search index, when it is searchable: a kept page is not read to be compared. */
  search?: string;
}

/** The search index the build wrote: what it was sent (digests in order) and each part's files, with their stats. */
interface SearchRecord {
  /** The build of Quire (and so of Pagefind), and the index's settings. */
  key: string;
  digests: string[];
  parts: Record<string, string>[];
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

/** What a carried-over page gives the build: its warnings, and its digest for the search index. */
export interface CarriedPage {
  warnings: Diagnostic[];
  search?: string;
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
  /** The files of the new output that are links to the previous output's. */
  private readonly kept = new Set<string>();

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

  /** Whether the page is to be made again for what it is made from (`carry` also checks its written files). */
  changed(page: SitePage): boolean {
    const record = this.previous?.pages[page.route];
    return record === undefined || inputsOf(page, record.dependencies) !== record.inputs;
  }

  /**
   * Puts the page's files from the previous output into `into` when nothing they were made from
   * changed and they are as that build left them; undefined when the page must be made again.
   */
  carry(page: SitePage, into: string, written: Set<string>): CarriedPage | undefined {
    const record = this.previous?.pages[page.route];
    if (!record || !this.recordFile) return undefined;
    if (inputsOf(page, record.dependencies) !== record.inputs) return undefined;
    if (!this.keepFiles(record.files, into, written)) return undefined;
    this.next.pages[page.route] = record;
    this.owners.set(Object.keys(record.files)[0]!, page.route);
    return { warnings: record.warnings, search: record.search };
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
      // Synchronous: the same system calls through the thread pool took twice the CPU.
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
    for (const file of kept) {
      written.add(file);
      this.kept.add(file);
    }
    return true;
  }

  /** The search index of the previous build, if it was made with the same `key`. */
  searchIndex(into: string, key: string): PreviousSearchIndex | undefined {
    const record = this.previousSearch;
    if (!record || record.key !== `${this.version}\0${key}` || !this.recordFile) return undefined;
    return { digests: record.digests, keep: (number) => record.parts?.[number] != null && this.keepFiles(record.parts[number], into) };
  }

  /** Notes the search index this build wrote into `folder` of the output, and what it was sent. */
  searched(key: string, digests: string[], folder: string): void {
    this.next.search = { key: `${this.version}\0${key}`, digests, parts: [] };
    this.searchFolder = folder;
  }

  /**
   * Notes what a page made afresh was made from and wrote (the HTML file first, relative to the
   * output); `startedAt` (Date.now()) is when its render began. Stamped when the build is in place.
   */
  made(page: SitePage, startedAt: number, dependencies: readonly string[], files: readonly string[], warnings: Diagnostic[], search: string | undefined): void {
    const inputs = inputsOf(page, dependencies, startedAt);
    // Saved during the build, or too freshly before it: the next build makes the page again.
    if (!inputs) return;
    this.next.pages[page.route] = { inputs, dependencies: [...dependencies], files: Object.fromEntries(files.map((file) => [file, ''])), warnings, search };
    this.owners.set(files[0]!, page.route);
  }

  /**
   * A file of the new output (relative to it) about to be written after the pages, as a redirect
   * at a page's address is: its page is not recorded, and a kept file there is unlinked, so that
   * the write makes a new file rather than change the previous output's.
   */
  writingOver(into: string, file: string): void {
    const route = this.owners.get(file);
    if (route !== undefined) delete this.next.pages[route];
    if (this.kept.delete(file)) rmSync(path.join(into, file), { force: true });
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
        const folder = path.join(this.outDir, this.searchFolder);
        for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
          if (!entry.isFile()) continue;
          const inFolder = path.relative(folder, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
          // Written by every build: it lists the parts there are.
          if (inFolder === PARTS_FILE) continue;
          const file = outputRelative(this.outDir, path.join(entry.parentPath, entry.name));
          (search.parts[indexPartOf(inFolder)] ??= {})[file] = outputStamp(path.join(this.outDir, file)) ?? '';
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
 * The file in the new output too: a hard link (~8 µs, where a copy took ~130 µs and a page keeps
 * two files), or, across file systems or where links are not allowed, a copy with its
 * modification time. Either way a kept page looks unchanged to tools that sync by time.
 */
function keep(from: string, to: string): void {
  try {
    linkSync(from, to);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'EXDEV' && code !== 'EPERM' && code !== 'EMLINK' && code !== 'ENOTSUP') throw error;
    copyFileSync(from, to, constants.COPYFILE_FICLONE);
    const { atimeMs, mtimeMs } = statSync(from);
    utimesSync(to, atimeMs / 1000, mtimeMs / 1000);
  }
}
