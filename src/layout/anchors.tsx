import { renderToString } from 'preact-render-to-string';
import type { Division } from '../site/types.js';
import { icon, type IconSet } from './icons.js';
import { safeHref } from '../util/safe-href.js';

function iconBackground(color: Division['color']): string | undefined {
  if (!color) return undefined;
  const value = typeof color === 'string' ? color : `linear-gradient(45deg,${color.from},${color.to})`;
  return `--q-anchor-bg:${value}`;
}

/**
 * The anchor list at the top of the sidebar, for a page inside `current`. An anchor hidden by
 * default appears only on its own pages; a versioned one carries `data-version` for the switcher.
 */
export function renderAnchors(anchors: Division[], current: Division | undefined, icons: IconSet): string {
  if (anchors.length === 0) return '';
  return renderToString(
    <ul class="q-anchors">
      {anchors
        .filter((anchor) => !anchor.isDefaultHidden || anchor === current)
        .map((anchor) => (
          <li data-version={anchor.version}>
            <a href={safeHref(anchor.href)} aria-current={anchor === current ? 'true' : undefined}>
              <span class={anchor.color ? 'q-anchor-icon q-anchor-colored' : 'q-anchor-icon'} style={iconBackground(anchor.color)}>
                {icon(icons, anchor.icon, anchor.iconType)}
              </span>
              {anchor.name}
            </a>
          </li>
        ))}
    </ul>,
  );
}
