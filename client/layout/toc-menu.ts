// The narrow screens' "On this page" menu (layout/toc.tsx) closes once a heading is chosen, so
// the reader lands on the section, not on the open list.
for (const menu of document.querySelectorAll<HTMLDetailsElement>('[data-q-toc-menu]')) {
  menu.addEventListener('click', (event) => {
    if ((event.target as Element).closest('a')) menu.open = false;
  });
}
