import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createProcessor } from '@mdx-js/mdx';
import type { Root } from 'mdast';
import { afterAll, describe, expect, it } from 'vitest';
import { generateLargePage } from '../../bench/large-pages.js';
import { formatOf, syntaxPlugins } from '../../src/content/compile.js';
import { gfmPartsOf } from '../../src/content/gfm-parts.js';
import { cutIntoPieces, LARGE_PAGE, parseInPieces, PIECE_SIZE, type PieceSizes } from '../../src/content/parse-in-pieces.js';
import { corpus, corpusPages } from '../support/corpus.js';

/** The page's parser without pieces (compile.ts's syntax), GFM decided by the whole page as there; throws on a syntax error. */
function parserFor(file: string, page: string): (text: string) => Root {
  const processor = createProcessor({ format: formatOf(file), remarkPlugins: syntaxPlugins(gfmPartsOf(page)) });
  return (text) => processor.parse(text) as Root;
}

/** Parses `page` whole and in pieces of `sizes`: the two trees, and how many pieces it was cut into. */
function bothWays(page: string, sizes: PieceSizes, file = '/site/page.mdx') {
  const parse = parserFor(file, page);
  return { whole: parse(page), inPieces: parseInPieces(page, formatOf(file), parse, sizes), pieces: cutIntoPieces(page, formatOf(file), sizes)?.length ?? 1 };
}

/** Cut wherever the rules allow: every line that may start a piece starts one. */
const TINY: PieceSizes = { from: 0, size: 1 };

describe('parsing a large page in pieces', () => {
  it('gives every corpus page the tree of its whole parse, positions and estree included, cut wherever it may be', { timeout: 600_000 }, async () => {
    const corpusFiles = await corpusPages('parse-in-pieces checks');
    if (!corpusFiles.length) return;
    let cutPages = 0;
    let pieces = 0;
    const differences: string[] = [];
    for (const { file, source } of corpusFiles) {
      let both;
      try {
        both = bothWays(source, TINY, file);
      } catch {
        continue; // A page that does not parse: its error comes from the whole parse either way.
      }
      if (both.pieces > 1) cutPages++;
      pieces += both.pieces;
      if (JSON.stringify(both.inPieces) !== JSON.stringify(both.whole)) differences.push(path.relative(corpus, file));
    }
    // Most pages are cut, many times: the comparison is not of whole parses with themselves.
    expect(cutPages).toBeGreaterThan(500);
    expect(pieces).toBeGreaterThan(5000);
    expect(differences).toEqual([]);
  });

  it('gives the whole parse where a cut would change the page, or parses it whole', () => {
    const pages = {
      'a fence across a blank line': 'Intro\n\n```js\nconst a = 1;\n\nBut this is code\n```\n\nAfter\n',
      'a fence the scan mistakes (in a list item, never closed)': '- item\n\n   ```\n\nText\n\n```\n\nCode\n\n```\n\nEnd\n',
      'math across a blank line': 'Intro\n\n$$\nx = 1\n\nStill math\n$$\n\nAfter\n',
      'a component across pieces': '<Note>\n\nInside\n\nStill inside\n\n</Note>\n\nAfter\n',
      'an expression across pieces': 'Intro\n\n{\n\nvalue\n\n}\n\nAfter\n',
      'a definition used before it': 'See [it][x].\n\nMore\n\n[x]: https://example.com\n',
      'ESM with names used later': 'import A from "./a.js"\n\nText\n\nexport const b = 1\n\nMore text\n',
      'a loose list': '- one\n\n- two\n\nText after\n\n1. a\n\n2. b\n',
      'a table cut between rows': '| a | b |\n| - | :-: |\n| 1 | 2 |\n| 3 | 4 |\n| 5 | [x](/y) |\n| 7 |\n\nText\n\n| c |\n| - |\n| 9 |\n| 10 |\n',
      'a table whose delimiter does not match its head': '| a | b |\n| - |\n| 1 | 2 |\n| 3 | 4 |\n\nText\n',
      'an expression and JSX with positions to move': 'Intro\n\nText {1 + /* c */ 2}\n\nMore <Card title={"t"} href="/x">in</Card>\n\nEnd {[1, 2]}\n',
      'front matter with blank lines': '---\ntitle: T\n\ndescription: D\n---\n\nText\n\nMore\n',
      'a byte order mark': '\uFEFF---\ntitle: T\n\ndescription: D\n---\n\nText\n\nMore {1}\n',
    };
    for (const [what, page] of Object.entries(pages)) {
      const { whole, inPieces } = bothWays(page, TINY);
      expect(inPieces, what).toEqual(whole);
    }
    // `.md`: HTML comments and `<pre>` blocks run past blank lines; indented code.
    for (const page of ['Intro\n\n<!-- a\n\nStill comment\n-->\n\nAfter\n', 'Intro\n\n<pre>\n\nStill pre\n</pre>\n\nAfter\n', 'Intro\n\n    code\n\n    more code\nText\n\nAfter\n']) {
      const { whole, inPieces } = bothWays(page, TINY, '/site/page.md');
      expect(inPieces, page).toEqual(whole);
    }
    // Windows line endings.
    const crlf = 'Intro\r\n\r\n| a |\r\n| - |\r\n| 1 |\r\n| 2 |\r\n| 3 |\r\n\r\nText {1}\r\n\r\nEnd\r\n';
    expect(bothWays(crlf, TINY).inPieces).toEqual(bothWays(crlf, TINY).whole);
    expect(bothWays(crlf, TINY).pieces).toBeGreaterThan(3);
    // And these pages are cut, so the comparisons above compare something.
    expect(bothWays(pages['a table cut between rows'], TINY).pieces).toBeGreaterThan(3);
    expect(bothWays(pages['an expression and JSX with positions to move'], TINY).pieces).toBe(4);
    // Not at `description:`, inside the front matter: before `Text` and `More` only.
    expect(bothWays(pages['front matter with blank lines'], TINY).pieces).toBe(3);
    expect(bothWays(`\uFEFF${pages['front matter with blank lines']}`, TINY).pieces).toBe(3);
  });

  it('stops at the first syntax error of the page, located in the page', () => {
    const page = 'Intro\n\nText\n\nMore\n\nBad {\n';
    const parse = parserFor('/site/page.mdx', page);
    expect(() => parseInPieces(page, 'mdx', parse, TINY)).toThrow(/7:6|end of file/);
  });

  describe('the benchmark large pages', () => {
    const dirs: string[] = [];
    afterAll(async () => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

    for (const kind of ['table', 'paragraphs'] as const) {
      it(`parses a large page of ${kind} in pieces of bounded size, to the whole parse's tree`, { timeout: 120_000 }, async () => {
        const dir = await mkdtemp(path.join(os.tmpdir(), 'quire-pieces-'));
        dirs.push(dir);
        await generateLargePage(dir, kind, 0.1);
        const page = await readFile(path.join(dir, 'index.mdx'), 'utf8');
        expect(page.length).toBeGreaterThan(LARGE_PAGE);
        const file = path.join(dir, 'index.mdx');
        const parse = parserFor(file, page);
        // What micromark is given at once bounds its memory: the page's events never exist together.
        const given: number[] = [];
        const inPieces = parseInPieces(page, 'mdx', (text) => (given.push(text.length), parse(text)));
        expect(given.length).toBeGreaterThan(page.length / (2 * PIECE_SIZE));
        expect(Math.max(...given)).toBeLessThan(PIECE_SIZE + 200);
        expect(inPieces).toEqual(parse(page));
      });
    }
  });
});
