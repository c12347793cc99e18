/** Small helpers over the ESTree programs MDX attaches to ESM and expression nodes. */
import type { Node as EsNode, Pattern, Program } from 'estree';

type AnyNode = EsNode & Record<string, unknown>;

/** Depth-first walk; `visit` may return a node to replace the current one in its parent. */
export function walkEstree(
  node: EsNode,
  visit: (node: EsNode, parent: EsNode | undefined, key: string | undefined) => EsNode | void,
  parent?: EsNode,
  key?: string,
): EsNode {
  const replacement = visit(node, parent, key);
  if (replacement) return replacement;
  const record = node as AnyNode;
  for (const field of Object.keys(record)) {
    if (field === 'loc' || field === 'range' || field === 'position' || field === 'data') continue;
    const value = record[field];
    if (Array.isArray(value)) {
      for (let i = 0; i < value.length; i++) {
        const child = value[i] as EsNode | null;
        if (child && typeof child.type === 'string') value[i] = walkEstree(child, visit, node, field);
      }
    } else if (value && typeof value === 'object' && typeof (value as EsNode).type === 'string') {
      record[field] = walkEstree(value as EsNode, visit, node, field);
    }
  }
  return node;
}

export function patternNames(pattern: Pattern | null | undefined, out: string[] = []): string[] {
  if (!pattern) return out;
  switch (pattern.type) {
    case 'Identifier':
      out.push(pattern.name);
      break;
    case 'ObjectPattern':
      for (const property of pattern.properties) patternNames(property.type === 'RestElement' ? property.argument : property.value, out);
      break;
    case 'ArrayPattern':
      for (const element of pattern.elements) patternNames(element, out);
      break;
    case 'RestElement':
      patternNames(pattern.argument, out);
      break;
    case 'AssignmentPattern':
      patternNames(pattern.left, out);
      break;
    default:
      break;
  }
  return out;
}

/** Names a module's top level declares: imports, `export const`, functions and classes. */
export function topLevelNames(program: Program): string[] {
  const names: string[] = [];
  for (const item of program.body) {
    const statement = (
      (item.type === 'ExportNamedDeclaration' || item.type === 'ExportDefaultDeclaration') && item.declaration ? item.declaration : item) as EsNode;
    if (statement.type === 'ImportDeclaration') for (const specifier of statement.specifiers) names.push(specifier.local.name);
    else if (statement.type === 'VariableDeclaration') for (const d of statement.declarations) patternNames(d.id, names);
    else if ((statement.type === 'FunctionDeclaration' || statement.type === 'ClassDeclaration') && statement.id) names.push(statement.id.name);
  }
  return names;
}

/** Every name bound anywhere inside `node` (parameters, declarations, catch clauses). */
export function boundNames(node: EsNode): Set<string> {
  const names = new Set<string>();
  walkEstree(node, (child) => {
    switch (child.type) {
      case 'VariableDeclarator':
        patternNames(child.id).forEach((n) => names.add(n));
        break;
      case 'FunctionDeclaration':
      case 'FunctionExpression':
      case 'ArrowFunctionExpression':
        if ('id' in child && child.id) names.add(child.id.name);
        for (const param of child.params) patternNames(param).forEach((n) => names.add(n));
        break;
      case 'CatchClause':
        patternNames(child.param).forEach((n) => names.add(n));
        break;
      case 'ClassDeclaration':
        if (child.id) names.add(child.id.name);
        break;
      default:
        break;
    }
  });
  return names;
}
