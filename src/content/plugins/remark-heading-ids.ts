import GithubSlugger from 'github-slugger';
import type { Heading, Root } from 'mdast';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import type { VFile } from 'vfile';
import { pageData } from '../page-data.js';
import { plainText } from '../plain-text.js';
import { walkTree } from '../walk-tree.js';

/**
 * Gives every heading a GitHub-style id and lists h2/h3 in the table of contents. Changelog
 * `<Update label>` entries get an id from their label too and appear in the contents like h2s.
 */
export function remarkHeadingIds() {
  return (tree: Root, file: VFile) => {
    const data = pageData(file);
    assignHeadingIds(tree, (id, text, depth) => {
      if (depth === 2 || depth === 3) data.toc.push({ depth, id, text });
    });
  };
}

/**
 * Sets the id of every heading and `<Update label>` (depth 2) of a tree, and tells `found` each
 * one. The render pipeline and `quire check`'s link checks share it, so a link is checked
 * against the ids the page will have.
 */
export function assignHeadingIds(tree: Root, found: (id: string, text: string, depth: number) => void): void {
  const slugger = new GithubSlugger();
  walkTree(tree, (node) => {
    if (node.type === 'heading') {
      const heading = node as Heading;
      const text = plainText(heading);
      const existing = heading.data?.hProperties?.id;
      const id = typeof existing === 'string' ? existing : slugger.slug(text);
      heading.data = { ...heading.data, hProperties: { ...heading.data?.hProperties, id } };
      found(id, text, heading.depth);
    } else if (node.type === 'mdxJsxFlowElement' && node.name === 'Update') {
      const element = node as MdxJsxFlowElement;
      const label = element.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === 'label')?.value;
      if (typeof label !== 'string' || !label) return;
      const id = slugger.slug(label);
      element.attributes.push({ type: 'mdxJsxAttribute', name: 'id', value: id });
      found(id, label, 2);
    }
  });
}
