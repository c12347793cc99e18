import type { Api } from '../config/schema/api.js';
import { readBundle, type OpenApiDocument } from '../openapi/document.js';
import type { Site } from '../site/types.js';
import { allowedTargets, type AllowedTarget } from './allowed-targets.js';

/**
 * What the playground's servers (the proxy and the mock) know of a site: its `api` settings and
 * its specs, in the order requests are matched against them. `quire dev` takes them from the
 * planned site, `quire serve` from the file the build wrote (`api-manifest.ts`).
 */
export interface SiteApi {
  /** `api.baseUrl` and `api.playground.disableProxy`: the settings the servers read. */
  api: Pick<Api, 'baseUrl'> & { playground?: Pick<Api['playground'], 'disableProxy'> };
  documents: OpenApiDocument[];
  /** The servers the proxy may call, worked out once per site. */
  targets: AllowedTarget[];
}

export function siteApi(api: SiteApi['api'], documents: OpenApiDocument[]): SiteApi {
  return { api, documents, targets: allowedTargets(api.baseUrl, documents) };
}

const bySite = new WeakMap<Site, SiteApi>();

/** The API of a planned site (`quire dev`), made once per plan. A bundle gone from the cache (an old snapshot's) is left out. */
export function siteApiOf(site: Site | undefined): SiteApi {
  if (!site) return siteApi({}, []);
  let known = bySite.get(site);
  if (!known) {
    const documents = (site.specBundles ?? []).flatMap((bundle) => {
      try {
        return [readBundle(bundle)];
      } catch {
        return [];
      }
    });
    bySite.set(site, (known = siteApi(site.config.api, documents)));
  }
  return known;
}
