import type { TocEntry } from '../content/types.js';

/** "On this page": the page's h2/h3 headings; client/layout/toc.ts highlights the one in view. */
export function TableOfContents({ toc }: { toc: TocEntry[] }) {
  if (toc.length === 0) return null;
  return (
    <aside class="q-toc">
      <nav aria-labelledby="q-toc-title" data-q-toc>
        <p id="q-toc-title" class="q-toc-title">
          On this page
        </p>
        <ul>
          {toc.map((entry) => (
            <li class={entry.depth === 3 ? 'q-toc-sub' : undefined}>
              <a href={`#${entry.id}`}>{entry.text}</a>
            </li>
          ))}
        </ul>
      </nav>
    </aside>
  );
}
