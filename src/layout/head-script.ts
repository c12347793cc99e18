import { versionNames, type Config } from '../config/schema/index.js';
import { clientFile } from './client-files.js';

/** The inline script at the top of `<head>` (client/inline/head.ts), with the site's settings it reads. */
export interface HeadScript {
  code: string;
  /** Data attributes of the script element: the theme default, whether it is forced, the versions. */
  attributes: Record<string, string | undefined>;
}

/**
 * The script that sets `html[data-theme]` (and the docs version) before the first paint, so a
 * reader never sees the wrong theme flash. Site-wide: the page's own version comes from
 * `html[data-page-version]`.
 */
export function headScript(config: Config): HeadScript {
  const mode = config.modeToggle;
  return {
    code: clientFile('inline/head.js'),
    attributes: {
      'data-mode': mode?.default || undefined,
      'data-forced': mode?.isHidden ? '' : undefined,
      'data-versions': config.versions?.length ? JSON.stringify(versionNames(config.versions)) : undefined,
    },
  };
}
