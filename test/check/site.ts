import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach } from 'vitest';

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/**
 * Settings that leave out the authoring rules and the navigation's coverage warnings: these
 * sites test the build's own checks, in pages written without front matter; the authoring
 * rules have their tests in test/rules/.
 */
export const BUILD_CHECKS_ONLY = JSON.stringify({
  rules: Object.fromEntries(['page/front-matter', 'page/heading-levels', 'page/image-frame', 'page/link-text', 'page/code-language', 'page/secret', 'component/title', 'component/endpoint-examples', 'nav/orphan-page', 'nav/duplicate-page', 'link/missing-page', 'link/missing-anchor'].map((rule) => [rule, 'off'])),
});

/**
 * A throwaway site folder holding `files` (path → text), removed after the test. Unless `files`
 * names a `.quirerc.json` of its own (undefined for none), it gets BUILD_CHECKS_ONLY.
 */
export function tempSite(files: Record<string, string | undefined>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'quire-check-'));
  made.push(dir);
  for (const [name, text] of Object.entries({ '.quirerc.json': BUILD_CHECKS_ONLY, ...files })) {
    if (text === undefined) continue;
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  }
  return dir;
}
