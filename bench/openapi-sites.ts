// Sites of one endpoint page per operation of the largest real specs in ../shared/openapi. The
// spec is copied into the site folder, as a site holds its spec (specs may only read inside it).
import { existsSync } from 'node:fs';
import { cp, mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

export const OPENAPI_SITES = [
  { name: 'GitHub', folder: 'github', spec: 'api.github.com.json' },
  { name: 'Okta', folder: 'okta', spec: 'management-minimal.yaml' },
  { name: 'Stripe', folder: 'stripe', spec: 'spec3.yaml' },
  { name: 'DigitalOcean', folder: 'digitalocean/specification', spec: 'DigitalOcean-public.v2.yaml' },
];

/** Writes the site for one spec into `dir`; false when ../shared/openapi is not there. */
export async function openapiSite(shared: string, dir: string, site: (typeof OPENAPI_SITES)[number]): Promise<boolean> {
  const source = path.join(shared, site.folder);
  if (!existsSync(source)) return false;
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  await cp(source, path.join(dir, 'spec'), { recursive: true });
  await writeFile(path.join(dir, 'index.mdx'), `---\ntitle: ${site.name}\n---\n\nThe ${site.name} API.\n`);
  await writeFile(
    path.join(dir, 'docs.json'),
    JSON.stringify({ name: site.name, tabs: [{ name: 'API reference', url: 'api', openapi: `spec/${site.spec}` }], navigation: [{ group: 'Start', pages: ['index'] }] }),
  );
  return true;
}
