/** What a code fence says after its language: ```` ```js index.js {1,3-5} ````. */
export interface CodeMeta {
  title?: string;
  highlight: Set<number>;
}

const FLAGS = new Set(['wrap', 'lines', 'expandable', 'twoslash', 'showLineNumbers']);

export function parseCodeMeta(meta: string | null | undefined): CodeMeta {
  const highlight = new Set<number>();
  if (!meta) return { highlight };
  let rest = meta.replace(/\{([\d\s,-]+)\}/g, (_, ranges: string) => {
    for (const range of ranges.split(',')) {
      const [from, to] = range.split('-').map((n) => Number.parseInt(n.trim(), 10));
      if (from === undefined || Number.isNaN(from)) continue;
      const last = to === undefined || Number.isNaN(to) ? from : to;
      for (let line = from; line <= Math.min(last, from + 10_000); line++) highlight.add(line);
    }
    return ' ';
  });
  // Options such as `theme={null}`, `icon="js"` or `title="x"` (the last one names the block).
  let explicitTitle: string | undefined;
  rest = rest.replace(/(\w+)=("([^"]*)"|'([^']*)'|\{[^}]*\}|\S+)/g, (_, key: string, _value, dq?: string, sq?: string) => {
    if (key === 'title') explicitTitle = dq ?? sq;
    return ' ';
  });
  const words = rest.split(/\s+/).filter((word) => word && !FLAGS.has(word));
  const title = explicitTitle ?? (words.join(' ') || undefined);
  return title ? { title, highlight } : { highlight };
}
