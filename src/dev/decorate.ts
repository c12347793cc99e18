import { createHash } from 'node:crypto';
import { RELOAD_SCRIPT_PATH } from './dev-routes.js';
import { escapeHtml } from '../util/escape-html.js';

export interface DecoratedPage {
  html: string;
  /**
   * Hash of what the reader sees (banner included, the script itself excluded). A tab reports
   * it when it connects for reload events, so it reloads exactly when its content is out of date.
   */
  version: string;
}

function insertAfterBodyOpen(html: string, markup: string): string {
  const match = /<body\b[^>]*>/i.exec(html);
  if (!match) return markup + html;
  const at = match.index + match[0].length;
  return html.slice(0, at) + markup + html.slice(at);
}

function insertBeforeHeadClose(html: string, markup: string): string {
  const at = html.search(/<\/head>/i);
  return at === -1 ? markup + html : html.slice(0, at) + markup + html.slice(at);
}

export function pageVersion(html: string): string {
  return createHash('sha1').update(html).digest('base64url').slice(0, 16);
}

/**
 * Adds what the dev server adds to every HTML answer: the config-error banner and the page's
 * warnings notice, if any, and the live-reload script.
 */
export function decoratePage(html: string, options: { route: string; banner?: string; notice?: string }): DecoratedPage {
  const added = (options.banner ?? '') + (options.notice ?? '');
  const shown = added ? insertAfterBodyOpen(html, added) : html;
  const version = pageVersion(shown);
  const script = `<script src="${RELOAD_SCRIPT_PATH}" data-quire-route="${escapeHtml(options.route)}" data-quire-version="${version}"></script>`;
  return { html: insertBeforeHeadClose(shown, script), version };
}

/** The version a served page carries, as its live-reload script will report it. */
export function versionOf(html: string): string | undefined {
  return /data-quire-version="([^"]+)"/.exec(html)?.[1];
}
