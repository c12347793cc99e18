import { statSync } from 'node:fs';
import path from 'node:path';

const EXTENSIONS = ['.mdx', '.md'];

/**
 * The page file a navigation entry names: absolute path of `<navPath>.mdx`, else `<navPath>.md`,
 * or undefined when neither exists. A leading `/` is tolerated; a path that would leave the site
 * folder (`../secret`) resolves to nothing.
 */
export function resolvePageFile(siteDir: string, navPath: string): string | undefined {
  if (navPath.includes('\0')) return undefined;
  const root = path.resolve(siteDir);
  const relative = navPath.replace(/^[/\\]+/, '');
  if (relative === '') return undefined;
  for (const extension of EXTENSIONS) {
    const file = path.resolve(root, relative + extension);
    const inside = path.relative(root, file);
    if (inside.startsWith('..') || path.isAbsolute(inside)) return undefined;
    if (statSync(file, { throwIfNoEntry: false })?.isFile()) return file;
  }
  return undefined;
}
