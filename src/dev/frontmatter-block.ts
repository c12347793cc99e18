/**
 * The raw front matter of a page (the text between its opening `---` lines), or '' when it has
 * none. The site model holds titles and sidebar labels from every page's front matter, so the
 * dev server re-plans the site when this text changes, and only re-renders the page otherwise.
 */
export function frontmatterBlock(source: string): string {
  const match = /^\uFEFF?---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/.exec(source);
  return match?.[1] ?? '';
}
