import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/load.js';

const corpus = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../shared/corpus');
const sites = existsSync(corpus) ? readdirSync(corpus).filter((name) => existsSync(path.join(corpus, name, 'mint.json'))) : [];
if (sites.length === 0) console.log(`Skipping the corpus tests: no sites in ${corpus}.`);

describe.skipIf(sites.length === 0)('every corpus mint.json', () => {
  it('finds all eight sites', () => {
    expect(sites).toHaveLength(8);
  });

  it.each(sites)('%s loads without errors, with a notice that mint.json was read', async (site) => {
    const result = await loadConfig(path.join(corpus, site));
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(result.configFile).toBe(path.join(corpus, site, 'mint.json'));
    expect(result.diagnostics[0]).toMatchObject({ file: 'mint.json', severity: 'warning', rule: 'config/legacy-filename' });
    const config = result.config!;
    expect(config.name).not.toBe('');
    expect(config.navigation.length).toBeGreaterThan(0);
    expect(config.topAnchor.iconType).toBe('duotone');
    expect(config.api.playground.mode).toBe('show');
  });

  it('keeps what the real files say', async () => {
    const hoppscotch = (await loadConfig(path.join(corpus, 'hoppscotch__docs'))).config!;
    expect(hoppscotch.topAnchor).toEqual({ name: 'Home', icon: 'house', iconType: 'duotone' });
    expect(hoppscotch.primaryTab).toEqual({ name: 'Home' });
    expect(hoppscotch.topbarCtaButton).toEqual({ type: 'github', url: 'https://github.com/hoppscotch/hoppscotch' });
    const mem0 = (await loadConfig(path.join(corpus, 'mem0ai__mem0'))).config!;
    const nested = mem0.navigation.some((g) => g.pages.some((p) => typeof p !== 'string' && p.pages.some((q) => typeof q !== 'string')));
    expect(nested).toBe(true);
    const lmnr = await loadConfig(path.join(corpus, 'lmnr-ai__docs'));
    expect(lmnr.config!.openapi).toEqual(['/api-reference/openapi.json']);
    expect(lmnr.diagnostics.map((d) => d.rule)).toContain('config/incomplete-background');
  });
});
