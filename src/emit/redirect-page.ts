import { escapeHtml } from '../util/escape-html.js';

/**
 * A page that sends its reader to `href`: a meta refresh any static host serves as it is, with
 * no JavaScript, and a canonical link that keeps it out of search results in favour of `href`.
 */
export function redirectPage(title: string, linkText: string, href: string): string {
  const target = escapeHtml(href);
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    `<title>${escapeHtml(title)}</title>`,
    '<meta name="robots" content="noindex">',
    `<link rel="canonical" href="${target}">`,
    `<meta http-equiv="refresh" content="0; url=${target}">`,
    '</head>',
    `<body><p><a href="${target}">${escapeHtml(linkText)}</a></p></body>`,
    '</html>',
    '',
  ].join('\n');
}
