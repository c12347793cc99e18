import type { SitePage } from '../site/types.js';
import { pageUrl } from '../site/page-url.js';
import type { Endpoint } from '../layout/endpoint.js';
import { oneLine } from './llms-txt.js';

/**
 * A page's Markdown twin (`<url>.md`, and each entry of llms-full.txt): its title, address and
 * description, then its body as Markdown (content/html-to-markdown.ts, made with the body's render).
 */
export function markdownTwin(page: Pick<SitePage, 'title' | 'description' | 'route'>, markdown: string, siteUrl?: string, endpoint?: Endpoint): string {
  const lines = [`# ${oneLine(page.title)}`, '', `URL: ${pageUrl(page.route, siteUrl)}`, ''];
  if (page.description) lines.push(`> ${oneLine(page.description)}`, '');
  // An endpoint page's method and address, which its HTML shows under the title.
  if (endpoint) lines.push(`\`${endpoint.method} ${endpoint.address}\``, '');
  lines.push(markdown.trim());
  return `${lines.join('\n').trim()}\n`;
}
