import path from 'node:path';
import type { Config } from '../config/schema/index.js';

/** Every OpenAPI file docs.json names (`openapi` at the top, on tabs and on anchors), in that order, once each. */
export function openApiSpecs(config: Config): string[] {
  const named = [config.openapi, ...(config.tabs ?? []).map((tab) => tab.openapi), ...(config.anchors ?? []).map((anchor) => anchor.openapi)];
  return [...new Set(named.flatMap((spec) => [spec ?? []].flat()))];
}

/**
 * The local OpenAPI files docs.json names, relative to the site folder (`openapi/anvils.yaml`):
 * published beside the pages, so `/llms.txt` can link them and tools can read them. A name
 * that leaves the site folder, or an address, is not one.
 */
export function publishedSpecFiles(config: Config): string[] {
  return openApiSpecs(config).flatMap((spec) => {
    if (/^[a-z][a-z0-9+.-]*:/i.test(spec)) return [];
    const relative = path.posix.normalize(spec.replace(/\\/g, '/').replace(/^\/+/, ''));
    return relative.startsWith('../') || relative === '..' || relative === '.' ? [] : [relative];
  });
}
