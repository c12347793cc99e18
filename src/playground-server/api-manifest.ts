import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { OpenApiDocument } from '../openapi/document.js';
import type { Site } from '../site/types.js';
import { siteApi, siteApiOf, type SiteApi } from './site-api.js';

/**
 * What `quire build` writes for `quire serve`, which has only the built folder: the settings
 * the proxy reads and the bundled specs the mock answers from. The specs are published
 * anyway (their pages show every operation, and local ones are copied beside the pages).
 * Not `/_quire/api.json`: a host serving clean URLs would answer it as `/_quire/api`.
 */
export const API_MANIFEST_PATH = '/_quire/site-api.json';

interface Manifest {
  api: SiteApi['api'];
  documents: OpenApiDocument[];
}

/** The manifest of a planned site, or undefined when it declares no API (no specs, no `api.baseUrl`). */
export function apiManifest(site: Site): string | undefined {
  const { api, documents } = siteApiOf(site);
  if (!documents.length && !api.baseUrl) return undefined;
  const manifest: Manifest = { api: { baseUrl: api.baseUrl, playground: { disableProxy: api.playground?.disableProxy } }, documents };
  return JSON.stringify(manifest);
}

/** The API of a built site: none when the build wrote no manifest (a site without an API, or built by an older Quire). */
export async function readApiManifest(root: string): Promise<SiteApi> {
  let manifest: Partial<Manifest>;
  try {
    manifest = JSON.parse(await readFile(path.join(root, ...API_MANIFEST_PATH.split('/').filter(Boolean)), 'utf8')) as Partial<Manifest>;
  } catch {
    // Missing, or not written by Quire: serve the site without an API rather than not at all.
    return siteApi({}, []);
  }
  return siteApi(manifest.api ?? {}, Array.isArray(manifest.documents) ? manifest.documents : []);
}
