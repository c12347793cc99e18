import type { ComponentChildren } from 'preact';

/** The colours a badge may take; any other falls back to the neutral one. */
const COLORS = new Set(['gray', 'blue', 'green', 'yellow', 'orange', 'red', 'purple']);

/** A short inline label: `<Badge>New</Badge>`, `<Badge color="green">Stable</Badge>`. */
export function Badge({ color, children }: { color?: string; children?: ComponentChildren }) {
  const tone = color && COLORS.has(color) ? color : 'gray';
  return <span class={`q-badge q-badge--tag q-badge--${tone}`}>{children}</span>;
}
