/**
 * Where the element whose start tag is at `start` ends (just past its end tag), found by counting
 * the elements of its name inside it; undefined when it is not closed. For the HTML Quire's
 * renderer writes, where every element is closed where it was opened and text has no bare `<`.
 */
export function elementEnd(html: string, start: number, tag: string): number | undefined {
  let depth = 0;
  const tags = new RegExp(`<${tag}[\\s>]|</${tag}>`, 'g');
  tags.lastIndex = start;
  for (let found = tags.exec(html); found; found = tags.exec(html)) {
    depth += found[0] === `</${tag}>` ? -1 : 1;
    if (depth === 0) return found.index + found[0].length;
  }
  return undefined;
}
