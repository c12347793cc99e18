import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { homePageFile } from '../../src/site/home-page-file.js';

let site: string;
beforeEach(async () => {
  site = await mkdtemp(path.join(tmpdir(), 'quire-home-page-'));
});
afterEach(() => rm(site, { recursive: true, force: true }));

async function write(files: Record<string, string>): Promise<void> {
  for (const [name, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(site, name)), { recursive: true });
    await writeFile(path.join(site, name), text);
  }
}

const config = (navigation: unknown) => JSON.stringify({ name: 'Home', navigation });

describe('homePageFile', () => {
  it('is the index page when there is one', async () => {
    await write({ 'docs.json': config([{ group: 'G', pages: ['intro'] }]), 'index.mdx': '', 'intro.mdx': '' });
    expect(homePageFile(site)).toBe(path.join(site, 'index.mdx'));
  });

  it('is otherwise the first page navigation names that exists, depth first', async () => {
    await write({
      'docs.json': config([{ group: 'Start', pages: [{ group: 'Nested', pages: ['/missing', 'guides/first/'] }, 'second'] }]),
      'guides/first.md': '',
      'second.mdx': '',
    });
    expect(homePageFile(site)).toBe(path.join(site, 'guides/first.md'));
  });

  it('passes over files the planner does not make pages', async () => {
    await write({
      'docs.json': config(['snippets/intro', '.drafts/first', 'node_modules/pkg/readme', 'welcome']),
      'snippets/intro.mdx': '',
      '.drafts/first.mdx': '',
      'node_modules/pkg/readme.md': '',
      'welcome.mdx': '',
    });
    expect(homePageFile(site)).toBe(path.join(site, 'welcome.mdx'));
  });

  it('reads mint.json when there is no docs.json, past a byte-order mark', async () => {
    await write({ 'mint.json': `\uFEFF${config(['welcome'])}`, 'welcome.mdx': '' });
    expect(homePageFile(site)).toBe(path.join(site, 'welcome.mdx'));
  });

  it('is undefined for a config that does not parse, or names no page that exists', async () => {
    await write({ 'docs.json': '{ "name": ', 'page.mdx': '' });
    expect(homePageFile(site)).toBeUndefined();
    await write({ 'docs.json': config([{ group: 'G', pages: ['gone', { pages: 'not a list' }] }]) });
    expect(homePageFile(site)).toBeUndefined();
    await rm(path.join(site, 'docs.json'));
    expect(homePageFile(site)).toBeUndefined();
  });
});
