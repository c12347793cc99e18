import type { Extension as TreeExtension } from 'mdast-util-from-markdown';
import { gfmAutolinkLiteralFromMarkdown } from 'mdast-util-gfm-autolink-literal';
import { gfmFootnoteFromMarkdown } from 'mdast-util-gfm-footnote';
import { gfmStrikethroughFromMarkdown } from 'mdast-util-gfm-strikethrough';
import { gfmTableFromMarkdown } from 'mdast-util-gfm-table';
import { gfmTaskListItemFromMarkdown } from 'mdast-util-gfm-task-list-item';
import { gfmAutolinkLiteral } from 'micromark-extension-gfm-autolink-literal';
import { gfmFootnote } from 'micromark-extension-gfm-footnote';
import { gfmStrikethrough } from 'micromark-extension-gfm-strikethrough';
import { gfmTable } from 'micromark-extension-gfm-table';
import { gfmTaskListItem } from 'micromark-extension-gfm-task-list-item';
import { combineExtensions } from 'micromark-util-combine-extensions';
import type { Extension as SyntaxExtension } from 'micromark-util-types';
import type { Processor } from 'unified';

/**
 * GFM's syntax extensions one by one, in the order remark-gfm combines them, each with what its
 * syntax starts from: a table's `|` (or a delimiter row with a colon), strikethrough's `~`, a
 * footnote's `[^`, a task's `[ ]`/`[x]`, and the literal autolinks (`www.`, a URL scheme, an `@` of
 * an e-mail address, in any case, or any character reference or escape that may stand for them). A text with
 * none of a part's triggers parses the same without that part, and GFM roughly doubles the
 * parser's work (the autolink literals alone search every text node of a page after parsing);
 * test/content/gfm-on-demand.test.ts holds this over the corpus.
 */
const GFM_PARTS = [
  // In any case, and written with a character reference (`&#64;`) or an escape (`https\://`).
  { name: 'autolink-literal', trigger: /[@&\\]|www\.|https?:|mailto:|xmpp:/i, syntax: gfmAutolinkLiteral, tree: gfmAutolinkLiteralFromMarkdown },
  { name: 'footnote', trigger: /\[\^/, syntax: gfmFootnote, tree: gfmFootnoteFromMarkdown },
  { name: 'strikethrough', trigger: /~/, syntax: () => gfmStrikethrough(), tree: gfmStrikethroughFromMarkdown },
  // A one-column table may have no pipe at all: `a` over `:-`.
  { name: 'table', trigger: /\||^[ \t]*(?::-+:?|-+:)[ \t]*$/m, syntax: gfmTable, tree: gfmTableFromMarkdown },
  { name: 'task-list-item', trigger: /\[(?:\s+|[xX])\]/, syntax: gfmTaskListItem, tree: gfmTaskListItemFromMarkdown },
] as const;

export type GfmPart = (typeof GFM_PARTS)[number]['name'];

/** All of GFM, as remark-gfm parses it. */
export const ALL_GFM: readonly GfmPart[] = GFM_PARTS.map((part) => part.name);

/** The parts of GFM a page's or a description's text may use. */
export function gfmPartsOf(text: string): GfmPart[] {
  return GFM_PARTS.filter((part) => part.trigger.test(text)).map((part) => part.name);
}

/** What the parser needs for some parts of GFM: made once per set of parts, as they are the same for every text. */
const extensions = new Map<string, { syntax: SyntaxExtension; tree: TreeExtension[] }>();

/** mdast-util-from-markdown's options for `parts` of GFM (none: undefined). */
export function gfmExtensions(parts: readonly GfmPart[]): { syntax: SyntaxExtension; tree: TreeExtension[] } | undefined {
  if (!parts.length) return undefined;
  const key = parts.join(' ');
  let made = extensions.get(key);
  if (!made) {
    const chosen = GFM_PARTS.filter((part) => parts.includes(part.name));
    made = { syntax: combineExtensions(chosen.map((part) => part.syntax())), tree: chosen.map((part) => part.tree()) };
    extensions.set(key, made);
  }
  return made;
}

/** remark-gfm for some of its parts (`parts`, in any order). */
export function remarkGfmParts(this: Processor, parts: readonly GfmPart[]): void {
  const made = gfmExtensions(parts);
  if (!made) return;
  // remark-parse reads these, as remark-gfm fills them.
  const data = this.data() as { micromarkExtensions?: SyntaxExtension[]; fromMarkdownExtensions?: TreeExtension[][] };
  (data.micromarkExtensions ??= []).push(made.syntax);
  (data.fromMarkdownExtensions ??= []).push(made.tree);
}
