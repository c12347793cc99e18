import { renderToString } from 'preact-render-to-string';
import type { Division } from '../site/types.js';

/** The tab bar under the top bar; the tab holding the page is marked current. */
export function renderTabs(tabs: Division[], current: Division | undefined): string {
  if (tabs.length === 0) return '';
  return renderToString(
    <nav class="q-tabs" aria-label="Sections">
      <ul>
        {tabs.map((tab) => (
          <li>
            <a href={tab.href} aria-current={tab === current ? 'true' : undefined}>
              {tab.name}
            </a>
          </li>
        ))}
      </ul>
    </nav>,
  );
}
