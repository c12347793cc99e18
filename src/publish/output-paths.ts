import path from 'node:path';

/** Clean URLs: `/guides/setup` is written to `guides/setup/index.html`, which every static host serves. */
export function htmlFileFor(outDir: string, route: string): string {
  return path.join(outDir, ...route.split('/').filter(Boolean), 'index.html');
}
