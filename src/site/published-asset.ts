import { isListedAsset } from './discover.js';

/** Files worth publishing from the site folder: what pages and the config can point at. */
const ASSET_EXTENSIONS = new Set([
  'png', 'jpg', 'jpeg', 'gif', 'svg', 'webp', 'avif', 'ico', 'bmp',
  'mp4', 'webm', 'mov', 'ogg', 'mp3', 'wav',
  'woff', 'woff2', 'ttf', 'otf',
  'pdf', 'zip', 'txt', 'csv',
]);

/**
 * Whether `quire build` copies this site file (relative, `/`-separated) into the output, for
 * the build and the dev server alike: the dev server serves a site file only when this says
 * yes, so it never hands out what the build keeps private (keys, `package.json`, `docs.json`,
 * page sources), however the site folder is laid out.
 */
export function isPublishedAsset(relative: string): boolean {
  const ext = relative.split('.').pop()?.toLowerCase() ?? '';
  return ASSET_EXTENSIONS.has(ext) && isListedAsset(relative);
}
