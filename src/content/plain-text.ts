import type { Nodes } from 'mdast';

const BLOCKS = new Set(['paragraph', 'heading', 'code', 'listItem', 'tableRow', 'blockquote', 'mdxJsxFlowElement', 'thematicBreak']);
const SKIPPED = new Set(['mdxjsEsm', 'mdxFlowExpression', 'mdxTextExpression', 'yaml', 'toml', 'html']);

/** Readable text of a tree: words of paragraphs, headings and code, blocks separated by newlines. */
export function plainText(node: Nodes): string {
  const parts: string[] = [];
  const walk = (current: Nodes) => {
    if (SKIPPED.has(current.type)) return;
    if ('value' in current && typeof current.value === 'string') parts.push(current.value);
    else if (current.type === 'image' && current.alt) parts.push(current.alt);
    if ('children' in current) for (const child of current.children) walk(child as Nodes);
    if (BLOCKS.has(current.type)) parts.push('\n');
    else if (current.type === 'tableCell') parts.push(' ');
  };
  walk(node);
  return parts
    .join('')
    .replace(/[ \t]+/g, ' ')
    .replace(/ ?\n[\s]*/g, '\n')
    .trim();
}
