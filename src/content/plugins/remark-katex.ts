import type { Expression, Program } from 'estree';
import type { KatexOptions, ParseError } from 'katex';
import type { Paragraph, Parents, Root, RootContent } from 'mdast';
import type { InlineMath, Math } from 'mdast-util-math';
import type { MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import type { Position } from 'unist';
import type { VFile } from 'vfile';
import { pageData, report } from '../page-data.js';

type Formula = MdxJsxFlowElement | MdxJsxTextElement;
type Typeset = (tex: string, display: boolean, texStart: number | undefined, position: Position | undefined) => string;

// Strictness warnings (LaTeX-incompatible input that KaTeX renders anyway) would go to the
// console of every build; only real errors are reported, each where it is written.
const OPTIONS: KatexOptions = { strict: 'ignore', throwOnError: true };

/**
 * Typesets TeX at build time with KaTeX, so a reader's browser runs no math code: `$…$` and
 * `$$…$$` (parsed by remark-math) and Mintlify's `<Latex>` become `<Latex html>` elements
 * carrying KaTeX's markup, and the page notes that it has math (its layout then loads KaTeX's
 * stylesheet). The TeX stays as the element's text, for heading ids, the table of contents and
 * search. Invalid TeX is shown as KaTeX shows it (its source, in red) and reported where it is
 * written; the page still builds. KaTeX is loaded by the first page with a formula: a render
 * thread that meets none never pays for it.
 * First of the page checks: a `<Latex>`'s TeX braces (`\frac{a}{b}`) parse as `{ }` expressions,
 * which the checks after it would take for undefined variables.
 */
export function remarkKatex() {
  return async (tree: Root, file: VFile) => {
    const data = pageData(file);
    const places: { siblings: RootContent[]; index: number }[] = [];
    // Plain recursion like walkTree (walk-tree.ts), but a formula's own children are not looked into.
    const walk = (parent: Parents) => {
      const children = parent.children as RootContent[];
      for (let i = 0; i < children.length; i++) {
        const child = children[i]!;
        const price = child.type === 'inlineMath' ? priceText(child, data.source) : undefined;
        if (price !== undefined) children[i] = { type: 'text', value: price, position: child.position };
        else if (isFormula(child, data.source)) places.push({ siblings: children, index: i });
        else if ('children' in child) walk(child);
      }
    };
    walk(tree);
    if (places.length === 0) return;

    data.hasMath = true;
    const { default: katex } = await import('katex');
    const typeset: Typeset = (tex, display, texStart, position) => {
      try {
        return katex.renderToString(tex, { ...OPTIONS, displayMode: display });
      } catch (error) {
        if (!(error instanceof katex.ParseError)) throw error;
        // KaTeX gives the place in the TeX when it knows it; a formula's first character otherwise.
        const place = texStart !== undefined ? placeOf(data.source, texStart + (error.position ?? 0)) : position?.start;
        reportInvalidTex(file, place, error);
        return katex.renderToString(tex, { ...OPTIONS, displayMode: display, throwOnError: false });
      }
    };
    for (const { siblings, index } of places) siblings[index] = typesetFormula(siblings[index]!, data.source, typeset);
  };
}

function isFormula(node: RootContent, source: string): boolean {
  if (node.type === 'math' || node.type === 'inlineMath') return true;
  if (node.type === 'paragraph') return isLoneDisplayMath(node, source);
  return (node.type === 'mdxJsxTextElement' || node.type === 'mdxJsxFlowElement') && node.name === 'Latex';
}

function typesetFormula(node: RootContent, source: string, typeset: Typeset): RootContent {
  if (node.type === 'math') return displayFormula(node, typeset(node.value, true, texOffset(source, node), node.position));
  if (node.type === 'inlineMath') return inlineFormula(node, typeset(node.value, false, texOffset(source, node), node.position));
  if (node.type === 'paragraph') {
    const math = node.children[0] as InlineMath;
    return displayFormula({ ...math, position: node.position }, typeset(math.value, true, texOffset(source, math), math.position));
  }
  const element = node as Formula;
  const { tex, offset } = latexSource(element, source);
  element.attributes = [{ type: 'mdxJsxAttribute', name: 'html', value: typeset(tex, false, offset, element.position) }];
  element.children = element.type === 'mdxJsxTextElement' ? [{ type: 'text', value: tex }] : [{ type: 'paragraph', children: [{ type: 'text', value: tex }] }];
  return element;
}

/**
 * The text of `$…$` written the way prices are (`costs $5 and $10`), read as Pandoc reads it:
 * math has no space just inside either dollar and no digit just after the closing one. Undefined
 * for a formula. remark-math alone reads any two single dollars as math, and documentation
 * mentions prices far more often than formulas.
 */
function priceText(node: InlineMath, source: string): string | undefined {
  const start = node.position?.start.offset;
  const end = node.position?.end.offset;
  if (start === undefined || end === undefined || source.startsWith('$$', start)) return undefined;
  const inside = source.slice(start + 1, end - 1);
  return /^\s|\s$/.test(inside) || /\d/.test(source[end] ?? '') ? source.slice(start, end) : undefined;
}

/** `$$E = mc^2$$` alone in a paragraph is a formula on its own line, as Mintlify documents it. */
function isLoneDisplayMath(paragraph: Paragraph, source: string): boolean {
  const only = paragraph.children.length === 1 ? paragraph.children[0] : undefined;
  const start = only?.position?.start.offset;
  return only?.type === 'inlineMath' && start !== undefined && source.startsWith('$$', start);
}

function displayFormula(node: Math | InlineMath, html: string): MdxJsxFlowElement {
  const attributes: MdxJsxAttribute[] = [
    { type: 'mdxJsxAttribute', name: 'html', value: html },
    { type: 'mdxJsxAttribute', name: 'display', value: null },
  ];
  return { type: 'mdxJsxFlowElement', name: 'Latex', attributes, children: [{ type: 'paragraph', children: [{ type: 'text', value: node.value }] }], position: node.position };
}

function inlineFormula(node: InlineMath, html: string): MdxJsxTextElement {
  const attributes: MdxJsxAttribute[] = [{ type: 'mdxJsxAttribute', name: 'html', value: html }];
  return { type: 'mdxJsxTextElement', name: 'Latex', attributes, children: [{ type: 'text', value: node.value }], position: node.position };
}

/** Where a math node's TeX begins in the file (its value is the text between the dollars or fences). */
function texOffset(source: string, node: Math | InlineMath): number | undefined {
  const start = node.position?.start.offset;
  const end = node.position?.end.offset;
  if (start === undefined || end === undefined) return undefined;
  const found = source.indexOf(node.value, start);
  return found >= 0 && found + node.value.length <= end ? found : undefined;
}

/**
 * The TeX of `<Latex>…</Latex>`: what is written between the tags, braces included, whatever MDX
 * made of it; or the string of `<Latex>{'\\alpha'}</Latex>`, the way to write TeX that MDX cannot
 * read as text (`{\alpha}` is not JavaScript).
 */
function latexSource(element: Formula, source: string): { tex: string; offset?: number } {
  const children = element.children;
  const only = children.length === 1 ? children[0] : undefined;
  if (only?.type === 'mdxFlowExpression' || only?.type === 'mdxTextExpression') {
    const text = stringLiteral(only.data?.estree);
    if (text !== undefined) return { tex: text };
  }
  const start = children[0]?.position?.start.offset;
  const end = children.at(-1)?.position?.end.offset;
  if (start === undefined || end === undefined) return { tex: '' };
  const written = source.slice(start, end);
  const leading = written.length - written.trimStart().length;
  return { tex: written.trim(), offset: start + leading };
}

function stringLiteral(program: Program | null | undefined): string | undefined {
  const statement = program?.body.length === 1 ? program.body[0] : undefined;
  if (statement?.type !== 'ExpressionStatement') return undefined;
  const expression: Expression = statement.expression;
  if (expression.type === 'Literal' && typeof expression.value === 'string') return expression.value;
  if (expression.type === 'TemplateLiteral' && expression.expressions.length === 0) return expression.quasis[0]?.value.cooked ?? undefined;
  return undefined;
}

function reportInvalidTex(file: VFile, place: { line: number; column: number } | undefined, error: ParseError): void {
  report(file, place, {
    rule: 'math/invalid-tex',
    severity: 'warning',
    message: `Invalid TeX: ${error.rawMessage}. The page shows this formula's source in red.`,
    hint: 'Fix the TeX at this place (KaTeX lists the commands it supports at https://katex.org/docs/supported). To write a dollar sign as text, escape it: `\\$`.',
  });
}

function placeOf(source: string, offset: number): { line: number; column: number } {
  const before = source.slice(0, offset);
  const lineStart = before.lastIndexOf('\n') + 1;
  return { line: before.split('\n').length, column: offset - lineStart + 1 };
}
