import type { Expression, Identifier, Program } from 'estree';
import type { Root } from 'mdast';
import type { VFile } from 'vfile';
import { COMPONENT_NAMES } from '../../components/names.js';
import { boundNames, topLevelNames, walkEstree } from '../estree.js';
import { pageData, report } from '../page-data.js';
import { walkExpressions, walkTree } from '../walk-tree.js';

/** Props every page is rendered with (see render-page.ts), so their names are expected. */
const PAGE_PROPS = new Set(['user']);

/**
 * Snippets use the props they are given as bare names (`{word}` for `<MySnippet word="x" />`),
 * as Mintlify allows. MDX would throw a ReferenceError there, so every name an expression uses
 * that nothing defines is rewritten to `props.name`. In a page this renders nothing, which is
 * almost always a mistake, so pages also get a warning.
 */
export function remarkFreeVariables() {
  return (tree: Root, file: VFile) => {
    const data = pageData(file);
    const defined = new Set<string>(['props', ...COMPONENT_NAMES]);
    walkTree(tree, (node) => {
      if (node.type !== 'mdxjsEsm') return;
      const program = node.data?.estree;
      if (program) for (const name of topLevelNames(program)) defined.add(name);
    });
    const warned = new Set<string>();

    const rewrite = (program: Program) => {
      const local = boundNames(program);
      walkEstree(program, (node, parent, key) => {
        if (node.type !== 'Identifier' || !parent || !isReference(parent as unknown as { type: string } & Record<string, unknown>, key)) return;
        const name = node.name;
        if (defined.has(name) || local.has(name) || name in globalThis) return;
        if (!data.isSnippet && !PAGE_PROPS.has(name) && !warned.has(name)) {
          warned.add(name);
          const loc = node.loc?.start;
          report(file, loc ? { line: loc.line, column: loc.column + 1 } : undefined, {
            rule: 'mdx/undefined-variable',
            severity: 'warning',
            message: `\`${name}\` is not defined in this page; it renders as nothing.`,
            hint: `Define it with \`export const ${name} = ...\`, or import it from a snippet.`,
          });
        }
        if (parent.type === 'Property' && parent.shorthand) parent.shorthand = false;
        return propsMember(node);
      });
    };

    walkExpressions(tree, rewrite);
  };
}

function isReference(parent: { type: string } & Record<string, unknown>, key: string | undefined): boolean {
  switch (parent.type) {
    case 'MemberExpression':
      return key !== 'property' || parent.computed === true;
    case 'Property':
    case 'MethodDefinition':
    case 'PropertyDefinition':
      return key !== 'key' || parent.computed === true;
    case 'LabeledStatement':
    case 'BreakStatement':
    case 'ContinueStatement':
    case 'MetaProperty':
      return false;
    default:
      return !parent.type.startsWith('JSX') || parent.type === 'JSXExpressionContainer' || parent.type === 'JSXSpreadAttribute';
  }
}

function propsMember(node: Identifier): Expression {
  return {
    type: 'MemberExpression',
    object: { type: 'Identifier', name: 'props' },
    property: { type: 'Identifier', name: node.name },
    computed: false,
    optional: false,
  };
}
