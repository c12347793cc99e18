import { createRequire } from 'node:module';
import { escapeLikePreact } from '../util/escape-html.js';

/** One Font Awesome icon: `[width, height, ligatures (aliases), unicode, svg path data]`. */
interface IconDefinition {
  iconName: string;
  icon: [number, number, (string | number)[], string, string | string[]];
}

type Style = 'solid' | 'regular' | 'brands';

const packages: Record<Style, string> = {
  solid: '@fortawesome/free-solid-svg-icons',
  regular: '@fortawesome/free-regular-svg-icons',
  brands: '@fortawesome/free-brands-svg-icons',
};

// Pro-only styles fall back to the free style that looks most like them.
const fallbacks: Record<string, Style[]> = {
  solid: ['solid', 'regular', 'brands'],
  'sharp-solid': ['solid', 'regular', 'brands'],
  duotone: ['solid', 'regular', 'brands'],
  regular: ['regular', 'solid', 'brands'],
  light: ['regular', 'solid', 'brands'],
  thin: ['regular', 'solid', 'brands'],
  brands: ['brands', 'solid', 'regular'],
};

const require = createRequire(import.meta.url);

/**
 * The names whose file is not their name in PascalCase (`thumb-tack` is `faThumbtack.js`): the
 * only ones in the free packs (test/components/icons.test.ts checks every name and alias). The
 * packs themselves are never loaded: each is ~1 MB of JavaScript, ~70 ms for the three, which a
 * name with no free icon (a Pro one, say) cost every process and render thread that met it.
 */
const FILE_NAMES: Record<string, string> = {
  'paint-brush': 'faPaintbrush',
  eyedropper: 'faEyeDropper',
  'thumb-tack': 'faThumbtack',
  'thumb-tack-slash': 'faThumbtackSlash',
  tshirt: 'faTShirt',
};

export function isImageIcon(name: string): boolean {
  return /^(https?:)?\/\/|^\/|\.(svg|png|jpe?g|gif|webp|avif)$/i.test(name);
}

function normalise(name: string): string {
  return name.trim().toLowerCase().replace(/^fa[srlbdt]?[- ]/, '').replace(/^fa-/, '');
}

/**
 * Font Awesome ships every icon and alias in a file of its own (`arrow-right` is
 * `faArrowRight.js`): reading that one file takes a fraction of a millisecond, where a whole
 * pack takes ~50 ms, which the first page of `quire dev` would wait for.
 */
function iconFile(style: Style, key: string): IconDefinition | undefined {
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(key)) return undefined;
  const exportName = FILE_NAMES[key] ?? `fa${key.split('-').map((part) => part.charAt(0).toUpperCase() + part.slice(1)).join('')}`;
  try {
    return (require(`${packages[style]}/${exportName}`) as { definition?: IconDefinition }).definition;
  } catch {
    return undefined;
  }
}

const found = new Map<string, IconDefinition | undefined>();

/**
 * What a name with no free icon draws (a Pro icon, a misspelling): the outline of a square, in
 * the icon's box, so a card or sidebar item keeps its icon's place and lines up with the others.
 * Drawn faintly (`q-icon-missing`); the name itself is a located warning (`icon/unknown`).
 */
export const MISSING_ICON: IconDefinition = {
  iconName: 'missing',
  // The inner square runs the other way round, so it cuts a hole (nonzero fill rule).
  icon: [512, 512, [], '', 'M96 32h320a64 64 0 0 1 64 64v320a64 64 0 0 1-64 64H96a64 64 0 0 1-64-64V96a64 64 0 0 1 64-64zm0 64v320h320V96z'],
};

/** Whether a name draws a real icon: an image URL, or a name the free packs have (for the warnings). */
export function hasFreeIcon(name: string, iconType?: string): boolean {
  return isImageIcon(name) || findIcon(name, iconType) !== undefined;
}

export function findIcon(name: string, iconType?: string): IconDefinition | undefined {
  const key = normalise(name);
  const memo = `${iconType ?? ''}|${key}`;
  if (found.has(memo)) return found.get(memo);
  const styles = fallbacks[iconType ?? 'solid'] ?? fallbacks.solid!;
  let def: IconDefinition | undefined;
  for (const style of styles) if ((def ??= iconFile(style, key))) break;
  found.set(memo, def);
  return def;
}

export interface IconOptions {
  size?: number;
  className?: string;
  /** Accessible name; without one the icon is decorative and hidden from assistive technology. */
  label?: string;
}

/** Inline SVG markup for a Font Awesome icon name (MISSING_ICON if it has none), or an `<img>` for an icon URL. */
export function iconSvg(name: string, iconType?: string, opts: IconOptions = {}): string {
  const def = isImageIcon(name) ? undefined : findIcon(name, iconType);
  const className = escapeLikePreact(['q-icon', opts.className, def || isImageIcon(name) ? '' : 'q-icon-missing'].filter(Boolean).join(' '));
  const size = opts.size ?? 16;
  if (isImageIcon(name)) {
    const alt = escapeLikePreact(opts.label ?? '');
    return `<img class="${className}" src="${escapeLikePreact(name)}" alt="${alt}" width="${size}" height="${size}" loading="lazy">`;
  }
  const [width, height, , , pathData] = (def ?? MISSING_ICON).icon;
  const paths = (Array.isArray(pathData) ? pathData : [pathData]).map((d) => `<path d="${d}"/>`).join('');
  const a11y = opts.label ? `role="img" aria-label="${escapeLikePreact(opts.label)}"` : 'aria-hidden="true"';
  return `<svg class="${className}" ${a11y} focusable="false" width="${size}" height="${size}" viewBox="0 0 ${width} ${height}" fill="currentColor">${paths}</svg>`;
}
