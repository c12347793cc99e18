/**
 * What GFM's syntax extensions start from: a table's `|`, strikethrough's `~`, a footnote's `[^`,
 * a task's `[ ]`/`[x]`, and the literal autolinks (`www.`, a URL scheme, an `@` of an e-mail
 * address). A text with none of these parses the same without them, and GFM roughly doubles
 * the parser's work; test/content/gfm-on-demand.test.ts holds this over the corpus.
 */
const GFM_TRIGGERS = /[|~@]|www\.|https?:|mailto:|xmpp:|\[\^|\[[ xX]\]/;

/** Whether a page's or a description's text may use GFM syntax. */
export function mayUseGfm(source: string): boolean {
  return GFM_TRIGGERS.test(source);
}
