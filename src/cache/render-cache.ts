import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants } from 'node:zlib';
import { settledStamp } from '../util/file-stamp.js';
import { siteCache } from './cache-folder.js';
import { writeAtomically } from './write-atomically.js';

/** What the cache keeps of a render: anything serialisable that names the files it read. */
export interface Cacheable {
  /** Files the render read besides the page's own text (snippets, an OpenAPI file). */
  dependencies: string[];
}

interface Entry<Value extends Cacheable> {
  /** Hash of the build, the page's identity and its text. */
  key: string;
  /** Every other file the render read, with the hash of its text then. */
  dependencies: { file: string; hash: string | undefined }[];
  value: Value;
}

const sha1 = (text: string | Buffer) => createHash('sha1').update(text).digest('hex');

/**
 * Brotli's fastest level: on Stripe's endpoint pages (~530 KB of JSON an entry) it compressed in
 * 3.1 ms against gzip level 1's 7.7 ms, to 54 KB against 63, and read back in half the time.
 */
const BROTLI_FASTEST = { params: { [constants.BROTLI_PARAM_QUALITY]: 0 } };

/**
 * Rendered page bodies kept across runs, so a restarted `quire dev` or a second `quire build`
 * skips MDX and Shiki for every page whose text and dependencies are unchanged. A page is named
 * by its identity (its file, or the operation it is generated from) and its own text ('' for a
 * generated page, whose inputs are all dependencies). One compressed file per page: threads read
 * and write their own pages without coordinating.
 * Synchronous on purpose: a few small files per page, where each fs/promises call costs a
 * thread-pool round trip (measured: 2.2 ms per stored page against 0.45 ms).
 * The cache is an optimisation only: any failure to read or write it renders the page afresh.
 */
export class RenderCache<Value extends Cacheable> {
  constructor(
    private readonly folder: string,
    private readonly version: string,
  ) {}

  private entryFile(id: string): string {
    return path.join(this.folder, 'pages', `${sha1(id)}.json.br`);
  }

  private key(id: string, text: string): string {
    return sha1(`${this.version}\0${id}\0${text}`);
  }

  lookup(id: string, text: string): Value | undefined {
    let entry: Entry<Value>;
    try {
      entry = JSON.parse(brotliDecompressSync(readFileSync(this.entryFile(id))).toString('utf8')) as Entry<Value>;
    } catch {
      return undefined;
    }
    if (entry.key !== this.key(id, text)) return undefined;
    for (const dependency of entry.dependencies) {
      if (hashOf(dependency.file) !== dependency.hash) return undefined;
    }
    return entry.value;
  }

  /**
   * Keeps a render of `text`. `renderStartedAt` (Date.now()) guards the dependencies: one saved
   * while the page was rendering may differ from what the render read, so it is not kept.
   */
  store(id: string, text: string, value: Value, renderStartedAt: number): void {
    try {
      // File times come from a coarse kernel clock that may lag Date.now() by a few milliseconds.
      if (value.dependencies.some((dependency) => statSync(dependency).mtimeMs >= renderStartedAt - 50)) return;
      const dependencies = value.dependencies.map((dependency) => ({ file: dependency, hash: hashOf(dependency) }));
      // Gone since the render: an entry without its hash would match a missing file later.
      if (dependencies.some((dependency) => dependency.hash === undefined)) return;
      const entry: Entry<Value> = { key: this.key(id, text), dependencies, value };
      writeAtomically(this.entryFile(id), brotliCompressSync(JSON.stringify(entry), BROTLI_FASTEST));
    } catch {
      // A dependency vanished meanwhile, or the disk is full or read-only: the page is simply not cached.
    }
  }
}

/**
 * Hashes of files by their stats: many pages share a snippet, and every page generated from an
 * OpenAPI file depends on that one (possibly large) file.
 */
const hashes = new Map<string, { stamp: string; hash: string }>();

/** The hash of a file's bytes, or undefined when it cannot be read. */
function hashOf(file: string): string | undefined {
  try {
    const stamp = settledStamp(statSync(file));
    const known = hashes.get(file);
    if (stamp && known?.stamp === stamp) return known.hash;
    const hash = sha1(readFileSync(file));
    if (stamp) hashes.set(file, { stamp, hash });
    else hashes.delete(file);
    return hash;
  } catch {
    return undefined;
  }
}

const bySite = new Map<string, RenderCache<Cacheable> | undefined>();

/** The render cache of a site, or undefined when caching is off. */
export function renderCacheFor<Value extends Cacheable>(siteDir: string): RenderCache<Value> | undefined {
  if (!bySite.has(siteDir)) {
    const cache = siteCache(siteDir);
    bySite.set(siteDir, cache && new RenderCache(cache.folder, cache.version));
  }
  return bySite.get(siteDir) as RenderCache<Value> | undefined;
}
