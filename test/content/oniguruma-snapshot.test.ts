import { execFileSync } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onigWasmFile, sha256 } from '../../src/content/oniguruma-snapshot.js';
import { writeOnigurumaSnapshot } from '../../scripts/write-oniguruma-snapshot.js';
import { SNAPSHOT_TEST_BLOCKS, SNAPSHOT_TEST_SAMPLES } from '../fixtures/snapshot-blocks.js';

const highlightScript = fileURLToPath(new URL('../fixtures/highlight-with-snapshot.ts', import.meta.url));

/** Highlights SNAPSHOT_TEST_BLOCKS in a new process with the snapshot in `folder`. */
interface Highlighted {
  html: string[];
  restored: number;
  fetchLoaded: boolean;
}

function highlightWith(folder: string): Highlighted {
  return JSON.parse(execFileSync(process.execPath, ['--import', 'tsx', highlightScript, folder], { encoding: 'utf8' })) as Highlighted;
}

describe('Oniguruma snapshot', () => {
  let root: string;
  let snapshot: string;
  let compiled: Highlighted;

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'quire-onig-'));
    snapshot = path.join(root, 'snapshot');
    await writeOnigurumaSnapshot(SNAPSHOT_TEST_SAMPLES, pathToFileURL(`${snapshot}/`));
    compiled = highlightWith(path.join(root, 'none'));
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('highlights exactly as compiling does, with the saved scanners', () => {
    const restored = highlightWith(snapshot);
    expect(compiled.restored).toBe(0);
    expect(restored.restored).toBeGreaterThan(5);
    expect(restored.html).toHaveLength(SNAPSHOT_TEST_BLOCKS.length);
    expect(restored.html).toEqual(compiled.html);
    expect(restored.html[2]).toContain('<span');
  });

  it("loads the engine without loading Node's fetch", () => {
    expect(compiled.fetchLoaded).toBe(false);
    expect(highlightWith(snapshot).fetchLoaded).toBe(false);
  });

  it('is made by npm run build, beside the bundle, for the languages docs use most', async () => {
    const built = fileURLToPath(new URL('../../dist/oniguruma', import.meta.url));
    const index = JSON.parse(await readFile(path.join(built, 'index.json'), 'utf8')) as { wasm: string; scanners: Record<string, number[]> };
    expect(index.wasm).toBe(sha256(await readFile(onigWasmFile())));
    expect(Object.keys(index.scanners).length).toBeGreaterThan(50);
    const { html, restored } = highlightWith(built);
    expect(restored).toBeGreaterThan(5);
    expect(html).toEqual(compiled.html);
  });

  it('ignores a snapshot of another Oniguruma build', async () => {
    const other = path.join(root, 'other');
    await cp(snapshot, other, { recursive: true });
    const index = JSON.parse(await readFile(path.join(other, 'index.json'), 'utf8')) as { wasm: string };
    await writeFile(path.join(other, 'index.json'), JSON.stringify({ ...index, wasm: '0'.repeat(64) }));
    expect(highlightWith(other)).toEqual(compiled);
  });

  it('starts from a fresh instance when the saved memory is cut short', async () => {
    const cut = path.join(root, 'cut');
    await cp(snapshot, cut, { recursive: true });
    const { savedBytes } = JSON.parse(await readFile(path.join(cut, 'index.json'), 'utf8')) as { savedBytes: number };
    for (const length of [Math.floor(savedBytes / 2), 0]) {
      await truncate(path.join(cut, 'memory.bin'), length);
      expect(highlightWith(cut)).toEqual(compiled);
    }
  });
});
