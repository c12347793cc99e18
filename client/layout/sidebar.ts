// The sidebar as a drawer on small screens: the menu button opens it, focus moves into it, the
// rest of the page is inert while it is open, and Escape, the close button or a click outside
// closes it and returns focus to the menu button.
const sidebar = document.getElementById('q-sidebar');
const menu = document.querySelector<HTMLButtonElement>('[data-q-menu]');
const close = document.querySelector<HTMLButtonElement>('[data-q-menu-close]');

function setOpen(open: boolean): void {
  if (!sidebar || !menu) return;
  sidebar.toggleAttribute('data-open', open);
  menu.setAttribute('aria-expanded', String(open));
  for (const element of document.querySelectorAll('.q-header, .q-main, .q-toc, .q-footer')) (element as HTMLElement).inert = open;
  if (open) close?.focus();
  else menu.focus();
}

menu?.addEventListener('click', () => setOpen(true));
close?.addEventListener('click', () => setOpen(false));
document.addEventListener('keydown', (event) => {
  if (event.key === 'Escape' && sidebar?.hasAttribute('data-open')) setOpen(false);
});
document.addEventListener('click', (event) => {
  if (sidebar?.hasAttribute('data-open') && !sidebar.contains(event.target as Node) && !menu?.contains(event.target as Node)) setOpen(false);
});
// A drawer left open while the window widens would keep the page inert.
matchMedia('(min-width: 60.0625rem)').addEventListener('change', (event) => {
  if (event.matches && sidebar?.hasAttribute('data-open')) setOpen(false);
});

// Bring the current page's link into view in a long sidebar, without scrolling the page itself.
const current = sidebar?.querySelector<HTMLElement>('[aria-current="page"]');
if (sidebar && current) {
  const offset = current.getBoundingClientRect().top - sidebar.getBoundingClientRect().top;
  if (offset > sidebar.clientHeight - 48) sidebar.scrollTop = offset - sidebar.clientHeight / 3;
}
