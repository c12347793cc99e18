import path from 'node:path';
import { markdownRoute } from '../site/page-url.js';

/** Clean URLs: `/guides/setup` is written to `guides/setup/index.html`, which every static host serves. */
export function htmlFileFor(outDir: string, route: string): string {
  return path.join(outDir, ...route.split('/').filter(Boolean), 'index.html');
}

/** A page's Markdown twin, beside its folder: `/guides/setup` is `guides/setup.md`, `/` is `index.md`. */
export function markdownFileFor(outDir: string, route: string): string {
  return path.join(outDir, ...markdownRoute(route).split('/').filter(Boolean));
}

/** A file of the output as builds record it: relative to `outDir`, with `/` on every platform. */
export function outputRelative(outDir: string, file: string): string {
  return path.relative(outDir, file).split(path.sep).join('/');
}
