// The script that writes a large sidebar into every page of its part of the site
// (src/layout/shared-sidebar.ts puts the sidebar's HTML in place of QUIRE_SIDEBAR). A classic,
// blocking script placed where the sidebar goes: it runs while the page is parsed, so the
// sidebar is in place before the first paint and before the page script looks for the current
// link (client/layout/sidebar.ts). It marks the page's link and opens the groups around it, as
// the build does for an inline sidebar: the first link to the page, in document order.
declare const QUIRE_SIDEBAR: string;

const script = document.currentScript as HTMLScriptElement;
script.insertAdjacentHTML('beforebegin', QUIRE_SIDEBAR);
const link = script.previousElementSibling?.querySelector(`a[href="${CSS.escape(script.dataset.route ?? '')}"]`);
if (link) {
  link.setAttribute('aria-current', 'page');
  for (let group = link.closest('details'); group; group = group.parentElement?.closest('details') ?? null) group.open = true;
}
