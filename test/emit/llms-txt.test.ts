import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { renderLlmsTxt } from '../../src/emit/llms-txt.js';
import { renderRobotsTxt, renderSitemap } from '../../src/emit/sitemap.js';
import { planSite } from '../../src/site/plan.js';

const fixture = fileURLToPath(new URL('../fixtures/sites/divisions', import.meta.url));
const site = (await planSite(fixture)).site!;

describe('/llms.txt', () => {
  it('lists the name, the summary, then each navigation group in order, with root-relative links', () => {
    expect(renderLlmsTxt(site).split('\n')).toEqual([
      '# Acme',
      '',
      '> Acme makes anvils.',
      '',
      '## Get started',
      '',
      '- [Welcome](/): Acme makes anvils.',
      '- [Quickstart](/quickstart): Five minutes to your first anvil.',
      '',
      '## Get started › Guides',
      '',
      '- [Set up](/guides/setup)',
      '',
      '## Version two',
      '',
      '- [What changed in v2](/v2/changes)',
      '',
      '## Endpoints',
      '',
      '- [API overview](/api-reference/overview)',
      '- [List users](/api-reference/users/list): Returns [all] users.',
      '',
      '## SDKs',
      '',
      '- [Node SDK](/sdks/node)',
      '',
      // The anchor that leads off the site: what a tool may skip.
      '## Optional',
      '',
      '- [Blog](https://blog.example.com)',
      '',
    ]);
  });

  it('uses absolute URLs when the site URL is known', () => {
    const lines = renderLlmsTxt(site, 'https://docs.acme.dev/').split('\n');
    expect(lines).toContain('- [Welcome](https://docs.acme.dev/): Acme makes anvils.');
    expect(lines).toContain('- [Set up](https://docs.acme.dev/guides/setup)');
  });

  it('leaves pages outside navigation out', () => {
    expect(renderLlmsTxt(site)).not.toContain('secret_plans');
  });
});

describe('sitemap.xml and robots.txt', () => {
  it('lists the navigation pages with absolute URLs', () => {
    const xml = renderSitemap(site, 'https://docs.acme.dev');
    expect(xml).toContain('<loc>https://docs.acme.dev/guides/setup</loc>');
    expect(xml.match(/<url>/g)).toHaveLength(7);
    expect(xml).not.toContain('secret_plans');
  });

  it('lists the pages outside navigation too with seo.indexHiddenPages', () => {
    const every = { ...site, config: { ...site.config, seo: { indexHiddenPages: true } } };
    const xml = renderSitemap(every, 'https://docs.acme.dev');
    expect(xml).toContain('<loc>https://docs.acme.dev/drafts/secret_plans</loc>');
    expect(xml.match(/<url>/g)).toHaveLength(site.pages.length);
  });

  it('points robots.txt at the sitemap when the site URL is known', () => {
    expect(renderRobotsTxt('https://docs.acme.dev')).toBe('User-agent: *\nAllow: /\nSitemap: https://docs.acme.dev/sitemap.xml\n');
    expect(renderRobotsTxt()).toBe('User-agent: *\nAllow: /\n');
  });
});
