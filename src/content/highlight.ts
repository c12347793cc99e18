import { createHash } from 'node:crypto';
import { createHighlighterCore, type HighlighterCore } from 'shiki/core';
import { bundledLanguages, bundledLanguagesInfo } from 'shiki/langs';
import type { RegexEngine } from 'shiki/types';
import { BoundedTextCache } from '../util/bounded-text-cache.js';
import { ensureContrast } from '../util/contrast.js';
import { highlightedHtml, type BlockColors } from './highlighted-html.js';
import { createOnigurumaWithSnapshot } from './oniguruma-snapshot.js';
import { splitLines, TwoThemeTokenizer, type TwoThemeToken } from './two-theme-tokens.js';

/*
 * Grammars load the first time a page uses them. Oniguruma (WASM) over the JavaScript regex
 * engine: measured on 300 six-line TypeScript blocks after warm-up, ~0.7-1.0 s against
 * ~1.9-2.5 s, and it needs no "forgiving" mode for unsupported patterns.
 *
 * One highlighter per fence language, holding that language's grammar and those it embeds
 * eagerly. A grammar also uses any loaded grammar it embeds lazily (Markdown's fences) or that
 * injects into it (Vue's into Markdown): with one highlighter for all, a block's colours would
 * depend on what the process had highlighted before, so a page could differ between `quire dev`
 * and a build, and from one build to the next. They share the WASM engine; each compiles the
 * regexes of its own grammars (bar those restored from the snapshot).
 */
const highlighters = new Map<string, Promise<HighlighterCore>>();
let regexEngine: Promise<RegexEngine> | undefined;
/**
 * Highlighted blocks by language and text: pages repeat snippets, and `quire dev` renders a page
 * again on every save. Bounded by size, not count: an API reference's examples run to hundreds of
 * KB each, and 5,000 of them once held most of a render thread's memory.
 */
const cache = new BoundedTextCache(4_000_000);

/**
 * Starts the regex engine and loads the themes without waiting for them. Called before the
 * first page: the WASM engine compiles on V8's background threads meanwhile.
 */
export function warmUpHighlighter(): void {
  highlighterFor('text').catch(() => {});
}

function highlighterFor(grammar: string): Promise<HighlighterCore> {
  let highlighter = highlighters.get(grammar);
  if (!highlighter) {
    if (!regexEngine) {
      regexEngine = createOnigurumaWithSnapshot();
      // A failure is not kept: the next block tries again (as for a grammar, below).
      regexEngine.catch(() => (regexEngine = undefined));
    }
    highlighter = createHighlighterCore({
      themes: [import('@shikijs/themes/github-light'), import('@shikijs/themes/github-dark')],
      langs: grammar === 'text' ? [] : [bundledLanguages[grammar as keyof typeof bundledLanguages]],
      engine: regexEngine,
      // Shiki warns at every tenth instance, taking many for a leak; here it is one per language.
      warnings: false,
    });
    highlighters.set(grammar, highlighter);
    highlighter.catch(() => highlighters.delete(grammar));
  }
  return highlighter;
}

/*
 * The backgrounds code is shown on (theme/base.css `--q-code-bg`: 4-5% of the text colour over
 * the page), a shade darker (light) or lighter (dark) than the defaults for a margin with custom
 * background colours. GitHub's themes are made for pure white and #24292e, and several token
 * colours (keywords, strings, comments) fall below WCAG AA's 4.5:1 on these; they are replaced
 * by the nearest colour of the same hue that passes.
 */
export const CODE_BACKGROUNDS = { light: '#f0f1f2', dark: '#1f2330' } as const;
const THEMES = { light: 'github-light', dark: 'github-dark' } as const;

/** What every block shares: the tokenizer with both themes, and the `<pre>`'s colours. */
interface Painter {
  tokenizer: TwoThemeTokenizer;
  colors: BlockColors;
}
let painter: Painter | undefined;

function painterFor(shiki: HighlighterCore): Painter {
  if (painter) return painter;
  const light = shiki.getTheme(THEMES.light);
  const dark = shiki.getTheme(THEMES.dark);
  const replacements = { light: readableReplacements(light.fg, light.bg, light.settings, CODE_BACKGROUNDS.light), dark: readableReplacements(dark.fg, dark.bg, dark.settings, CODE_BACKGROUNDS.dark) };
  const replaced = (colour: string, theme: 'light' | 'dark') => replacements[theme][colour.toLowerCase()] ?? colour;
  painter = {
    tokenizer: new TwoThemeTokenizer({ light, dark, replacements }),
    colors: {
      light: { fg: replaced(light.fg, 'light'), bg: replaced(light.bg, 'light') },
      dark: { fg: replaced(dark.fg, 'dark'), bg: replaced(dark.bg, 'dark') },
    },
  };
  return painter;
}

export function readableReplacements(fg: string, bg: string, settings: { settings?: { foreground?: string } }[], background: string): Record<string, string> {
  const colours = new Set<string>([fg]);
  for (const rule of settings) if (typeof rule.settings?.foreground === 'string') colours.add(rule.settings.foreground);
  const map: Record<string, string> = {};
  for (const colour of colours) {
    // Replacements apply to every use of a colour: leave the theme's own background alone.
    if (!/^#[0-9a-f]{6}$/i.test(colour) || colour.toLowerCase() === bg.toLowerCase()) continue;
    const readable = ensureContrast(colour, background, 4.5);
    if (readable !== colour.toLowerCase()) map[colour.toLowerCase()] = readable;
  }
  return map;
}

/** Every name Shiki knows a language by, to its id: `js` and `javascript` share a highlighter. */
const languageIds = new Map(bundledLanguagesInfo.flatMap(({ id, aliases = [] }) => [id, ...aliases].map((name) => [name, id])));
languageIds.set('console', 'shellscript');

/** The grammar id for a fence language, or `text` when Shiki does not know it. */
export function grammarFor(lang: string): string {
  return languageIds.get(lang.toLowerCase()) ?? 'text';
}

const PLAIN = { color: '', fontStyle: 0 };

/**
 * A `<pre class="shiki">` with light and dark colours as CSS variables (`--shiki-light`,
 * `--shiki-dark`), chosen by the theme stylesheet. Unknown languages come back as plain text.
 * The HTML is Shiki's `codeToHtml` output for the two themes, byte for byte, from one
 * tokenisation (see two-theme-tokens.ts).
 */
export async function highlight(code: string, lang: string, lines: ReadonlySet<number> = new Set()): Promise<string> {
  const grammar = grammarFor(lang);
  const key = createHash('sha1')
    .update(`${grammar}\0${[...lines].join(',')}\0${code}`)
    .digest('base64');
  const cached = cache.get(key);
  if (cached !== undefined) return cached;
  const shiki = await highlighterFor(grammar);
  const { tokenizer, colors } = painterFor(shiki);
  const tokens: TwoThemeToken[][] =
    grammar === 'text' ? splitLines(code).map((line) => [{ content: line, light: PLAIN, dark: PLAIN }]) : tokenizer.tokenize(code, shiki.getLanguage(grammar));
  const html = highlightedHtml(tokens, colors, lines);
  cache.set(key, html);
  return html;
}

