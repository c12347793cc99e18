import { createHash } from 'node:crypto';
import { open, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { createOnigurumaEngine } from 'shiki/engine/oniguruma';
import type { PatternScanner, RegexEngine } from 'shiki/types';

/*
 * A grammar's first use compiles its regexes in Oniguruma: ~0.3 s for JavaScript, which was
 * most of the time `quire dev` took to show its first page. Compiled scanners live in the WASM
 * module's memory, and pointers there are plain offsets. So `npm run build` compiles the
 * scanners that samples of the languages docs use most need, and saves that memory
 * (write-oniguruma-snapshot.ts); each process puts it back into its own instance of the same
 * module, and a scanner asked for with the same patterns is the one already compiled.
 * The output is unchanged: test/content/oniguruma-snapshot.test.ts.
 */

/** Where `npm run build` writes the snapshot: dist/oniguruma/ (every bundled file is one folder below dist/). */
export const SNAPSHOT_FOLDER = new URL('../oniguruma/', import.meta.url);

export interface SnapshotIndex {
  /** SHA-256 of the WASM module the memory belongs to. */
  wasm: string;
  /** The memory's size; memory.bin holds it up to its last non-zero byte. */
  memoryBytes: number;
  /** memory.bin's length. */
  savedBytes: number;
  /** Scanner pointers by patternsKey(). */
  scanners: Record<string, number[]>;
}

/** The two fields of @shikijs/engine-oniguruma's OnigScanner a restored scanner is made of. */
interface OnigScannerInternals extends PatternScanner {
  _onigBinding: unknown;
  _ptr: number;
}

export const onigWasmFile = () => new URL('onig.wasm', pathToFileURL(createRequire(import.meta.url).resolve('shiki/wasm')));

export const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** A scanner's patterns as the text Oniguruma compiles. */
export const patternSources = (patterns: (string | RegExp)[]) => patterns.map((p) => (typeof p === 'string' ? p : p.source));

export const patternsKey = (patterns: (string | RegExp)[]) => createHash('sha1').update(JSON.stringify(patternSources(patterns))).digest('base64');

/**
 * Oniguruma's engine, from the .wasm file Shiki ships beside its inlined copy (`shiki/wasm`
 * decodes 460 KB of base64 through a gzip stream, loading Node's fetch to do it: ~60 ms of a
 * render thread's start), with the scanners saved in `folder` restored.
 * `restored` counts the scanners handed out from the snapshot.
 */
export async function createOnigurumaWithSnapshot(folder: URL = SNAPSHOT_FOLDER): Promise<RegexEngine & { readonly restored: number }> {
  const [bytes, index] = await Promise.all([readFile(onigWasmFile()), readIndex(folder)]);
  const module = await WebAssembly.compile(bytes);
  let restoredMemory = false;
  // An `instantiator` object, not a bare function: for anything else Shiki checks whether it
  // was handed a fetch `Response`, and touching `Response` loads Node's fetch (~30 ms).
  const onig = await createOnigurumaEngine({
    async instantiator(imports) {
      const instance = await WebAssembly.instantiate(module, imports);
      if (index?.wasm !== sha256(bytes)) return instance.exports;
      restoredMemory = await restoreMemory(instance.exports.memory as WebAssembly.Memory, index, folder).catch(() => false);
      // A memory read in part holds the snapshot's heap bookkeeping without the heap: start over.
      return restoredMemory ? instance.exports : (await WebAssembly.instantiate(module, imports)).exports;
    },
  });
  if (!restoredMemory) return Object.assign(onig, { restored: 0 });
  try {
    return withRestoredScanners(onig, index!);
  } catch {
    // An index that does not describe this memory: compile as used, never fail highlighting.
    return Object.assign(onig, { restored: 0 });
  }
}

async function readIndex(folder: URL): Promise<SnapshotIndex | undefined> {
  try {
    return JSON.parse(await readFile(new URL('index.json', folder), 'utf8')) as SnapshotIndex;
  } catch {
    // No snapshot (running from src/, or the build skipped it): grammars compile as used.
    return undefined;
  }
}

/** Reads the saved memory straight into the instance's: tens of megabytes, copied once. */
async function restoreMemory(memory: WebAssembly.Memory, index: SnapshotIndex, folder: URL): Promise<boolean> {
  const file = await open(new URL('memory.bin', folder)).catch(() => undefined);
  if (!file) return false;
  try {
    const { size } = await file.stat();
    if (size !== index.savedBytes || size > index.memoryBytes) return false;
    if (memory.buffer.byteLength < index.memoryBytes) memory.grow(Math.ceil((index.memoryBytes - memory.buffer.byteLength) / 65536));
    const target = new Uint8Array(memory.buffer);
    let done = 0;
    while (done < size) {
      const { bytesRead } = await file.read(target, done, size - done, done);
      if (bytesRead === 0) return false;
      done += bytesRead;
    }
    return true;
  } finally {
    await file.close();
  }
}

function withRestoredScanners(onig: RegexEngine, index: SnapshotIndex): RegexEngine & { restored: number } {
  const probe = onig.createScanner(['a']) as OnigScannerInternals;
  probe.dispose?.();
  // A Shiki update that changed what a scanner is made of: compile as usual rather than guess.
  if (Object.keys(probe).sort().join() !== '_onigBinding,_ptr' || typeof probe._ptr !== 'number') return Object.assign(onig, { restored: 0 });
  const ready = new Map(
    Object.entries(index.scanners).map(([key, pointers]) => {
      if (!pointers.every((pointer) => Number.isInteger(pointer) && pointer > 0 && pointer < index.savedBytes)) throw new Error(`A saved scanner points outside the saved memory.`);
      return [key, [...pointers]];
    }),
  );
  return {
    restored: 0,
    createString: (value) => onig.createString(value),
    createScanner(patterns) {
      // Each saved scanner is handed out once: a disposed one must never come back.
      const pointer = ready.get(patternsKey(patterns))?.pop();
      if (pointer === undefined) return onig.createScanner(patterns);
      this.restored++;
      const scanner = Object.create(Object.getPrototypeOf(probe) as object) as OnigScannerInternals;
      return Object.assign(scanner, { _onigBinding: probe._onigBinding, _ptr: pointer });
    },
  };
}
