import type { Nodes, Root } from 'mdast';
import type { MdxJsxAttribute } from 'mdast-util-mdx-jsx';
import type { VFile } from 'vfile';
import { safeHref } from '../../util/safe-href.js';
import { report } from '../page-data.js';
import { walkTree } from '../walk-tree.js';

/**
 * A link whose address runs or smuggles code (`javascript:`, `vbscript:`, `data:`, however
 * disguised) is kept as its text, with a warning at its place: a page stays publishable, as with
 * docs.json, whose links pass the same check (util/safe-href.ts). Covers Markdown links,
 * autolinks, reference definitions and the `href` of any element (`<a>`, `<Card>`, `<Tile>`,
 * `<Link>`), written as text or as a string in `{ }`; an `href` computed in `{ }` is page code,
 * which can do worse than a link (the components still make no link of it, util/safe-href.ts).
 */
export function remarkUnsafeLinks() {
  return (tree: Root, file: VFile) => {
    const warn = (node: Nodes, url: string) =>
      report(file, node.position?.start, {
        rule: 'mdx/unsafe-link',
        severity: 'warning',
        message: `The link to \`${url.slice(0, 60)}\` would run code in the reader's browser; it is shown as plain text.`,
        hint: 'Link to a page, an `http(s)` address, `mailto:` or `tel:`; to show such an address, put it in a code span.',
      });
    const unsafeDefinitions = new Set<string>();
    walkTree(tree, (node) => {
      if (node.type !== 'definition' || safeHref(node.url) !== undefined) return;
      warn(node, node.url);
      unsafeDefinitions.add(node.identifier);
      node.url = '';
    });
    walkTree(tree, (node) => {
      if ((node.type === 'link' && safeHref(node.url) === undefined) || (node.type === 'linkReference' && unsafeDefinitions.has(node.identifier))) {
        if (node.type === 'link') warn(node, node.url);
        // Its text as a <span>: mdast-util-to-hast renames the element and drops the address.
        node.data = { ...node.data, hName: 'span', hProperties: { href: undefined } };
      } else if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
        const href = node.attributes.find((a): a is MdxJsxAttribute => a.type === 'mdxJsxAttribute' && a.name === 'href');
        const url = href && writtenString(href);
        if (url === undefined || safeHref(url) !== undefined) return;
        warn(node, url);
        node.attributes = node.attributes.filter((a) => a !== href);
      }
    });
  };
}

/** An attribute's value written as text (`href="…"`) or as one string in `{ }` (`href={"…"}`). */
function writtenString(attribute: MdxJsxAttribute): string | undefined {
  if (typeof attribute.value === 'string') return attribute.value;
  const statement = attribute.value?.data?.estree?.body[0];
  if (statement?.type !== 'ExpressionStatement') return undefined;
  const expression = statement.expression;
  if (expression.type === 'Literal' && typeof expression.value === 'string') return expression.value;
  if (expression.type === 'TemplateLiteral' && expression.expressions.length === 0) return expression.quasis[0]?.value.cooked ?? undefined;
  return undefined;
}
