import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { createHighlighterCore, type HighlighterCore } from 'shiki/core';
import { bundledLanguages } from 'shiki/langs';
import { expect, it } from 'vitest';
import { CODE_BACKGROUNDS, grammarFor, highlight, readableReplacements } from '../../src/content/highlight.js';
import { createOnigurumaWithSnapshot } from '../../src/content/oniguruma-snapshot.js';
import { corpus, corpusSites } from '../support/corpus.js';
import { operations } from '../../src/openapi/document.js';
import { loadSpec } from '../../src/openapi/load-spec.js';
import { requestExamples } from '../../src/openapi/request-examples.js';

/*
 * Quire tokenises a block once and colours it for both themes (two-theme-tokens.ts); Shiki's
 * own two-theme `codeToHtml` tokenises it once per theme. They must give the same HTML, byte for
 * byte, over every code block of the real sites.
 */

/** Shiki's way, as Quire called it before: one highlighter per grammar, both themes. */
const reference = new Map<string, Promise<HighlighterCore>>();
const engine = createOnigurumaWithSnapshot();
function referenceHighlighter(grammar: string): Promise<HighlighterCore> {
  let highlighter = reference.get(grammar);
  if (!highlighter) {
    highlighter = createHighlighterCore({
      themes: [import('@shikijs/themes/github-light'), import('@shikijs/themes/github-dark')],
      langs: grammar === 'text' ? [] : [bundledLanguages[grammar as keyof typeof bundledLanguages]],
      engine,
      warnings: false,
    });
    reference.set(grammar, highlighter);
  }
  return highlighter;
}

async function shikiHtml(code: string, lang: string, lines: ReadonlySet<number>): Promise<string> {
  const grammar = grammarFor(lang);
  const shiki = await referenceHighlighter(grammar);
  const replacements = (name: string, background: string) => {
    const theme = shiki.getTheme(name);
    return readableReplacements(theme.fg, theme.bg, theme.settings, background);
  };
  return shiki.codeToHtml(code, {
    lang: grammar,
    themes: { light: 'github-light', dark: 'github-dark' },
    defaultColor: false,
    colorReplacements: { 'github-light': replacements('github-light', CODE_BACKGROUNDS.light), 'github-dark': replacements('github-dark', CODE_BACKGROUNDS.dark) },
    tokenizeTimeLimit: 0,
    transformers: [
      {
        line(node, line) {
          if (lines.has(line)) this.addClassToHast(node, 'q-line-hl');
        },
      },
    ],
  });
}

/** Fenced blocks of a Markdown or MDX file: language and code (indented fences included). */
function fencedBlocks(text: string): { lang: string; code: string }[] {
  const blocks: { lang: string; code: string }[] = [];
  const fence = /^([ \t]*)(`{3,}|~{3,})[ \t]*([^\s`{]*)[^\n]*\n([\s\S]*?)\n[ \t]*\2[ \t]*$/gm;
  for (const match of text.matchAll(fence)) {
    const indent = match[1]!.length;
    const code = match[4]!.split('\n').map((line) => line.slice(Math.min(indent, line.length - line.trimStart().length))).join('\n');
    blocks.push({ lang: match[3]!, code });
  }
  return blocks;
}

async function pagesOf(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile() && /\.mdx?$/.test(e.name) && !e.parentPath.includes('node_modules')).map((e) => path.join(e.parentPath, e.name));
}

it('gives Shiki\'s two-theme HTML, byte for byte, for every code block of the corpus', { timeout: 600_000 }, async () => {
  const sites = await corpusSites('byte-identical highlighting checks');
  if (!sites.length) return;
  let blocks = 0;
  const differences: string[] = [];
  for (const site of sites) {
    for (const file of await pagesOf(path.join(corpus, site))) {
      for (const { lang, code } of fencedBlocks(await readFile(file, 'utf8'))) {
        // Every fifth block also marks lines, as `{1,3}` in a fence's meta does.
        const lines = new Set(blocks % 5 === 0 ? [1, 3] : []);
        blocks++;
        const [ours, shikis] = await Promise.all([highlight(code, lang, lines), shikiHtml(code, lang, lines)]);
        if (ours !== shikis && differences.length < 5) differences.push(`${path.relative(corpus, file)} (${lang}):\n${ours.slice(0, 600)}\n---\n${shikis.slice(0, 600)}`);
      }
    }
  }
  expect(blocks).toBeGreaterThan(3000);
  expect(differences.join('\n\n')).toBe('');
});

// Generated request examples repeat most of their lines from one operation to the next, each
// after lines of its own (its path, its body): what the tokenizer remembers of a line must depend
// on the state it starts in, never on the line alone.
const specs = path.resolve(corpus, '../openapi');
it.skipIf(!existsSync(specs))('gives Shiki\'s HTML for the request examples of real specs, in every language', { timeout: 600_000 }, async () => {
  let blocks = 0;
  const differences: string[] = [];
  for (const [folder, file] of [['stripe', 'spec3.yaml'], ['github', 'api.github.com.json']]) {
    const { document } = await loadSpec(path.join(specs, folder), file);
    const sample = operations(document).filter((_, index) => index % 6 === 0);
    for (const ref of sample) {
      for (const { code, lang } of await requestExamples(document, ref, [], { playground: { mode: 'show' } })) {
        blocks++;
        const [ours, shikis] = await Promise.all([highlight(code, lang), shikiHtml(code, lang, new Set())]);
        if (ours !== shikis && differences.length < 5) differences.push(`${folder} ${ref.method} ${ref.path} (${lang}):\n${ours.slice(0, 600)}\n---\n${shikis.slice(0, 600)}`);
      }
    }
  }
  expect(blocks).toBeGreaterThan(1000);
  expect(differences.join('\n\n')).toBe('');
});

it('colours a line by the state it starts in, though the same line came before in another', async () => {
  // ` a = 1` is inside a comment, then inside a template string, then code.
  const blocks = ['/*\n a = 1\n*/', 'const s = `\n a = 1\n`;', 'let a;\n a = 1'];
  for (const code of blocks) expect(await highlight(code, 'js'), code).toBe(await shikiHtml(code, 'js', new Set()));
});

it('gives Shiki\'s HTML for the edge cases: empty code, blank lines, CRLF, plain text, markup to escape', async () => {
  const cases: [string, string][] = [
    ['', 'js'],
    ['', 'text'],
    ['a\n\n  \nb', 'text'],
    ['const a = 1;\r\n\r\nconst b = "<&>";\r\n', 'js'],
    ['<div class="x">&amp;</div>\n\t<!-- c -->', 'html'],
    ['   \n\t\n', 'python'],
    ['# Title\n\n```js\nlet x = 1 // x\n```\n*em* **strong** ~~gone~~', 'markdown'],
    ['x', 'unknown-language'],
  ];
  for (const [code, lang] of cases) expect(await highlight(code, lang, new Set([1])), `${lang}: ${JSON.stringify(code)}`).toBe(await shikiHtml(code, lang, new Set([1])));
});
