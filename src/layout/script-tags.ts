import { escapeLikePreact } from '../util/escape-html.js';

/**
 * A value from docs.json as a JavaScript literal inside a `<script>`: JSON, with every `<`
 * escaped, so no `</script>` or `<!--` in the value can end the element or change its parsing.
 */
export function scriptLiteral(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

export function inlineScript(code: string): string {
  return `<script>${code}</script>`;
}

/**
 * A script file that never holds up the page: `async`, or `defer` where the vendor's own snippet
 * defers it. `src` must already be a safe http(s) address.
 */
export function scriptFile(src: string, attributes: Record<string, string> = {}, loading: 'async' | 'defer' = 'async'): string {
  const rest = Object.entries(attributes).map(([name, value]) => ` ${name}="${escapeLikePreact(value)}"`);
  return `<script ${loading} src="${escapeLikePreact(src)}"${rest.join('')}></script>`;
}

/**
 * Loads `src` without blocking and runs `init` once it has loaded: for vendors whose documented
 * snippet is a blocking script tag followed by an init call.
 */
export function scriptFileThen(src: string, init: string): string {
  return inlineScript(`(function(d){var s=d.createElement("script");s.async=true;s.src=${scriptLiteral(src)};s.onload=function(){${init}};d.body.appendChild(s)})(document);`);
}
