import path from 'node:path';
import type { Expression, ModuleDeclaration, Program, Statement, Directive } from 'estree';
import type { JSXElement, JSXFragment } from 'estree-jsx';
import type { Nodes, Parents, Root } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import type { VFile } from 'vfile';
import { pageData, report } from '../page-data.js';
import { resolveImport, resolveSnippetFile } from '../resolve-import.js';
import { leaveOut } from './remark-check-components.js';

type Element = MdxJsxFlowElement | MdxJsxTextElement;
type Place = { line: number; column: number } | undefined;

/** Snippet files an untrusted page may still import: text, compiled under the same rules. */
const CONTENT_EXTENSIONS = new Set(['.md', '.mdx']);

const HINT = 'Under `--untrusted` Quire runs no JavaScript from pages (see the trust model in the deploying guide). Write the value as text, or build without `--untrusted` once the change is trusted.';

/**
 * `--untrusted` (issue 23): a page from a fork may not run code on the build machine. Before
 * anything else sees the tree, this removes every `{ }` expression, attribute expression and
 * `import`/`export` that could run code, each with a located `mdx/untrusted-code` warning, so the
 * page still publishes, as its text. What stays runs nothing of the page:
 * - expressions that are plain values (`cols={2}`, `style={{ color: 'red' }}`, `{' '}`,
 *   comments), and HTML written as JSX inside them;
 * - imports of `.md`/`.mdx` snippets, which remark-resolve-imports then holds inside the site
 *   and which compile under the same rules. Script snippets (`.js`, `.jsx`) are code, and go.
 * A trusted build leaves the tree alone.
 */
export function remarkUntrustedCode() {
  return (tree: Root, file: VFile) => {
    const data = pageData(file);
    if (!data.untrusted) return;
    // Names the left-out imports and exports defined: elements using them go too, without a second
    // warning (as unknown components they would each draw one).
    const removedNames = new Set<string>();
    const leftOut = (node: { position?: { start: Place } }, what: string) =>
      report(file, node.position?.start, { rule: 'mdx/untrusted-code', severity: 'warning', message: `${what} left out: \`--untrusted\` runs no code from pages.`, hint: HINT });

    const strip = (parent: Parents) => {
      parent.children = (parent.children as Nodes[]).filter((child) => {
        if (child.type === 'mdxFlowExpression' || child.type === 'mdxTextExpression') {
          if (isInertProgram(child.data?.estree)) return true;
          leftOut(child, 'A `{ }` expression');
          return false;
        }
        if (child.type === 'mdxjsEsm') {
          const program = child.data?.estree;
          if (!program) return false;
          const kept = program.body.filter((statement) => {
            if (isContentImport(statement, file.path, data.siteDir)) return true;
            for (const name of declaredNames(statement)) removedNames.add(name);
            const start = statement.loc?.start;
            report(file, start ? { line: start.line, column: start.column + 1 } : child.position?.start, {
              rule: 'mdx/untrusted-code',
              severity: 'warning',
              message: `${statement.type === 'ImportDeclaration' ? `The import of \`${String(statement.source.value)}\`` : 'An `export`'} left out: \`--untrusted\` runs no code from pages and imports only \`.md\`/\`.mdx\` snippets.`,
              hint: HINT,
            });
            return false;
          });
          program.body = kept;
          return kept.length > 0;
        }
        return true;
      }) as typeof parent.children;
      for (const child of parent.children as Nodes[]) {
        if (child.type === 'mdxJsxFlowElement' || child.type === 'mdxJsxTextElement') {
          stripElement(child);
          // A formula's braces parse as `{ }` expressions; remark-katex, next, reads it all as TeX.
          if (child.name === 'Latex') continue;
        }
        if ('children' in child) strip(child);
      }
    };

    const stripElement = (element: Element) => {
      if (element.name && removedNames.has(element.name.split('.')[0]!)) {
        leaveOut(element);
        return;
      }
      element.attributes = element.attributes.filter((attribute) => {
        if (attribute.type === 'mdxJsxExpressionAttribute') {
          leftOut(element, 'A `{...spread}` attribute');
          return false;
        }
        if (!attribute.value || typeof attribute.value === 'string' || isInertProgram(attribute.value.data?.estree)) return true;
        leftOut(element, `The \`${attribute.name}={ }\` expression of \`<${element.name ?? ''}>\``);
        return false;
      });
      // <Snippet file="x.jsx" /> would run the script: the element goes, as an import of it would.
      const fileAttribute = element.name === 'Snippet' ? element.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === 'file') : undefined;
      if (typeof fileAttribute?.value === 'string') {
        const resolution = resolveSnippetFile(fileAttribute.value, data.siteDir);
        if (resolution.kind === 'file' && !CONTENT_EXTENSIONS.has(path.extname(resolution.path).toLowerCase())) {
          leftOut(element, `The script snippet \`${fileAttribute.value}\``);
          leaveOut(element);
        }
      }
    };

    strip(tree);
  };
}

/** The names an `import` or `export` statement defines in the page. */
function declaredNames(statement: Statement | Directive | ModuleDeclaration): string[] {
  if (statement.type === 'ImportDeclaration') return statement.specifiers.map((specifier) => specifier.local.name);
  if (statement.type !== 'ExportNamedDeclaration' || !statement.declaration) return [];
  const declaration = statement.declaration;
  if (declaration.type === 'VariableDeclaration') return declaration.declarations.flatMap((d) => (d.id.type === 'Identifier' ? [d.id.name] : []));
  return declaration.id ? [declaration.id.name] : [];
}

/**
 * An `import` of a `.md`/`.mdx` file, or of a path that is missing or outside the site (left for
 * remark-resolve-imports to report as the errors they are); never a package or a script.
 */
function isContentImport(statement: Statement | Directive | ModuleDeclaration, importer: string, siteDir: string): boolean {
  if (statement.type !== 'ImportDeclaration' || typeof statement.source.value !== 'string') return false;
  const resolution = resolveImport(statement.source.value, importer, siteDir);
  if (resolution.kind === 'missing' || resolution.kind === 'outside') return true;
  return resolution.kind === 'file' && CONTENT_EXTENSIONS.has(path.extname(resolution.path).toLowerCase());
}

/** A `{ }` holding nothing but a comment, or one value written out. */
function isInertProgram(program: Program | null | undefined): boolean {
  if (!program) return true;
  if (program.body.length === 0) return true;
  const [statement] = program.body;
  return program.body.length === 1 && statement!.type === 'ExpressionStatement' && isInert(statement.expression);
}

/**
 * A value written out: evaluating it calls nothing and reads no name. JSX counts only as HTML
 * (a lowercase tag): `<process.exit />` would call a function of Node.
 */
function isInert(node: Expression | JSXElement | JSXFragment): boolean {
  switch (node.type) {
    case 'Literal':
      return node.value === null || ['string', 'number', 'boolean'].includes(typeof node.value);
    case 'TemplateLiteral':
      return node.expressions.length === 0;
    case 'UnaryExpression':
      return (node.operator === '-' || node.operator === '+') && node.argument.type === 'Literal' && typeof node.argument.value === 'number';
    case 'ArrayExpression':
      return node.elements.every((element) => element !== null && element.type !== 'SpreadElement' && isInert(element));
    case 'ObjectExpression':
      return node.properties.every(
        (property) =>
          property.type === 'Property' &&
          property.kind === 'init' &&
          !property.computed &&
          !property.method &&
          (property.key.type === 'Identifier' || property.key.type === 'Literal') &&
          isInert(property.value as Expression),
      );
    case 'JSXElement':
    case 'JSXFragment':
      return isInertJsx(node);
    default:
      return false;
  }
}

function isInertJsx(node: JSXElement | JSXFragment): boolean {
  if (node.type === 'JSXElement') {
    const { name, attributes } = node.openingElement;
    if (name.type !== 'JSXIdentifier' || !/^[a-z]/.test(name.name)) return false;
    const attributesInert = attributes.every(
      (attribute) =>
        attribute.type === 'JSXAttribute' &&
        (attribute.value === null ||
          attribute.value.type === 'Literal' ||
          (attribute.value.type === 'JSXExpressionContainer' && attribute.value.expression.type !== 'JSXEmptyExpression' && isInert(attribute.value.expression))),
    );
    if (!attributesInert) return false;
  }
  return node.children.every((child) => {
    if (child.type === 'JSXText') return true;
    if (child.type === 'JSXElement' || child.type === 'JSXFragment') return isInertJsx(child);
    if (child.type === 'JSXExpressionContainer') return child.expression.type === 'JSXEmptyExpression' || isInert(child.expression);
    return false;
  });
}
