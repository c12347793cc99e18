import type { Site } from '../site/types.js';
import { markdownRoute, pageUrl } from '../site/page-url.js';
import { icon, type IconSet } from './icons.js';

/** The entries Quire offers, in the order they show by default. */
const ENTRIES = ['copy', 'view', 'chatgpt', 'claude'] as const;
type Entry = (typeof ENTRIES)[number];

/** What an assistant is asked, with the page's address in it. */
const prompt = (url: string) => `Read ${url} so I can ask questions about it.`;

/** Where each assistant opens with the prompt typed in. */
const ASSISTANTS: Record<'chatgpt' | 'claude', { name: string; url: (text: string) => string }> = {
  chatgpt: { name: 'Open in ChatGPT', url: (text) => `https://chatgpt.com/?hints=search&q=${encodeURIComponent(text)}` },
  claude: { name: 'Open in Claude', url: (text) => `https://claude.ai/new?q=${encodeURIComponent(text)}` },
};

/** The entries docs.json's `contextual.options` picks (all four by default), in its order. */
function entriesOf(site: Site): Entry[] {
  const chosen = site.config.contextual?.options;
  return chosen ? chosen.filter((option): option is Entry => (ENTRIES as readonly string[]).includes(option)) : [...ENTRIES];
}

/**
 * The "Copy page" menu beside a page's title: copy the page as Markdown (its twin, fetched by
 * client/layout/copy-page.ts), view the twin, or open an assistant with the page's address in
 * the prompt. A `<details>`, so it opens from the keyboard and without JavaScript; the address
 * is the canonical one when the site's is known, and the client puts in the one the reader is
 * at otherwise.
 */
export function CopyPageMenu({ site, route, siteUrl, icons }: { site: Site; route: string; siteUrl?: string; icons: IconSet }) {
  const entries = entriesOf(site);
  if (entries.length === 0) return null;
  const address = pageUrl(route, siteUrl);
  const twin = markdownRoute(route);
  return (
    <details class="q-copy-page" data-q-copy-page={address} data-href={twin} data-pagefind-ignore="index">
      <summary>
        {icon(icons, 'copy', 'regular')}
        Copy page
      </summary>
      <ul>
        {entries.map((entry) => (
          <li>
            {entry === 'copy' ? (
              <button type="button" data-q-copy-markdown hidden>
                Copy as Markdown
              </button>
            ) : entry === 'view' ? (
              <a href={twin}>View as Markdown</a>
            ) : (
              <a href={ASSISTANTS[entry].url(prompt(address))} data-q-assistant={entry} target="_blank" rel="noopener noreferrer">
                {ASSISTANTS[entry].name}
              </a>
            )}
          </li>
        ))}
      </ul>
      <span class="q-sr" role="status" data-q-copy-page-status />
    </details>
  );
}
