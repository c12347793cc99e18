import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Io } from '../../src/cli/command.js';
import { serveCommand } from '../../src/cli/serve.js';
import { makeSandbox } from './fixture.js';
import { rawRequest } from './http-client.js';

let sandbox: Awaited<ReturnType<typeof makeSandbox>>;
beforeAll(async () => {
  sandbox = await makeSandbox({ 'dist/index.html': '<h1>Built home</h1>' });
});
afterAll(() => sandbox.cleanup());

function captureIo(cwd: string): Io & { out: string[]; err: string[] } {
  const out: string[] = [];
  const err: string[] = [];
  return { out, err, stdout: (t) => out.push(t), stderr: (t) => err.push(t), isTTY: false, cwd, env: {} };
}

it('serves the folder until SIGINT, then closes and exits 0', async () => {
  const io = captureIo(sandbox.site);
  const exit = serveCommand.run({ positionals: ['dist'], values: { port: '0' } }, io);
  await expect.poll(() => io.out.join(''), { timeout: 5000 }).toContain('http://127.0.0.1:');
  const url = /http:\/\/\S+/.exec(io.out.join(''))![0];
  expect((await rawRequest(url, '/')).text).toContain('Built home');
  process.emit('SIGINT', 'SIGINT');
  expect(await exit).toBe(0);
  await expect(rawRequest(url, '/')).rejects.toThrow();
});

it('explains a missing folder instead of serving nothing', async () => {
  const io = captureIo(sandbox.site);
  expect(await serveCommand.run({ positionals: ['nowhere'], values: {} }, io)).toBe(1);
  expect(io.err.join('')).toContain('quire build');
});

it('rejects a port that is not a number', async () => {
  const io = captureIo(sandbox.site);
  expect(await serveCommand.run({ positionals: ['dist'], values: { port: 'abc' } }, io)).toBe(2);
});
