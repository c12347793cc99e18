import type { NavPageItem } from '../site/types.js';
import { icon, type IconSet } from './icons.js';

/** Previous/next links at the foot of the page, in navigation order within the page's division. */
export function Pager({ previous, next, icons }: { previous?: NavPageItem; next?: NavPageItem; icons: IconSet }) {
  if (!previous && !next) return null;
  return (
    <nav class="q-pager" aria-label="Previous and next pages" data-pagefind-ignore="index">
      {previous && (
        <a class="q-pager-prev" href={previous.route} rel="prev">
          <span class="q-pager-dir">{icon(icons, 'arrow-left')}Previous</span>
          <span class="q-pager-label">{previous.label}</span>
        </a>
      )}
      {next && (
        <a class="q-pager-next" href={next.route} rel="next">
          <span class="q-pager-dir">Next{icon(icons, 'arrow-right')}</span>
          <span class="q-pager-label">{next.label}</span>
        </a>
      )}
    </nav>
  );
}
