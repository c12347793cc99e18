import type { Diagnostic } from '../diagnostics.js';
import { hasFreeIcon } from '../components/icons.js';
import type { SourceLocation } from '../config/load.js';
import type { JsonPath } from '../config/json-source.js';
import type { Config, NavigationEntry } from '../config/schema/index.js';
import { unknownIcon } from '../content/plugins/remark-check-icons.js';

interface NamedIcon {
  icon?: string;
  iconType?: string;
}

/** Every icon docs.json names (groups, anchors, the top anchor), with its JSON path. */
function* configIcons(config: Config): Generator<{ named: NamedIcon; path: JsonPath }> {
  function* walk(entries: readonly NavigationEntry[], at: JsonPath): Generator<{ named: NamedIcon; path: JsonPath }> {
    for (const [index, entry] of entries.entries()) {
      if (typeof entry === 'string') continue;
      yield { named: entry, path: [...at, index] };
      yield* walk(entry.pages, [...at, index, 'pages']);
    }
  }
  yield* walk(config.navigation, ['navigation']);
  for (const [index, anchor] of (config.anchors ?? []).entries()) yield { named: anchor, path: ['anchors', index] };
  yield { named: config.topAnchor, path: ['topAnchor'] };
}

/** Rule `icon/unknown` for docs.json: a name the free Font Awesome packs lack, at its place. */
export function checkConfigIcons(config: Config, file: string, locate: ((path: JsonPath) => SourceLocation | undefined) | undefined): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  for (const { named, path } of configIcons(config)) {
    if (!named.icon || hasFreeIcon(named.icon, named.iconType)) continue;
    diagnostics.push({ file, ...(locate?.([...path, 'icon']) ?? {}), ...unknownIcon(named.icon) });
  }
  return diagnostics;
}
