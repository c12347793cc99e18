import type { TocEntry } from '../content/types.js';

/** The page's h2/h3 headings as links, for both tables of contents below. */
function TocList({ toc }: { toc: TocEntry[] }) {
  return (
    <ul>
      {toc.map((entry) => (
        <li class={entry.depth === 3 ? 'q-toc-sub' : undefined}>
          <a href={`#${entry.id}`}>{entry.text}</a>
        </li>
      ))}
    </ul>
  );
}

/** "On this page": the page's h2/h3 headings; client/layout/toc.ts highlights the one in view. */
export function TableOfContents({ toc }: { toc: TocEntry[] }) {
  if (toc.length === 0) return null;
  return (
    <aside class="q-toc">
      <nav aria-labelledby="q-toc-title" data-q-toc>
        <p id="q-toc-title" class="q-toc-title">
          On this page
        </p>
        <TocList toc={toc} />
      </nav>
    </aside>
  );
}

/**
 * The same headings as a menu at the top of the content, for screens too narrow for the
 * column (theme/layout.css shows one or the other). A `<details>`, so it opens without
 * JavaScript; client/layout/toc-menu.ts closes it when a heading is chosen.
 */
export function TocMenu({ toc }: { toc: TocEntry[] }) {
  if (toc.length === 0) return null;
  return (
    <details class="q-toc-menu" data-q-toc-menu data-pagefind-ignore="index">
      <summary>On this page</summary>
      <TocList toc={toc} />
    </details>
  );
}
