import type { Root } from 'mdast';
import { remarkHeadingComponent } from '../content/plugins/remark-heading-component.js';
import { assignHeadingIds } from '../content/plugins/remark-heading-ids.js';
import { walkTree } from '../content/walk-tree.js';
import { isJsxElement, jsxAttribute } from './jsx.js';
import type { Place } from './rule.js';

/** What `quire check` needs of a page to check links between pages, gathered on its render thread. */
export interface PageReferences {
  /**
   * The ids the page's HTML will have: its headings' and `<Update>`s' (as the render pipeline
   * gives them) and literal `id` attributes. Undefined when the page imports code or snippets,
   * whose headings are only known when they render: links to its anchors are then not checked.
   */
  ids?: string[];
  /** Addresses of links, as written, with their place: Markdown links and definitions, `<a href>`, `<Link href>`, `<Card href>`. */
  links: (Place & { href: string })[];
}

const HREF_ELEMENTS = new Set(['a', 'Link', 'Card']);
const HTML_ID = /\bid\s*=\s*(["'])(.*?)\1/gi;

/** Collects a parsed page's ids and links; it gives headings their ids, so run it last on the tree. */
export function pageReferences(tree: Root): PageReferences {
  let known = true;
  const ids: string[] = [];
  const links: PageReferences['links'] = [];
  const link = (href: string, place: Place | undefined) => {
    if (place) links.push({ href, line: place.line, column: place.column });
  };
  walkTree(tree, (node) => {
    if (node.type === 'mdxjsEsm') known = false;
    else if (node.type === 'link' || node.type === 'definition') link(node.url, node.position?.start);
    else if (node.type === 'html') for (const match of node.value.matchAll(HTML_ID)) ids.push(match[2]!);
    else if (isJsxElement(node)) {
      if (node.name === 'Snippet') known = false;
      const id = jsxAttribute(node, 'id')?.value;
      if (typeof id === 'string') ids.push(id);
      const href = node.name && HREF_ELEMENTS.has(node.name) ? jsxAttribute(node, 'href') : undefined;
      if (href && typeof href.value === 'string') link(href.value, href.position?.start ?? node.position?.start);
    }
  });
  remarkHeadingComponent()(tree);
  assignHeadingIds(tree, (id) => ids.push(id));
  return { ...(known ? { ids } : {}), links };
}
