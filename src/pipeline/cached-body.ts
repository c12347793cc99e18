import { readFile } from 'node:fs/promises';
import { renderCacheFor } from '../cache/render-cache.js';
import type { RenderedPage } from '../content/types.js';
import { sourceId } from '../site/page-source.js';
import type { PageSource } from '../site/types.js';

/*
 * A page's body as the render cache holds it. Apart from render-body.ts, which renders on the
 * render threads: the main thread of `quire dev` and `quire build` looks bodies up here, and
 * importing the renderer there loaded MDX, Shiki's glue and the HTTP-snippet library into it
 * (a third of `quire dev`'s start).
 */

/** A file page's text; a generated page has none. */
export async function fileText(source: PageSource): Promise<string> {
  return source.kind === 'file' ? readFile(source.file, 'utf8') : '';
}

/** A body rendered under `--untrusted` differs from the trusted one: each has an entry of its own. */
export function entryId(source: PageSource, untrusted: boolean): string {
  return untrusted ? `untrusted:${sourceId(source)}` : sourceId(source);
}

/**
 * What a source's cache entry is keyed by besides its identity: a file page's text, and the
 * operation it documents. The bundled spec is named by its content, and the `api` settings shape
 * the page, so both are part of the key.
 */
export const cacheKey = (source: PageSource, text: string) => (source.operation ? `${text}\0${JSON.stringify(source.operation)}` : text);

/** A page's body from the site's render cache, as its sources read now; undefined on a miss. */
export async function cachedBody(source: PageSource, siteDir: string, untrusted = false): Promise<RenderedPage | undefined> {
  const cache = renderCacheFor<RenderedPage>(siteDir);
  if (!cache) return undefined;
  const text = await fileText(source).catch(() => undefined);
  return text === undefined ? undefined : cache.lookup(entryId(source, untrusted), cacheKey(source, text));
}
