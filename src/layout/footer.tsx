import { renderToString } from 'preact-render-to-string';
import { socialAccounts, type Config } from '../config/schema/index.js';
import { icon, type IconSet } from './icons.js';
import { safeHref } from '../util/safe-href.js';

/** Each footerSocials key: its accessible name and Font Awesome icon (brand unless noted). */
const PLATFORMS: Record<string, { label: string; icon: string; iconType: string }> = {
  website: { label: 'Website', icon: 'globe', iconType: 'solid' },
  facebook: { label: 'Facebook', icon: 'facebook', iconType: 'brands' },
  x: { label: 'X', icon: 'x-twitter', iconType: 'brands' },
  discord: { label: 'Discord', icon: 'discord', iconType: 'brands' },
  slack: { label: 'Slack', icon: 'slack', iconType: 'brands' },
  github: { label: 'GitHub', icon: 'github', iconType: 'brands' },
  linkedin: { label: 'LinkedIn', icon: 'linkedin', iconType: 'brands' },
  instagram: { label: 'Instagram', icon: 'instagram', iconType: 'brands' },
  'hacker-news': { label: 'Hacker News', icon: 'hacker-news', iconType: 'brands' },
  twitter: { label: 'Twitter', icon: 'twitter', iconType: 'brands' },
  youtube: { label: 'YouTube', icon: 'youtube', iconType: 'brands' },
  medium: { label: 'Medium', icon: 'medium', iconType: 'brands' },
  telegram: { label: 'Telegram', icon: 'telegram', iconType: 'brands' },
  reddit: { label: 'Reddit', icon: 'reddit', iconType: 'brands' },
  bluesky: { label: 'Bluesky', icon: 'bluesky', iconType: 'brands' },
  threads: { label: 'Threads', icon: 'threads', iconType: 'brands' },
  podcast: { label: 'Podcast', icon: 'podcast', iconType: 'solid' },
  tiktok: { label: 'TikTok', icon: 'tiktok', iconType: 'brands' },
  'x-twitter': { label: 'X', icon: 'x-twitter', iconType: 'brands' },
  'earth-americas': { label: 'Website', icon: 'earth-americas', iconType: 'solid' },
};

/** The footer: columns of links (`footer.links`), the site name and an icon link per social account. Site-wide, so rendered once. */
export function renderFooter(config: Config, icons: IconSet): string {
  const socials = Object.entries(socialAccounts(config)).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  const columns = config.footer?.links ?? [];
  return renderToString(
    <footer class="q-footer">
      {columns.length > 0 && (
        <nav class="q-footer-links" aria-label="Footer">
          {columns.map((column) => (
            <div class="q-footer-column">
              {column.title && <p class="q-footer-title">{column.title}</p>}
              <ul>
                {column.links.map((link) => (
                  <li>
                    <a href={safeHref(link.url)}>{link.label}</a>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      )}
      <p class="q-footer-name">{config.name}</p>
      {socials.length > 0 && (
        <ul class="q-socials">
          {socials.map(([key, url]) => {
            const platform = PLATFORMS[key] ?? { label: key, icon: 'link', iconType: 'solid' };
            return (
              <li>
                <a href={safeHref(url)} aria-label={platform.label} title={platform.label}>
                  {icon(icons, platform.icon, platform.iconType)}
                </a>
              </li>
            );
          })}
        </ul>
      )}
    </footer>,
  );
}
