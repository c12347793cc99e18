import type { ComponentChildren } from 'preact';

/**
 * Content for the column beside the page, where the table of contents would be:
 * `<Panel>`…`</Panel>`. The layout moves it there (layout/panel.ts); on narrow screens it
 * follows the page.
 */
export function Panel({ children }: { children?: ComponentChildren }) {
  return <aside class="q-panel">{children}</aside>;
}
