import 'preact/compat';
import { renderToString } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import { icon, iconHtml, type IconSet } from '../../src/layout/icons.js';

describe('iconHtml', () => {
  it('writes the same markup as the icon component rendered by Preact (with compat, as pages render), and registers the same symbols', () => {
    const cases: [string | undefined, string?, string?][] = [
      ['book'],
      ['github', 'brands'],
      ['house', 'duotone', 'q-i extra'],
      ['/images/logo.svg'],
      ['https://example.com/a&b"c.png'],
      ['no-such-icon'],
      [undefined],
    ];
    for (const [name, type, className] of cases) {
      const fromPreact: IconSet = new Map();
      const fromString: IconSet = new Map();
      expect(iconHtml(fromString, name, type, className), String(name)).toBe(renderToString(<>{icon(fromPreact, name, type, className)}</>));
      expect([...fromString]).toEqual([...fromPreact]);
    }
  });

  it('draws one shared placeholder symbol, in the icon\'s box, for names the free packs lack', () => {
    const set: IconSet = new Map();
    const html = iconHtml(set, 'arrow-progress') + iconHtml(set, 'diagram-venn');
    expect(html).toBe('<svg aria-hidden="true" class="q-i q-i-missing"><use href="#qi-missing"></use></svg>'.repeat(2));
    expect([...set.keys()]).toEqual(['qi-missing']);
  });
});
