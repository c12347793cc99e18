import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { planSite, titleFromPath } from '../../src/site/plan.js';
import { routeOf } from '../../src/site/discover.js';
import type { NavGroupItem, Site } from '../../src/site/types.js';
import { tempSite } from '../check/site.js';

const fixture = fileURLToPath(new URL('../fixtures/sites/divisions', import.meta.url));

async function plan(): Promise<{ site: Site; diagnostics: Awaited<ReturnType<typeof planSite>>['diagnostics'] }> {
  const result = await planSite(fixture);
  expect(result.site, JSON.stringify(result.diagnostics)).toBeDefined();
  return { site: result.site!, diagnostics: result.diagnostics };
}

const names = (groups: NavGroupItem[]) => groups.map((g) => g.name);

describe('routes', () => {
  it('makes clean URLs, with index pages at their folder', () => {
    expect(routeOf('index')).toBe('/');
    expect(routeOf('guides/index')).toBe('/guides');
    expect(routeOf('guides/setup')).toBe('/guides/setup');
    expect(routeOf('/guides/setup')).toBe('/guides/setup');
  });

  it('titles a page from its file name when it has none', () => {
    expect(titleFromPath('drafts/secret_plans')).toBe('Secret plans');
    expect(titleFromPath('guides/getting-started')).toBe('Getting started');
    expect(titleFromPath('guides/index')).toBe('Guides');
  });
});

describe('planSite', () => {
  it('finds every page, navigation pages first and in order, and never reads node_modules or dot-folders', async () => {
    const { site } = await plan();
    expect(site.pages.map((p) => p.route)).toEqual([
      '/', '/quickstart', '/guides/setup', '/v2/changes', '/api-reference/overview', '/api-reference/users/list', '/sdks/node',
      '/drafts/secret_plans',
    ]);
    expect(site.byRoute.get('/drafts/secret_plans')).toMatchObject({ inNavigation: false, title: 'Secret plans' });
    expect(site.byRoute.get('/quickstart')).toMatchObject({ inNavigation: true, title: 'Quickstart', sidebarTitle: 'Start', description: 'Five minutes to your first anvil.' });
    expect(site.byRoute.get('/v2/changes')?.sourcePath).toBe('v2/changes.md');
  });

  it('builds the nested navigation tree, labelled by sidebarTitle, else title', async () => {
    const { site } = await plan();
    expect(names(site.navigation)).toEqual(['Get started', 'Version two', 'Endpoints', 'SDKs']);
    const [first] = site.navigation;
    expect(first!.items.map((i) => (i.kind === 'page' ? i.label : `[${i.name}]`))).toEqual(['Welcome', 'Start', '[Guides]']);
    const guides = first!.items[2] as NavGroupItem;
    expect(guides).toMatchObject({ icon: 'book', items: [{ kind: 'page', route: '/guides/setup', label: 'Set up', icon: 'wrench' }] });
  });

  it('gives pages the version of their group', async () => {
    const { site } = await plan();
    expect(site.byRoute.get('/v2/changes')?.version).toBe('v2');
    expect(site.byRoute.get('/quickstart')?.version).toBeUndefined();
  });

  it('warns about missing titles and navigation entries naming missing pages, without failing', async () => {
    const { diagnostics } = await plan();
    const rules = diagnostics.map((d) => `${d.rule} ${d.file}`);
    expect(rules).toContain('page/missing-title drafts/secret_plans.mdx');
    const missing = diagnostics.find((d) => d.rule === 'nav/missing-page');
    expect(missing?.message).toContain('guides/missing');
    expect(missing).toMatchObject({ file: 'docs.json', line: 11, column: 127, severity: 'warning' });
  });

  it('puts the top anchor first and sends each group to the anchor and tab of its first page', async () => {
    const { site } = await plan();
    expect(site.anchors.map((a) => [a.kind, a.name, a.href])).toEqual([
      ['top-anchor', 'Documentation', '/'],
      ['anchor', 'API', '/api-reference/overview'],
      ['anchor', 'Blog', 'https://blog.example.com'],
    ]);
    expect(site.anchors[2]!.external).toBe(true);
    expect(site.tabs.map((t) => [t.kind, t.name, t.href])).toEqual([
      ['primary-tab', 'Documentation', '/'],
      ['tab', 'SDKs', '/sdks/node'],
    ]);

    const home = site.divisionOf('/quickstart');
    expect(home.anchor?.name).toBe('Documentation');
    expect(home.tab?.name).toBe('Documentation');
    expect(names(site.sidebar(home))).toEqual(['Get started', 'Version two']);

    const api = site.divisionOf('/api-reference/users/list');
    expect(api.anchor?.name).toBe('API');
    expect(names(site.sidebar(api))).toEqual(['Endpoints']);

    const sdk = site.divisionOf('/sdks/node');
    expect(sdk.tab?.name).toBe('SDKs');
    expect(names(site.sidebar(sdk))).toEqual(['SDKs']);
  });

  it('places pages outside navigation by their URL prefix', async () => {
    const { site } = await plan();
    expect(site.divisionOf('/api-reference/not-in-nav').anchor?.name).toBe('API');
    expect(site.divisionOf('/drafts/secret_plans').anchor?.name).toBe('Documentation');
  });

  it('leaves the output folder out when it sits inside the site', async () => {
    const result = await planSite(fixture, { exclude: [path.join(fixture, 'guides')] });
    expect(result.site!.byRoute.has('/guides/setup')).toBe(false);
  });
});

describe('planSite: what will not show', () => {
  it('warns, for the build, about icons the free packs lack and local images that do not exist in docs.json', async () => {
    const dir = tempSite({
      'docs.json': '{"name": "x", "logo": "/logo.svg", "navigation": [{"group": "g", "icon": "diagram-venn", "pages": ["a"]}]}',
      'a.md': '---\ntitle: A\n---\n',
    });
    const { site, diagnostics } = await planSite(dir);
    expect(site).toBeDefined();
    expect(diagnostics.map((d) => [d.rule, d.severity, d.line, d.column])).toEqual([
      ['icon/unknown', 'warning', 1, 74],
      ['image/missing', 'warning', 1, 23],
    ]);
  });
});
