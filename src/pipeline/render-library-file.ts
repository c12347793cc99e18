import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import vm from 'node:vm';

export type RenderLibrary = typeof import('./render-library.js');

/*
 * The render thread's code, loaded with V8's code cache: `npm run build` runs it once on sample
 * pages and saves what V8 compiled (write-render-library-cache.ts), so a thread starting later
 * neither parses the 1.4 MB bundle nor compiles the functions a page needs again. That took
 * ~100 ms of every first page's wait. Node 20 caches code only for scripts (Node 22's
 * module.enableCompileCache does it for ES modules too): hence a CommonJS bundle, and Shiki's
 * grammars as CommonJS files, since a script compiled with a cache has no dynamic `import()`.
 */

/** The bundle, one folder below dist/ like every bundled file. */
export const RENDER_LIBRARY_FILE = fileURLToPath(new URL('../pipeline/render-library.cjs', import.meta.url));
/**
 * V8's cache for it, written by the same build into the same folder. V8 ignores it when made by
 * another version of V8 or with other flags (a Node other than the one that built Quire).
 */
export const RENDER_LIBRARY_CODE_CACHE = `${RENDER_LIBRARY_FILE}.v8-cache`;

/** The bundle compiled, with `cachedData` when given, and run as CommonJS runs a module. */
export function compileRenderLibrary(cachedData?: Buffer): { library: RenderLibrary; script: vm.Script } {
  const source = readFileSync(RENDER_LIBRARY_FILE, 'utf8');
  // On one line with the source, so its line numbers in stack traces are the file's.
  const script = new vm.Script(`(function (exports, require, module, __filename, __dirname) {${source}\n})`, { filename: RENDER_LIBRARY_FILE, cachedData });
  const module = { exports: {} as RenderLibrary };
  script.runInThisContext()(module.exports, createRequire(RENDER_LIBRARY_FILE), module, RENDER_LIBRARY_FILE, path.dirname(RENDER_LIBRARY_FILE));
  return { library: module.exports, script };
}

function readCodeCache(): Buffer | undefined {
  try {
    return readFileSync(RENDER_LIBRARY_CODE_CACHE);
  } catch {
    return undefined;
  }
}

/**
 * The library: from the bundle with its code cache; from the ES module bundle when that file is
 * missing (a build whose last steps failed); from the sources under vitest.
 */
export async function loadRenderLibrary(): Promise<RenderLibrary> {
  if (import.meta.url.endsWith('.ts') || !existsSync(RENDER_LIBRARY_FILE)) return import('./render-library.js');
  return compileRenderLibrary(readCodeCache()).library;
}
