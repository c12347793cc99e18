import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runChecks } from '../../src/check/run.js';
import type { Io } from '../../src/cli/command.js';
import { main } from '../../src/cli/main.js';
import { positionOf } from '../config/position.js';
import { tempSite } from './site.js';

const docsJson = JSON.stringify({ name: 'Docs', navigation: [{ group: 'Start', pages: ['guide'] }] });
const FRONT = '---\ntitle: Install the Quire command line\ndescription: How to install the command line tool and check that it runs on your machine.\n---\n';
/** A page with one generic link (line 6) and one fence without a language (line 8). */
const page = `${FRONT}\nSee [here](/guide).\n\n\`\`\`\nnpm i\n\`\`\`\n`;

const found = (diagnostics: { file: string; line?: number; column?: number; rule: string; severity: string }[]) => diagnostics.map((d) => `${d.file}:${d.line ?? ''}:${d.column ?? ''} ${d.severity} ${d.rule}`);

function fakeIo(cwd: string): Io & { out: string; err: string } {
  const io = { out: '', err: '', isTTY: false, cwd, env: {}, stdout: (t: string) => void (io.out += t), stderr: (t: string) => void (io.err += t) };
  return io;
}

describe('rule settings', () => {
  it('without settings, the authoring rules report at their default levels', async () => {
    const dir = tempSite({ '.quirerc.json': '{}', 'docs.json': docsJson, 'guide.mdx': page });
    expect(found(await runChecks(dir))).toEqual(['guide.mdx:6:5 warning page/link-text', 'guide.mdx:8:1 warning page/code-language']);
  });

  it('.quirerc.json switches a rule off and makes another an error', async () => {
    const dir = tempSite({ '.quirerc.json': '{ "rules": { "page/link-text": "off", "page/code-language": "error" } }', 'docs.json': docsJson, 'guide.mdx': page });
    expect(found(await runChecks(dir))).toEqual(['guide.mdx:8:1 error page/code-language']);
  });

  it('the quire key of package.json, in the site folder or the project folder above it, does the same', async () => {
    const settings = JSON.stringify({ name: 'my-docs', devDependencies: { 'quire-docs': '0.1.0' }, quire: { rules: { 'page/code-language': 'off' } } });
    const inSite = tempSite({ '.quirerc.json': undefined, 'package.json': settings, 'docs.json': docsJson, 'guide.mdx': page });
    expect(found(await runChecks(inSite))).toEqual(['guide.mdx:6:5 warning page/link-text']);
    const above = tempSite({ '.quirerc.json': undefined, 'package.json': settings, 'docs/docs.json': docsJson, 'docs/guide.mdx': page });
    expect(found(await runChecks(path.join(above, 'docs')))).toEqual(['guide.mdx:6:5 warning page/link-text']);
  });

  it('reports an unknown rule, a rule that cannot be switched off and a wrong level at their place in the file', async () => {
    const rc = '{\n  "rules": {\n    "page/link-txt": "off",\n    "mdx/syntax": "off",\n    "page/secret": "warn"\n  },\n  "extends": "x"\n}\n';
    const dir = tempSite({ '.quirerc.json': rc, 'docs.json': docsJson, 'guide.mdx': FRONT });
    const diagnostics = (await runChecks(dir)).filter((d) => d.rule === 'check/config');
    expect(diagnostics.map((d) => [d.file, d.line, d.column, d.severity])).toEqual([
      ['.quirerc.json', ...Object.values(positionOf(rc, '"page/link-txt"')), 'error'],
      ['.quirerc.json', ...Object.values(positionOf(rc, '"mdx/syntax"')), 'error'],
      ['.quirerc.json', ...Object.values(positionOf(rc, '"warn"')), 'error'],
      ['.quirerc.json', ...Object.values(positionOf(rc, '"extends"')), 'error'],
    ]);
    expect(diagnostics[0]!.hint).toBe('Did you mean `page/link-text`?');
  });
});

describe('quire-ignore', () => {
  it('silences one rule on the next line (comment alone) or on its own line (comment after text)', async () => {
    const source = `${FRONT}\n{/* quire-ignore page/link-text */}\nSee [here](/guide).\n\nAnd [here](/guide). {/* quire-ignore page/link-text */}\n\nBut [here](/guide) still counts.\n`;
    const dir = tempSite({ '.quirerc.json': '{}', 'docs.json': docsJson, 'guide.mdx': source });
    expect(found(await runChecks(dir))).toEqual(['guide.mdx:11:5 warning page/link-text']);
  });

  it('silences only the rule it names, and warns about a name that is no rule', async () => {
    const source = `${FRONT}\n{/* quire-ignore page/code-language */}\nSee [here](/guide).\n\n{/* quire-ignore page/linktext */}\n`;
    const dir = tempSite({ '.quirerc.json': '{}', 'docs.json': docsJson, 'guide.mdx': source });
    const diagnostics = await runChecks(dir);
    expect(found(diagnostics)).toEqual(['guide.mdx:7:5 warning page/link-text', 'guide.mdx:9:1 warning check/unknown-rule']);
    expect(diagnostics[1]!.hint).toBe('Did you mean `page/link-text`?');
  });
});

describe('quire check output', () => {
  it('--format github writes one annotation per problem, escaped, and exits 1 on errors', async () => {
    const dir = tempSite({ '.quirerc.json': '{ "rules": { "page/code-language": "error" } }', 'docs.json': docsJson, 'guide.mdx': page });
    const io = fakeIo(dir);
    expect(await main(['check', '--format', 'github'], io)).toBe(1);
    expect(io.out.split('\n')).toEqual([
      '::warning file=guide.mdx,line=6,col=5,title=page/link-text::The link text "here" does not say where the link goes.%0AUse the name of what it opens, for example "[the configuration reference](/config)" instead of "[here](/config)".',
      '::error file=guide.mdx,line=8,col=1,title=page/code-language::This code block does not name its language.%0AWrite the language after the opening fence, for example ```bash or ```json; use ```text for plain output.',
      '',
    ]);
  });

  it('text output ends with counts by rule and the time; --strict makes warnings errors', async () => {
    const dir = tempSite({ '.quirerc.json': '{}', 'docs.json': docsJson, 'guide.mdx': `${page}\nAnd [more](/guide).\n` });
    const io = fakeIo(dir);
    expect(await main(['check'], io)).toBe(0);
    expect(io.out).toContain('0 errors, 3 warnings\nBy rule:\n  page/link-text      2 warnings\n  page/code-language  1 warning\nChecked 1 page in ');
    const strict = fakeIo(dir);
    expect(await main(['check', '--strict'], strict)).toBe(1);
    expect(strict.out).toContain('By rule:\n  page/link-text      2 errors\n');
  });
});
