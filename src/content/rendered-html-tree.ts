import { decodeHTML, decodeHTMLAttribute } from 'entities';
import type { Element, ElementContent, Root, RootContent } from 'hast';
import { fromParse5 } from 'hast-util-from-parse5';
import { h, s } from 'hastscript';
import { foreignContent, html as htmlSpec, parseFragment } from 'parse5';

/*
 * A rendered page body as a hast tree: the tree hast-util-from-parse5 makes of parse5's parse of
 * the fragment, several times faster for the HTML Quire's renderer writes. That HTML is
 * well-formed (every element closed where it was opened, text escaped, attributes quoted), and
 * well-formed HTML parses to the tree it spells out except where the HTML parser treats an
 * element specially: a `<div>` closes an open `<p>`, a `<tr>` directly in a `<table>` gets a
 * `<tbody>`, text in a table is moved before it, an `<li>` closes the one before, and so on.
 * The reader below follows the text literally and gives up at the first such place, or at
 * anything outside the plain subset; parse5 then parses the whole body, so the tree is the same
 * either way (test/content/rendered-html-tree.test.ts compares both over real pages).
 */

/** The reader met something only the full HTML parser handles. */
class NotPlain extends Error {}
const notPlain = (): never => {
  throw new NotPlain();
};

type Space = 'html' | 'svg' | 'math';

interface Open {
  /** As the tree names it (`clipPath` in SVG). */
  tagName: string;
  /** Lowercase, as HTML's rules name it. */
  lower: string;
  space: Space;
  properties: Record<string, string>;
  children: ElementContent[];
  /** Inside a `<pre>`: only the text is kept (see `renderedHtmlTree`). */
  inPre: boolean;
}

const VOID = new Set(['area', 'br', 'embed', 'hr', 'img', 'input', 'keygen', 'param', 'source', 'track', 'wbr']);

/** Start tags with rules of their own (forms, frames, raw text, ruby, table parts out of place, ...): parse5 takes those. */
const SPECIAL_START = new Set([
  'html', 'head', 'body', 'frameset', 'frame', 'template', 'textarea', 'title', 'xmp', 'iframe', 'noembed', 'noframes', 'noscript',
  'plaintext', 'select', 'option', 'optgroup', 'form', 'image', 'isindex', 'nobr', 'rb', 'rt', 'rtc', 'rp', 'caption', 'colgroup',
  'col', 'applet', 'marquee', 'object', 'menuitem', 'base', 'basefont', 'bgsound', 'link', 'meta',
]);

/** Start tags that close an open `<p>`. */
const CLOSES_P = new Set([
  'address', 'article', 'aside', 'blockquote', 'center', 'details', 'dialog', 'dir', 'div', 'dl', 'fieldset', 'figcaption', 'figure',
  'footer', 'header', 'hgroup', 'main', 'menu', 'nav', 'ol', 'p', 'search', 'section', 'summary', 'ul', 'h1', 'h2', 'h3', 'h4', 'h5',
  'h6', 'pre', 'listing', 'table', 'hr', 'li', 'dd', 'dt',
]);

/** HTML's "special" elements, where the search for an `<li>` (or `<dd>`, `<dt>`) to close stops. */
const SPECIAL = new Set([
  'address', 'applet', 'area', 'article', 'aside', 'base', 'basefont', 'bgsound', 'blockquote', 'body', 'br', 'button', 'caption',
  'center', 'col', 'colgroup', 'dd', 'details', 'dir', 'div', 'dl', 'dt', 'embed', 'fieldset', 'figcaption', 'figure', 'footer', 'form',
  'frame', 'frameset', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'head', 'header', 'hgroup', 'hr', 'html', 'iframe', 'img', 'input', 'keygen',
  'li', 'link', 'listing', 'main', 'marquee', 'menu', 'meta', 'nav', 'noembed', 'noframes', 'noscript', 'object', 'ol', 'p', 'param',
  'plaintext', 'pre', 'script', 'search', 'section', 'select', 'source', 'style', 'summary', 'table', 'tbody', 'td', 'template',
  'textarea', 'tfoot', 'th', 'thead', 'title', 'tr', 'track', 'ul', 'wbr', 'xmp',
]);

const HEADING = /^h[1-6]$/;

/** The parent each table part needs to be placed as written. */
const TABLE_PARENT: Record<string, string[]> = { thead: ['table'], tbody: ['table'], tfoot: ['table'], tr: ['thead', 'tbody', 'tfoot'], td: ['tr'], th: ['tr'] };
/** Elements whose direct content the table rules govern: only their own parts and whitespace stay in place. */
const TABLE_BODY = new Set(['table', 'thead', 'tbody', 'tfoot', 'tr']);

/** MathML elements whose content is parsed as HTML, and SVG's HTML islands. */
const INTEGRATION_POINTS = new Set(['mi', 'mo', 'mn', 'ms', 'mtext', 'annotation-xml', 'foreignobject', 'desc', 'title']);

const TAG_NAME = /[a-zA-Z][^\t\n\f />]*/y;
const PLAIN_TAG_NAME = /^[a-zA-Z][a-zA-Z0-9-]*$/;
const SPACE = /[\t\n\f ]*/y;
const ATTRIBUTE_NAME = /[^\t\n\f />="'<]+/y;
const UNQUOTED_VALUE = /[^\t\n\f >"'=<`]+/y;
const WHITESPACE_ONLY = /^[\t\n\f ]*$/;
const own = Object.prototype.hasOwnProperty;

/**
 * A rendered body's HTML as hast, as `fromParse5(parseFragment(html))` gives it, except that
 * each `<pre>` holds one text node, all the text within it: highlighted code is a span per
 * token, and its text is all a reader of the tree needs.
 */
export function renderedHtmlTree(html: string): Root {
  try {
    return readPlain(html);
  } catch (error) {
    if (!(error instanceof NotPlain)) throw error;
    const tree = fromParse5(parseFragment(html)) as Root;
    flattenPre(tree);
    return tree;
  }
}

/** All the text within a node. */
export function textOf(node: Root | RootContent): string {
  if (node.type === 'text') return node.value;
  if (node.type !== 'element' && node.type !== 'root') return '';
  let text = '';
  for (const child of node.children) text += textOf(child);
  return text;
}

function flattenPre(node: Root | Element): void {
  for (const child of node.children) {
    if (child.type !== 'element') continue;
    if (child.tagName === 'pre') child.children = [{ type: 'text', value: textOf(child) }];
    else flattenPre(child);
  }
}

function readPlain(html: string): Root {
  if (/[\0\r]/.test(html)) notPlain();
  const root: Root = { type: 'root', children: [], data: { quirksMode: false } };
  const stack: Open[] = [];
  const childrenOf = () => (stack.length ? stack[stack.length - 1]!.children : (root.children as ElementContent[]));
  // After `<pre>` and `<listing>`, HTML drops one line feed that starts the content.
  let afterPre = false;

  const addText = (raw: string, encoded = true) => {
    const current = stack[stack.length - 1];
    if (current && current.space === 'html' && TABLE_BODY.has(current.lower) && !WHITESPACE_ONLY.test(raw)) notPlain();
    let value = encoded && raw.includes('&') ? decodeHTML(raw) : raw;
    if (afterPre) {
      if (raw.startsWith('&')) notPlain();
      if (value.startsWith('\n')) value = value.slice(1);
    }
    afterPre = false;
    if (!value) return;
    const siblings = childrenOf();
    const last = siblings[siblings.length - 1];
    if (last?.type === 'text') last.value += value;
    else siblings.push({ type: 'text', value });
  };

  const close = () => {
    const done = stack.pop()!;
    if (done.inPre && stack[stack.length - 1]?.inPre) {
      for (const child of done.children) if (child.type === 'text') addText(child.value, false);
      return;
    }
    const children: ElementContent[] = done.inPre ? [{ type: 'text', value: textOf({ type: 'root', children: done.children }) }] : done.children;
    const create = done.space === 'svg' ? s : h;
    childrenOf().push(create(done.tagName, done.properties, children) as ElementContent);
  };

  let at = 0;
  while (at < html.length) {
    const lt = html.indexOf('<', at);
    const textEnd = lt < 0 ? html.length : lt;
    if (textEnd > at) addText(html.slice(at, textEnd));
    if (lt < 0) break;
    afterPre = false;
    const next = html.charCodeAt(lt + 1);
    if (next === 0x2f /* / */) {
      TAG_NAME.lastIndex = lt + 2;
      const name = TAG_NAME.exec(html)?.[0] ?? notPlain();
      SPACE.lastIndex = TAG_NAME.lastIndex;
      SPACE.exec(html);
      if (html[SPACE.lastIndex] !== '>') notPlain();
      if (stack[stack.length - 1]?.lower !== name.toLowerCase()) notPlain();
      close();
      at = SPACE.lastIndex + 1;
    } else if (next === 0x21 /* ! */) {
      if (!html.startsWith('<!--', lt)) notPlain();
      const end = html.indexOf('-->', lt + 4);
      if (end < 0) notPlain();
      const value = html.slice(lt + 4, end);
      if (value.startsWith('>') || value.startsWith('->') || value.includes('--!')) notPlain();
      if (!stack[stack.length - 1]?.inPre) childrenOf().push({ type: 'comment', value });
      at = end + 3;
    } else {
      const depth = stack.length;
      at = startTag(html, lt, stack, childrenOf, close);
      const opened = stack.length > depth ? stack[stack.length - 1]! : undefined;
      afterPre = opened?.space === 'html' && (opened.lower === 'pre' || opened.lower === 'listing');
    }
  }
  if (stack.length) notPlain();
  return root;
}

/** Reads the start tag at `lt` (and a script's or style's text); returns where reading goes on. */
function startTag(html: string, lt: number, stack: Open[], childrenOf: () => ElementContent[], close: () => void): number {
  TAG_NAME.lastIndex = lt + 1;
  const name = TAG_NAME.exec(html)?.[0] ?? notPlain();
  if (!PLAIN_TAG_NAME.test(name)) notPlain();
  const lower = name.toLowerCase();
  const { attrs, selfClosing, end } = attributes(html, TAG_NAME.lastIndex);
  const current = stack[stack.length - 1];
  const space: Space = current && current.space !== 'html' ? current.space : lower === 'svg' ? 'svg' : lower === 'math' ? 'math' : 'html';

  let tagName = lower;
  if (current && current.space !== 'html') {
    // Foreign content (SVG, MathML): HTML islands and elements that leave it are for parse5.
    if (INTEGRATION_POINTS.has(current.lower) || lower === 'svg' || lower === 'math') notPlain();
    if (foreignContent.causesExit({ tagID: htmlSpec.getTagID(lower), attrs } as Parameters<typeof foreignContent.causesExit>[0])) notPlain();
  } else {
    placedAsWritten(lower, stack);
  }
  if (space === 'svg') {
    tagName = foreignContent.SVG_TAG_NAMES_ADJUSTMENT_MAP.get(lower) ?? lower;
    foreignContent.adjustTokenSVGAttrs({ attrs } as Parameters<typeof foreignContent.adjustTokenSVGAttrs>[0]);
  } else if (space === 'math') {
    foreignContent.adjustTokenMathMLAttrs({ attrs } as Parameters<typeof foreignContent.adjustTokenMathMLAttrs>[0]);
  }
  const properties: Record<string, string> = {};
  for (const attribute of attrs) if (!own.call(Object.prototype, attribute.name)) properties[attribute.name] = attribute.value;
  stack.push({ tagName, lower, space, properties, children: [], inPre: !!current?.inPre || (space === 'html' && lower === 'pre') });

  if (space !== 'html') {
    if (selfClosing) close();
    return end;
  }
  if (VOID.has(lower)) {
    close();
    return end;
  }
  if (selfClosing) notPlain();
  if (lower === 'script' || lower === 'style') {
    // Raw text: no tags and no character references inside, up to its end tag.
    const closing = new RegExp(`</${lower}[\\t\\n\\f />]`, 'ig');
    closing.lastIndex = end;
    const found = closing.exec(html) ?? notPlain();
    const text = html.slice(end, found.index);
    // A script's `<!--` starts HTML's escaped-script states.
    if (lower === 'script' && text.includes('<!--')) notPlain();
    if (text) childrenOf().push({ type: 'text', value: text });
    return found.index;
  }
  return end;
}

/** Throws NotPlain unless HTML's rules put the element `lower`, starting here, where it is written. */
function placedAsWritten(lower: string, stack: Open[]): void {
  const current = stack[stack.length - 1];
  if (SPECIAL_START.has(lower)) notPlain();
  const parents = TABLE_PARENT[lower];
  if (parents ? !current || !parents.includes(current.lower) : current && TABLE_BODY.has(current.lower)) notPlain();
  const open = (name: string) => stack.some((element) => element.lower === name);
  if (CLOSES_P.has(lower) && open('p')) notPlain();
  if ((lower === 'a' || lower === 'button') && open(lower)) notPlain();
  if (HEADING.test(lower) && current && HEADING.test(current.lower)) notPlain();
  if (lower === 'li' || lower === 'dd' || lower === 'dt') {
    const closes = lower === 'li' ? ['li'] : ['dd', 'dt'];
    for (let index = stack.length - 1; index >= 0; index--) {
      const element = stack[index]!.lower;
      if (closes.includes(element)) notPlain();
      if (SPECIAL.has(element) && element !== 'address' && element !== 'div' && element !== 'p') break;
    }
  }
}

interface Attribute {
  name: string;
  value: string;
}

/** A start tag's attributes from `from` (just past its name), the first of each name kept. */
function attributes(html: string, from: number): { attrs: Attribute[]; selfClosing: boolean; end: number } {
  const attrs: Attribute[] = [];
  let at = from;
  for (;;) {
    SPACE.lastIndex = at;
    SPACE.exec(html);
    const spaced = SPACE.lastIndex > at;
    at = SPACE.lastIndex;
    const char = html[at];
    if (char === '>') return { attrs, selfClosing: false, end: at + 1 };
    if (char === '/') {
      if (html[at + 1] !== '>') notPlain();
      return { attrs, selfClosing: true, end: at + 2 };
    }
    if (!spaced) notPlain();
    ATTRIBUTE_NAME.lastIndex = at;
    const name = ATTRIBUTE_NAME.exec(html)?.[0].toLowerCase() ?? notPlain();
    at = ATTRIBUTE_NAME.lastIndex;
    let value = '';
    if (html[at] === '=') {
      const quote = html[at + 1];
      if (quote === '"' || quote === "'") {
        const close = html.indexOf(quote, at + 2);
        if (close < 0) notPlain();
        value = html.slice(at + 2, close);
        at = close + 1;
      } else {
        UNQUOTED_VALUE.lastIndex = at + 1;
        value = UNQUOTED_VALUE.exec(html)?.[0] ?? notPlain();
        at = UNQUOTED_VALUE.lastIndex;
      }
      if (value.includes('&')) value = decodeHTMLAttribute(value);
    }
    if (!attrs.some((attribute) => attribute.name === name)) attrs.push({ name, value });
  }
}
