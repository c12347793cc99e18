import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runChecks } from '../../src/check/run.js';
import type { Io } from '../../src/cli/command.js';
import { main } from '../../src/cli/main.js';
import { positionOf } from '../config/position.js';
import { tempSite } from './site.js';

/** The report's `N errors, M warnings` line (counts by rule and the time follow it). */
const summaryLine = (out: string) => out.split('\n').find((line) => /^\d+ errors?, \d+ warnings?$/.test(line));

function fakeIo(cwd: string): Io & { out: string; err: string } {
  const io = { out: '', err: '', isTTY: false, cwd, env: {}, stdout: (t: string) => void (io.out += t), stderr: (t: string) => void (io.err += t) };
  return io;
}

const config = `{
  "name": "Docs",
  "navigation": [
    { "group": "Start", "pages": ["intro", "/guides/setup", { "group": "More", "pages": ["gone"] }] },
    { "group": "API", "pages": ["api/missing.mdx", "api/list"] }
  ]
}
`;

describe('runChecks', () => {
  it('reports each navigation page that does not exist, at its string in docs.json', async () => {
    const dir = tempSite({ 'docs.json': config, 'intro.mdx': '', 'guides/setup.md': '', 'api/list.mdx': '', 'api/missing.mdx': '' });
    const diagnostics = await runChecks(dir);
    expect(diagnostics).toEqual([
      expect.objectContaining({ file: 'docs.json', ...positionOf(config, '"gone"'), severity: 'error', rule: 'nav/missing-page', message: 'Navigation names the page "gone", but neither gone.mdx nor .md exists.' }),
      expect.objectContaining({ ...positionOf(config, '"api/missing.mdx"'), rule: 'nav/missing-page', hint: 'Navigation names pages without extension: write "api/missing".' }),
    ]);
    expect(diagnostics[0]!.frame).toContain('"gone"');
  });

  it('reports icons of docs.json and of pages that the free Font Awesome packs lack, at their place', async () => {
    const iconConfig = `{
  "name": "Docs",
  "anchors": [{ "name": "Blog", "url": "blog", "icon": "diagram-venn" }],
  "navigation": [{ "group": "Start", "icon": "book", "pages": [{ "group": "Inner", "icon": "arrow-progress", "pages": ["a"] }] }]
}
`;
    const dir = tempSite({
      'docs.json': iconConfig,
      'a.mdx': '<Card title="x" icon="arrow-progress" />\n',
      'b.mdx': '---\ntitle: B\nicon: "diagram-venn"\n---\n\n<Card title="y" icon="book" />\n',
      'c.mdx': '---\ntitle: C\nicon: github\niconType: brands\n---\n',
    });
    const diagnostics = await runChecks(dir);
    expect(diagnostics.map((d) => [d.file, d.line, d.column, d.rule, d.severity])).toEqual([
      ['a.mdx', 1, 17, 'icon/unknown', 'warning'],
      ['b.mdx', 3, 1, 'icon/unknown', 'warning'],
      ['docs.json', positionOf(iconConfig, '"diagram-venn"').line, positionOf(iconConfig, '"diagram-venn"').column, 'icon/unknown', 'warning'],
      ['docs.json', positionOf(iconConfig, '"arrow-progress"').line, positionOf(iconConfig, '"arrow-progress"').column, 'icon/unknown', 'warning'],
    ]);
  });

  it('reports local images that do not exist, in pages and in docs.json, at their address; remote ones are not checked', async () => {
    const imageConfig = `{
  "name": "Docs",
  "logo": { "light": "/logo/light.svg", "dark": "/logo/gone.svg" },
  "favicon": "/favicon.png",
  "backgroundImage": "https://cdn.example.com/bg.png",
  "navigation": [{ "group": "Start", "pages": ["guides/setup", "guides/index", "notes"] }]
}
`;
    const setup = [
      '![here](img/a.png) ![gone](img/gone.png) ![remote](https://x.dev/a.png)',
      '',
      '<Frame>',
      '  <img src="/shots/missing.png" alt="x" />',
      '</Frame>',
      '',
      '<Card title="c" img="../guides/img/a.png" /> <Card title="d" img="/no%20such.png" />',
    ].join('\n');
    const dir = tempSite({
      'docs.json': imageConfig,
      'logo/light.svg': '',
      'guides/img/a.png': '',
      'img/b.png': '',
      'guides/setup.mdx': setup,
      // An index page is served at its folder: `img/b.png` is the site's.
      'guides/index.mdx': '![b](img/b.png)\n',
      'notes.md': 'Text\n\n<p>\n  <img alt="x" src="pics/none.png">\n</p>\n',
    });
    const diagnostics = (await runChecks(dir)).filter((d) => d.rule === 'image/missing');
    expect(diagnostics.map((d) => [d.file, d.line, d.column, d.severity])).toEqual([
      ['docs.json', ...Object.values(positionOf(imageConfig, '"/logo/gone.svg"')), 'warning'],
      ['docs.json', ...Object.values(positionOf(imageConfig, '"/favicon.png"')), 'warning'],
      ['guides/setup.mdx', 1, 20, 'warning'],
      ['guides/setup.mdx', 4, 8, 'warning'],
      ['guides/setup.mdx', 7, 62, 'warning'],
      ['notes.md', 4, 3, 'warning'],
    ]);
    expect(diagnostics[2]!.message).toBe('The image `img/gone.png` does not exist: no file `guides/img/gone.png` in the site folder, so readers see a broken image.');
    expect(diagnostics[4]!.message).toContain('no file `no such.png`');
    expect(diagnostics[0]!.hint).toContain('Add the file `logo/gone.svg`');
  });

  it('is clean for a complete site', async () => {
    const dir = tempSite({ 'docs.json': '{"name": "x", "navigation": [{"group": "g", "pages": ["a"]}]}', 'a.md': '' });
    expect(await runChecks(dir)).toEqual([]);
  });

  // Its speed is measured by `npm run bench`, not here: timed tests flake on a busy machine.
  it('checks a config of several thousand groups, reporting each missing page', async () => {
    const groups = Array.from({ length: 5000 }, (_, i) => ({ group: `Group ${i}`, icon: 'book', pages: [`p/${i % 10}`, { group: `Inner ${i}`, pages: [`p/${(i + 1) % 10}`, i % 5 === 0 ? `missing/${i}` : `p/${i % 7}`] }] }));
    const files = Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`p/${i}.mdx`, '']));
    const dir = tempSite({ ...files, 'docs.json': JSON.stringify({ name: 'Big', navigation: groups }, null, 2) });
    const diagnostics = await runChecks(dir);
    expect(diagnostics).toHaveLength(1000);
    expect(diagnostics.every((d) => d.rule === 'nav/missing-page' && d.line! > 0)).toBe(true);
  });
});

describe('quire check', () => {
  it('prints eslint-style lines with hints and a summary, and exits 1 on errors', async () => {
    const dir = tempSite({ 'docs.json': config, 'intro.mdx': '', 'guides/setup.md': '', 'api/list.mdx': '' });
    const io = fakeIo(path.dirname(dir));
    const code = await main(['check', path.basename(dir)], io);
    expect(code).toBe(1);
    const { line, column } = positionOf(config, '"gone"');
    expect(io.out).toContain(`${path.basename(dir)}/docs.json:${line}:${column}  error  Navigation names the page "gone", but neither gone.mdx nor .md exists.  nav/missing-page\n  hint: Create gone.mdx`);
    expect(summaryLine(io.out)).toBe('2 errors, 0 warnings');
  });

  it('exits 0 with warnings only', async () => {
    const dir = tempSite({ 'mint.json': '{"name": "x", "search": {"location": "top"}, "navigation": [{"group": "g", "pages": ["a"]}]}', 'a.mdx': '' });
    const io = fakeIo(dir);
    expect(await main(['check'], io)).toBe(0);
    expect(io.out).toContain('mint.json:1:1  warning  No docs.json here, so Quire reads mint.json.  config/legacy-filename');
    expect(io.out).toContain('mint.json:1:26  warning');
    expect(summaryLine(io.out)).toBe('0 errors, 2 warnings');
  });

  it('--strict makes those warnings errors, and exits 1', async () => {
    const dir = tempSite({ 'mint.json': '{"name": "x", "search": {"location": "top"}, "navigation": [{"group": "g", "pages": ["a"]}]}', 'a.mdx': '' });
    const io = fakeIo(dir);
    expect(await main(['check', '--strict'], io)).toBe(1);
    expect(io.out).toContain('mint.json:1:1  error  No docs.json here, so Quire reads mint.json.  config/legacy-filename');
    expect(summaryLine(io.out)).toBe('2 errors, 0 warnings');
  });

  it('reports unknown keys and components as warnings, with and without a close match; --strict makes them errors', async () => {
    const dir = tempSite({
      'docs.json': '{"name": "x", "fancyWidget": {"options": ["copy"]}, "navigation": [{"group": "g", "pages": ["a"]}]}',
      'a.mdx': '---\ntitle: A\n---\n\n<CallOut>Close to Callout.</CallOut>\n\n<NewDocument />\n',
    });
    const io = fakeIo(dir);
    expect(await main(['check', '--format', 'json'], io)).toBe(0);
    const found = JSON.parse(io.out) as { severity: string; rule: string; hint?: string }[];
    expect(found.map((d) => [d.severity, d.rule])).toEqual([
      ['warning', 'mdx/unknown-component'],
      ['warning', 'mdx/unknown-component'],
      ['warning', 'config/unknown-key'],
    ]);
    expect(found[0]!.hint).toBe('Did you mean `<Callout>`?');
    const strict = fakeIo(dir);
    expect(await main(['check', '--format', 'json', '--strict'], strict)).toBe(1);
    expect((JSON.parse(strict.out) as { severity: string }[]).map((d) => d.severity)).toEqual(['error', 'error', 'error']);
  });

  it('gives machine-readable output with --format json', async () => {
    const dir = tempSite({ 'docs.json': '{\n  "name": "x",\n  "topbarLink": [],\n  "navigation": []\n}' });
    const io = fakeIo(dir);
    expect(await main(['check', '.', '--format', 'json'], io)).toBe(0);
    const diagnostics = JSON.parse(io.out) as unknown[];
    expect(diagnostics).toEqual([
      expect.objectContaining({ file: 'docs.json', line: 3, column: 3, severity: 'warning', rule: 'config/unknown-key', hint: 'Did you mean `topbarLinks`?' }),
    ]);
  });

  it('exits 2 on usage errors', async () => {
    const dir = tempSite({ 'docs.json': '{"name": "x", "navigation": []}' });
    const badFormat = fakeIo(dir);
    expect(await main(['check', '--format', 'xml'], badFormat)).toBe(2);
    expect(badFormat.err).toContain('Unknown format `xml`');
    const noFolder = fakeIo(dir);
    expect(await main(['check', 'nowhere'], noFolder)).toBe(2);
    expect(noFolder.err).toContain('No folder at');
    expect(await main(['check', 'a', 'b'], fakeIo(dir))).toBe(2);
  });

  it("passes on Quire's own docs", async () => {
    const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
    const io = fakeIo(root);
    expect(await main(['check', 'docs'], io)).toBe(0);
    expect(io.out).toContain('0 errors');
  });

  const corpus = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../shared/corpus');
  if (!existsSync(corpus)) console.log(`Skipping the corpus check: ${corpus} is absent.`);
  it.skipIf(!existsSync(corpus))('runs on a real site without crashing and reports in the usual form', async () => {
    const io = fakeIo(corpus);
    const code = await main(['check', 'mintlify__docs', '--format', 'json'], io);
    const diagnostics = JSON.parse(io.out) as { file: string; severity: string; rule: string }[];
    expect(code).toBe(diagnostics.some((d) => d.severity === 'error') ? 1 : 0);
    expect(diagnostics.filter((d) => d.rule.startsWith('config/') && d.severity === 'error')).toEqual([]);
    expect(diagnostics.every((d) => d.file.startsWith('mintlify__docs/'))).toBe(true);
  });
});
