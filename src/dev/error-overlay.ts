import { foldRepeated, location, type Diagnostic } from '../diagnostics.js';
import { escapeHtml } from '../util/escape-html.js';

const OVERLAY_STYLE = `
  :root { color-scheme: light dark; }
  body { margin: 0; font: 15px/1.5 system-ui, sans-serif; background: #1b1b1f; color: #e6e6e6; }
  main { max-width: 960px; margin: 0 auto; padding: 32px 24px; }
  h1 { font-size: 20px; color: #ff8080; margin: 0 0 24px; }
  section { border-left: 4px solid #ff5c5c; background: #26262b; padding: 12px 16px; margin: 0 0 20px; border-radius: 4px; }
  section.warning { border-color: #e0b000; }
  .location { font: 600 14px ui-monospace, monospace; color: #9cc3ff; margin: 0; }
  .message { margin: 6px 0; white-space: pre-wrap; }
  .hint { margin: 6px 0; color: #b8e0a8; white-space: pre-wrap; }
  .rule { color: #999; font-size: 13px; }
  pre { overflow-x: auto; background: #111114; padding: 12px; border-radius: 4px; font: 13px/1.45 ui-monospace, monospace; }
  footer { color: #aaa; font-size: 13px; }
`;

function diagnosticHtml(d: Diagnostic): string {
  return [
    `<section class="${d.severity}">`,
    `<p class="location">${escapeHtml(location(d))} <span class="rule">${escapeHtml(d.rule)}</span></p>`,
    `<p class="message">${escapeHtml(d.message)}</p>`,
    d.hint ? `<p class="hint">${escapeHtml(d.hint)}</p>` : '',
    d.frame ? `<pre>${escapeHtml(d.frame)}</pre>` : '',
    '</section>',
  ].join('');
}

/**
 * Each problem's markup, past the first few of a rule a line counting the rest
 * (`foldRepeated`): a docs.json naming thousands of missing pages would otherwise put as many
 * entries on every page.
 */
function folded(diagnostics: readonly Diagnostic[], item: (d: Diagnostic) => string, notShown: (escapedLine: string) => string): string[] {
  const { shown, notShown: lines } = foldRepeated(diagnostics);
  return [...shown.map(item), ...lines.map((line) => notShown(escapeHtml(line)))];
}

function problems(count: number): string {
  return `${count} problem${count === 1 ? '' : 's'}`;
}

/**
 * The page shown in place of one that failed to render: every problem with its place, message,
 * hint and code frame. The dev server adds its live-reload script like to any page, so saving
 * a fix brings the real page back.
 */
export function errorOverlayDocument(title: string, diagnostics: Diagnostic[]): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Quire dev</title>
<style>${OVERLAY_STYLE}</style>
</head>
<body>
<main id="quire-dev-error" role="alert">
<h1>${escapeHtml(title)}: ${problems(diagnostics.length)}</h1>
${folded(diagnostics, diagnosticHtml, (line) => `<p>${line}</p>`).join('\n')}
<footer>The page comes back by itself when the file is saved without errors.</footer>
</main>
</body>
</html>
`;
}

/**
 * A notice in the corner of a page that rendered with warnings (an unknown component left out, a
 * snippet that is not there): what and where, without hiding the page. Its button dismisses it
 * until the page changes.
 */
export function warningsNotice(diagnostics: Diagnostic[]): string {
  const items = folded(
    diagnostics,
    (d) => `<li style="margin:6px 0"><code style="color:#f5d37a">${escapeHtml(location(d))}</code> ${escapeHtml(d.message)}${d.hint ? ` <em style="color:#b8e0a8">${escapeHtml(d.hint)}</em>` : ''} <span style="color:#999">${escapeHtml(d.rule)}</span></li>`,
    (line) => `<li style="margin:6px 0">${line}</li>`,
  ).join('');
  return `<aside id="quire-dev-warnings" role="status" aria-label="Warnings on this page" style="position:fixed;right:16px;bottom:16px;z-index:2147483647;max-width:min(520px,calc(100vw - 32px));max-height:40vh;overflow:auto;background:#26230f;color:#f3eede;border-left:4px solid #e0b000;border-radius:6px;box-shadow:0 4px 16px rgba(0,0,0,.3);padding:10px 40px 10px 14px;font:13px/1.45 system-ui,sans-serif"><button type="button" aria-label="Dismiss the warnings" onclick="this.parentElement.remove()" style="position:absolute;top:6px;right:6px;border:0;background:none;color:inherit;font-size:18px;cursor:pointer">×</button><strong>${diagnostics.length} warning${diagnostics.length === 1 ? '' : 's'} on this page</strong><ul style="margin:4px 0 0;padding-left:18px">${items}</ul></aside>`;
}

/**
 * A banner across the top of every page while docs.json has errors: the pages still render
 * with the last good configuration, and the banner says why edits to it are not showing.
 */
export function configErrorBanner(diagnostics: Diagnostic[]): string {
  const items = folded(
    diagnostics,
    (d) => `<li style="margin:4px 0"><code style="color:#9cc3ff">${escapeHtml(location(d))}</code> ${escapeHtml(d.message)}${d.hint ? ` <em style="color:#b8e0a8">${escapeHtml(d.hint)}</em>` : ''}${d.frame ? `<pre style="margin:6px 0;overflow-x:auto;font:12px/1.4 ui-monospace,monospace">${escapeHtml(d.frame)}</pre>` : ''}</li>`,
    (line) => `<li style="margin:4px 0">${line}</li>`,
  ).join('');
  return `<div id="quire-dev-config-error" role="alert" style="position:sticky;top:0;z-index:2147483647;max-height:50vh;overflow:auto;background:#2a1215;color:#f3dede;border-bottom:3px solid #ff5c5c;padding:10px 16px;font:14px/1.45 system-ui,sans-serif"><strong>The configuration has ${problems(diagnostics.length)}; showing the site with the last good one.</strong><ul style="margin:6px 0 0;padding-left:20px">${items}</ul></div>`;
}
