import type { Root } from 'mdast';
import { visit } from 'unist-util-visit';

const RELATIVE_PAGE_LINK = /^(?![a-z][a-z\d+.-]*:|\/\/|#)([^?#]*?)\.mdx?(?=$|[?#])/i;

/** `[x](./setup.mdx#y)` links to the page, so the source extension goes: `./setup#y`. */
export function remarkLinkExtensions() {
  return (tree: Root) => {
    visit(tree, ['link', 'definition'], (node) => {
      if ('url' in node && typeof node.url === 'string') node.url = node.url.replace(RELATIVE_PAGE_LINK, '$1');
    });
  };
}
