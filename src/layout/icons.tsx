import type { VNode } from 'preact';
import { findIcon, isImageIcon } from '../components/icons.js';

/**
 * The icons a part of the page uses, as SVG `<symbol>`s by id. The page draws each one once in a
 * sprite and every use is a short `<use>` reference: a sidebar with a hundred group icons stays light.
 */
export type IconSet = Map<string, string>;

// Mirrors the style fallbacks of components/icons.ts, so `duotone` and `solid` share one symbol.
function styleLetter(iconType: string | undefined): string {
  if (iconType === 'brands') return 'b';
  if (iconType === 'regular' || iconType === 'light' || iconType === 'thin') return 'r';
  return 's';
}

/** A decorative icon by Font Awesome name or image URL; null when the name is unknown. */
export function icon(set: IconSet, name: string | undefined, iconType?: string, className = 'q-i'): VNode | null {
  if (!name) return null;
  if (isImageIcon(name)) return <img class={className} src={name} alt="" width={16} height={16} />;
  const def = findIcon(name, iconType);
  if (!def) return null;
  const id = `qi-${styleLetter(iconType)}-${def.iconName}`;
  if (!set.has(id)) {
    const [width, height, , , pathData] = def.icon;
    const paths = (Array.isArray(pathData) ? pathData : [pathData]).map((d) => `<path d="${d}"/>`).join('');
    set.set(id, `<symbol id="${id}" viewBox="0 0 ${width} ${height}">${paths}</symbol>`);
  }
  return (
    <svg class={className} aria-hidden="true">
      <use href={`#${id}`} />
    </svg>
  );
}

/** The sprite holding every symbol the page references; empty when it uses none. */
export function spriteHtml(sets: Iterable<IconSet>): string {
  const symbols = new Map<string, string>();
  for (const set of sets) for (const [id, symbol] of set) symbols.set(id, symbol);
  if (symbols.size === 0) return '';
  return `<svg xmlns="http://www.w3.org/2000/svg" style="display:none">${[...symbols.values()].join('')}</svg>`;
}
