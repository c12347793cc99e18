import type { Program } from 'estree';
import type { Root } from 'mdast';
import type { VFile } from 'vfile';
import { walkEstree } from '../estree.js';
import { report } from '../page-data.js';
import { walkExpressions, walkTree } from '../walk-tree.js';

/**
 * A page runs as a function body whose only modules are the files its `import` lines name, each
 * checked by remark-resolve-imports (it exists, inside the site). `import()` would skip that
 * check and read any file on the build machine; `import.meta` has no value outside a module. MDX
 * compiles both into code that fails with a message about its own helpers, so both are reported
 * here, at their place, before anything runs.
 */
export function remarkRuntimeModules() {
  return (tree: Root, file: VFile) => {
    const check = (program: Program) => {
      walkEstree(program, (node) => {
        const start = node.loc?.start;
        const place = start ? { line: start.line, column: start.column + 1 } : undefined;
        if (node.type === 'ImportExpression') {
          report(file, place, {
            rule: 'mdx/unsupported-import',
            message: '`import()` cannot be used in a page or snippet.',
            hint: "Import snippet files with an `import Name from '/snippets/name.mdx'` line at the top of the page.",
          });
        } else if (node.type === 'MetaProperty' && node.meta.name === 'import') {
          report(file, place, {
            rule: 'mdx/import-meta',
            message: '`import.meta` has no value in a page or snippet: they are not JavaScript modules.',
            hint: 'Remove it; to point at a file of the site, write its path from the site folder (`/images/x.png`).',
          });
        }
      });
    };
    walkTree(tree, (node) => {
      if (node.type === 'mdxjsEsm' && node.data?.estree) check(node.data.estree);
    });
    walkExpressions(tree, check);
  };
}
