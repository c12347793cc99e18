import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

// The browser code `npm run build` bundles from client/ and theme/ (scripts/bundle.mjs), two
// levels above src/layout and every dist/ folder.
const bundled = new URL('../../dist/client/', import.meta.url);
const texts = new Map<string, string>();

function missing(name: string, error: unknown): Error {
  return new Error(`Quire's own ${name} is missing from ${fileURLToPath(bundled)}; run \`npm run build\` in Quire's folder. (${String(error)})`);
}

/** A file of the bundled browser code (`inline/head.js`, `quire.css`), as text, read once per process. */
export function clientFile(name: string): string {
  let text = texts.get(name);
  if (text === undefined) {
    try {
      text = readFileSync(new URL(name, bundled), 'utf8').trimEnd();
    } catch (error) {
      throw missing(name, error);
    }
    texts.set(name, text);
  }
  return text;
}

/** The files of the features only some pages load (client/features.ts): `features/github-stars.AZAFU6FT.js`. */
export function featureFiles(): string[] {
  try {
    return readdirSync(new URL('features/', bundled)).map((name) => `features/${name}`);
  } catch (error) {
    throw missing('features/', error);
  }
}
