import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Io } from '../../src/cli/command.js';
import { serveCommand } from '../../src/cli/serve.js';
import { API_MANIFEST_PATH } from '../../src/playground-server/api-manifest.js';
import { writeSite } from '../support/write-site.js';
import { send } from './http.js';

/* `quire serve --mock`: the flag reaches the server, and the output says where the mock answers. */

let work: string;
beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'quire-serve-mock-'));
  const manifest = { api: {}, documents: [{ openapi: '3.0.3', paths: { '/ping': { get: { responses: { '200': { description: 'Pong', content: { 'application/json': { example: { pong: true } } } } } } } } }] };
  await writeSite(path.join(work, 'dist'), { 'index.html': '<h1>Home</h1>', [API_MANIFEST_PATH.slice(1)]: JSON.stringify(manifest) });
});
afterAll(() => rm(work, { recursive: true, force: true }));

function captureIo(cwd: string): Io & { out: string[] } {
  const out: string[] = [];
  return { out, stdout: (text) => out.push(text), stderr: () => {}, isTTY: false, cwd, env: {} };
}

it('answers the mock with --mock, and prints its address', async () => {
  const io = captureIo(work);
  const exit = serveCommand.run({ positionals: ['dist'], values: { port: '0', mock: true } }, io);
  await expect.poll(() => io.out.join(''), { timeout: 5000 }).toContain('Mock API:');
  const mock = /Mock API: (http:\/\/\S+)/.exec(io.out.join(''))![1]!;
  expect(mock).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/_quire\/mock$/);
  expect(JSON.parse((await send(`${mock}/ping`)).text)).toEqual({ pong: true });
  process.emit('SIGINT', 'SIGINT');
  expect(await exit).toBe(0);
});

it('leaves the mock off without --mock', async () => {
  const io = captureIo(work);
  const exit = serveCommand.run({ positionals: ['dist'], values: { port: '0' } }, io);
  await expect.poll(() => io.out.join(''), { timeout: 5000 }).toContain('http://127.0.0.1:');
  expect(io.out.join('')).not.toContain('Mock API');
  const url = /http:\/\/\S+/.exec(io.out.join(''))![0];
  const answer = await send(new URL('/_quire/mock/ping', url).href);
  expect(answer.status).toBe(404);
  expect(JSON.parse(answer.text).error).toContain('--mock');
  process.emit('SIGINT', 'SIGINT');
  expect(await exit).toBe(0);
});
