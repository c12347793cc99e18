import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { hashedPath } from '../util/hashed-path.js';

export interface ClientAsset {
  /** URL path, content-hashed so hosts may cache it forever: `/_quire/quire.3f9a1c2e.js`. */
  path: string;
  contentType: string;
  body: string;
}

export interface ClientAssetUrls {
  css: string;
  js: string;
}

// Bundled by `npm run build` (scripts/bundle.mjs) from client/ and theme/, two levels above
// src/pipeline and every dist/ folder.
const bundled = new URL('../../dist/client/', import.meta.url);

async function read(name: string): Promise<string> {
  try {
    return await readFile(new URL(name, bundled), 'utf8');
  } catch (error) {
    throw new Error(`Quire's own ${name} is missing from ${fileURLToPath(bundled)}; run \`npm run build\` in Quire's folder. (${String(error)})`);
  }
}

let cached: Promise<ClientAsset[]> | undefined;

/** The stylesheet and script every page loads, read once per process. */
export function clientAssets(): Promise<ClientAsset[]> {
  cached ??= Promise.all([read('quire.js'), read('quire.css')]).then(([js, css]) => [
    { path: hashedPath('quire', 'js', js), contentType: 'text/javascript; charset=utf-8', body: js },
    { path: hashedPath('quire', 'css', css), contentType: 'text/css; charset=utf-8', body: css },
  ]);
  return cached;
}

export function assetUrls(assets: readonly ClientAsset[]): ClientAssetUrls {
  return {
    js: assets.find((a) => a.path.endsWith('.js'))!.path,
    css: assets.find((a) => a.path.endsWith('.css'))!.path,
  };
}
