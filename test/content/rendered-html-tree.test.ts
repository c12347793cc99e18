import path from 'node:path';
import type { Element, Root } from 'hast';
import { fromParse5 } from 'hast-util-from-parse5';
import { parseFragment } from 'parse5';
import { describe, expect, it } from 'vitest';
import { isUserError } from '../../src/diagnostics.js';
import { renderedHtmlTree, textOf } from '../../src/content/rendered-html-tree.js';
import { renderPage } from '../../src/content/render-page.js';
import { contentFiles, corpus, corpusSites, root } from '../support/corpus.js';

/** The tree parse5 gives, each `<pre>` reduced to its text as renderedHtmlTree promises. */
function reference(html: string): Root {
  const tree = fromParse5(parseFragment(html)) as Root;
  const flatten = (node: Root | Element) => {
    for (const child of node.children) {
      if (child.type !== 'element') continue;
      if (child.tagName === 'pre') child.children = [{ type: 'text', value: textOf(child) }];
      else flatten(child);
    }
  };
  flatten(tree);
  return tree;
}

describe('renderedHtmlTree gives the tree parse5 gives', () => {
  // Each is either read as written or handed to parse5; the tree must be parse5's either way.
  const cases: Record<string, string> = {
    'plain markup with attributes of every quoting': `<div class="a b" data-x='1' hidden id=main><p>Text <strong>bold</strong> <a href="/x?a=1&amp;b=2">link</a></p></div>`,
    'character references in text and attributes': `<p title="&quot;q&quot; &amp; &lt;tag&gt; &notanentity; &ampx">Fish &amp; chips &lt;3 &#x3C;code&#x3E; &copy &nbsp;&#0; &#128512;</p>`,
    'a <div> closing an open <p>': `<p>One<div>Two</div>Three</p>`,
    'a <tr> given a <tbody>, and text moved out of a table': `<table><tr><td>1</td></tr></table><table>stray<tbody><tr><td>2</td></tr></tbody></table>`,
    'a GFM table as written': `<table><thead><tr><th>a</th></tr></thead>\n<tbody><tr><td>1</td></tr></tbody></table>`,
    'an <li> closing the one before, and nested lists': `<ul><li>one<li>two</ul><ul><li>a<ul><li>b</li></ul></li></ul>`,
    'nested links and buttons': `<a href="/a">a<a href="/b">b</a></a><button>x<button>y</button></button>`,
    'a heading inside a heading': `<h2>one<h3>two</h3></h2>`,
    'the line feed after <pre> and highlighted code': `<pre class="shiki"><code>\n<span style="--shiki-light:#D73A49">const</span> a = <span>&#x3C;b></span>;</code></pre><pre>\n\nkept</pre><pre><!-- gone -->x</pre>`,
    'SVG with case-adjusted names and self-closing elements': `<svg viewbox="0 0 1 1" aria-hidden="true"><clippath id="c"><rect width="1"/></clippath><path d="M0"></path><use xlink:href="#c"/></svg>`,
    'SVG left by an HTML element': `<svg><path/><div>out</div></svg>`,
    'MathML with its annotation': `<span class="katex"><math definitionurl="x"><semantics><mrow><mi>x</mi></mrow><annotation encoding="application/x-tex">x^2 &lt; 1</annotation></semantics></math></span>`,
    'script and style as raw text': `<script type="application/json">{"a":"</div><b>&amp;"}</script><style>a > b { color: red }</style><script><!-- x --></script>`,
    'comments, including odd ones': `<p>a<!-- c -->b<!---->c<!-- d --->e<!-->f</p>`,
    'duplicate attributes and upper-case names': `<DIV CLASS="one" class="two" Data-Id="3">x</DIV>`,
    'elements HTML treats specially': `<template><p>t</p></template><textarea>\n<b>x</b></textarea><select><option>a<option>b</select><form><form></form></form>`,
    'self-closing and unclosed elements, stray end tags': `<div/>text</span><p>open`,
    'carriage returns and a NUL': `<p>a\r\nb\rc\0d</p>`,
    'a lone < in text': `<p>a < b</p>`,
    'void elements': `<p>a<br>b<br/>c<img src="x.png" alt="&lt;x&gt;"><hr><input type="checkbox" checked disabled></p>`,
  };
  it.each(Object.entries(cases))('%s', (_, html) => {
    expect(renderedHtmlTree(html)).toEqual(reference(html));
  });
});

async function sameTreesOverSite(siteDir: string): Promise<number> {
  let compared = 0;
  for (const file of await contentFiles(siteDir)) {
    let html: string;
    try {
      html = (await renderPage({ file, siteDir })).html;
    } catch (error) {
      if (isUserError(error)) continue;
      throw error;
    }
    expect(renderedHtmlTree(html), path.relative(siteDir, file)).toEqual(reference(html));
    compared++;
  }
  return compared;
}

describe('over the rendered pages of real sites', () => {
  it("Quire's own docs", async () => {
    expect(await sameTreesOverSite(path.join(root, 'docs'))).toBeGreaterThan(50);
  }, 120_000);

  it('every site of ../shared/corpus', async () => {
    let compared = 0;
    for (const site of await corpusSites('tree comparisons over real pages')) compared += await sameTreesOverSite(path.join(corpus, site));
    if (compared) expect(compared).toBeGreaterThan(500);
  }, 600_000);
});
