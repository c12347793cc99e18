import { readFileSync } from 'node:fs';
import path from 'node:path';
import { isListedPage } from './discover.js';
import { normalisePagePath } from './navigation.js';
import { resolvePageFile } from './resolve-page-file.js';

/** The config as loadConfig picks it (docs.json, else mint.json), parsed but not validated. */
function unvalidatedConfig(siteDir: string): unknown {
  for (const name of ['docs.json', 'mint.json']) {
    try {
      return JSON.parse(readFileSync(path.join(siteDir, name), 'utf8').replace(/^\uFEFF/, ''));
    } catch (error) {
      // Not there: the next name. There but unreadable: loadConfig will say why.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') return undefined;
    }
  }
  return undefined;
}

/** The page paths navigation names, in order: what the planner reads with the schema's help. */
function* navigationPaths(entries: unknown): Generator<string> {
  if (!Array.isArray(entries)) return;
  for (const entry of entries) {
    if (typeof entry === 'string') yield normalisePagePath(entry);
    else if (entry && typeof entry === 'object') yield* navigationPaths((entry as { pages?: unknown }).pages);
  }
}

/**
 * The file of the page a reader lands on at `/`: `index`, else the first page the navigation
 * names, where `/` redirects (emit/root-redirect.ts). Worked out from the config without
 * validating it, before the site is planned, so `quire dev` can render that page meanwhile: 7 of
 * the 8 corpus sites have no `index`. A wrong guess (a broken config) only costs that render.
 */
export function homePageFile(siteDir: string): string | undefined {
  const index = resolvePageFile(siteDir, 'index');
  if (index) return index;
  const config = unvalidatedConfig(siteDir);
  const navigation = config && typeof config === 'object' ? (config as { navigation?: unknown }).navigation : undefined;
  for (const pagePath of navigationPaths(navigation)) {
    const file = resolvePageFile(siteDir, pagePath);
    // Only a file the planner makes a page: it leaves out snippets and dot-folders, say.
    if (file && isListedPage(path.relative(siteDir, file).split(path.sep).join('/'))) return file;
  }
  return undefined;
}
