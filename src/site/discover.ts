import { readdir } from 'node:fs/promises';
import path from 'node:path';

/** Folders that are never part of a site, wherever they sit. */
const IGNORED_FOLDERS = new Set(['node_modules']);

export const PAGE_EXTENSIONS = ['.mdx', '.md'] as const;

/** Page files are the only ones read as pages; a README in a subfolder is still a page, as on Mintlify. */
export function isPageFile(name: string): boolean {
  return PAGE_EXTENSIONS.some((ext) => name.endsWith(ext));
}

/** The top-level folder of reusable snippets: imported by pages, never pages themselves (as on Mintlify). */
const SNIPPETS_FOLDER = 'snippets/';

/** A file in a folder the walk enters is a page, not an asset: the walk has skipped dot and ignored names already. */
const isPageInWalk = (relative: string) => isPageFile(relative) && !relative.startsWith(SNIPPETS_FOLDER);

/** Whether the walk of discoverFiles reaches this file (relative, `/`-separated), folders in `exclude` aside. */
function isInWalk(relative: string): boolean {
  const segments = relative.split('/');
  return segments.every((segment) => segment !== '' && !segment.startsWith('.')) && !segments.slice(0, -1).some((folder) => IGNORED_FOLDERS.has(folder));
}

/** Whether discoverFiles lists this file (relative, `/`-separated) as a page, folders in `exclude` aside. */
export function isListedPage(relative: string): boolean {
  return isPageInWalk(relative) && isInWalk(relative);
}

/** Whether discoverFiles lists this file (relative, `/`-separated) as an asset, folders in `exclude` aside. */
export function isListedAsset(relative: string): boolean {
  return !isPageInWalk(relative) && isInWalk(relative);
}

export interface SiteFiles {
  /** Page files relative to the site folder, with `/` separators, sorted. */
  pages: string[];
  /** Every other file (assets), relative, sorted. */
  assets: string[];
}

/**
 * Lists the files of a site folder. Dot-folders, dot-files and node_modules are skipped, and so
 * are the folders in `exclude` (absolute paths: the build output, which often sits inside the site).
 */
export async function discoverFiles(dir: string, exclude: readonly string[] = []): Promise<SiteFiles> {
  const pages: string[] = [];
  const assets: string[] = [];
  const excluded = new Set(exclude.map((p) => path.resolve(p)));

  // Folders are read in parallel; a folder's files take no promise or path.join each (a
  // folder of 10,000 pages made as many of both).
  async function walk(folder: string, prefix: string): Promise<void> {
    const entries = await readdir(folder, { withFileTypes: true });
    const subfolders: Promise<void>[] = [];
    for (const entry of entries) {
      if (entry.name.startsWith('.')) continue;
      const relative = prefix + entry.name;
      if (entry.isDirectory()) {
        const absolute = path.join(folder, entry.name);
        if (!IGNORED_FOLDERS.has(entry.name) && !excluded.has(absolute)) subfolders.push(walk(absolute, `${relative}/`));
      } else if (entry.isFile()) {
        (isPageInWalk(relative) ? pages : assets).push(relative);
      }
    }
    await Promise.all(subfolders);
  }

  await walk(path.resolve(dir), '');
  pages.sort();
  assets.sort();
  return { pages, assets };
}

/** `guides/setup.mdx` → `guides/setup`. */
export function stripPageExtension(file: string): string {
  return file.replace(/\.mdx?$/, '');
}

/** `index` → `/`, `guides/index` → `/guides`, `guides/setup` → `/guides/setup`. */
export function routeOf(pagePath: string): string {
  const clean = pagePath.replace(/^\/+/, '').replace(/(^|\/)index$/, '');
  return `/${clean}`.replace(/\/+$/, '') || '/';
}
