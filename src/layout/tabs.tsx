import { renderToString } from 'preact-render-to-string';
import type { Division } from '../site/types.js';
import { safeHref } from '../util/safe-href.js';

/**
 * The tab bar under the top bar; the tab holding the page is marked current. Like anchors, a tab
 * hidden by default shows only on its own pages, and a versioned one only in its version.
 */
export function renderTabs(tabs: Division[], current: Division | undefined): string {
  if (tabs.length === 0) return '';
  return renderToString(
    <nav class="q-tabbar" aria-label="Sections">
      <ul>
        {tabs
          .filter((tab) => !tab.isDefaultHidden || tab === current)
          .map((tab) => (
            <li data-version={tab.version}>
              <a href={safeHref(tab.href)} aria-current={tab === current ? 'true' : undefined}>
                {tab.name}
              </a>
            </li>
          ))}
      </ul>
    </nav>,
  );
}
