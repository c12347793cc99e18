import type { Root } from 'mdast';
import type { VFile } from 'vfile';
import { pageData } from '../page-data.js';
import { plainText } from '../plain-text.js';

/** Keeps the page's readable text (for search and descriptions) before code turns into HTML. */
export function remarkCollectText() {
  return (tree: Root, file: VFile) => {
    pageData(file).text = plainText(tree);
  };
}
