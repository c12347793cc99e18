// Opens search: the top bar's button, Ctrl+K or Cmd+K, or `/` outside a text field. Nothing of
// search (the dialog, Pagefind, the index) loads before that: the dialog's module is imported
// here, on the first open, and it loads the index.
const button = document.querySelector<HTMLButtonElement>('[data-q-search]');

/** Typing in a field, where `/` is a character and not a shortcut. */
function isTyping(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));
}

if (button) {
  const open = () => {
    import('../features/search.js').then(({ openSearch }) => openSearch(button)).catch(() => undefined);
  };
  // The shortcut a reader's system uses.
  if (/Mac|iPhone|iPad/.test(navigator.platform)) button.querySelector('kbd')?.replaceChildren('⌘ K');
  button.addEventListener('click', open);
  document.addEventListener('keydown', (event) => {
    const shortcut = (event.key === 'k' || event.key === 'K') && (event.ctrlKey || event.metaKey) && !event.altKey;
    const slash = event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey && !isTyping(event.target);
    if (!shortcut && !slash) return;
    if (document.querySelector('dialog.q-search-dialog[open]')) return;
    event.preventDefault();
    open();
  });
}
