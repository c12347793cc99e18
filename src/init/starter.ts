import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rulesFile } from './rules-file.js';

/** `starter/` in the package: from `src/init/` and from every bundled chunk alike, two folders up. */
const STARTER = fileURLToPath(new URL('../../starter/', import.meta.url));

/** Where the AI editor reads its rules, relative to the site (SPEC.md). */
export const RULES_FILE = '.cursor/rules.md';

export interface StarterOptions {
  name: string;
  /** `#RRGGBB` or `#RGB`. */
  primary: string;
}

export const isHexColor = (value: string) => /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(value);

function starterFiles(dir = STARTER, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? starterFiles(path.join(dir, entry.name), `${prefix}${entry.name}/`) : [`${prefix}${entry.name}`],
  );
}

/**
 * The files of a new site, path → text: the starter folder with its name and colour filled in.
 * `gitignore` is shipped without its dot, since npm leaves `.gitignore` files out of packages.
 */
export function starterSite({ name, primary }: StarterOptions): Map<string, string> {
  const files = new Map<string, string>();
  for (const file of starterFiles().sort()) {
    let text = readFileSync(path.join(STARTER, file), 'utf8').replaceAll('%PRIMARY%', primary);
    // In docs.json the name is JSON text; elsewhere (pages, SVG titles) it is plain text.
    text = file === 'docs.json' ? text.replaceAll('"%NAME%"', JSON.stringify(name)) : text.replaceAll('%NAME%', name);
    files.set(file === 'gitignore' ? '.gitignore' : file, text);
  }
  files.set(RULES_FILE, rulesFile([]));
  return files;
}

/** Files of `files` that already exist in `dir`. */
export function existingFiles(dir: string, files: Iterable<string>): string[] {
  return [...files].filter((file) => existsSync(path.join(dir, file)));
}

/** Writes each file, making its folder first (`.cursor/` before `.cursor/rules.md`). */
export function writeFiles(dir: string, files: ReadonlyMap<string, string>): void {
  for (const [file, text] of files) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
}

/** The site's own snippets, for its rules file: files under `snippets/`. */
export function siteSnippets(dir: string): string[] {
  const folder = path.join(dir, 'snippets');
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(mdx?|jsx?|tsx?)$/.test(entry.name))
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}
