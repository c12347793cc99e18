import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/load.js';

const made: string[] = [];
function site(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'quire-load-'));
  made.push(dir);
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
  return dir;
}
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const minimal = '{"name": "Docs", "navigation": []}';

describe('loadConfig', () => {
  it('reads docs.json', async () => {
    const dir = site({ 'docs.json': minimal });
    const result = await loadConfig(dir);
    expect(result.config?.name).toBe('Docs');
    expect(result.configFile).toBe(path.join(dir, 'docs.json'));
    expect(result.diagnostics).toEqual([]);
  });

  it('falls back to mint.json with a notice', async () => {
    const dir = site({ 'mint.json': minimal });
    const result = await loadConfig(dir);
    expect(result.config?.name).toBe('Docs');
    expect(result.configFile).toBe(path.join(dir, 'mint.json'));
    expect(result.diagnostics).toEqual([
      expect.objectContaining({ file: 'mint.json', line: 1, column: 1, severity: 'warning', rule: 'config/legacy-filename', message: 'No docs.json here, so Quire reads mint.json.' }),
    ]);
  });

  it('prefers docs.json when both exist', async () => {
    const dir = site({ 'docs.json': minimal, 'mint.json': '{' });
    const result = await loadConfig(dir);
    expect(result.configFile).toBe(path.join(dir, 'docs.json'));
    expect(result.diagnostics).toEqual([]);
  });

  it('names errors in mint.json by that file', async () => {
    const dir = site({ 'mint.json': '{"name": 1, "navigation": []}' });
    const result = await loadConfig(dir);
    expect(result.config).toBeUndefined();
    expect(result.diagnostics.find((d) => d.severity === 'error')).toMatchObject({ file: 'mint.json', line: 1, column: 10 });
  });

  it('says when there is no config at all', async () => {
    const dir = site({});
    const result = await loadConfig(dir);
    expect(result.config).toBeUndefined();
    expect(result.configFile).toBe(path.join(dir, 'docs.json'));
    expect(result.diagnostics).toEqual([expect.objectContaining({ severity: 'error', rule: 'config/not-found' })]);
  });

  it('reports an unreadable docs.json instead of throwing', async () => {
    const dir = site({});
    mkdirSync(path.join(dir, 'docs.json'));
    const result = await loadConfig(dir);
    expect(result.config).toBeUndefined();
    expect(result.diagnostics).toHaveLength(1);
    expect(result.diagnostics[0]!.severity).toBe('error');
  });

  it('locates values for later messages', async () => {
    const dir = site({ 'docs.json': '{\n  "name": "Docs",\n  "navigation": [\n    {"group": "A", "pages": ["x", "y"]}\n  ]\n}' });
    const result = await loadConfig(dir);
    expect(result.locate?.(['navigation', 0, 'pages', 1])).toMatchObject({ line: 4, column: 35 });
    expect(result.locate?.(['navigation', 5])).toBeUndefined();
  });
});
