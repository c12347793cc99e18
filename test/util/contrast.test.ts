import { describe, expect, it } from 'vitest';
import { colorStyle } from '../../src/layout/colors.js';
import { contrastRatio, ensureContrast, mix, parseHex, textOn } from '../../src/util/contrast.js';
import type { Config } from '../../src/config/schema/index.js';

const variable = (css: string, scope: 'light' | 'dark', name: string) => {
  const block = scope === 'light' ? css.match(/:root\{([^}]*)\}/)![1]! : css.match(/html\[data-theme="dark"\]\{([^}]*)\}/)![1]!;
  return block.match(new RegExp(`${name}:(#[0-9a-f]{6})`, 'i'))?.[1];
};

describe('contrast', () => {
  it('parses short and long hex', () => {
    expect(parseHex('#fff')).toEqual([255, 255, 255]);
    expect(parseHex('#0D9373')).toEqual([13, 147, 115]);
    expect(() => parseHex('red')).toThrow();
  });

  it('computes WCAG contrast ratios', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });

  it('leaves passing colours alone and adjusts failing ones just enough', () => {
    expect(ensureContrast('#1d4ed8', '#ffffff')).toBe('#1d4ed8');
    const orange = ensureContrast('#ED6E40', '#ffffff');
    expect(contrastRatio(orange, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(orange, '#ffffff')).toBeLessThan(4.8);
    const onDark = ensureContrast('#312e81', '#0f1117');
    expect(contrastRatio(onDark, '#0f1117')).toBeGreaterThanOrEqual(4.5);
  });

  it('picks readable text for a background', () => {
    expect(textOn('#1d4ed8')).toBe('#ffffff');
    expect(contrastRatio(textOn('#E6FFA2'), '#E6FFA2')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(textOn('#eb5611'), '#eb5611')).toBeGreaterThanOrEqual(4.5);
  });

  it('mixes colours', () => {
    expect(mix('#000000', '#ffffff', 0.5)).toBe('#808080');
  });
});

describe('colorStyle', () => {
  const config = (colors: Config['colors']) => ({ name: 'x', colors }) as unknown as Config;

  it('uses primary in light mode and light in dark mode, adjusted to stay readable', () => {
    const css = colorStyle(config({ primary: '#0D9373', light: '#07C983', dark: '#0D9373' }));
    const light = variable(css, 'light', '--q-accent')!;
    const dark = variable(css, 'dark', '--q-accent')!;
    expect(contrastRatio(light, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(dark).toBe('#07c983');
    expect(variable(css, 'light', '--q-button')).toBe('#0d9373');
  });

  it('keeps text on buttons readable', () => {
    const css = colorStyle(config({ primary: '#6c60f0', light: '#E6FFA2', dark: '#a3df02' }));
    const button = variable(css, 'light', '--q-button')!;
    expect(contrastRatio(variable(css, 'light', '--q-button-fg')!, button)).toBeGreaterThanOrEqual(4.5);
    const accent = variable(css, 'dark', '--q-accent')!;
    expect(contrastRatio(variable(css, 'dark', '--q-accent-contrast')!, accent)).toBeGreaterThanOrEqual(4.5);
  });

  it('sets backgrounds and recomputes text colours against them', () => {
    const css = colorStyle(config({ primary: '#1EBCA1', background: { light: '#fdf6e3', dark: '#121B22' } }));
    expect(css).toContain('--q-bg:#fdf6e3');
    expect(css).toContain('--q-bg:#121b22');
    const muted = variable(css, 'dark', '--q-muted')!;
    expect(contrastRatio(muted, '#121B22')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(variable(css, 'light', '--q-accent')!, '#fdf6e3')).toBeGreaterThanOrEqual(4.5);
  });

  it('keeps the accent readable on the active item tint too', () => {
    const css = colorStyle(config({ primary: '#ED6E40' }));
    const accent = variable(css, 'light', '--q-accent')!;
    expect(contrastRatio(accent, mix('#ffffff', accent, 0.1))).toBeGreaterThanOrEqual(4.5);
  });
});
