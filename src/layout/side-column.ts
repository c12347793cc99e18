/**
 * The first element of a page body whose start tag matches `open`, taken out of it; its end is
 * found by counting the `tag` elements inside it.
 */
function takeElement(html: string, open: RegExp, tag: string): { html: string; taken?: string } {
  const start = html.search(open);
  if (start < 0) return { html };
  let depth = 0;
  const tags = new RegExp(`<${tag}[\\s>]|</${tag}>`, 'g');
  tags.lastIndex = start;
  for (let found = tags.exec(html); found; found = tags.exec(html)) {
    depth += found[0] === `</${tag}>` ? -1 : 1;
    if (depth === 0) {
      const end = found.index + found[0].length;
      return { html: html.slice(0, start) + html.slice(end), taken: html.slice(start, end) };
    }
  }
  return { html };
}

/** A page body's `<Panel>` taken out of it, for the column beside the page. The first panel counts. */
export function takePanel(html: string): { html: string; panel?: string } {
  const { html: rest, taken } = takeElement(html, /<aside class="q-panel">/, 'aside');
  return { html: rest, panel: taken };
}

/** The start tag of a RequestExample or ResponseExample, whatever the order of its attributes. */
const API_EXAMPLE = /<section\b[^>]*\bclass="q-api-example[\s"]/;

/**
 * Every RequestExample and ResponseExample of a page body, taken out of it: the layout sets them
 * beside the fields on wide screens, and after the description on narrow ones.
 */
export function takeApiExamples(html: string): { html: string; examples: string[] } {
  const examples: string[] = [];
  let rest = html;
  for (;;) {
    const { html: next, taken } = takeElement(rest, API_EXAMPLE, 'section');
    if (!taken) return { html: rest, examples };
    examples.push(taken);
    rest = next;
  }
}
