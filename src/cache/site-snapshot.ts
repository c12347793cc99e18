import { readFileSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createSite, siteData } from '../site/site.js';
import type { Site } from '../site/types.js';
import { buildId, cacheFolder } from './cache-folder.js';

/**
 * The site model `quire dev` planned last, kept so a restarted server can answer its first page
 * before planning again. Only a head start: the fresh plan follows at once, and if it differs
 * (a page was edited while the server was stopped) the open tabs reload.
 */
export class SiteSnapshot {
  private saved: string | undefined;

  constructor(
    private readonly file: string,
    private readonly version: string,
  ) {}

  /** The last site saved, or undefined when there is none from this build of Quire. */
  load(): { site: Site; text: string } | undefined {
    try {
      // The build id on the first line, then the site as JSON: its text is compared as it is.
      const stored = readFileSync(this.file, 'utf8');
      const newline = stored.indexOf('\n');
      if (stored.slice(0, newline) !== this.version) return undefined;
      const text = stored.slice(newline + 1);
      const site = createSite(JSON.parse(text));
      this.saved = text;
      return { site, text };
    } catch {
      return undefined;
    }
  }

  /** The text a site is kept as: equal texts, equal sites. */
  static textOf(site: Site): string {
    return JSON.stringify(siteData(site));
  }

  /** Keeps `site` unless it is what was saved last. Failures only cost the head start. */
  async save(text: string): Promise<void> {
    if (text === this.saved) return;
    this.saved = text;
    try {
      await mkdir(path.dirname(this.file), { recursive: true });
      const temporary = `${this.file}.${process.pid}`;
      await writeFile(temporary, `${this.version}\n${text}`);
      await rename(temporary, this.file);
    } catch {
      // Read-only or full disk.
    }
  }
}

/** The snapshot of a site, or undefined when caching is off. */
export function siteSnapshotFor(siteDir: string): SiteSnapshot | undefined {
  const folder = cacheFolder(siteDir);
  return folder && buildId ? new SiteSnapshot(path.join(folder, 'site.json'), buildId) : undefined;
}
