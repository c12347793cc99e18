import { describe, expect, it } from 'vitest';
import { runChecks } from '../../src/check/run.js';
import { positionOf } from '../config/position.js';
import { tempSite } from './site.js';

const site = (extra: string) => `{
  "name": "Docs",
  "navigation": [{ "group": "Start", "pages": ["a"] }],
  ${extra}
}
`;

describe('feedback/no-repository', () => {
  it('warns, at the feedback flag, when feedback is on but no repository is named', async () => {
    const config = site('"feedback": { "suggestEdit": true, "raiseIssue": true }');
    const diagnostics = await runChecks(tempSite({ 'docs.json': config, 'a.mdx': '' }));
    expect(diagnostics).toEqual([
      expect.objectContaining({ file: 'docs.json', ...positionOf(config, 'true'), severity: 'warning', rule: 'feedback/no-repository' }),
    ]);
    expect(diagnostics[0]!.message).toContain('`feedback.suggestEdit` and `feedback.raiseIssue` are on');
    expect(diagnostics[0]!.hint).toContain('footerSocials.github');
  });

  it('is satisfied by a github CTA button or footerSocials.github naming a repository', async () => {
    const viaButton = site('"feedback": { "raiseIssue": true }, "topbarCtaButton": { "type": "github", "url": "https://github.com/acme/docs" }');
    const viaFooter = site('"feedback": { "suggestEdit": true }, "footerSocials": { "github": "https://github.com/acme/docs" }');
    expect(await runChecks(tempSite({ 'docs.json': viaButton, 'a.mdx': '' }))).toEqual([]);
    expect(await runChecks(tempSite({ 'docs.json': viaFooter, 'a.mdx': '' }))).toEqual([]);
  });

  it('still warns when footerSocials.github names an account rather than a repository', async () => {
    const config = site('"feedback": { "suggestEdit": true }, "footerSocials": { "github": "https://github.com/acme" }');
    const diagnostics = await runChecks(tempSite({ 'docs.json': config, 'a.mdx': '' }));
    expect(diagnostics.map((d) => d.rule)).toEqual(['feedback/no-repository']);
  });
});
