import type { Grammar, ThemeRegistrationResolved } from 'shiki/types';
import { EncodedTokenMetadata, INITIAL, Theme, type StateStack } from 'shiki/textmate';

/** How one theme draws a token: its colour (already replaced for contrast) and font style bits. */
export interface TokenLook {
  color: string;
  fontStyle: number;
}

export interface TwoThemeToken {
  content: string;
  light: TokenLook;
  dark: TokenLook;
}

/** The inside of vscode-textmate's grammar this module needs, beyond the public `IGrammar`. */
interface GrammarInternals {
  getMetadataForScope(scope: string): { languageId: number; tokenType: number };
  _basicScopeAttributesProvider: { getDefaultAttributes(): { languageId: number; tokenType: number } };
}

/** vscode-textmate's `ScopeStack`, which `Theme.match` walks by these two fields only. */
interface ScopePath {
  parent: ScopePath | null;
  scopeName: string;
}

/** A scope stack seen before: its path and its encoded metadata under each theme. */
interface ScopeNode {
  path: ScopePath;
  light: number;
  dark: number;
  children: Map<string, ScopeNode>;
}

export interface ThemePair {
  light: ThemeRegistrationResolved;
  dark: ThemeRegistrationResolved;
  /** Colour replacements per theme, keyed by lower-case colour (Shiki's `colorReplacements`). */
  replacements: { light: Record<string, string>; dark: Record<string, string> };
}

/**
 * Tokenises code once and colours each token for both themes.
 *
 * Shiki's two-theme output tokenises a block once per theme, because vscode-textmate resolves
 * colours while it tokenises (each scope pushed carries its theme's metadata). A token's
 * metadata is a function of its scope stack alone, though: this tokenises once, reading each
 * token's scopes, and derives both themes' metadata from the stack the way vscode-textmate's
 * `AttributedScopeStack` does, memoised per stack in a trie (no string is built to look one up).
 *
 * The output equals Shiki's `codeToTokensWithThemes` aligned: vscode-textmate splits a theme's
 * tokens where that theme's metadata changes (colour, font style, and language and token type,
 * which both themes share), and Shiki splits both at the union of the two; so a token ends
 * where either theme's metadata changes. test/content/highlight-once.test.ts holds this over
 * every code block of the corpus.
 */
export class TwoThemeTokenizer {
  private readonly themes: { light: Theme; dark: Theme };
  private readonly colors: { light: string[]; dark: string[] };
  private readonly roots = new WeakMap<Grammar, Map<string, ScopeNode>>();
  private readonly memos = new WeakMap<Grammar, LineMemo>();

  constructor(private readonly pair: ThemePair) {
    const light = Theme.createFromRawTheme(pair.light);
    const dark = Theme.createFromRawTheme(pair.dark);
    this.themes = { light, dark };
    this.colors = { light: light.getColorMap(), dark: dark.getColorMap() };
  }

  /** Lines of tokens; an empty line has none (and, as in Shiki, is not tokenised). */
  tokenize(code: string, grammar: Grammar): TwoThemeToken[][] {
    const memo = this.memoOf(grammar);
    const result: TwoThemeToken[][] = [];
    let state: StateStack = INITIAL;
    for (const line of splitLines(code)) {
      if (line === '') {
        result.push([]);
        continue;
      }
      let done = memo.get(state, line);
      if (!done) {
        done = this.tokenizeLine(line, state, grammar);
        memo.set(state, line, done);
      }
      result.push(done.tokens);
      state = done.next;
    }
    return result;
  }

  private tokenizeLine(line: string, state: StateStack, grammar: Grammar): TokenizedLine {
    const roots = this.rootsOf(grammar);
    // No time limit (0): Shiki's default 500 ms made colours differ between builds under load.
    const { tokens, ruleStack } = grammar.tokenizeLine(line, state, 0);
    const out: TwoThemeToken[] = [];
    let start = 0;
    let light = -1;
    let dark = -1;
    for (const token of tokens) {
      const begin = Math.min(token.startIndex, line.length);
      if (begin >= line.length) break;
      const node = this.nodeFor(roots, grammar, token.scopes);
      if (begin > start && (node.light !== light || node.dark !== dark)) {
        out.push(this.token(line.slice(start, begin), light, dark));
        start = begin;
      }
      light = node.light;
      dark = node.dark;
    }
    out.push(this.token(line.slice(start), light, dark));
    return { tokens: out, next: ruleStack };
  }

  private memoOf(grammar: Grammar): LineMemo {
    let memo = this.memos.get(grammar);
    if (!memo) this.memos.set(grammar, (memo = new LineMemo()));
    return memo;
  }

  private token(content: string, light: number, dark: number): TwoThemeToken {
    return { content, light: this.look('light', light), dark: this.look('dark', dark) };
  }

  private look(theme: 'light' | 'dark', metadata: number): TokenLook {
    const color = this.colors[theme][EncodedTokenMetadata.getForeground(metadata)];
    return { color: color && (this.pair.replacements[theme][color.toLowerCase()] ?? color), fontStyle: EncodedTokenMetadata.getFontStyle(metadata) };
  }

  private rootsOf(grammar: Grammar): Map<string, ScopeNode> {
    let roots = this.roots.get(grammar);
    if (!roots) this.roots.set(grammar, (roots = new Map()));
    return roots;
  }

  /** The node of a scope stack, walking (and growing) the trie from its root scope. */
  private nodeFor(roots: Map<string, ScopeNode>, grammar: Grammar, scopes: string[]): ScopeNode {
    const internals = grammar as unknown as GrammarInternals;
    let node: ScopeNode | undefined = roots.get(scopes[0]!);
    if (!node) roots.set(scopes[0]!, (node = this.rootNode(internals, scopes[0]!)));
    for (let i = 1; i < scopes.length; i++) {
      const name = scopes[i]!;
      let child: ScopeNode | undefined = node.children.get(name);
      if (!child) node.children.set(name, (child = this.childNode(internals, node, name)));
      node = child;
    }
    return node;
  }

  /** As vscode-textmate starts a line's stack: the theme defaults, then the grammar's root scope. */
  private rootNode(grammar: GrammarInternals, scopeName: string): ScopeNode {
    const basic = grammar._basicScopeAttributesProvider.getDefaultAttributes();
    const path: ScopePath = { parent: null, scopeName };
    const start = (theme: Theme) => {
      const defaults = theme.getDefaults();
      return EncodedTokenMetadata.set(0, basic.languageId, basic.tokenType, null, defaults.fontStyle, defaults.foregroundId, defaults.backgroundId);
    };
    // A grammar without a root scope name starts from "unknown", which is not looked up.
    if (scopeName === 'unknown') return { path, light: start(this.themes.light), dark: start(this.themes.dark), children: new Map() };
    const root = { path, light: start(this.themes.light), dark: start(this.themes.dark), children: new Map() };
    return this.merged(grammar, root, path);
  }

  private childNode(grammar: GrammarInternals, parent: ScopeNode, scopeName: string): ScopeNode {
    const path: ScopePath = { parent: parent.path, scopeName };
    return this.merged(grammar, parent, path);
  }

  /** `AttributedScopeStack.mergeAttributes`: the scope's own attributes over its parent's. */
  private merged(grammar: GrammarInternals, parent: ScopeNode, path: ScopePath): ScopeNode {
    const basic = grammar.getMetadataForScope(path.scopeName);
    const merge = (theme: Theme, existing: number) => {
      const style = theme.match(path as Parameters<Theme['match']>[0]);
      return EncodedTokenMetadata.set(existing, basic.languageId, basic.tokenType, null, style?.fontStyle ?? -1, style?.foregroundId ?? 0, style?.backgroundId ?? 0);
    };
    return { path, light: merge(this.themes.light, parent.light), dark: merge(this.themes.dark, parent.dark), children: new Map() };
  }
}

/** A line's tokens, and the grammar's state after it. */
interface TokenizedLine {
  tokens: TwoThemeToken[];
  next: StateStack;
}

/** vscode-textmate's `StateStackImpl`: what decides how the next line is tokenised. */
interface StateInternals {
  parent: StateInternals | null;
  depth: number;
  ruleId: number;
  endRule: string | null;
  beginRuleCapturedEOL: boolean;
  nameScopesList: { equals(other: unknown): boolean } | null;
  contentNameScopesList: { equals(other: unknown): boolean } | null;
}

/** Whether two states tokenise any line alike: every level's rule, end and scopes. */
function sameState(a: StateInternals | null, b: StateInternals | null): boolean {
  for (; a !== b; a = a.parent, b = b!.parent) {
    if (!a || !b || a.depth !== b.depth || a.ruleId !== b.ruleId || a.endRule !== b.endRule || a.beginRuleCapturedEOL !== b.beginRuleCapturedEOL) return false;
    if (!sameScopes(a.nameScopesList, b.nameScopesList) || !sameScopes(a.contentNameScopesList, b.contentNameScopesList)) return false;
  }
  return true;
}

const sameScopes = (a: StateInternals['nameScopesList'], b: StateInternals['nameScopesList']) => (a && b ? a.equals(b) : a === b);

/**
 * Lines tokenised before, by the state they started in. Generated code repeats itself: the
 * request examples of Stripe's 468 operations hold 13,572 lines of PHP, 502 of them distinct.
 * A line from the same state tokenises the same, so only its first time costs. States are kept
 * one of each kind (vscode-textmate makes a new object per line even when nothing changed), so
 * a block that rejoins a known state after a line of its own finds its later lines again.
 */
class LineMemo {
  /** Lines longer than this are seldom repeated: not kept. */
  static readonly LONGEST_LINE = 1_000;
  /** Past this many characters of lines, the memo starts over. */
  static readonly MAX_CHARACTERS = 2_000_000;

  private lines = new Map<StateStack, Map<string, TokenizedLine>>();
  private states = new Map<string, StateStack[]>();
  private characters = 0;

  get(state: StateStack, line: string): TokenizedLine | undefined {
    return this.lines.get(state)?.get(line);
  }

  /** Remembers a line, its next state replaced by a known one that tokenises alike. */
  set(state: StateStack, line: string, done: TokenizedLine): void {
    done.next = this.known(done.next);
    if (line.length > LineMemo.LONGEST_LINE) return;
    if (this.characters > LineMemo.MAX_CHARACTERS) {
      this.lines = new Map();
      this.states = new Map();
      this.characters = 0;
    }
    let lines = this.lines.get(state);
    if (!lines) this.lines.set(state, (lines = new Map()));
    lines.set(line, done);
    this.characters += line.length;
  }

  private known(state: StateStack): StateStack {
    const inside = state as unknown as StateInternals;
    const kind = `${inside.depth}:${inside.ruleId}:${inside.endRule}`;
    let same = this.states.get(kind);
    if (!same) this.states.set(kind, (same = []));
    const found = same.find((other) => sameState(other as unknown as StateInternals, inside));
    if (found) return found;
    same.push(state);
    // A state holds its scopes: counted like a line, so states too are bounded.
    this.characters += 100;
    return state;
  }
}

/** Shiki's line split: `\r\n` or `\n`, the ending not kept. */
export function splitLines(code: string): string[] {
  return code.split(/\r?\n/);
}
