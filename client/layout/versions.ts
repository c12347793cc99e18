// The version dropdown. The head script set html[data-version] before paint (CSS hides the other
// versions' groups and anchors); this keeps the <select> in step and stores a new choice. On a
// page that belongs to another version, switching goes to the chosen version's first page.
const root = document.documentElement;
const select = document.querySelector<HTMLSelectElement>('[data-q-version]');

if (select) {
  select.value = root.getAttribute('data-version') ?? select.value;
  select.addEventListener('change', () => {
    const chosen = select.selectedOptions[0];
    // A version published elsewhere (`url`): go there, and keep this site's choice as it was.
    if (chosen?.dataset.external !== undefined && chosen.dataset.href) {
      select.value = root.getAttribute('data-version') ?? select.value;
      location.href = chosen.dataset.href;
      return;
    }
    const version = select.value;
    root.setAttribute('data-version', version);
    try {
      localStorage.setItem('quire-version', version);
    } catch {
      // Without storage the choice lasts for this page only.
    }
    const pageVersion = root.getAttribute('data-page-version');
    const href = select.selectedOptions[0]?.dataset.href;
    if (pageVersion && pageVersion !== version && href) location.href = href;
  });
}
