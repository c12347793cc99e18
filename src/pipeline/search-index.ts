import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import * as pagefind from 'pagefind';
import type { Diagnostic } from '../diagnostics.js';
import { withoutTokenSpans } from '../content/highlighted-html.js';
import { SEARCH_URL } from '../layout/search.js';
import { elementEnd } from '../util/element-end.js';
import { InOrder } from '../util/in-order.js';

/**
 * The search index, made by Pagefind (its indexer is a native binary from the `pagefind` npm
 * package, run as a service over stdin). It reads the pages' HTML: what is indexed and how is
 * decided by the layout's `data-pagefind-*` attributes (layout/search.tsx), so an index of
 * the built folder and one of pages the dev server rendered are the same.
 */


/** Icons are hidden from readers and from the index alike. */
const OPTIONS: pagefind.PagefindServiceConfig = { excludeSelectors: ['[aria-hidden="true"]'] };

function indexError(errors: string[], hint = 'The site is published without search. Reinstall Quire (`npm ci`) so the `pagefind` binary for this platform is present.'): Diagnostic {
  return {
    // The problem is with the index the build writes, not with a file of the site.
    file: SEARCH_URL.slice(1),
    severity: 'warning',
    rule: 'search/index-failed',
    message: `The search index could not be built: ${errors.join('; ')}`,
    hint,
  };
}

async function newIndex(): Promise<{ index?: pagefind.PagefindIndex; problem?: Diagnostic }> {
  try {
    const { index, errors } = await pagefind.createIndex(OPTIONS);
    return index && !errors.length ? { index } : { problem: indexError(errors) };
  } catch (error) {
    return { problem: indexError([error instanceof Error ? error.message : String(error)]) };
  }
}

/**
 * Pages per Pagefind index at most. Pagefind holds an index whole until it writes it: one of
 * 100,000 pages grew its process to 1.6 GB while pages rendered, then to 6.1 GB and 115 s after
 * the last page to write. A larger site gets several indexes, each written as soon as its pages
 * are in, while later pages render, and merged by the search dialog (`PARTS_FILE` lists them).
 */
export const PAGES_PER_INDEX = 20_000;

/**
 * Pagefind cannot update an index: one edited page means indexing its whole index again (~1.2 s
 * for 1,000 pages). A larger site is therefore indexed in parts of at least MIN_PAGES_PER_PART
 * (at most MAX_PARTS of them, unless PAGES_PER_INDEX needs more), and a rebuild keeps each part
 * whose pages are unchanged: after one edit of 1,000 pages, Pagefind is sent 125. The dialog merges the parts into one search;
 * they share Pagefind's WebAssembly, so a part costs the reader two small files when search
 * opens and one more (smaller) file per word searched. Each part ranks its pages by its own word
 * statistics, which for parts of hundreds of pages of one site differ little.
 */
export const MIN_PAGES_PER_PART = 125;
export const MAX_PARTS = 8;

/** Pages per index part for a site of `pages` pages: parts of equal size, as few as the rules above allow. */
export function pagesPerPart(pages: number): number {
  const parts = Math.max(1, Math.min(MAX_PARTS, Math.floor(pages / MIN_PAGES_PER_PART)), Math.ceil(pages / PAGES_PER_INDEX));
  return Math.max(1, Math.ceil(pages / parts));
}

/** Beside the first index: the folders of the others, relative to SEARCH_URL (`["1/", "2/"]`). */
export const PARTS_FILE = 'parts.json';

/** The part of the index a file of the search folder (relative to it, `/`-separated) belongs to: `3/fragment/x` to 3, `fragment/x` to 0. */
export function indexPartOf(file: string): number {
  const folder = /^(\d+)\//.exec(file);
  return folder ? Number(folder[1]) : 0;
}

/** The index of a build, fed each page as it is written so Pagefind works while pages render. */
export interface BuildSearchIndex {
  /**
   * The page at `position` in the site's order is done: written, with its file relative to the
   * output with `/` (`guides/setup/index.html`) and its HTML, or kept from the previous build
   * with the digest this returned for it then, or neither written nor searchable (`undefined`).
   * Every position from 0 must be reported once. Returns the page's digest, if it is searchable.
   */
  pageDone(position: number, written: DonePage | undefined): string | undefined;
  /** Writes what is left of the index at SEARCH_URL; the problems met on the way, as warnings. */
  write(): Promise<Diagnostic[]>;
  /** Stops Pagefind without writing (a build that failed). */
  discard(): Promise<void>;
  /** What went to the index, a digest per page in order: the next build compares its own with it. */
  readonly digests: string[];
}

/** The index a previous build wrote into the output, whose parts this build keeps where it would send Pagefind the same pages. */
export interface PreviousSearchIndex {
  /** What that build sent, as `digests` above. */
  digests: readonly string[];
  /** Puts part `number`'s files into the new output; false, leaving none there, when they are not as that build wrote them. */
  keep(number: number): boolean;
}

/**
 * What Pagefind needs of a page: the article the layout marked `data-pagefind-body` (its title,
 * meta and filters are inside it) and the page's language. The rest of a page (head, sprite,
 * navigation) is most of its bytes on a large site, and Pagefind parsed it all while the render
 * threads wanted the same cores. Undefined for a page that is not searchable.
 */
export function searchableHtml(html: string): string | undefined {
  const start = html.search(/<article\b[^>]*\sdata-pagefind-body[\s>=]/);
  const end = html.lastIndexOf('</article>');
  if (start < 0 || end < start) return undefined;
  const lang = /^(?:<!doctype html>)?<html\b[^>]*?\slang="([^"]*)"/i.exec(html)?.[1];
  return `<html${lang ? ` lang="${lang}"` : ''}><body>${withPlainCode(withoutIgnored(html.slice(start, end + '</article>'.length)))}</body></html>`;
}

/** Start tags of elements Pagefind leaves out whole, with their name. */
const IGNORED = /<([a-z][a-z0-9-]*)\b[^>]*\sdata-pagefind-ignore="all"[\s>]/g;

/**
 * The article without the elements Pagefind would leave out whole: it parses all it is sent, and
 * on an API reference these are most of the page (the examples, the playground, nested fields).
 * Pagefind's CPU for Stripe's 468 endpoint pages went from 25 s to 4 s.
 */
function withoutIgnored(article: string): string {
  const ignored = new RegExp(IGNORED);
  let kept = '';
  let from = 0;
  for (let found = ignored.exec(article); found; found = ignored.exec(article)) {
    const end = elementEnd(article, found.index, found[1]!);
    if (end === undefined) break;
    kept += article.slice(from, found.index);
    from = ignored.lastIndex = end;
  }
  return kept + article.slice(from);
}

/**
 * Highlighted code is a `<span>` per token, most of an API page's bytes, and every byte goes to
 * Pagefind as JSON in base64. A span is inline, so without the tags the text and the index are
 * the same; a block whose spans carry Pagefind's own attributes keeps them.
 */
function withPlainCode(article: string): string {
  return article.replace(/(<pre\b[^>]*>)([\s\S]*?)(<\/pre>)/g, (block, open: string, code: string, close: string) =>
    code.includes('data-pagefind') ? block : open + withoutTokenSpans(code) + close,
  );
}

/** A page for the index: made now (its HTML), or kept as the previous build wrote it (what `pageDone` returned for it then). */
export type DonePage = { file: string; html: string } | { file: string; digest: string };

/** A build without search (`npm run bench` measures what indexing adds with it). */
export const NO_SEARCH_INDEX: BuildSearchIndex = {
  pageDone: () => undefined,
  write: async () => [],
  discard: async () => {},
  digests: [],
};

/** A page as Pagefind is sent it: the file it is published as, and its searchable HTML. */
interface SearchablePage {
  sourcePath: string;
  content: string;
}

/** A page in line for the index: its content is read back from the output when a kept page must be sent. */
interface QueuedPage {
  sourcePath: string;
  digest: string;
  content?: string;
}

const digestOf = (page: SearchablePage) => createHash('sha1').update(`${page.sourcePath}\0${page.content}`).digest('hex');

/** One of a build's indexes: its number, its pages so far, and the folder it is written to. */
interface IndexPart {
  number: number;
  folder: string;
  index: Promise<pagefind.PagefindIndex | undefined>;
  adding: Promise<void>[];
  pages: number;
}

/**
 * Starts the index of a build into `outDir`, in parts of `pagesPerIndex` pages. Only pages the
 * layout marked `data-pagefind-body` count. A failure is a warning: the site still publishes,
 * without search. Pagefind cannot update an index, so when a previous build's index is given,
 * nothing of a part goes to Pagefind while its pages are the same as that build sent, in the same
 * order: a part whose pages all are is kept as that build wrote it, and in one that differs the
 * first page that does sends those before it (read back from `outDir`), then itself and the rest.
 */
export async function startSearchIndex(outDir: string, pagesPerIndex = PAGES_PER_INDEX, previous?: PreviousSearchIndex): Promise<BuildSearchIndex> {
  const problems: Diagnostic[] = [];
  const root = path.join(outDir, SEARCH_URL);
  const writing: Promise<void>[] = [];
  // The parts written or kept: the dialog is told of these.
  const made = new Set<number>();
  let part: IndexPart | undefined;
  const openPart = (number: number): IndexPart => {
    made.add(number);
    return {
      number,
      folder: number ? path.join(root, `${number}/`) : root,
      index: newIndex().then(({ index, problem }) => (problem && problems.push(problem), index)),
      adding: [],
      pages: 0,
    };
  };
  const writePart = async (done: IndexPart) => {
    await Promise.all(done.adding);
    const index = await done.index;
    if (!index) return;
    try {
      const written = await index.writeFiles({ outputPath: done.folder });
      if (written.errors.length) problems.push(indexError(written.errors));
      // Pagefind's ready-made interfaces: the dialog is Quire's own, so they would only be dead weight.
      for (const name of await readdir(done.folder)) if (isPagefindInterface(name)) await rm(path.join(done.folder, name));
    } finally {
      await index.deleteIndex().catch(() => undefined);
    }
  };
  const stop = async () => {
    await Promise.allSettled([...writing, ...(part?.adding ?? [])]);
    await pagefind.close().catch(() => undefined);
  };
  /**
   * Adds the page to part `number`, which is written once it has all its pages (or when the next
   * part begins: one whose page could not be read back is short).
   */
  const add = (page: SearchablePage, number: number) => {
    if (part && part.number !== number) {
      writing.push(writePart(part));
      part = undefined;
    }
    const current = (part ??= openPart(number));
    current.pages++;
    current.adding.push(
      current.index
        .then((index) => index?.addHTMLFile(page))
        .then(
          (added) => void (added?.errors.length && problems.push(indexError(added.errors))),
          (error: unknown) => void problems.push(indexError([String(error)])),
        ),
    );
    if (current.pages < pagesPerIndex) return;
    writing.push(writePart(current));
    part = undefined;
  };
  const digests: string[] = [];
  // The current part's pages while they are the same as the previous build's, not sent: their
  // files, to read back if one differs. Undefined once the part is being sent.
  let unsent: string[] | undefined = previous ? [] : undefined;
  /** Takes the pages not sent yet, to send before any other of their part. */
  const takeUnsent = () => {
    const files = unsent ?? [];
    unsent = undefined;
    return files;
  };
  const sendBack = (files: string[], number: number) => {
    for (const sourcePath of files) {
      try {
        // At once: a read queued behind the kept pages' links and folders held Pagefind up.
        const content = searchableHtml(readFileSync(path.join(outDir, sourcePath), 'utf8'));
        if (content !== undefined) add({ sourcePath, content }, number);
      } catch (error) {
        problems.push(
          indexError(
            [`${sourcePath} could not be read back (${error instanceof Error ? error.message : String(error)})`],
            'Search does not find that page. Something removed or changed the build\'s output while it ran: build again.',
          ),
        );
      }
    }
  };
  /** Ends part `number`, whose pages are all unsent: kept as the previous build wrote it, or sent now. */
  const endUnsentPart = (number: number) => {
    const files = takeUnsent();
    if (previous!.keep(number)) made.add(number);
    else sending = sending.then(() => sendBack(files, number));
  };
  // Never rejects: reading back reports its failures as problems.
  let sending = Promise.resolve();
  // Pagefind numbers pages in the order they are added, and the index files follow from that
  // numbering; pages finish in any order on several threads. Each waits here for the pages before
  // it, so the same site always gives the same index. Only the article is kept meanwhile, and a
  // page holds the line at most for its time limit.
  const inSiteOrder = new InOrder<QueuedPage>((page) => {
    const position = digests.length;
    const number = Math.floor(position / pagesPerIndex);
    digests.push(page.digest);
    const lastOfPart = (position + 1) % pagesPerIndex === 0;
    if (unsent && previous?.digests[position] === page.digest) {
      unsent.push(page.sourcePath);
      if (lastOfPart) endUnsentPart(number);
    } else {
      // Taken now: the pages after this one that InOrder hands on in the same turn are not unsent.
      const files = [...takeUnsent(), ...(page.content === undefined ? [page.sourcePath] : [])];
      if (files.length) sending = sending.then(() => sendBack(files, number));
      const { content } = page;
      if (content !== undefined) sending = sending.then(() => add({ sourcePath: page.sourcePath, content }, number));
    }
    // The next part starts out the same as the previous build's again.
    if (lastOfPart && previous) unsent = [];
  });
  return {
    digests,
    pageDone(position, written) {
      if (written && 'digest' in written) {
        inSiteOrder.put(position, { sourcePath: written.file, digest: written.digest });
        return written.digest;
      }
      const content = written && searchableHtml(written.html);
      if (content === undefined) {
        inSiteOrder.put(position, undefined);
        return undefined;
      }
      const page = { sourcePath: written!.file, content };
      const digest = digestOf(page);
      inSiteOrder.put(position, { ...page, digest });
      return digest;
    },
    async write() {
      try {
        // A last part that is not full, its pages the same so far: kept if they were the previous build's last.
        if (unsent?.length) {
          const last = Math.floor((digests.length - 1) / pagesPerIndex);
          if (digests.length === previous?.digests.length) endUnsentPart(last);
          else sending = sending.then(() => sendBack(takeUnsent(), last));
        }
        await sending;
        if (part) writing.push(writePart(part));
        part = undefined;
        // The first part is the index the dialog loads: empty when no page is searchable.
        if (!made.has(0)) writing.push(writePart(openPart(0)));
        await Promise.all(writing);
        const others = [...made].filter(Boolean).sort((a, b) => a - b).map((number) => `${number}/`);
        await mkdir(root, { recursive: true });
        await writeFile(path.join(root, PARTS_FILE), JSON.stringify(others));
        return problems;
      } catch (error) {
        return [...problems, indexError([error instanceof Error ? error.message : String(error)])];
      } finally {
        await stop();
      }
    },
    discard: async () => {
      await sending;
      await stop();
    },
  };
}

/** Files of Pagefind's own search interfaces (`pagefind-ui.js`, `pagefind-modular-ui.css`, ...) and its highlighter. */
function isPagefindInterface(name: string): boolean {
  return /^pagefind-(?:(?:component-|modular-)?ui|highlight)\./.test(name);
}

/** One page's HTML document, at its route. */
export interface IndexedPage {
  route: string;
  html: string;
}

/**
 * The index of pages held in memory (the dev server's), as files by path under SEARCH_URL
 * (`pagefind.js`, `fragment/...`). Pagefind cannot remove a page from an index, so a refresh
 * indexes every page again; the pages' HTML is the caller's, kept from their renders.
 */
export async function searchIndexFiles(pages: Iterable<IndexedPage>): Promise<{ files: Map<string, Uint8Array>; problems: Diagnostic[] }> {
  const { index, problem } = await newIndex();
  if (!index) return { files: new Map(), problems: [problem!] };
  try {
    const problems: Diagnostic[] = [];
    for (const page of pages) {
      const content = searchableHtml(page.html);
      if (content === undefined) continue;
      const added = await index.addHTMLFile({ url: page.route, content });
      if (added.errors.length) problems.push(indexError(added.errors));
    }
    const { files, errors } = await index.getFiles();
    if (errors.length) problems.push(indexError(errors));
    const kept = files.map((file) => ({ ...file, path: file.path.replace(/^\/+/, '') })).filter((file) => !isPagefindInterface(file.path));
    // One index: no others for the dialog to merge.
    return { files: new Map([...kept.map((file): [string, Uint8Array] => [file.path, file.content]), [PARTS_FILE, new TextEncoder().encode('[]')]]), problems };
  } finally {
    await index.deleteIndex().catch(() => undefined);
  }
}

/** Stops Pagefind's service process, which would otherwise keep a dev server's process alive. */
export async function closeSearchIndexer(): Promise<void> {
  await pagefind.close().catch(() => undefined);
}
