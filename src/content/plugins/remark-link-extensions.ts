import type { Root } from 'mdast';
import { walkTree } from '../walk-tree.js';

const RELATIVE_PAGE_LINK = /^(?![a-z][a-z\d+.-]*:|\/\/|#)([^?#]*?)\.mdx?(?=$|[?#])/i;

/** `[x](./setup.mdx#y)` links to the page, so the source extension goes: `./setup#y`. */
export function remarkLinkExtensions() {
  return (tree: Root) => {
    walkTree(tree, (node) => {
      if (node.type === 'link' || node.type === 'definition') node.url = node.url.replace(RELATIVE_PAGE_LINK, '$1');
    });
  };
}
