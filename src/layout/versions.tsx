import { versionDetails, versionNames } from '../config/schema/index.js';
import { safeHref } from '../util/safe-href.js';
import type { Site } from '../site/types.js';

/**
 * Where switching to each version goes from a page of another version: its first own page in
 * navigation, else the first page without a version (those belong to every version, and are all
 * the first version usually has).
 */
function firstPageOf(site: Site, version: string): string | undefined {
  const first = (wanted: string | undefined) => site.pages.find((page) => page.inNavigation && page.version === wanted);
  return (first(version) ?? first(undefined))?.route;
}

/**
 * The version dropdown. `selected` is the version the page is rendered in; the head script
 * swaps it for the reader's stored choice before paint, and client/layout/versions.ts keeps the
 * `<select>` in step.
 */
export function VersionSelect({ site, selected }: { site: Site; selected: string }) {
  const versions = versionNames(site.config.versions);
  if (versions.length === 0) return null;
  return (
    <label class="q-version">
      <span class="q-sr">Documentation version</span>
      <select data-q-version>
        {versions.map((version) => {
          // A version with a `url` lives elsewhere: choosing it goes there.
          const url = safeHref(versionDetails(site.config.versions, version)?.url);
          return (
            <option value={version} selected={version === selected} data-href={url ?? firstPageOf(site, version)} data-external={url ? '' : undefined}>
              {version}
            </option>
          );
        })}
      </select>
    </label>
  );
}

/** CSS hiding what belongs to another version than the one set on `<html data-version>`. */
export function versionStyle(versions: readonly string[]): string {
  return versions
    .map((version) => {
      const value = cssString(version);
      return `html[data-version=${value}] [data-version]:not([data-version=${value}])`;
    })
    .join(',')
    .concat(versions.length ? '{display:none!important}' : '');
}

function cssString(value: string): string {
  return `"${value.replace(/["\\]/g, '\\$&').replace(/</g, '\\3c ')}"`;
}
