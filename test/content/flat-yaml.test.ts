import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import yaml from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { readFlatYaml } from '../../src/content/flat-yaml.js';
import { frontmatterBlock } from '../../src/content/frontmatter.js';

const corpus = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../shared/corpus');

/** What js-yaml makes of a document, or 'throws'. */
function jsYaml(text: string): unknown {
  try {
    return yaml.load(text);
  } catch {
    return 'throws';
  }
}

/** The shortcut may decline; when it answers, it must give what js-yaml gives. */
function expectSameAsJsYaml(text: string): boolean {
  const flat = readFlatYaml(text);
  if (flat === undefined) return false;
  expect({ text, value: flat }).toEqual({ text, value: jsYaml(text) });
  return true;
}

function frontmatterOfCorpus(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.') || entry.name === 'node_modules') continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) frontmatterOfCorpus(full, out);
    else if (/\.mdx?$/.test(entry.name)) {
      const block = frontmatterBlock(readFileSync(full, 'utf8'));
      if (block) out.push(block.yaml);
    }
  }
  return out;
}

describe('readFlatYaml', () => {
  it('reads plain, quoted and empty values', () => {
    expect(readFlatYaml('title: Getting started\ndescription: "Set it up: fast"\nicon: \'rocket\'\nsidebarTitle:\n')).toEqual({
      title: 'Getting started',
      description: 'Set it up: fast',
      icon: 'rocket',
      sidebarTitle: null,
    });
    expect(readFlatYaml("title: 'It''s here'\r\ndescription: Don't panic  \r\n")).toEqual({ title: "It's here", description: "Don't panic" });
  });

  it.each([
    ['a number', 'title: 2024'],
    ['a boolean', 'hidden: true'],
    ['null spelled out', 'title: Null'],
    ['a date', 'date: 2024-01-01'],
    ['a list', 'tags:\n  - a'],
    ['a nested mapping', 'seo:\n  title: x'],
    ['a comment', 'title: Setup # draft'],
    ['a colon and space in a plain value', 'title: Quickstart: install it'],
    ['a repeated key', 'title: a\ntitle: b'],
    ['a key YAML resolves', 'True: x'],
    ['an escape in double quotes', 'title: "Tab\\there"'],
    ['a continued line', 'description: one\n  two'],
    ['a tag', 'title: !!str 12'],
    ['an anchor', 'title: &a x'],
    ['a tab after the colon', 'title:\tx'],
    ['a block scalar', 'description: >\n  text'],
    ['text after a quoted value', 'title: "a" b'],
    ['a character YAML refuses', 'title: a\uffff'],
    ['half of a surrogate pair', 'title: a\ud800b'],
  ])('leaves %s to js-yaml', (_, text) => {
    expect(readFlatYaml(text)).toBeUndefined();
  });

  it('agrees with js-yaml on seeded random documents', () => {
    const pieces = ['a', 'b', ' ', ':', '#', '"', "'", '-', '{', '}', '[', ']', ',', '?', '!', '&', '*', '|', '>', '%', '@', '`', '0', '.', '~', '\t', '\\', 'é', '<', '=', '\u0085', '\u00a0', '\ufffe', '\uffff', '\ud800', '\udc00', '😀', 'null', 'true', 'False', '.inf', '2024-01-01', '<<'];
    const words = ['', 'Getting started', 'API', "Don't", 'x'];
    const keys = ['title', 'description', 'True', 'null', 'a-b', '_x', 'Title'];
    // The usual forms are repeated so that many documents are flat, and the rest still occur.
    const separators = [': ', ': ', ': ', ':', ':  ', ':\t', ' : ', ': "', ": '"];
    const ends = ['\n', '\n', '\r\n', '\n\n', '\r', '\n  ', '\n# c\n', '\n- '];
    let seed = 1;
    const pick = <T,>(list: T[]): T => {
      // mulberry32: an LCG's low bits repeat too soon for short lists.
      seed = (seed + 0x6d2b79f5) | 0;
      let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return list[((t ^ (t >>> 14)) >>> 0) % list.length]!;
    };
    let answered = 0;
    for (let i = 0; i < 50000; i++) {
      let text = '';
      for (let line = 0, lines = 1 + (i % 3); line < lines; line++) {
        text += pick(keys) + pick(separators);
        text += pick(words);
        for (let j = 0, length = pick([0, 0, 1, 2, 3]); j < length; j++) text += pick(pieces);
        text += pick(ends);
      }
      if (expectSameAsJsYaml(text)) answered++;
    }
    // The comparison means something only if the shortcut answered often.
    expect(answered).toBeGreaterThan(2000);
  });

  describe.skipIf(!existsSync(corpus))('on the corpus', () => {
    if (!existsSync(corpus)) console.log(`Corpus not found at ${corpus}; skipping the flat-YAML corpus comparison.`);

    it('gives what js-yaml gives for every page, and answers for most', () => {
      const documents = frontmatterOfCorpus(corpus);
      const answered = documents.filter(expectSameAsJsYaml).length;
      expect(answered / documents.length).toBeGreaterThan(0.8);
    });
  });
});
