import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Io } from '../../src/cli/command.js';
import { serveCommand } from '../../src/cli/serve.js';
import { networkUrls } from '../../src/serve/listen.js';
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

it('with --host 0.0.0.0, also prints the addresses the rest of the network reaches it at', async () => {
  const io = captureIo(sandbox.site);
  const exit = serveCommand.run({ positionals: ['dist'], values: { port: '0', host: '0.0.0.0' } }, io);
  await expect.poll(() => io.out.join(''), { timeout: 5000 }).toContain('http://localhost:');
  const port = Number(/localhost:(\d+)/.exec(io.out.join(''))![1]);
  const expected = networkUrls('0.0.0.0', port).map((url) => `  On your network: ${url}\n`).join('');
  expect(io.out.join('')).toBe(`Serving dist at http://localhost:${port}/\n${expected}`);
  for (const url of networkUrls('0.0.0.0', port)) expect((await rawRequest(url, '/')).text).toContain('Built home');
  process.emit('SIGINT', 'SIGINT');
  expect(await exit).toBe(0);
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
