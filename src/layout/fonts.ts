import type { Config } from '../config/schema/index.js';
import { safeHref } from '../util/safe-href.js';

type Font = { family: string; weight?: number; url?: string; format?: 'woff' | 'woff2' };

/**
 * Where each role's font applies. Page titles are listed: the theme styles them on their own. The
 * `html:root` prefix outweighs a `theme` look's own heading font (theme/looks.css): the site's
 * `font` is the more specific wish.
 */
const SELECTORS = { body: 'html:root body', headings: 'html:root :is(h1,h2,h3,h4,h5,h6,.q-page-header h1)' } as const;

/** A CSS string: quotes and backslashes escaped, and no `<` to end the `<style>` it sits in. */
function cssString(text: string): string {
  return `"${text.replace(/["\\]/g, '\\$&').replace(/[\n\r\f]/g, ' ').replace(/</g, '\\3c ')}"`;
}

function fontFace(font: Font): string {
  // A path on the site or an http(s) address; no `javascript:` or `data:`.
  const given = font.url && safeHref(font.url.trim());
  if (!given || !font.format) return '';
  // A file of the site is named from its folder (`fonts/inter.woff2`) and served from the root.
  const src = /^([a-z][a-z0-9+.-]*:|\/)/i.test(given) ? given : `/${given.replace(/^\.\//, '')}`;
  const weight = font.weight ? `font-weight:${font.weight};` : '';
  // `swap`: the text shows at once in the fallback, then in the font when it has loaded.
  return `@font-face{font-family:${cssString(font.family)};src:url(${cssString(src)}) format(${cssString(font.format)});${weight}font-display:swap}`;
}

function rule(font: Font, role: keyof typeof SELECTORS): string {
  // The family where the reader has it (or it loaded), else theme/base.css's system stack.
  const weight = font.weight ? `;font-weight:${font.weight}` : '';
  return `${SELECTORS[role]}{font-family:${cssString(font.family)},var(--q-font)${weight}}`;
}

/**
 * docs.json `font` as CSS: one font for the whole site, or `headings` and `body` apart. A font with
 * a `url` is loaded with `@font-face`; one without is used where the reader has it installed.
 * Nothing is fetched from a font service.
 */
export function fontStyle(config: Config): string {
  const font = config.font;
  if (!font) return '';
  const roles: [Font, keyof typeof SELECTORS][] = 'family' in font ? [[font, 'body'], [font, 'headings']] : [];
  if (!('family' in font)) {
    if (font.body) roles.push([font.body, 'body']);
    if (font.headings) roles.push([font.headings, 'headings']);
  }
  const faces = [...new Set(roles.map(([face]) => fontFace(face)))].join('');
  return faces + roles.map(([face, role]) => rule(face, role)).join('');
}

/** Whether Quire's own font (Inter, theme/base.css) still sets text: not when `font` names the body's. */
export function usesDefaultFont(config: Config): boolean {
  const font = config.font;
  return !font || (!('family' in font) && !(font.body && font.headings));
}
