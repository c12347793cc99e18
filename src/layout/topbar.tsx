import { renderToString } from 'preact-render-to-string';
import type { Site } from '../site/types.js';
import { icon, type IconSet } from './icons.js';
import { Logo } from './logo.js';
import { parseGithubRepository } from './repository.js';
import { SearchButton } from './search.js';
import { VersionSelect } from './versions.js';
import { safeHref } from '../util/safe-href.js';

function CallToAction({ site, icons }: { site: Site; icons: IconSet }) {
  const button = site.config.topbarCtaButton;
  if (!button) return null;
  if (button.type === 'github') {
    const repository = parseGithubRepository(button.url);
    return (
      <a class="q-github" href={safeHref(repository?.url ?? button.url)} data-q-repo={repository && `${repository.owner}/${repository.name}`}>
        {icon(icons, 'github', 'brands')}
        <span class="q-github-name">{repository ? `${repository.owner}/${repository.name}` : (button.name ?? 'GitHub')}</span>
        {repository && (
          // Filled in by client/layout/github-stars.ts; stays hidden when the API cannot be reached.
          <span class="q-stars" hidden>
            {icon(icons, 'star')}
            <span data-q-stars />
            <span class="q-sr"> stars</span>
          </span>
        )}
      </a>
    );
  }
  // A pill with an arrow unless docs.json says otherwise (`style`, `arrow`).
  return (
    <a class={button.style === 'roundedRectangle' ? 'q-cta q-cta--rounded' : 'q-cta'} href={safeHref(button.url)}>
      {button.name}
      {button.arrow !== false && icon(icons, 'chevron-right')}
    </a>
  );
}

function ModeToggle({ icons }: { icons: IconSet }) {
  return (
    // aria-pressed is set from the theme by client/layout/mode-toggle.ts.
    <button type="button" class="q-mode" data-q-mode aria-label="Dark mode" aria-pressed="false">
      {icon(icons, 'moon', 'solid', 'q-i q-moon')}
      {icon(icons, 'sun', 'solid', 'q-i q-sun')}
    </button>
  );
}

/**
 * The top bar's one row: menu button (small screens), logo, version dropdown, search button,
 * links, call to action, mode toggle. It depends only on the site and the version selected, so it is rendered
 * once per version.
 */
export function renderTopbar(site: Site, selectedVersion: string, icons: IconSet): string {
  const config = site.config;
  return renderToString(
    <div class="q-topbar">
      <button type="button" class="q-menu" data-q-menu aria-controls="q-sidebar" aria-expanded="false" aria-label="Open navigation">
        {icon(icons, 'bars')}
      </button>
      <Logo config={config} />
      <VersionSelect site={site} selected={selectedVersion} />
      <div class="q-topbar-end">
        <SearchButton site={site} icons={icons} />
        {config.topbarLinks && config.topbarLinks.length > 0 && (
          <nav class="q-toplinks" aria-label="Links">
            <ul>
              {config.topbarLinks.map((link) => (
                <li>
                  <a href={safeHref(link.url)}>{link.name}</a>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <CallToAction site={site} icons={icons} />
        {!config.modeToggle?.isHidden && <ModeToggle icons={icons} />}
      </div>
    </div>,
  );
}
