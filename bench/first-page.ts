// Time from starting `quire dev` (a new process, as a writer would type it) to the whole home
// page received: Node's start, loading Quire, planning, rendering and laying out the page.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const quire = fileURLToPath(new URL('../bin/quire.js', import.meta.url));

export interface RunningDev {
  url: string;
  stop(): Promise<void>;
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGINT');
  await exited;
}

/** Starts `quire dev` on `dir` with the cache `cacheDir` (QUIRE_CACHE_DIR); resolves once it prints its address. */
export async function startDev(dir: string, cacheDir: string): Promise<RunningDev> {
  const child = spawn(process.execPath, [quire, 'dev', path.resolve(dir), '--port', '0'], {
    stdio: ['ignore', 'pipe', 'ignore'],
    env: { ...process.env, QUIRE_CACHE_DIR: cacheDir },
  });
  try {
    const url = await new Promise<string>((resolve, reject) => {
      let printed = '';
      child.stdout!.on('data', (chunk: Buffer) => {
        printed += chunk.toString();
        const found = /http:\/\/\S+/.exec(printed);
        if (found) resolve(found[0]);
      });
      child.on('exit', (code) => reject(new Error(`quire dev exited with code ${code} before printing its address`)));
    });
    return { url, stop: () => stop(child) };
  } catch (error) {
    await stop(child);
    throw error;
  }
}

/** Milliseconds to the first page; `cacheDir` is the cache the run starts with (QUIRE_CACHE_DIR). */
export async function timeFirstPage(dir: string, cacheDir: string): Promise<number> {
  const started = performance.now();
  const dev = await startDev(dir, cacheDir);
  try {
    const response = await fetch(dev.url);
    await response.text();
    if (response.status !== 200) throw new Error(`The home page answered ${response.status}`);
    return performance.now() - started;
  } finally {
    await dev.stop();
  }
}
