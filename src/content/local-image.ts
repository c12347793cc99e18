import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * The file a local image address names, when that file does not exist; undefined for a file
 * that exists and for every address that is not a file of the site (`https:`, `//cdn`, `data:`).
 * Remote addresses are never fetched: a build must not depend on the network.
 *
 * A page is served at its route without a trailing slash (`/guides/setup`), so the browser
 * resolves `img/a.png` against the route's folder (`/guides/img/a.png`), and so does this.
 */
export function missingLocalImage(src: string, siteDir: string, route = '/'): string | undefined {
  const address = src.trim();
  if (!address || /^([a-z][a-z0-9+.-]*:|\/\/|#)/i.test(address)) return undefined;
  let pathname: string;
  try {
    pathname = decodeURIComponent(new URL(address, `http://site${route}`).pathname);
  } catch {
    return undefined;
  }
  const file = path.join(siteDir, ...pathname.split('/').filter(Boolean));
  return existsSync(file) ? undefined : path.relative(siteDir, file).split(path.sep).join('/');
}

/** The warning for a local image that is not there, wherever its address is written. */
export function missingImage(src: string, file: string) {
  return {
    rule: 'image/missing',
    severity: 'warning' as const,
    message: `The image \`${src}\` does not exist: no file \`${file}\` in the site folder, so readers see a broken image.`,
    hint: `Add the file \`${file}\`, or fix the path (\`/\` starts at the site folder; other paths start at the page's folder).`,
  };
}
