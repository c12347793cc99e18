import { describe, expect, it } from 'vitest';
import { docsConfigSchema } from '../../src/config/schema/index.js';
import { fontStyle } from '../../src/layout/fonts.js';

const config = (font: unknown) => docsConfigSchema.parse({ name: 'x', navigation: [], font });
const style = (font: unknown) => fontStyle(config(font));

describe('font', () => {
  it('one font for the whole site: loaded from its url with font-display swap, then the system stack', () => {
    expect(style({ family: 'Inter', weight: 500, url: 'https://cdn.example.com/inter.woff2', format: 'woff2' })).toBe(
      '@font-face{font-family:"Inter";src:url("https://cdn.example.com/inter.woff2") format("woff2");font-weight:500;font-display:swap}' +
        'html:root body{font-family:"Inter",var(--q-font);font-weight:500}' +
        'html:root :is(h1,h2,h3,h4,h5,h6,.q-page-header h1){font-family:"Inter",var(--q-font);font-weight:500}',
    );
  });

  it('headings and body apart; without a url nothing is loaded, the family is used where the reader has it', () => {
    expect(style({ headings: { family: 'Fraunces', url: 'fonts/fraunces.woff', format: 'woff' }, body: { family: 'Source Sans 3' } })).toBe(
      '@font-face{font-family:"Fraunces";src:url("/fonts/fraunces.woff") format("woff");font-display:swap}' +
        'html:root body{font-family:"Source Sans 3",var(--q-font)}' +
        'html:root :is(h1,h2,h3,h4,h5,h6,.q-page-header h1){font-family:"Fraunces",var(--q-font)}',
    );
    expect(style(undefined)).toBe('');
  });

  it('nothing in the config can end the style element or load a script', () => {
    // The schema refuses such a url (config/unsafe-url); the style leaves it out all the same.
    const evil = config({ family: 'Evil"</style><script>alert(1)</script>', url: 'https://x.dev/f.woff2', format: 'woff2' });
    Object.assign(evil.font!, { url: 'javascript:alert(1)' });
    const css = fontStyle(evil);
    expect(css).not.toContain('</style');
    expect(css).not.toContain('javascript:');
    expect(css).not.toContain('@font-face');
    expect(css).toContain('font-family:"Evil\\"\\3c /style>\\3c script>alert(1)\\3c /script>",var(--q-font)');
  });
});
