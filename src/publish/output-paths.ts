import path from 'node:path';

/** Clean URLs: `/guides/setup` is written to `guides/setup/index.html`, which every static host serves. */
export function htmlFileFor(outDir: string, route: string): string {
  return path.join(outDir, ...route.split('/').filter(Boolean), 'index.html');
}

/** Files worth publishing from the site folder: what pages and the config can point at. */
const ASSET_EXTENSIONS = new Set([
  'png', 'jpg', 'jpeg', 'gif', 'svg', 'webp', 'avif', 'ico', 'bmp',
  'mp4', 'webm', 'mov', 'ogg', 'mp3', 'wav',
  'woff', 'woff2', 'ttf', 'otf',
  'pdf', 'zip', 'txt', 'csv',
]);

export function isPublishedAsset(relativePath: string): boolean {
  const ext = relativePath.split('.').pop()?.toLowerCase() ?? '';
  return ASSET_EXTENSIONS.has(ext);
}
