import type { ComponentChildren } from 'preact';

/**
 * `<Heading level id>` where remark-heading-component could not turn it into a Markdown heading
 * first: inside a snippet's own JSX. Such a heading has no place in the table of contents.
 */
export function Heading({ level, id, children }: { level?: number | string; id?: string; children?: ComponentChildren }) {
  const depth = Number(level ?? 2);
  const Tag = `h${Number.isInteger(depth) && depth >= 1 && depth <= 6 ? depth : 2}` as 'h2';
  return <Tag id={id}>{children}</Tag>;
}
