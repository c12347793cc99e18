import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync, utimesSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { siteCache } from '../cache/cache-folder.js';
import { writeAtomically } from '../cache/write-atomically.js';
import type { Diagnostic } from '../diagnostics.js';
import { settledStamp } from '../util/file-stamp.js';
import type { OpenApiDocument } from './document.js';
import { unreadable } from './unreadable-spec.js';

/*
 * A site's specs, bundled (bundle-spec.ts) and kept in the spec folder with a manifest of the
 * files they were read from, so an unchanged local spec is read back rather than bundled again.
 */

export interface LoadedSpec {
  /** As docs.json or the page wrote it: `openapi.yaml`, `/api/openapi.json`, a URL. */
  name: string;
  /** What messages name: the file relative to the site folder, or the URL. */
  sourcePath: string;
  /**
   * The bundled document as JSON, named by its content: what render threads read, and what a
   * page generated from it depends on.
   */
  bundleFile: string;
  document: OpenApiDocument;
  /** Problems that cost parts of the spec, not all of it: unresolved `$ref`s, a stale remote copy. */
  diagnostics: Diagnostic[];
  /** The local files the spec was read from (its root and the files it `$ref`s). */
  files: string[];
}

/** Where bundled specs and copies of remote ones are kept: the site cache, else a temporary folder. */
export function specFolder(root: string): string {
  const cache = siteCache(root);
  return cache ? path.join(cache.folder, 'openapi') : path.join(os.tmpdir(), 'quire-openapi', createHash('sha256').update(root).digest('hex').slice(0, 16));
}

const isUrl = (name: string) => /^https?:\/\//i.test(name);

/** The file a spec name stands for: relative or `/`-rooted names resolve in the site folder. */
export function specFile(root: string, name: string): string {
  return path.resolve(root, name.replace(/^\/+/, ''));
}

interface Manifest {
  /** Every local file the bundle read, with its stamp: when all still match, the bundle is reused. */
  files: Record<string, string>;
  bundleFile: string;
  diagnostics: Diagnostic[];
}

/** The bundle of a local spec from an earlier load, when none of the files it read has changed. */
function reusedBundle(manifestFile: string): Manifest | undefined {
  try {
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
    for (const [file, stamp] of Object.entries(manifest.files)) {
      const stats = statSync(file, { throwIfNoEntry: false });
      if (!stats || settledStamp(stats) !== stamp) return undefined;
    }
    return existsSync(manifest.bundleFile) ? manifest : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Loads one OpenAPI file or URL of a site: bundled into one document, converted to OpenAPI 3 when
 * it is Swagger 2.0, and written to the spec folder for the render threads. A local spec whose
 * files are unchanged since the last load is not bundled again. Throws UserError when the spec
 * cannot be read at all; problems confined to parts of it are returned as warnings.
 */
export async function loadSpec(root: string, name: string): Promise<LoadedSpec> {
  const folder = specFolder(root);
  const remote = isUrl(name);
  const file = remote ? name : specFile(root, name);
  const sourcePath = remote ? name : path.relative(root, file).split(path.sep).join('/');
  const manifestFile = path.join(folder, `${createHash('sha256').update(file).digest('hex').slice(0, 24)}.manifest.json`);
  if (!remote) {
    if (!existsSync(file)) throw unreadable(sourcePath, `The OpenAPI file \`${name}\` does not exist.`, 'Check the path: it is read from the site folder, where docs.json is.');
    const reused = reusedBundle(manifestFile);
    if (reused) return { name, sourcePath, bundleFile: reused.bundleFile, document: JSON.parse(readFileSync(reused.bundleFile, 'utf8')), diagnostics: reused.diagnostics, files: Object.keys(reused.files) };
  }

  const { bundleSpec } = await import('./bundle-spec.js');
  const { document, diagnostics, fileDependencies } = await bundleSpec(root, file, sourcePath, folder);
  const json = JSON.stringify(document);
  const bundleFile = path.join(folder, `${createHash('sha256').update(json).digest('hex').slice(0, 24)}.json`);
  if (!existsSync(bundleFile)) {
    writeAtomically(bundleFile, json);
    // Named by its content, a bundle never changes once written. Dated back, so that pages
    // rendered from it at once are not taken for renders whose input changed under them, which
    // the render cache does not keep (cache/render-cache.ts): a cold build cached none of them.
    utimesSync(bundleFile, 0, 0);
  }
  const files: Record<string, string> = {};
  let settled = !remote;
  for (const dependency of new Set([file, ...fileDependencies])) {
    const stats = isUrl(dependency) ? undefined : statSync(dependency, { throwIfNoEntry: false });
    const stamp = stats && settledStamp(stats);
    if (stamp) files[dependency] = stamp;
    else settled = false;
  }
  // A file saved a moment ago may change again under the same stats: bundled anew next time.
  if (settled) writeAtomically(manifestFile, JSON.stringify({ files, bundleFile, diagnostics } satisfies Manifest));
  return { name, sourcePath, bundleFile, document, diagnostics, files: Object.keys(files) };
}
