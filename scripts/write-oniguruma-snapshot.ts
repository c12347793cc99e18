import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createHighlighterCore } from 'shiki/core';
import { createOnigurumaEngine } from 'shiki/engine/oniguruma';
import { bundledLanguages } from 'shiki/langs';
import type { RegexEngine } from 'shiki/types';
import { ONIGURUMA_SAMPLES, type Sample } from '../src/content/oniguruma-samples.js';
import { onigWasmFile, patternSources, patternsKey, sha256, SNAPSHOT_FOLDER, type SnapshotIndex } from '../src/content/oniguruma-snapshot.js';

/** With the `u` flag only a surrogate outside a pair matches. */
const LONE_SURROGATE = /\p{Surrogate}/u;

/** The exports of Shiki's Oniguruma build that compile a scanner. */
interface OnigExports {
  memory: WebAssembly.Memory;
  omalloc(size: number): number;
  ofree(pointer: number): void;
  createOnigScanner(patternPointers: number, patternLengths: number, count: number): number;
}

/**
 * `npm run build`'s last step (see oniguruma-snapshot.ts): highlights `samples` to learn which
 * scanners they need, then compiles just those in a fresh instance, so that nothing was ever
 * searched there (searching leaves freed match stacks behind, and regexes remembering strings
 * of this process), and saves its memory into `folder`.
 */
export async function writeOnigurumaSnapshot(samples: Sample[] = ONIGURUMA_SAMPLES, folder: URL = SNAPSHOT_FOLDER): Promise<{ scanners: number; bytes: number }> {
  const bytes = await readFile(onigWasmFile());
  const needed: string[][] = [];
  const learning = await createOnigurumaEngine({ instantiator: (imports) => WebAssembly.instantiate(bytes, imports).then((wasm) => wasm.instance.exports) });
  const recording: RegexEngine = {
    createString: (value) => learning.createString(value),
    createScanner(patterns) {
      needed.push(patternSources(patterns));
      return learning.createScanner(patterns);
    },
  };
  for (const { lang, code } of samples) {
    // A highlighter per language, as highlight.ts has: injections from other grammars would
    // change the scanners a grammar compiles.
    const highlighter = await createHighlighterCore({ themes: [import('@shikijs/themes/github-light')], langs: [bundledLanguages[lang]], engine: recording, warnings: false });
    highlighter.codeToTokensBase(code, { lang, theme: 'github-light', tokenizeTimeLimit: 0 });
    highlighter.dispose();
  }
  // Shiki encodes a lone surrogate its own way; Buffer.from would compile a different regex.
  const savable = needed.filter((patterns) => !patterns.some((pattern) => LONE_SURROGATE.test(pattern)));
  return { scanners: savable.length, bytes: await saveCompiled(bytes, savable, folder) };
}

/**
 * Compiles `scannerPatterns` in a new instance of the module `bytes`, through the exports the
 * engine itself calls (the engine keeps one instance per process, so it cannot make this
 * one), and saves its memory into `folder`.
 */
async function saveCompiled(bytes: Buffer<ArrayBuffer>, scannerPatterns: string[][], folder: URL): Promise<number> {
  let memory!: WebAssembly.Memory;
  // The four imports Emscripten's runtime asks for.
  const env = {
    emscripten_get_now: () => performance.now(),
    emscripten_memcpy_big: (dest: number, src: number, count: number) => new Uint8Array(memory.buffer).copyWithin(dest, src, src + count),
    emscripten_resize_heap(size: number) {
      memory.grow(Math.ceil((size - memory.buffer.byteLength) / 65536));
      return 1;
    },
    fd_write: () => 0,
  };
  const onig = (await WebAssembly.instantiate(await WebAssembly.compile(bytes), { env, wasi_snapshot_preview1: env })).exports as unknown as OnigExports;
  memory = onig.memory;
  const scanners: Record<string, number[]> = {};
  for (const patterns of scannerPatterns) (scanners[patternsKey(patterns)] ??= []).push(compileScanner(onig, patterns));
  const whole = new Uint8Array(memory.buffer);
  let end = whole.length;
  while (end > 0 && whole[end - 1] === 0) end--;
  const index: SnapshotIndex = { wasm: sha256(bytes), memoryBytes: whole.length, savedBytes: end, scanners };
  await mkdir(folder, { recursive: true });
  await writeFile(new URL('memory.bin', folder), whole.subarray(0, end));
  await writeFile(new URL('index.json', folder), JSON.stringify(index));
  return end;
}

function compileScanner(onig: OnigExports, patterns: string[]): number {
  const encoded = patterns.map((pattern) => Buffer.from(pattern, 'utf8'));
  const pointers = encoded.map((pattern) => {
    const pointer = onig.omalloc(pattern.length);
    new Uint8Array(onig.memory.buffer).set(pattern, pointer);
    return pointer;
  });
  const table = (values: number[]) => {
    const pointer = onig.omalloc(4 * values.length);
    new Uint32Array(onig.memory.buffer, pointer, values.length).set(values);
    return pointer;
  };
  const pointerTable = table(pointers);
  const lengthTable = table(encoded.map((pattern) => pattern.length));
  const scanner = onig.createOnigScanner(pointerTable, lengthTable, patterns.length);
  for (const pointer of [...pointers, pointerTable, lengthTable]) onig.ofree(pointer);
  if (!scanner) throw new Error(`Oniguruma could not compile a scanner of ${patterns.length} patterns.`);
  return scanner;
}
