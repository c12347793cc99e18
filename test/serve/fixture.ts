import { mkdtemp, mkdir, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const SECRET = 'TOP-SECRET-OUTSIDE-THE-SITE';

/**
 * A folder with a served `site/` beside an `outside/` one holding a secret, plus the private
 * things inside the site (dot-files, node_modules) and symlinks that lead out of it.
 */
export async function makeSandbox(files: Record<string, string | Buffer>): Promise<{ base: string; site: string; cleanup: () => Promise<void> }> {
  const base = await mkdtemp(path.join(tmpdir(), 'quire-serve-'));
  const site = path.join(base, 'site');
  const outside = path.join(base, 'outside');
  await mkdir(outside, { recursive: true });
  await writeFile(path.join(outside, 'secret.txt'), SECRET);
  await writeFile(path.join(base, 'secret.txt'), SECRET);
  const all: Record<string, string | Buffer> = {
    ...files,
    '.env': SECRET,
    '.git/config': SECRET,
    'node_modules/pkg/index.js': SECRET,
    'NODE_MODULES/pkg/index.js': SECRET,
  };
  for (const [name, content] of Object.entries(all)) {
    const file = path.join(site, name);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, content);
  }
  await symlink(path.join(outside, 'secret.txt'), path.join(site, 'leak.txt'));
  await symlink(outside, path.join(site, 'leakdir'));
  await symlink(path.join(site, '.env'), path.join(site, 'dotlink.txt'));
  return { base, site, cleanup: () => rm(base, { recursive: true, force: true }) };
}
