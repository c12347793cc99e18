import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { findIcon, iconSvg } from '../../src/components/icons.js';

const require = createRequire(import.meta.url);
const PACKS = { solid: '@fortawesome/free-solid-svg-icons', regular: '@fortawesome/free-regular-svg-icons', brands: '@fortawesome/free-brands-svg-icons' } as const;
type Definition = { iconName: string; icon: [number, number, (string | number)[], string, string | string[]] };

describe('iconSvg', () => {
  it('renders a decorative Font Awesome icon with currentColor', () => {
    const svg = iconSvg('book-open')!;
    expect(svg).toMatch(/^<svg class="q-icon" aria-hidden="true" focusable="false" width="16" height="16" viewBox="0 0 \d+ \d+" fill="currentColor"><path d="M/);
  });

  it('accepts fa- prefixes and aliases, and labels icons on request', () => {
    expect(iconSvg('fa-book-open')).toBe(iconSvg('book-open'));
    expect(iconSvg('home')).toBe(iconSvg('house'));
    expect(iconSvg('house', undefined, { label: 'Home', size: 20, className: 'nav' })).toMatch(/class="q-icon nav" role="img" aria-label="Home"[^>]*width="20"/);
  });

  it('maps Pro styles to free ones and finds brands', () => {
    expect(iconSvg('book-open', 'duotone')).toBe(iconSvg('book-open', 'solid'));
    expect(iconSvg('star', 'light')).toBe(iconSvg('star', 'regular'));
    expect(iconSvg('github')).toBeDefined();
  });

  it('draws a faint placeholder of the same size for a name the free packs lack, so items stay aligned', () => {
    const known = iconSvg('book-open', undefined, { size: 20 });
    const pro = iconSvg('arrow-progress', undefined, { size: 20 });
    expect(pro).toMatch(/^<svg class="q-icon q-icon-missing" aria-hidden="true" focusable="false" width="20" height="20" viewBox="0 0 512 512" fill="currentColor"><path d="M/);
    expect(pro.match(/width="\d+" height="\d+"/)![0]).toBe(known.match(/width="\d+" height="\d+"/)![0]);
  });

  it('renders image URLs as <img>', () => {
    expect(iconSvg('https://x.dev/i.svg')).toMatch(/^<img class="q-icon" src="https:\/\/x.dev\/i.svg" alt=""/);
    expect(iconSvg('/icons/a.png', undefined, { label: 'A' })).toContain('alt="A"');
  });

  // First in the file: the test below loads the packs.
  it('finds icons without loading a whole pack, even for a name it does not know', () => {
    expect(findIcon('house')).toBeDefined();
    expect(findIcon('square-terminal')).toBeUndefined();
    const loaded = Object.keys(require.cache).filter((file) => /free-\w+-svg-icons[\\/]index\.js$/.test(file));
    expect(loaded).toEqual([]);
  });

  it('finds every name and alias of the free packs, from the file of each', () => {
    for (const [style, pack] of Object.entries(PACKS) as [keyof typeof PACKS, string][]) {
      const shapes = new Map<string, Set<string>>();
      for (const value of Object.values(require(pack) as Record<string, unknown>)) {
        const definition = value as Definition;
        if (!definition?.iconName || !Array.isArray(definition.icon)) continue;
        for (const name of [definition.iconName, ...definition.icon[2].filter((alias): alias is string => typeof alias === 'string')]) {
          shapes.set(name, (shapes.get(name) ?? new Set()).add(String(definition.icon[4])));
        }
      }
      const wrong = [...shapes].filter(([name, paths]) => !paths.has(String(findIcon(name, style)?.icon[4])));
      expect({ style, wrong: wrong.map(([name]) => name) }).toEqual({ style, wrong: [] });
    }
  });
});
