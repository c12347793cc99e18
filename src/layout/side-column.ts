import { elementEnd } from '../util/element-end.js';

/** The first element of a page body whose start tag matches `open`, taken out of it. */
function takeElement(html: string, open: RegExp, tag: string): { html: string; taken?: string } {
  const start = html.search(open);
  const end = start < 0 ? undefined : elementEnd(html, start, tag);
  if (end === undefined) return { html };
  return { html: html.slice(0, start) + html.slice(end), taken: html.slice(start, end) };
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
