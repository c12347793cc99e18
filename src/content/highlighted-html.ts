import type { TokenLook, TwoThemeToken } from './two-theme-tokens.js';

/** The `<pre>`'s colours: each theme's foreground and background, after replacement. */
export interface BlockColors {
  light: { fg: string; bg: string };
  dark: { fg: string; bg: string };
}

/**
 * Writes highlighted lines as the HTML Shiki's `codeToHtml` gives for two themes with
 * `defaultColor: false` (colours as `--shiki-light`/`--shiki-dark` variables), straight from
 * the tokens rather than through a hast tree. Lines in `highlighted` (1-based) get `q-line-hl`.
 */
export function highlightedHtml(lines: TwoThemeToken[][], colors: BlockColors, highlighted: ReadonlySet<number>): string {
  const rootStyle = `--shiki-light:${colors.light.fg || 'inherit'};--shiki-dark:${colors.dark.fg || 'inherit'};--shiki-light-bg:${colors.light.bg || 'inherit'};--shiki-dark-bg:${colors.dark.bg || 'inherit'}`;
  let html = `<pre class="shiki shiki-themes github-light github-dark" style="${rootStyle}" tabindex="0"><code>`;
  lines.forEach((line, index) => {
    if (index) html += '\n';
    html += highlighted.has(index + 1) ? '<span class="line q-line-hl">' : '<span class="line">';
    for (const token of mergeWhitespace(line)) {
      const style = tokenStyle(token);
      html += `${style ? `<span style="${style}">` : '<span>'}${escapeText(token.content)}</span>`;
    }
    html += '</span>';
  });
  return `${html}</code></pre>`;
}

/**
 * Highlighted code without its token and line spans: they are inline, so the text is the same.
 * For readers of the text alone (the search index, an endpoint page's Markdown twin).
 */
export function withoutTokenSpans(html: string): string {
  return html.replace(/<\/?span\b[^>]*>/g, '');
}

/**
 * Shiki's `mergeWhitespaces`: a run of whitespace-only tokens joins the token after it. (With
 * two themes the merged tokens carry no font style, so underlined whitespace merges too.)
 */
function mergeWhitespace(line: TwoThemeToken[]): TwoThemeToken[] {
  const merged: TwoThemeToken[] = [];
  let carried = '';
  line.forEach((token, index) => {
    if (index + 1 < line.length && /^\s+$/.test(token.content)) carried += token.content;
    else if (carried) {
      merged.push({ ...token, content: carried + token.content });
      carried = '';
    } else merged.push(token);
  });
  return merged;
}

const FONT_ITALIC = 1;
const FONT_BOLD = 2;
const FONT_UNDERLINE = 4;
const FONT_STRIKETHROUGH = 8;

function styleOf(look: TokenLook): Map<string, string> {
  const style = new Map<string, string>();
  if (look.color) style.set('color', look.color);
  if (look.fontStyle > 0) {
    if (look.fontStyle & FONT_ITALIC) style.set('font-style', 'italic');
    if (look.fontStyle & FONT_BOLD) style.set('font-weight', 'bold');
    const decorations = [];
    if (look.fontStyle & FONT_UNDERLINE) decorations.push('underline');
    if (look.fontStyle & FONT_STRIKETHROUGH) decorations.push('line-through');
    if (decorations.length) style.set('text-decoration', decorations.join(' '));
  }
  return style;
}

/** Shiki's `flatTokenVariants`: every property either theme sets, per theme, `inherit` where one does not. */
function tokenStyle(token: TwoThemeToken): string {
  const light = styleOf(token.light);
  const dark = styleOf(token.dark);
  const keys = [...new Set([...light.keys(), ...dark.keys()])];
  const declarations: string[] = [];
  for (const [theme, style] of [['light', light], ['dark', dark]] as const) {
    for (const key of keys) declarations.push(`--shiki-${theme}${key === 'color' ? '' : `-${key}`}:${style.get(key) ?? 'inherit'}`);
  }
  return declarations.join(';');
}

/** hast-util-to-html's text escaping: `<` and `&` as hexadecimal references. */
function escapeText(text: string): string {
  return text.replace(/[<&]/g, (character) => (character === '<' ? '&#x3C;' : '&#x26;'));
}
