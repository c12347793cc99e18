import type { CallExpression, Expression, Node, Program, Statement } from 'estree';
import { walkEstree } from '../estree.js';

/** The name under which the run arguments carry the module loader. */
export const LOADER_ARGUMENT = 'quireImport';

const MDX_HELPERS = new Set(['_resolveDynamicMdxSpecifier', '_importMetaUrl']);

/**
 * MDX compiles `import x from '/abs/path'` in a function body to
 * `await import(_resolveDynamicMdxSpecifier('/abs/path'))`. Node cannot import `.mdx` files, so
 * each becomes `await arguments[0].quireImport('/abs/path')`, and MDX's URL helpers (which need a
 * `baseUrl` we do not have) are dropped: remark-resolve-imports already made every path absolute.
 */
export function recmaImportLoader() {
  return (tree: Program) => {
    walkEstree(tree, (node) => {
      if (node.type !== 'ImportExpression') return;
      return loaderCall(unwrapResolve(node.source));
    });
    tree.body = tree.body.filter((statement) => !isHelper(statement));
  };
}

function unwrapResolve(source: Expression): Expression {
  if (source.type === 'CallExpression' && source.callee.type === 'Identifier' && source.callee.name === '_resolveDynamicMdxSpecifier') {
    return source.arguments[0] as Expression;
  }
  return source;
}

function loaderCall(specifier: Expression): CallExpression {
  return {
    type: 'CallExpression',
    optional: false,
    callee: {
      type: 'MemberExpression',
      computed: false,
      optional: false,
      object: {
        type: 'MemberExpression',
        computed: true,
        optional: false,
        object: { type: 'Identifier', name: 'arguments' },
        property: { type: 'Literal', value: 0, raw: '0' },
      },
      property: { type: 'Identifier', name: LOADER_ARGUMENT },
    },
    arguments: [specifier],
  };
}

function isHelper(statement: Statement | Node): boolean {
  if (statement.type === 'FunctionDeclaration') return MDX_HELPERS.has(statement.id?.name ?? '');
  if (statement.type === 'VariableDeclaration') {
    return statement.declarations.some((d) => d.id.type === 'Identifier' && MDX_HELPERS.has(d.id.name));
  }
  if (statement.type === 'IfStatement') {
    const test = statement.test;
    return test.type === 'UnaryExpression' && test.argument.type === 'Identifier' && MDX_HELPERS.has(test.argument.name);
  }
  return false;
}
