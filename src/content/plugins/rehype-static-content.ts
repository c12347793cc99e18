import type { Root } from 'hast';
import type { VFile } from 'vfile';
import { components } from '../../components/index.js';
import { pageData } from '../page-data.js';
import { staticContent } from '../static-content.js';

/**
 * A page that needs no JavaScript keeps its content as Preact elements (see static-content.ts)
 * and hands MDX an empty tree, so the JavaScript stage (estree, JSX rewriting, code generation,
 * evaluation) costs next to nothing. Snippets always compile: they are modules other files import.
 */
export function rehypeStaticContent() {
  return (tree: Root, file: VFile) => {
    const data = pageData(file);
    if (data.isSnippet) return;
    const content = staticContent(tree, components);
    if (!content) return;
    data.staticContent = content;
    tree.children = [];
  };
}
