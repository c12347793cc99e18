import type { Nodes, Root } from 'mdast';
import type { Severity } from '../diagnostics.js';
import type { PageFrontmatter } from '../content/types.js';

export interface Place {
  line: number;
  column: number;
}

/** One finding of a rule; `severity` only when it is milder than the rule's own (a generic title under `page/front-matter`). */
export interface Finding {
  place: Place | undefined;
  message: string;
  hint?: string;
  severity?: Severity;
}

/** What an authoring rule sees of one page: parsed, never run. */
export interface PageContext {
  /** Path of the page relative to the site folder, with `/`. */
  file: string;
  source: string;
  tree: Root;
  frontmatter: PageFrontmatter;
  /** The lines of the YAML front matter, numbered as in the file, for placing a key. */
  frontmatterLine(key: string): Place | undefined;
  report(finding: Finding): void;
}

/**
 * An authoring rule of `quire check` (SPEC.md's page conventions). Its id names it in reports, in
 * `quire` config and in `quire-ignore` comments; `docs` is its section in docs/check-rules.mdx.
 */
export interface PageRule {
  id: string;
  severity: Severity;
  /** One line for the rules list of `.cursor/rules.md` and the docs' table. */
  summary: string;
  check(page: PageContext): void;
}

/** `node` and its ancestors, innermost first, for rules that ask what an element sits in. */
export type Ancestors = readonly Nodes[];

/** Walks the tree, handing each node its ancestors (nearest last). */
export function walkWithAncestors(tree: Root, enter: (node: Nodes, ancestors: Ancestors) => void): void {
  const stack: Nodes[] = [];
  const walk = (node: Nodes) => {
    enter(node, stack);
    if ('children' in node) {
      stack.push(node);
      for (const child of node.children as Nodes[]) walk(child);
      stack.pop();
    }
  };
  walk(tree);
}

/** The text of a node as a reader sees it (links, emphasis and inline code flattened). */
export function textOf(node: Nodes): string {
  if ('value' in node && typeof node.value === 'string' && (node.type === 'text' || node.type === 'inlineCode')) return node.value;
  if ('children' in node) return (node.children as Nodes[]).map(textOf).join('');
  return '';
}
