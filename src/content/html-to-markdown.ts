import type { Element, ElementContent, Root as HastRoot } from 'hast';
import { toMdast, type State } from 'hast-util-to-mdast';
import type { Code, Nodes as MdastNodes } from 'mdast';
import { gfmToMarkdown } from 'mdast-util-gfm';
import { toMarkdown } from 'mdast-util-to-markdown';
import { renderedHtmlTree, textOf } from './rendered-html-tree.js';

/*
 * A page's Markdown twin is made from its rendered body: what the reader's page shows, snippets
 * inlined and expressions evaluated, is what the twin says. The components' markup (classes of
 * src/components/) is rewritten into plain Markdown: callouts become labelled blockquotes, tabs
 * headed sections, steps a numbered list, code groups titled fences, fields nested lists.
 */

const classes = (node: Element): string[] => {
  const value = node.properties.className;
  return Array.isArray(value) ? value.map(String) : [];
};
const has = (node: Element, name: string) => classes(node).includes(name);
const element = (tagName: string, children: ElementContent[], properties: Element['properties'] = {}): Element => ({ type: 'element', tagName, properties, children });
const text = (value: string): ElementContent => ({ type: 'text', value });

function findChild(node: Element, test: (child: Element) => boolean): Element | undefined {
  for (const child of node.children) {
    if (child.type !== 'element') continue;
    if (test(child)) return child;
    const inner = findChild(child, test);
    if (inner) return inner;
  }
  return undefined;
}

/** What a reader never sees as text: icons, buttons, live regions, KaTeX's drawn copy of a formula, the playground (its data and its copy of the endpoint line). */
function isChrome(node: Element): boolean {
  return (
    node.tagName === 'svg' ||
    node.tagName === 'script' ||
    node.tagName === 'button' ||
    node.tagName === 'template' ||
    node.properties.ariaHidden === 'true' ||
    ['q-copy__status', 'q-callout__icon', 'q-step__icon', 'q-sr', 'q-playground'].some((name) => has(node, name))
  );
}

/** A field's head (`name`, type, place, required, default) as one line: `` `anvil_id` string · path · required ``. */
function fieldHead(head: Element): ElementContent[] {
  const parts: ElementContent[] = [];
  for (const part of head.children) {
    if (part.type !== 'element') continue;
    if (parts.length) parts.push(text(' · '));
    parts.push(has(part, 'q-field__name') ? element('code', [text(textOf(part))]) : text(textOf(part).trim()));
  }
  return parts;
}

/** Rewrites one element's children, component markup into plain HTML that has a Markdown form. */
function rewrite(node: Element | HastRoot): void {
  const out: ElementContent[] = [];
  let fields: Element | undefined;
  for (const child of node.children as ElementContent[]) {
    if (child.type !== 'element') {
      if (!(fields && child.type === 'text' && !child.value.trim())) out.push(child);
      continue;
    }
    if (isChrome(child)) continue;
    rewrite(child);
    // Consecutive ParamField/ResponseField become the items of one list; their bodies nest.
    if (has(child, 'q-field')) {
      const head = child.children.find((c): c is Element => c.type === 'element' && has(c, 'q-field__head'));
      const body = child.children.filter((c): c is Element => c.type === 'element' && c !== head);
      const item = element('li', [element('p', head ? fieldHead(head) : []), ...body.flatMap((part) => part.children)]);
      if (!fields) out.push((fields = element('ul', [])));
      fields.children.push(item);
      continue;
    }
    fields = undefined;
    if (has(child, 'q-callout')) {
      // Callouts: a blockquote that says what kind it is.
      const label = String(child.properties.ariaLabel ?? 'Note');
      out.push(element('blockquote', [element('p', [element('strong', [text(label)])]), ...child.children]));
    } else if (has(child, 'q-tab')) {
      // Tabs: each panel under a heading of its title.
      const title = child.children.find((c): c is Element => c.type === 'element' && has(c, 'q-tab__title'));
      out.push(element('h4', title ? title.children : [text(String(child.properties.dataTabTitle ?? 'Tab'))]), ...child.children.filter((c) => c !== title));
    } else if (has(child, 'q-step__title') || has(child, 'q-api-example__title')) {
      out.push(element('p', [element('strong', child.children)]));
    } else if (child.tagName === 'summary') {
      // Accordions and expandables: the summary as a bold line, the body below it.
      out.push(element('p', [element('strong', child.children)]));
    } else out.push(child);
  }
  node.children = out as typeof node.children;
}

/** A code block's figure (components/code-block.tsx) as a fence, titled when it has a title other than its language. */
function codeFence(figure: Element): Code {
  const lang = typeof figure.properties.dataLang === 'string' ? figure.properties.dataLang : undefined;
  const title = findChild(figure, (node) => has(node, 'q-code__title'));
  const language = findChild(figure, (node) => has(node, 'q-code__lang'));
  const pre = findChild(figure, (node) => node.tagName === 'pre');
  // The title span holds the language name when there is no title: only a separate language span means a title.
  const meta = language && title ? textOf(title) : undefined;
  return { type: 'code', lang: lang ?? null, meta: meta ?? null, value: pre ? textOf(pre).replace(/\n$/, '') : '' };
}

/** A KaTeX formula as its TeX source between dollars, from the annotation KaTeX keeps in its MathML. */
function formula(span: Element, display: boolean): MdastNodes {
  const annotation = findChild(span, (node) => node.tagName === 'annotation');
  const tex = annotation ? textOf(annotation) : textOf(span);
  // As written: Markdown escaping would change the TeX.
  return display ? { type: 'paragraph', children: [{ type: 'html', value: `$$${tex}$$` }] } : { type: 'html', value: `$${tex}$` };
}

const handlers = {
  figure(state: State, node: Element) {
    if (has(node, 'q-code')) return codeFence(node);
    return state.toFlow(state.all(node));
  },
  span(state: State, node: Element) {
    if (has(node, 'katex-display')) return formula(node, true);
    if (has(node, 'katex')) return formula(node, false);
    return state.all(node);
  },
};

/** A rendered page body (HTML) as Markdown. */
export function htmlToMarkdown(html: string): string {
  const tree = renderedHtmlTree(html);
  rewrite(tree);
  const mdast = toMdast(tree, { handlers });
  return toMarkdown(mdast, { extensions: [gfmToMarkdown()], fences: true, bullet: '-', rule: '-', emphasis: '_' }).trim();
}
