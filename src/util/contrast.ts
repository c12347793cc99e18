/** WCAG 2.1 colour arithmetic: used to keep text on configured colours readable. */

export type Rgb = [number, number, number];

export function parseHex(hex: string): Rgb {
  let digits = hex.trim().replace(/^#/, '');
  if (digits.length === 3 || digits.length === 4) digits = [...digits.slice(0, 3)].map((d) => d + d).join('');
  const value = Number.parseInt(digits.slice(0, 6), 16);
  if (!/^[0-9a-f]{6}/i.test(digits) || Number.isNaN(value)) throw new Error(`not a hex colour: ${hex}`);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

export function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((c) => Math.round(Math.min(255, Math.max(0, c))).toString(16).padStart(2, '0')).join('')}`;
}

/** Relative luminance, as WCAG defines it. */
export function luminance(hex: string): number {
  const [r, g, b] = parseHex(hex).map((c) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** `a` blended with `amount` (0..1) of `b`. */
export function mix(a: string, b: string, amount: number): string {
  const x = parseHex(a);
  const y = parseHex(b);
  return toHex(x.map((c, i) => c + (y[i]! - c) * amount) as Rgb);
}

/**
 * `color`, darkened or lightened just enough to reach `minRatio` against `background`; unchanged
 * when it already does. The hue is kept as far as possible: the colour is blended towards black
 * (on light backgrounds) or white (on dark ones), by the smallest amount that passes.
 */
export function ensureContrast(color: string, background: string, minRatio = 4.5): string {
  const normalised = toHex(parseHex(color));
  if (contrastRatio(normalised, background) >= minRatio) return normalised;
  const towards = luminance(background) > 0.18 ? ['#000000', '#ffffff'] : ['#ffffff', '#000000'];
  for (const target of towards) {
    if (contrastRatio(target, background) < minRatio) continue;
    let lo = 0;
    let hi = 1;
    for (let i = 0; i < 20; i++) {
      const midpoint = (lo + hi) / 2;
      if (contrastRatio(mix(normalised, target, midpoint), background) >= minRatio) hi = midpoint;
      else lo = midpoint;
    }
    // Rounding to whole channel values can lose a hair of contrast: step until it passes.
    let amount = hi;
    let candidate = mix(normalised, target, amount);
    while (contrastRatio(candidate, background) < minRatio && amount < 1) {
      amount = Math.min(1, amount + 0.01);
      candidate = mix(normalised, target, amount);
    }
    return candidate;
  }
  return contrastRatio('#000000', background) >= contrastRatio('#ffffff', background) ? '#000000' : '#ffffff';
}

/** Text colour for `background`: white where it passes AA (it suits saturated brand colours), else near-black. */
export function textOn(background: string): string {
  const dark = '#0b0d12';
  if (contrastRatio('#ffffff', background) >= 4.5) return '#ffffff';
  return contrastRatio(dark, background) >= contrastRatio('#ffffff', background) ? dark : '#ffffff';
}
