// Runs inline as the first thing in <head>: sets html[data-theme] (and the docs version) before
// the first paint, so a reader never sees the wrong theme flash. The site's settings come in the
// script element's data attributes (src/layout/head-script.ts); the page's own version in
// html[data-page-version].
//
// Theme: a hidden toggle (`data-forced`) means the configured default (or the OS) always wins;
// otherwise the reader's stored choice, else the configured default, else the OS (marked
// `data-theme-os`, so the page script follows OS changes live). Version: the page's own version
// (remembered), else the stored one.
const root = document.documentElement;
const settings = (document.currentScript as HTMLScriptElement).dataset;

// Storage may be missing or refuse access (private windows, blocked cookies): then nothing is remembered.
function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}
function remember(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Not remembered.
  }
}

const configured = settings.mode ?? '';
let theme = settings.forced !== undefined ? configured : read('quire-theme') || configured;
if (theme !== 'dark' && theme !== 'light') {
  theme = matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  root.setAttribute('data-theme-os', '');
}
root.setAttribute('data-theme', theme);

const versions = JSON.parse(settings.versions ?? '[]') as string[];
if (versions.length) {
  let version = root.getAttribute('data-page-version');
  if (version) remember('quire-version', version);
  else version = read('quire-version');
  if (version !== null && versions.includes(version)) root.setAttribute('data-version', version);
}
root.setAttribute('data-js', '');
