import { clientFile, featureFiles } from '../layout/client-files.js';
import { hashedPath } from '../util/hashed-path.js';

export interface ClientAsset {
  /** URL path, named by its content so hosts may cache it forever: `/_quire/quire.3f9a1c2e.js`. */
  path: string;
  contentType: string;
  body: string;
}

export interface ClientAssetUrls {
  css: string;
  js: string;
}

const JS = 'text/javascript; charset=utf-8';
let cached: Promise<ClientAsset[]> | undefined;

/**
 * The stylesheet and script every page loads, and the features only some pages load (at the
 * names esbuild gave them, which the page script imports), read once per process.
 */
export function clientAssets(): Promise<ClientAsset[]> {
  cached ??= Promise.resolve().then(() => {
    const [js, css] = [clientFile('quire.js'), clientFile('quire.css')];
    return [
      { path: hashedPath('quire', 'js', js), contentType: JS, body: js },
      { path: hashedPath('quire', 'css', css), contentType: 'text/css; charset=utf-8', body: css },
      // Beside the page script, which imports them by relative URL.
      ...featureFiles().map((file) => ({ path: `/_quire/${file}`, contentType: JS, body: clientFile(file) })),
    ];
  });
  return cached;
}

export function assetUrls(assets: readonly ClientAsset[]): ClientAssetUrls {
  const named = (extension: string) => assets.find((asset) => asset.path.startsWith('/_quire/quire.') && asset.path.endsWith(extension))!.path;
  return { js: named('.js'), css: named('.css') };
}
