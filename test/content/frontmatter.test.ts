import { describe, expect, it } from 'vitest';
import { readFrontmatter } from '../../src/content/frontmatter.js';

describe('readFrontmatter', () => {
  it('reads the keys pages use and keeps unknown ones', () => {
    const { frontmatter, diagnostics } = readFrontmatter(
      '---\ntitle: "Setup"\ndescription: How to set up\nsidebarTitle: Setup\nicon: rocket\nmode: wide\nseo: true\n---\n\n# Body',
      'setup.mdx',
    );
    expect(diagnostics).toEqual([]);
    expect(frontmatter).toMatchObject({ title: 'Setup', description: 'How to set up', sidebarTitle: 'Setup', icon: 'rocket', mode: 'wide', seo: true });
  });

  it('returns nothing for a page without front matter', () => {
    expect(readFrontmatter('# Just a page', 'a.mdx')).toEqual({ frontmatter: {}, diagnostics: [] });
  });

  it('turns number titles into strings and drops empty ones', () => {
    const { frontmatter } = readFrontmatter('---\ntitle: 2024\ndescription:\n---\n', 'a.mdx');
    expect(frontmatter).toEqual({ title: '2024' });
  });

  it('reports a YAML error at its line and column in the page', () => {
    // The mistake real pages make most: an unquoted colon in a title.
    const { diagnostics } = readFrontmatter('---\ndescription: ok\ntitle: Quickstart: install it\n---\n', 'bad.mdx');
    expect(diagnostics).toHaveLength(1);
    expect(diagnostics[0]).toMatchObject({ file: 'bad.mdx', line: 3, column: 18, severity: 'error', rule: 'frontmatter/yaml' });
    expect(diagnostics[0]!.message).toContain('bad indentation of a mapping entry');
    expect(diagnostics[0]!.frame).toContain('title: Quickstart: install it');
  });
});
