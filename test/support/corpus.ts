import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
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
