import type { VNode } from 'preact';
import { findIcon, isImageIcon, MISSING_ICON } from '../components/icons.js';
import { escapeLikePreact } from '../util/escape-html.js';

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

/** Registers a Font Awesome icon's symbol in the set (MISSING_ICON's for an unknown name); its id. */
function symbolId(set: IconSet, name: string, iconType?: string): string {
  const def = findIcon(name, iconType);
  const id = def ? `qi-${styleLetter(iconType)}-${def.iconName}` : 'qi-missing';
  if (!set.has(id)) {
    const [width, height, , , pathData] = (def ?? MISSING_ICON).icon;
    const paths = (Array.isArray(pathData) ? pathData : [pathData]).map((d) => `<path d="${d}"/>`).join('');
    set.set(id, `<symbol id="${id}" viewBox="0 0 ${width} ${height}">${paths}</symbol>`);
  }
  return id;
}

const missingClass = (className: string, id: string) => (id === 'qi-missing' ? `${className} q-i-missing` : className);

/**
 * A decorative icon by Font Awesome name or image URL; an unknown name draws the faint
 * placeholder (`q-i-missing`) in the icon's box, so the items around it stay aligned.
 */
export function icon(set: IconSet, name: string | undefined, iconType?: string, className = 'q-i'): VNode | null {
  if (!name) return null;
  if (isImageIcon(name)) return <img class={className} src={name} alt="" width={16} height={16} />;
  const id = symbolId(set, name, iconType);
  return (
    <svg class={missingClass(className, id)} aria-hidden="true">
      <use href={`#${id}`} />
    </svg>
  );
}

/**
 * `icon` as markup, for parts written as strings (the sidebar): the HTML Preact writes with
 * preact/compat loaded, as it always is when pages render (compat writes `class` last).
 */
export function iconHtml(set: IconSet, name: string | undefined, iconType?: string, className = 'q-i'): string {
  if (!name) return '';
  if (isImageIcon(name)) return `<img src="${escapeLikePreact(name)}" alt width="16" height="16" class="${escapeLikePreact(className)}"/>`;
  const id = symbolId(set, name, iconType);
  return `<svg aria-hidden="true" class="${escapeLikePreact(missingClass(className, id))}"><use href="#${id}"></use></svg>`;
}

/** The sprite holding every symbol the page references; empty when it uses none. */
export function spriteHtml(sets: Iterable<IconSet>): string {
  const symbols = new Map<string, string>();
  for (const set of sets) for (const [id, symbol] of set) symbols.set(id, symbol);
  if (symbols.size === 0) return '';
  return `<svg xmlns="http://www.w3.org/2000/svg" style="display:none">${[...symbols.values()].join('')}</svg>`;
}
