// The "Copy page" menu (layout/copy-page.tsx): copies the page's Markdown twin, and makes the
// assistants' prompts name the address the reader is at when the build did not know the site's.
for (const menu of document.querySelectorAll<HTMLDetailsElement>('[data-q-copy-page]')) {
  const built = menu.dataset.qCopyPage ?? '';
  if (!/^https?:/.test(built)) {
    const here = location.origin + location.pathname;
    for (const link of menu.querySelectorAll<HTMLAnchorElement>('[data-q-assistant]')) link.href = link.href.replace(encodeURIComponent(built), encodeURIComponent(here));
  }
  const copy = menu.querySelector<HTMLButtonElement>('[data-q-copy-markdown]');
  const status = menu.querySelector('[data-q-copy-page-status]');
  if (!copy || !navigator.clipboard) continue;
  copy.hidden = false;
  copy.addEventListener('click', async () => {
    try {
      const response = await fetch(menu.dataset.href ?? '');
      if (!response.ok) throw new Error(String(response.status));
      await navigator.clipboard.writeText(await response.text());
      if (status) status.textContent = 'Page copied as Markdown';
      menu.open = false;
    } catch {
      if (status) status.textContent = 'The page could not be copied';
    }
  });
}
