import type { Diagnostic } from '../diagnostics.js';
import type { SourceLocation } from '../config/load.js';
import type { JsonPath } from '../config/json-source.js';
import type { Config } from '../config/schema/index.js';
import { missingImage, missingLocalImage } from '../content/local-image.js';

/** Every image address docs.json gives (logo, favicon, background image), with its JSON path. */
function* configImages(config: Config): Generator<{ src: string; path: JsonPath }> {
  const { logo } = config;
  if (typeof logo === 'string') yield { src: logo, path: ['logo'] };
  else if (logo) for (const mode of ['light', 'dark'] as const) yield { src: logo[mode], path: ['logo', mode] };
  if (config.favicon) yield { src: config.favicon, path: ['favicon'] };
  if (config.backgroundImage) yield { src: config.backgroundImage, path: ['backgroundImage'] };
}

/** Rule `image/missing` for docs.json: a local image (from the site folder) that is not there, at its place. */
export function checkConfigImages(siteDir: string, config: Config, file: string, locate: ((path: JsonPath) => SourceLocation | undefined) | undefined): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  for (const { src, path } of configImages(config)) {
    const missing = missingLocalImage(src, siteDir);
    if (missing) diagnostics.push({ file, ...(locate?.(path) ?? {}), ...missingImage(src, missing) });
  }
  return diagnostics;
}
