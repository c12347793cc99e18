import { existsSync, statSync } from 'node:fs';
import path from 'node:path';

/** Extensions tried, in order, when an import names a file without one (`/snippets/intro`). */
export const SNIPPET_EXTENSIONS = ['.mdx', '.md', '.jsx', '.js'] as const;

/** Bare specifiers a snippet may import: React maps onto Preact's compatibility layer. */
export const BARE_MODULES = ['react', 'react/jsx-runtime', 'preact', 'preact/compat', 'preact/hooks'] as const;

export type Resolution = { kind: 'file'; path: string } | { kind: 'module'; name: string } | { kind: 'missing'; tried: string[] } | { kind: 'unsupported' };

function isFile(candidate: string): boolean {
  return existsSync(candidate) && statSync(candidate).isFile();
}

/**
 * Resolves what an `import` names: `/x` from the site folder (as Mintlify does), `./x` and `../x`
 * from the importing file, and the few bare React/Preact modules.
 */
export function resolveImport(specifier: string, importer: string, siteDir: string): Resolution {
  if ((BARE_MODULES as readonly string[]).includes(specifier)) return { kind: 'module', name: specifier };
  let base: string;
  if (specifier.startsWith('/')) base = path.join(siteDir, specifier);
  else if (specifier.startsWith('./') || specifier.startsWith('../')) base = path.resolve(path.dirname(importer), specifier);
  else return { kind: 'unsupported' };
  const tried = [base, ...SNIPPET_EXTENSIONS.map((ext) => base + ext)];
  for (const candidate of tried) if (isFile(candidate)) return { kind: 'file', path: candidate };
  return { kind: 'missing', tried };
}

/** `<Snippet file="x.mdx">` reads from `snippets/`, or from `_snippets/` as older Mintlify sites do. */
export function resolveSnippetFile(name: string, siteDir: string): string | undefined {
  const relative = name.replace(/^\/+/, '').replace(/^_?snippets\//, '');
  for (const folder of ['snippets', '_snippets']) {
    const base = path.join(siteDir, folder, relative);
    for (const candidate of [base, ...SNIPPET_EXTENSIONS.map((ext) => base + ext)]) if (isFile(candidate)) return candidate;
  }
  return undefined;
}
