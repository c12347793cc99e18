import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// `quire` on npm is an unrelated package ("stupidly simple stubbing/mocking for your require
// statements"): a doc that installs `quire` installs that. Quire is published as `quire-docs`,
// and its command is `quire`, so `npx quire build` works once `quire-docs` is installed, while
// anything that installs or fetches by name must say `quire-docs`.
const root = fileURLToPath(new URL('../../', import.meta.url));

const WRONG: { pattern: RegExp; fix: string }[] = [
  { pattern: /\b(?:npm (?:install|i|add)|pnpm add|yarn add|bun add)(?: --?[\w-]+)* quire(?![\w-])/g, fix: 'install `quire-docs`' },
  { pattern: /\bnpx (?:--yes |-y )?quire(?:@[\w.]+)? init\b/g, fix: '`npx quire-docs init`: nothing is installed yet, so npx fetches by package name' },
  { pattern: /\bnpx (?:--yes |-y )?quire@/g, fix: '`npx quire-docs@<version>`' },
  { pattern: /npmjs\.com\/package\/quire(?![\w-])/g, fix: 'link https://www.npmjs.com/package/quire-docs' },
  { pattern: /node_modules\/quire\//g, fix: '`node_modules/quire-docs/`' },
];

/** Each place in `text` that names the package `quire`, as `line: text (fix)`. */
export function wrongPackageNames(text: string): string[] {
  const found: string[] = [];
  for (const [index, line] of text.split('\n').entries()) {
    for (const { pattern, fix } of WRONG) for (const match of line.matchAll(pattern)) found.push(`${index + 1}: ${match[0]} (${fix})`);
  }
  return found;
}

function filesUnder(folder: string): string[] {
  return readdirSync(path.join(root, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(mdx?|json|ya?ml)$|^gitignore$/.test(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

describe('the package name in the docs', () => {
  it('finds every way of naming the wrong package, and passes the right ones', () => {
    const wrong = ['npm install --save-dev quire', 'pnpm add -D quire', 'yarn add --dev quire', 'npx quire init my-docs', 'npx quire@0.1.0 build', 'https://www.npmjs.com/package/quire)', '"./node_modules/quire/schema/docs.schema.json"'];
    expect(wrong.map((line) => wrongPackageNames(line).length)).toEqual(wrong.map(() => 1));
    const right = ['npm install --save-dev quire-docs', 'npx quire-docs init my-docs', 'npx quire build docs', 'https://www.npmjs.com/package/quire-docs', '"./node_modules/quire-docs/schema/docs.schema.json"', 'the quire command'];
    expect(right.flatMap(wrongPackageNames)).toEqual([]);
  });

  it('README, docs/, bench/ and the starter name the package quire-docs everywhere', () => {
    const files = ['README.md', 'bench/README.md', ...filesUnder('docs'), ...filesUnder('starter')];
    expect(files.length).toBeGreaterThan(40);
    const found = files.flatMap((file) => wrongPackageNames(readFileSync(path.join(root, file), 'utf8')).map((place) => `${file}:${place}`));
    expect(found).toEqual([]);
  });

  it('is published as quire-docs with the command quire, and the starter\'s $schema is a file the package ships', () => {
    const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { name: string; bin: Record<string, string>; files: string[] };
    expect(pkg.name).toBe('quire-docs');
    expect(pkg.bin).toEqual({ quire: 'bin/quire.js' });
    const schema = (JSON.parse(readFileSync(path.join(root, 'starter/docs.json'), 'utf8')) as { $schema: string }).$schema;
    expect(schema).toBe('./node_modules/quire-docs/schema/docs.schema.json');
    const inPackage = schema.replace('./node_modules/quire-docs/', '');
    expect(existsSync(path.join(root, inPackage))).toBe(true);
    expect(pkg.files).toEqual(expect.arrayContaining([inPackage.split('/')[0], 'starter']));
  });
});
