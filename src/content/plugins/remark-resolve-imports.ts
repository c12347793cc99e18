import type { ImportDeclaration, ExportAllDeclaration, ExportNamedDeclaration, Literal } from 'estree';
import type { Root } from 'mdast';
import type { VFile } from 'vfile';
import { pageData, report } from '../page-data.js';
import { outsideSite, resolveImport } from '../resolve-import.js';
import { walkTree } from '../walk-tree.js';

type WithSource = ImportDeclaration | ExportAllDeclaration | ExportNamedDeclaration;

/**
 * Rewrites every import specifier to the absolute path of the file it names, so the loader at
 * run time needs no context, and reports imports of files that do not exist, or lie outside the
 * site folder, at their place.
 */
export function remarkResolveImports() {
  return (tree: Root, file: VFile) => {
    const data = pageData(file);
    walkTree(tree, (node) => {
      if (node.type !== 'mdxjsEsm') return;
      for (const statement of node.data?.estree?.body ?? []) {
        if (!('source' in statement) || !statement.source) continue;
        const source = (statement as WithSource).source as Literal;
        if (typeof source.value !== 'string') continue;
        const specifier = source.value;
        const place = source.loc ? { line: source.loc.start.line, column: source.loc.start.column + 1 } : node.position?.start;
        const resolution = resolveImport(specifier, file.path, data.siteDir);
        if (resolution.kind === 'missing') {
          report(file, place, {
            rule: 'mdx/missing-import',
            message: `Cannot import \`${specifier}\`: no such file.`,
            hint: specifier.startsWith('/')
              ? `Paths starting with \`/\` are read from the site folder; check that \`${specifier.slice(1)}\` exists there (with its extension, e.g. \`.mdx\`).`
              : 'Relative paths are read from the folder of this page; check the spelling and the extension.',
          });
        } else if (resolution.kind === 'unsupported') {
          report(file, place, {
            rule: 'mdx/unsupported-import',
            message: `Cannot import the package \`${specifier}\` in a page.`,
            hint: 'Pages can import snippet files (`/snippets/x.mdx`, `./x.jsx`) and React; to show code that imports a package, put it in a code block.',
          });
        } else if (resolution.kind === 'outside') {
          report(file, place, outsideSite(specifier));
        } else if (resolution.kind === 'file') {
          data.imports.add(resolution.path);
          source.value = resolution.path;
          source.raw = JSON.stringify(resolution.path);
        }
      }
    });
  };
}
