import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { frontmatterBlock, readFrontmatter } from '../../src/content/frontmatter.js';
import { readPageHead } from '../../src/site/read-page-head.js';

describe('readPageHead', () => {
  let dir: string;
  const write = async (name: string, text: string) => {
    const file = path.join(dir, name);
    await writeFile(file, text);
    return file;
  };
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'quire-head-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('reads a page through its front matter and two lines more, with its stats', async () => {
    const text = '---\ntitle: Café\n---\n\n# Heading\n\nBody.\n';
    const { text: read, stats } = readPageHead(await write('small.mdx', text));
    expect(read).toBe('---\ntitle: Café\n---\n\n# Heading\n');
    expect(stats.size).toBe(Buffer.byteLength(text));
  });

  it('keeps the code frame of a front matter error as the whole page gives it', async () => {
    const text = '---\ntitle: Setup: fast\n---\n# Heading\nBody.\nMore.\n';
    const { text: read } = readPageHead(await write('frame.mdx', text));
    const frame = readFrontmatter(read, 'frame.mdx').diagnostics[0]?.frame;
    expect(frame).toContain('# Heading');
    expect(frame).toBe(readFrontmatter(text, 'frame.mdx').diagnostics[0]?.frame);
  });

  it('reads nothing of a page without front matter', async () => {
    expect(readPageHead(await write('bare.mdx', `# Title\n\n${'x'.repeat(40_000)}`)).text).toBe('');
    expect(readPageHead(await write('rule.mdx', 'Intro\n---\nMore\n')).text).toBe('');
  });

  // Each read must hold the front matter the whole page holds, however its lines end.
  it.each([
    ['an empty block', '---\n---\nBody'],
    ['Windows line ends', '---\r\ntitle: A\r\n---\r\nBody'],
    ['spaces after the closing fence', '---\ntitle: A\n---  \t\nBody'],
    ['a closing fence at the very end', '---\ntitle: A\n---'],
    ['a longer rule before the fence', '---\ntitle: A\n----\nnote: b\n---\nBody'],
    ['a closing fence after a lone carriage return', '---\ntitle: A\r---\nBody'],
    ['only such a fence', '---\ntitle: A\r---'],
    ['a block that never closes', '---\ntitle: A\nBody'],
    ['a byte-order mark', '\uFEFF---\ntitle: A\n---\nBody'],
  ])('reads the same front matter as the whole page: %s', async (_, text) => {
    const { text: read } = readPageHead(await write('case.mdx', text));
    expect(text.startsWith(read)).toBe(true);
    expect(frontmatterBlock(read)).toEqual(frontmatterBlock(text));
  });

  it('reads only the start of a long page, whose front matter is all there', async () => {
    const text = `---\ntitle: Long\n---\n\n${'A paragraph of text. '.repeat(5000)}`;
    const { text: read, stats } = readPageHead(await write('long.mdx', text));
    // The paragraph after the blank line is cut off by the 16 KB read: not a whole line.
    expect(read).toBe('---\ntitle: Long\n---\n\n');
    expect(frontmatterBlock(read)).toEqual(frontmatterBlock(text));
    expect(stats.size).toBe(text.length);
  });

  it('reads the whole page when its front matter goes past the start', async () => {
    const text = `---\ntitle: Big\ndescription: ${'d'.repeat(20_000)}\n---\n\nBody.\n`;
    const { text: read } = readPageHead(await write('big-frontmatter.mdx', text));
    expect(read).toBe(text);
  });

  // "---x" is not a fence, but cut after its "---" it would look like one.
  it.each([
    { name: 'plain', bom: '', eol: '\n' },
    { name: 'after a byte-order mark', bom: '\uFEFF', eol: '\n' },
    { name: 'with Windows line ends', bom: '', eol: '\r\n' },
  ])('reads the whole page when its start ends right after a line that only looks like the closing fence ($name)', async ({ bom, eol }) => {
    const opening = `${bom}---${eol}title: Edge${eol}note: `;
    const filler = 'n'.repeat(16 * 1024 - Buffer.byteLength(opening) - Buffer.byteLength(`${eol}---`));
    const text = `${opening}${filler}${eol}---x: 1${eol}---${eol}${eol}Body.${eol}`;
    expect(Buffer.byteLength(`${opening}${filler}${eol}---`)).toBe(16 * 1024);
    const { text: read } = readPageHead(await write('edge.mdx', text));
    expect(read).toBe(text);
    expect(frontmatterBlock(read)?.yaml).toContain('---x: 1');
  });

  it('keeps a character cut in two at 16 KB out of the front matter it reads', async () => {
    const text = `---\ntitle: Über\n---\n${'é'.repeat(20_000)}`;
    const { text: read } = readPageHead(await write('split.mdx', text));
    expect(frontmatterBlock(read)).toEqual(frontmatterBlock(text));
  });
});
