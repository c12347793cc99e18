import { toHtml } from 'hast-util-to-html';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { toHast } from 'mdast-util-to-hast';
import { visit } from 'unist-util-visit';
import type { Element, Root } from 'hast';
import { gfmExtensions, gfmPartsOf, type GfmPart } from '../content/gfm-parts.js';
import { BoundedTextCache } from '../util/bounded-text-cache.js';
import { safeHref } from '../util/safe-href.js';

/** Descriptions already turned into HTML: schemas shared by many operations repeat theirs. */
const rendered = new BoundedTextCache(4_000_000);

/**
 * A description from an OpenAPI file (CommonMark with GitHub's tables) as HTML that can do no
 * harm: a spec may be remote and hostile. Raw HTML in it is dropped, not passed through, and a
 * link or image whose address has a scheme other than http(s), mailto or tel loses it.
 */
export function specMarkdown(text: string | undefined): string {
  if (typeof text !== 'string' || !text.trim()) return '';
  let html = rendered.get(text);
  if (html === undefined) {
    html = descriptionHtml(text);
    rendered.set(text, html);
  }
  return html;
}

/** specMarkdown without remembering; `gfm` are the parts of GitHub's syntax parsed, by default those the text may hold. */
export function descriptionHtml(text: string, gfm: readonly GfmPart[] = gfmPartsOf(text)): string {
  // Raw HTML is dropped tag by tag; a script's or style's text would be left behind as prose.
  const prose = text.replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, '');
  const extensions = gfmExtensions(gfm);
  const tree = toHast(fromMarkdown(prose, extensions && { extensions: [extensions.syntax], mdastExtensions: extensions.tree })) as Root;
  visit(tree, 'element', (node: Element) => {
    for (const property of ['href', 'src'] as const) {
      const value = node.properties[property];
      if (typeof value === 'string' && safeHref(value) === undefined) delete node.properties[property];
    }
    if (node.tagName === 'a' && /^(https?:)?\/\//.test(String(node.properties.href ?? ''))) node.properties.rel = ['noopener', 'noreferrer'];
  });
  return toHtml(tree);
}
