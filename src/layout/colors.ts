import type { Config } from '../config/schema/index.js';
import { ensureContrast, mix, parseHex, textOn, toHex } from '../util/contrast.js';

/**
 * The palette theme/base.css defines when docs.json says nothing; kept here because contrast is
 * computed against the background actually shown.
 */
export const DEFAULT_PALETTE = {
  light: { bg: '#ffffff', fg: '#111827', muted: '#4b5563', accent: '#4f46e5' },
  dark: { bg: '#0f1117', fg: '#e5e7eb', muted: '#9ca3af', accent: '#a5b4fc' },
} as const;

type Mode = keyof typeof DEFAULT_PALETTE;

/**
 * An accent that stays readable as text on the page and on the tinted background of the active
 * sidebar item (`--q-accent-soft`: 10-12% of the accent over the page). The browser's color-mix
 * rounds differently from ours, hence the small margin over 4.5.
 */
function readableAccent(accent: string, surfaces: string[]): string {
  let adjusted = accent;
  for (let i = 0; i < 3; i++) {
    for (const surface of surfaces) adjusted = ensureContrast(ensureContrast(adjusted, surface, 4.6), mix(surface, adjusted, 0.12), 4.6);
  }
  return adjusted;
}

function modeVariables(config: Config, mode: Mode): string[] {
  const colors = config.colors;
  const defaults = DEFAULT_PALETTE[mode];
  const customBg = colors?.background?.[mode];
  const bg = toHex(parseHex(customBg ?? defaults.bg));
  const accent = (mode === 'light' ? colors?.primary : (colors?.light ?? colors?.primary)) ?? defaults.accent;
  // `layout: solidSidenav` draws the sidebar on a tint of the text colour; its links must read there too.
  const fg = customBg ? ensureContrast(defaults.fg, bg, 7) : defaults.fg;
  const sidebar = config.layout === 'solidSidenav' ? mix(bg, fg, 0.04) : undefined;
  const readable = readableAccent(accent, sidebar ? [bg, sidebar] : [bg]);
  const button = toHex(parseHex(colors?.dark ?? colors?.primary ?? defaults.accent));
  const vars = [
    `--q-accent:${readable}`,
    `--q-accent-contrast:${textOn(readable)}`,
    `--q-button:${button}`,
    `--q-button-fg:${textOn(button)}`,
  ];
  if (customBg) {
    vars.push(`--q-bg:${bg}`, `--q-fg:${fg}`, `--q-muted:${ensureContrast(defaults.muted, bg)}`);
  }
  if (sidebar) vars.push(`--q-sidebar-bg:${sidebar}`);
  return vars;
}

/** The CSS custom properties docs.json `colors` sets, for an inline `<style>` in the head. */
export function colorStyle(config: Config): string {
  return `:root{${modeVariables(config, 'light').join(';')}}html[data-theme="dark"]{${modeVariables(config, 'dark').join(';')}}`;
}
