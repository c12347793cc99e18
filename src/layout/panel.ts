const OPEN = '<aside class="q-panel">';

/**
 * A page body's `<Panel>` taken out of it, for the column beside the page. The first panel
 * counts; its end is found by counting the `<aside>` elements inside it.
 */
export function takePanel(html: string): { html: string; panel?: string } {
  const start = html.indexOf(OPEN);
  if (start < 0) return { html };
  let depth = 0;
  const tags = /<aside[\s>]|<\/aside>/g;
  tags.lastIndex = start;
  for (let tag = tags.exec(html); tag; tag = tags.exec(html)) {
    depth += tag[0] === '</aside>' ? -1 : 1;
    if (depth === 0) {
      const end = tag.index + tag[0].length;
      return { html: html.slice(0, start) + html.slice(end), panel: html.slice(start, end) };
    }
  }
  return { html };
}
