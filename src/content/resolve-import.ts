import { existsSync, realpathSync, statSync } from 'node:fs';
import path from 'node:path';
import { isInsideFolder } from '../util/inside-folder.js';
import type { ReportOptions } from './page-data.js';

/** Extensions tried, in order, when an import names a file without one (`/snippets/intro`). */
export const SNIPPET_EXTENSIONS = ['.mdx', '.md', '.jsx', '.js'] as const;

/** Bare specifiers a snippet may import: React maps onto Preact's compatibility layer. */
export const BARE_MODULES = ['react', 'react/jsx-runtime', 'preact', 'preact/compat', 'preact/hooks'] as const;

export type Resolution =
  | { kind: 'file'; path: string }
  | { kind: 'module'; name: string }
  | { kind: 'missing'; tried: string[] }
  | { kind: 'unsupported' }
  /** The path, or the real path of the file it names, lies outside the site folder. */
  | { kind: 'outside' };

function isFile(candidate: string): boolean {
  return existsSync(candidate) && statSync(candidate).isFile();
}

/**
 * Resolves what an `import` names: `/x` from the site folder (as Mintlify does), `./x` and `../x`
 * from the importing file, and the few bare React/Preact modules.
 */
export function resolveImport(specifier: string, importer: string, siteDir: string): Resolution {
  if ((BARE_MODULES as readonly string[]).includes(specifier)) return { kind: 'module', name: specifier };
  let base: string;
  if (specifier.startsWith('/')) base = path.join(siteDir, specifier);
  else if (specifier.startsWith('./') || specifier.startsWith('../')) base = path.resolve(path.dirname(importer), specifier);
  else return { kind: 'unsupported' };
  return fileInSite(base, siteDir);
}

/** `<Snippet file="x.mdx">` reads from `snippets/`, or from `_snippets/` as older Mintlify sites do. */
export function resolveSnippetFile(name: string, siteDir: string): Resolution {
  const relative = name.replace(/^\/+/, '').replace(/^_?snippets\//, '');
  const tried: string[] = [];
  for (const folder of ['snippets', '_snippets']) {
    const resolution = fileInSite(path.join(siteDir, folder, relative), siteDir);
    if (resolution.kind !== 'missing') return resolution;
    tried.push(...resolution.tried);
  }
  return { kind: 'missing', tried };
}

/**
 * The file `base` names, with or without an extension, provided it lies inside the site folder:
 * pages are published, so reading `/etc/passwd` or `/proc/self/environ` would publish it. The
 * path is checked as written (so a file outside is refused whether it exists or not, and its
 * existence is not revealed), then with symlinks resolved, since a link may point anywhere.
 */
function fileInSite(base: string, siteDir: string): Resolution {
  if (!isInsideFolder(path.resolve(siteDir), base)) return { kind: 'outside' };
  const tried = [base, ...SNIPPET_EXTENSIONS.map((ext) => base + ext)];
  const found = tried.find(isFile);
  if (!found) return { kind: 'missing', tried };
  return isInsideFolder(realpathSync(siteDir), realpathSync(found)) ? { kind: 'file', path: found } : { kind: 'outside' };
}

/** The error for an import or `<Snippet file>` naming a file outside the site folder. */
export function outsideSite(name: string): ReportOptions {
  return {
    rule: 'mdx/import-outside-site',
    message: `Cannot read \`${name}\`: it is outside the site folder (symbolic links are followed).`,
    hint: 'Pages and snippets may read only files inside the site folder: move or copy the file into it (for example to `snippets/`), and name it from there.',
  };
}
