import { readFileSync } from 'node:fs';
import path from 'node:path';
import { siteCache } from './cache-folder.js';
import { writeAtomically } from './write-atomically.js';

/**
 * The site model `quire dev` planned last, kept as text so a restarted server can answer its
 * first page before planning again (dev/snapshot-term.ts). Only a head start: the fresh plan
 * follows at once, and if it differs (a page was edited while the server was stopped) the open
 * tabs reload.
 */
export class SiteSnapshot {
  private saved: string | undefined;

  constructor(
    private readonly file: string,
    private readonly version: string,
  ) {}

  /** The text of the last site saved, or undefined when there is none from this build of Quire. */
  load(): string | undefined {
    try {
      // The build id on the first line, then the site as JSON: its text is compared as it is.
      const stored = readFileSync(this.file, 'utf8');
      const newline = stored.indexOf('\n');
      if (stored.slice(0, newline) !== this.version) return undefined;
      const text = stored.slice(newline + 1);
      this.saved = text;
      return text;
    } catch {
      return undefined;
    }
  }

  /** Keeps a site's text unless it is what was saved last. Failures only cost the head start. */
  save(text: string): void {
    if (text === this.saved) return;
    this.saved = text;
    try {
      writeAtomically(this.file, `${this.version}\n${text}`);
    } catch {
      // Read-only or full disk.
    }
  }
}

/** The snapshot of a site, or undefined when caching is off. */
export function siteSnapshotFor(siteDir: string): SiteSnapshot | undefined {
  const cache = siteCache(siteDir);
  return cache && new SiteSnapshot(path.join(cache.folder, 'site.json'), cache.version);
}
