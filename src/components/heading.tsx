import type { ComponentChildren } from 'preact';

/**
 * `<Heading level id>` where remark-heading-component could not turn it into a Markdown heading
 * first: inside a snippet's own JSX. Such a heading has no place in the table of contents.
 */
export function Heading({ level, id, children }: { level?: number | string; id?: string; children?: ComponentChildren }) {
  const Tag = `h${headingDepth(level)}` as 'h2';
  return <Tag id={id}>{children}</Tag>;
}

/** `<Heading level>` as a heading depth: 1 to 6, and 2 when not given or anything else. */
export function headingDepth(level: unknown): 1 | 2 | 3 | 4 | 5 | 6 {
  const depth = Number(level ?? 2);
  return (Number.isInteger(depth) && depth >= 1 && depth <= 6 ? depth : 2) as 1 | 2 | 3 | 4 | 5 | 6;
}
