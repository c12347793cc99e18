import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runChecks } from '../../src/check/run.js';
import type { Io } from '../../src/cli/command.js';
import { main } from '../../src/cli/main.js';
import { buildSite } from '../../src/publish/build-site.js';
import { PAGE_RULES } from '../../src/rules/index.js';

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});
function workFolder(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'quire-init-'));
  made.push(dir);
  return dir;
}

function fakeIo(cwd: string, answers?: string[]): Io & { out: string; err: string; asked: string[] } {
  const io = {
    out: '',
    err: '',
    asked: [] as string[],
    isTTY: false,
    cwd,
    env: {},
    stdout: (t: string) => void (io.out += t),
    stderr: (t: string) => void (io.err += t),
    ...(answers ? { prompt: async (question: string) => (io.asked.push(question), answers.shift() ?? '') } : {}),
  };
  return io;
}

const STARTER_FILES = ['.cursor/rules.md', '.gitignore', 'components.mdx', 'docs.json', 'favicon.svg', 'images/starter.svg', 'introduction.mdx', 'logo/dark.svg', 'logo/light.svg', 'openapi.yaml', 'quickstart.mdx'];

describe('quire init', () => {
  it('writes a starter site that passes check --strict with nothing to report, and builds', async () => {
    const work = workFolder();
    const io = fakeIo(work);
    expect(await main(['init', 'my-docs', '--name', 'Acme "API"', '--primary', '#0E7C66'], io)).toBe(0);
    const site = path.join(work, 'my-docs');
    for (const file of STARTER_FILES) expect(existsSync(path.join(site, file)), file).toBe(true);
    const config = JSON.parse(readFileSync(path.join(site, 'docs.json'), 'utf8'));
    expect(config).toMatchObject({ $schema: './node_modules/quire-docs/schema/docs.schema.json', name: 'Acme "API"', colors: { primary: '#0E7C66' } });
    expect(readFileSync(path.join(site, 'introduction.mdx'), 'utf8')).toContain('title: Welcome to the Acme "API" documentation');
    expect(io.out).toContain('Created the site "Acme "API"" in my-docs: 11 files.');
    expect(io.out).toContain('npx quire-docs dev');

    expect(await runChecks(site, { strict: true })).toEqual([]);
    const result = await buildSite(site, { outDir: path.join(work, 'out') });
    expect(result.diagnostics).toEqual([]);
    expect(result.ok).toBe(true);
    expect(readFileSync(path.join(work, 'out/components/index.html'), 'utf8')).toContain('Components for writing pages');
    // The API reference tab: an endpoint page per operation of the starter's OpenAPI file.
    expect(readFileSync(path.join(work, 'out/api-reference/post-projects/index.html'), 'utf8')).toContain('<h1>Create a project</h1>');
  }, 60_000);

  it('refuses to overwrite existing files, naming them, and writes nothing; --force overwrites', async () => {
    const work = workFolder();
    writeFileSync(path.join(work, 'docs.json'), '{"name": "Mine"}');
    const io = fakeIo(work);
    expect(await main(['init'], io)).toBe(1);
    expect(io.err).toContain('A file of the starter site already exists; nothing was written:\n  docs.json\n');
    expect(io.err).toContain('add --force to overwrite them');
    expect(existsSync(path.join(work, 'introduction.mdx'))).toBe(false);
    expect(readFileSync(path.join(work, 'docs.json'), 'utf8')).toBe('{"name": "Mine"}');

    expect(await main(['init', '--force'], fakeIo(work))).toBe(0);
    expect(JSON.parse(readFileSync(path.join(work, 'docs.json'), 'utf8')).name).toBe('My Docs');
  });

  it('asks for the name and colour on a terminal, again after a wrong colour; asks nothing when both are given', async () => {
    const work = workFolder();
    const io = fakeIo(work, ['Widgets', 'blue', '#123456']);
    expect(await main(['init', 'a'], io)).toBe(0);
    expect(io.asked).toEqual(['Site name? (My Docs) ', 'Primary colour? (#2F6FEB) ', 'Primary colour? (#2F6FEB) ']);
    expect(io.err).toBe('Write a hex colour such as #2F6FEB.\n');
    expect(JSON.parse(readFileSync(path.join(work, 'a/docs.json'), 'utf8'))).toMatchObject({ name: 'Widgets', colors: { primary: '#123456' } });

    const quiet = fakeIo(work, []);
    expect(await main(['init', 'b', '--name', 'B', '--primary', '#abc'], quiet)).toBe(0);
    expect(quiet.asked).toEqual([]);
  });

  it('rejects a --primary that is not a hex colour', async () => {
    const io = fakeIo(workFolder());
    expect(await main(['init', '--primary', 'blue'], io)).toBe(2);
    expect(io.err).toContain('`--primary blue` is not a hex colour.');
  });

  it('--rules-only (re)writes just .cursor/rules.md, listing the site\'s snippets', async () => {
    const work = workFolder();
    mkdirSync(path.join(work, 'snippets'));
    writeFileSync(path.join(work, 'snippets/plans.mdx'), 'Plans.');
    mkdirSync(path.join(work, '.cursor'));
    writeFileSync(path.join(work, '.cursor/rules.md'), 'old');
    const io = fakeIo(work);
    expect(await main(['init', '--rules-only'], io)).toBe(0);
    expect(io.out).toBe('Wrote .cursor/rules.md: the writing rules for AI editors.\n');
    expect(existsSync(path.join(work, 'docs.json'))).toBe(false);
    const rules = readFileSync(path.join(work, '.cursor/rules.md'), 'utf8');
    expect(rules).toContain('- `/snippets/plans.mdx`');
    expect(rules).toContain('npx quire-docs check --strict');
    expect(rules).toContain('Use `<Steps>` for sequential procedures');
    for (const rule of PAGE_RULES) expect(rules).toContain(`- \`${rule.id}\`: ${rule.summary}`);
  });
});
