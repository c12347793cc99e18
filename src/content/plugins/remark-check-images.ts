import type { Root } from 'mdast';
import type { MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import type { VFile } from 'vfile';
import { missingImage, missingLocalImage } from '../local-image.js';
import { displayPath, pageData, report } from '../page-data.js';
import { walkTree } from '../walk-tree.js';

interface Place {
  line: number;
  column: number;
}

/** The attribute of each element that holds an image address: `<img src>` (also inside `<Frame>`), a Card's `img`. */
const IMAGE_ATTRIBUTES: Record<string, string> = { img: 'src', Card: 'img' };

const HTML_IMG = /<img\b[^>]*?\bsrc\s*=\s*(["'])(.*?)\1/gi;

/** The place of `offset` in an HTML node's text, which starts at `start`. */
function placeIn(text: string, offset: number, start: Place): Place {
  const lines = text.slice(0, offset).split('\n');
  return lines.length === 1 ? { line: start.line, column: start.column + offset } : { line: start.line + lines.length - 1, column: lines.at(-1)!.length + 1 };
}

/**
 * Rule `image/missing`: a local image (Markdown `![]()`, `<img src>`, a Card's `img`) whose
 * file is not in the site, a warning at its address. Remote addresses are not checked. A
 * snippet's relative addresses depend on the page that includes it, so only its `/` ones are.
 */
export function remarkCheckImages() {
  return (tree: Root, file: VFile) => {
    const data = pageData(file);
    const route = `/${displayPath(file.path, data.siteDir).replace(/\.mdx?$/i, '').replace(/(^|\/)index$/, '')}`;
    const check = (src: string, place: Place | undefined) => {
      if (data.isSnippet && !src.trim().startsWith('/')) return;
      const missing = missingLocalImage(src, data.siteDir, route);
      if (missing) report(file, place, missingImage(src, missing));
    };
    walkTree(tree, (node) => {
      if (node.type === 'image') check(node.url, node.position?.start);
      else if (node.type === 'html' && node.position) {
        for (const match of node.value.matchAll(HTML_IMG)) check(match[2]!, placeIn(node.value, match.index, node.position.start));
      } else if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
        const element = node as MdxJsxFlowElement | MdxJsxTextElement;
        const name = element.name && IMAGE_ATTRIBUTES[element.name];
        const attribute = name && element.attributes.find((a): a is MdxJsxAttribute => a.type === 'mdxJsxAttribute' && a.name === name);
        if (attribute && typeof attribute.value === 'string') check(attribute.value, attribute.position?.start ?? element.position?.start);
      }
    });
  };
}
