import type { Config } from '../config/schema/index.js';

/** `JSON.stringify`, safe inside an inline `<script>`. */
function scriptValue(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/**
 * The inline script at the top of `<head>`: it sets `html[data-theme]` (and the docs version)
 * before the first paint, so a reader never sees the wrong theme flash. Site-wide; the page's own
 * version comes from `html[data-page-version]`.
 *
 * Theme: a hidden toggle means the configured default (or the OS) always wins; otherwise the
 * reader's stored choice, else the configured default, else the OS (marked `data-theme-os` so the
 * page follows OS changes live). Version: the page's own version (remembered), else the stored one.
 */
export function headScript(config: Config): string {
  const mode = config.modeToggle;
  const args = [scriptValue(mode?.default ?? ''), mode?.isHidden ? 1 : 0, scriptValue(config.versions ?? [])].join(',');
  return (
    '(function(e,o,f,v){var s,t,w;try{s=localStorage}catch(x){}' +
    'function g(k){try{return s.getItem(k)}catch(x){}}' +
    'function p(k,x){try{s.setItem(k,x)}catch(y){}}' +
    't=f?o:g("quire-theme")||o;' +
    'if(t!="dark"&&t!="light"){t=matchMedia("(prefers-color-scheme: dark)").matches?"dark":"light";e.setAttribute("data-theme-os","")}' +
    'e.setAttribute("data-theme",t);' +
    'if(v.length){w=e.getAttribute("data-page-version");if(w)p("quire-version",w);else w=g("quire-version");' +
    'if(v.indexOf(w)>=0)e.setAttribute("data-version",w)}' +
    'e.setAttribute("data-js","")' +
    `})(document.documentElement,${args})`
  );
}
