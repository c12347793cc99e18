import type { Program } from 'estree';
import type { Root } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import type { MdxjsEsm } from 'mdast-util-mdxjs-esm';
import type { VFile } from 'vfile';
import { pageData, report } from '../page-data.js';
import { outsideSite, resolveSnippetFile } from '../resolve-import.js';
import { walkTree } from '../walk-tree.js';
import { leaveOut } from './remark-check-components.js';

/**
 * `<Snippet file="x.mdx" />` becomes an import of the snippet and an element that renders it,
 * so a Snippet goes through the same loader, cache and dependency tracking as `import`.
 */
export function remarkSnippetTag() {
  return (tree: Root, file: VFile) => {
    const data = pageData(file);
    const imports: MdxjsEsm[] = [];
    const byPath = new Map<string, string>();
    walkTree(tree, (node) => {
      if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return;
      const element = node as MdxJsxFlowElement | MdxJsxTextElement;
      if (element.name !== 'Snippet') return;
      const fileAttribute = element.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === 'file');
      const name = typeof fileAttribute?.value === 'string' ? fileAttribute.value : undefined;
      if (!name) {
        report(file, element.position?.start, {
          rule: 'component/invalid-attribute',
          message: '`<Snippet>` needs a `file` attribute.',
          hint: 'Write `<Snippet file="name.mdx" />` to include `snippets/name.mdx`.',
        });
        return;
      }
      const resolution = resolveSnippetFile(name, data.siteDir);
      if (resolution.kind === 'outside') {
        report(file, element.position?.start, outsideSite(name));
        leaveOut(element);
        return;
      }
      if (resolution.kind !== 'file') {
        // As Mintlify did: the page publishes, without the snippet.
        report(file, element.position?.start, {
          rule: 'mdx/missing-import',
          severity: 'warning',
          message: `Cannot include snippet \`${name}\`: no such file in \`snippets/\`. It is left out of the page.`,
          hint: `Create \`snippets/${name}\`, or fix the file name.`,
        });
        leaveOut(element);
        return;
      }
      const resolved = resolution.path;
      let local = byPath.get(resolved);
      if (!local) {
        local = `QuireSnippet${byPath.size}`;
        byPath.set(resolved, local);
        imports.push(importNode(local, resolved));
        data.imports.add(resolved);
      }
      element.name = local;
      element.attributes = element.attributes.filter((a) => a !== fileAttribute);
    });
    tree.children.unshift(...imports);
  };
}

function importNode(local: string, absolutePath: string): MdxjsEsm {
  const estree: Program = {
    type: 'Program',
    sourceType: 'module',
    body: [
      {
        type: 'ImportDeclaration',
        specifiers: [{ type: 'ImportDefaultSpecifier', local: { type: 'Identifier', name: local } }],
        source: { type: 'Literal', value: absolutePath, raw: JSON.stringify(absolutePath) },
        attributes: [],
      },
    ],
  };
  return { type: 'mdxjsEsm', value: `import ${local} from ${JSON.stringify(absolutePath)}`, data: { estree } };
}
