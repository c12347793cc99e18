import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Reads dist/, which `npm test` builds before vitest runs. Nothing in this file may highlight:
// Shiki adds to a theme object the first time it uses it, and the originals compared here
// must be as their modules export them.
const root = fileURLToPath(new URL('../..', import.meta.url));
const require = createRequire(import.meta.url);

describe("Shiki's grammars and themes as CommonJS files (dist/shiki)", () => {
  for (const kind of ['langs', 'themes'] as const) {
    it(`hold every one of @shikijs/${kind}, exactly`, async () => {
      const folder = path.join(root, 'dist/shiki', kind);
      const { exports } = JSON.parse(readFileSync(path.join(root, 'node_modules/@shikijs', kind, 'package.json'), 'utf8')) as { exports: Record<string, string> };
      const names = Object.keys(exports)
        .filter((subpath) => subpath !== '.')
        .map((subpath) => subpath.slice(2));
      expect(names.length).toBeGreaterThan(kind === 'langs' ? 300 : 60);
      expect(readdirSync(folder)).toHaveLength(names.length);
      for (const name of names) {
        const original = (await import(`@shikijs/${kind}/${name}`)) as { default: unknown };
        expect(require(path.join(folder, `${name}.cjs`)), name).toEqual(original.default);
      }
    });
  }
});
