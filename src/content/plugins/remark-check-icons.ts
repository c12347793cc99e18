import type { Root } from 'mdast';
import type { MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import type { VFile } from 'vfile';
import { hasFreeIcon } from '../../components/icons.js';
import { report } from '../page-data.js';
import { walkTree } from '../walk-tree.js';

const stringAttribute = (element: MdxJsxFlowElement | MdxJsxTextElement, name: string): MdxJsxAttribute | undefined =>
  element.attributes.find((a): a is MdxJsxAttribute => a.type === 'mdxJsxAttribute' && a.name === name && typeof a.value === 'string');

/** A plain `key: value` line of front matter (quotes dropped), with its line in the YAML: its icon and style for the sidebar. */
function frontmatterKey(yaml: string, key: string): { value: string; line: number } | undefined {
  const lines = yaml.split('\n');
  const line = lines.findIndex((text) => text.startsWith(`${key}:`));
  if (line < 0) return undefined;
  const value = lines[line]!.slice(key.length + 1).trim().replace(/^(["'])(.*)\1$/, '$2');
  return value ? { value, line } : undefined;
}

/**
 * Rule `icon/unknown`: an `icon="..."` of a component, or the page's `icon` front matter (its
 * sidebar icon), that the free Font Awesome packs do not have (Pro-only icons are common in
 * Mintlify sites). The page still renders, with a same-sized placeholder in its place, so this
 * is a warning where the name is written. A name in a `{ }` expression is only known when the
 * page runs, and is not checked.
 */
export function remarkCheckIcons() {
  return (tree: Root, file: VFile) => {
    walkTree(tree, (node) => {
      if (node.type === 'yaml' && node.position) {
        const icon = frontmatterKey(node.value, 'icon');
        if (icon && !hasFreeIcon(icon.value, frontmatterKey(node.value, 'iconType')?.value)) {
          // The YAML starts on the line after the opening `---`.
          report(file, { line: node.position.start.line + 1 + icon.line, column: 1 }, unknownIcon(icon.value));
        }
        return;
      }
      if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return;
      const element = node as MdxJsxFlowElement | MdxJsxTextElement;
      const icon = stringAttribute(element, 'icon');
      const name = icon?.value as string | undefined;
      if (!icon || !name || hasFreeIcon(name, stringAttribute(element, 'iconType')?.value as string | undefined)) return;
      report(file, icon.position?.start ?? element.position?.start, unknownIcon(name));
    });
  };
}

/** The warning for an icon name with no free icon, wherever it is written. */
export function unknownIcon(name: string) {
  return {
    rule: 'icon/unknown',
    severity: 'warning' as const,
    message: `The icon \`${name}\` is not in the free Font Awesome icons (it may be a Pro icon); a blank square takes its place.`,
    hint: 'Pick a free icon of https://fontawesome.com/search?ic=free, or give the URL of an image.',
  };
}
