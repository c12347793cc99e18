import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's root folder. */
export const root = fileURLToPath(new URL('../../', import.meta.url));
/** The real sites of ../shared/corpus, one folder each. */
export const corpus = path.resolve(root, '../shared/corpus');
export const corpusAvailable = existsSync(corpus);

/** The corpus's site folders by name, sorted; none (with a warning naming `what`) when the corpus is not there. */
export async function corpusSites(what: string): Promise<string[]> {
  if (!corpusAvailable) {
    console.warn(`skipped: the ${what} need ${corpus}, which does not exist here`);
    return [];
  }
  return (await readdir(corpus, { withFileTypes: true })).filter((d) => d.isDirectory()).map((d) => d.name).sort();
}

export interface CorpusPage {
  siteDir: string;
  file: string;
  source: string;
}

/** Every `.md` and `.mdx` file under a site folder (pages and snippets), outside node_modules. */
export async function contentFiles(siteDir: string): Promise<string[]> {
  return (await readdir(siteDir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile() && /\.mdx?$/.test(entry.name) && !entry.parentPath.includes('node_modules'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** Every `.md` and `.mdx` file of the corpus's sites, with its text; none when the corpus is not there (see corpusSites). */
export async function corpusPages(what: string): Promise<CorpusPage[]> {
  const pages: CorpusPage[] = [];
  for (const site of await corpusSites(what)) {
    const siteDir = path.join(corpus, site);
    for (const file of await contentFiles(siteDir)) pages.push({ siteDir, file, source: await readFile(file, 'utf8') });
  }
  return pages;
}
