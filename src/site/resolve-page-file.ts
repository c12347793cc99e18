import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const EXTENSIONS = ['.mdx', '.md'];

/** `<siteDir>/<navPath>` without extension, or undefined when the path would leave the site folder. */
function pageBase(root: string, navPath: string): string | undefined {
  if (navPath.includes('\0')) return undefined;
  const relative = navPath.replace(/^[/\\]+/, '');
  if (relative === '') return undefined;
  const base = path.join(root, relative);
  return base.startsWith(root + path.sep) ? base : undefined;
}

/**
 * The page file a navigation entry names: absolute path of `<navPath>.mdx`, else `<navPath>.md`,
 * or undefined when neither exists. A leading `/` is tolerated; a path that would leave the site
 * folder (`../secret`) resolves to nothing.
 */
export function resolvePageFile(siteDir: string, navPath: string): string | undefined {
  const base = pageBase(path.resolve(siteDir), navPath);
  if (base === undefined) return undefined;
  for (const extension of EXTENSIONS) {
    const file = base + extension;
    if (statSync(file, { throwIfNoEntry: false })?.isFile()) return file;
  }
  return undefined;
}

/**
 * `resolvePageFile` for many lookups in one site: each folder is listed once, so checking
 * thousands of navigation entries costs a few directory reads instead of a stat per entry.
 */
export function pageFileResolver(siteDir: string): (navPath: string) => string | undefined {
  const root = path.resolve(siteDir);
  const listings = new Map<string, Set<string>>();
  const filesIn = (dir: string): Set<string> => {
    let files = listings.get(dir);
    if (!files) {
      files = new Set();
      try {
        for (const entry of readdirSync(dir, { withFileTypes: true })) {
          if (entry.isFile() || (entry.isSymbolicLink() && statSync(path.join(dir, entry.name), { throwIfNoEntry: false })?.isFile())) files.add(entry.name);
        }
      } catch {
        // A missing or unreadable folder holds no pages.
      }
      listings.set(dir, files);
    }
    return files;
  };
  return (navPath) => {
    const base = pageBase(root, navPath);
    if (base === undefined) return undefined;
    const files = filesIn(path.dirname(base));
    const name = path.basename(base);
    for (const extension of EXTENSIONS) if (files.has(name + extension)) return base + extension;
    return undefined;
  };
}
