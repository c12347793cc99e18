import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
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

/** A file of the bundled browser code as bytes: a font of KaTeX's (`katex/fonts/KaTeX_Main-Regular.2SUM5ZVY.woff2`). */
export function clientBytes(name: string): Buffer {
  try {
    return readFileSync(new URL(name, bundled));
  } catch (error) {
    throw missing(name, error);
  }
}

/**
 * The files below a folder of the bundled browser code, by the names the functions above take:
 * the features only some pages load (`features/github-stars.AZAFU6FT.js`, client/features.ts),
 * KaTeX's stylesheet and fonts (`katex/`).
 */
export function clientFolder(folder: string): string[] {
  const root = fileURLToPath(bundled);
  try {
    return readdirSync(new URL(`${folder}/`, bundled), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
  } catch (error) {
    throw missing(`${folder}/`, error);
  }
}
