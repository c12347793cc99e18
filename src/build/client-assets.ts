import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';

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

// client/ and theme/ sit at the package root, two levels above both src/build and dist/build.
const packageRoot = fileURLToPath(new URL('../../', import.meta.url));

async function bundle(entry: string, loader: 'ts' | 'css'): Promise<string> {
  const result = await esbuild.build({
    entryPoints: [packageRoot + entry],
    bundle: true,
    minify: true,
    write: false,
    format: loader === 'ts' ? 'esm' : undefined,
    target: loader === 'ts' ? 'es2020' : 'chrome100',
    logLevel: 'silent',
  });
  return result.outputFiles[0]!.text;
}

function hashed(name: string, ext: string, body: string): string {
  return `/_quire/${name}.${createHash('sha256').update(body).digest('hex').slice(0, 8)}.${ext}`;
}

let cached: Promise<ClientAsset[]> | undefined;

/** The stylesheet and script every page loads, bundled once per process. */
export function clientAssets(): Promise<ClientAsset[]> {
  cached ??= Promise.all([bundle('client/index.ts', 'ts'), bundle('theme/index.css', 'css')]).then(([js, css]) => [
    { path: hashed('quire', 'js', js), contentType: 'text/javascript; charset=utf-8', body: js },
    { path: hashed('quire', 'css', css), contentType: 'text/css; charset=utf-8', body: css },
  ]);
  return cached;
}

export function assetUrls(assets: readonly ClientAsset[]): ClientAssetUrls {
  return {
    js: assets.find((a) => a.path.endsWith('.js'))!.path,
    css: assets.find((a) => a.path.endsWith('.css'))!.path,
  };
}
