import { clientBytes, clientFile, clientFolder } from '../layout/client-files.js';
import { hashedPath } from '../util/hashed-path.js';

export interface ClientAsset {
  /** URL path, named by its content so hosts may cache it forever: `/_quire/quire.3f9a1c2e.js`. */
  path: string;
  contentType: string;
  /** Text, or the bytes of a font. */
  body: string | Buffer;
}

export interface ClientAssetUrls {
  css: string;
  js: string;
  /** KaTeX's stylesheet, which only pages with formulas load. */
  math: string;
  /** Inter, the default font, which pages preload. */
  font: string;
}

const JS = 'text/javascript; charset=utf-8';
const CSS = 'text/css; charset=utf-8';
let cached: Promise<ClientAsset[]> | undefined;

/**
 * The stylesheet and script every page loads, the features only some pages load (at the names
 * esbuild gave them, which the page script imports), and KaTeX's stylesheet and fonts, read once
 * per process.
 */
export function clientAssets(): Promise<ClientAsset[]> {
  cached ??= Promise.resolve().then(() => {
    const [js, css] = [clientFile('quire.js'), clientFile('quire.css')];
    return [
      { path: hashedPath('quire', 'js', js), contentType: JS, body: js },
      { path: hashedPath('quire', 'css', css), contentType: CSS, body: css },
      // Beside the page script, which imports them by relative URL.
      ...clientFolder('features').map((file) => ({ path: `/_quire/${file}`, contentType: JS, body: clientFile(file) })),
      ...katexAssets(),
      // Inter, which the stylesheet names relatively (`fonts/…`), named by content at npm run build.
      ...clientFolder('fonts').map((file) => ({ path: `/_quire/${file}`, contentType: 'font/woff2', body: clientBytes(file) })),
    ];
  });
  return cached;
}

/**
 * KaTeX's stylesheet, named by its content, with its fonts in `fonts/` beside it: the stylesheet
 * names them relatively, and esbuild named them by their content at `npm run build`.
 */
function katexAssets(): ClientAsset[] {
  return clientFolder('katex').map((file) => {
    if (!file.endsWith('.css')) return { path: `/_quire/${file}`, contentType: 'font/woff2', body: clientBytes(file) };
    const css = clientFile(file);
    return { path: hashedPath('katex/katex', 'css', css), contentType: CSS, body: css };
  });
}

export function assetUrls(assets: readonly ClientAsset[]): ClientAssetUrls {
  const named = (prefix: string, extension: string) => assets.find((asset) => asset.path.startsWith(prefix) && asset.path.endsWith(extension))!.path;
  return { js: named('/_quire/quire.', '.js'), css: named('/_quire/quire.', '.css'), math: named('/_quire/katex/katex.', '.css'), font: named('/_quire/fonts/inter-latin-wght-normal.', '.woff2') };
}
