// The light/dark toggle. The head script already chose the theme before paint; this keeps the
// button's state in step, stores the reader's choice, and follows the OS while no choice is made.
const root = document.documentElement;
const button = document.querySelector<HTMLButtonElement>('[data-q-mode]');

function apply(theme: string): void {
  root.setAttribute('data-theme', theme);
  button?.setAttribute('aria-pressed', String(theme === 'dark'));
}

apply(root.getAttribute('data-theme') ?? 'light');

button?.addEventListener('click', () => {
  const theme = root.getAttribute('data-theme') === 'dark' ? 'light' : 'dark';
  root.removeAttribute('data-theme-os');
  apply(theme);
  try {
    localStorage.setItem('quire-theme', theme);
  } catch {
    // Storage can be disabled; the choice then lasts for this page only.
  }
});

matchMedia('(prefers-color-scheme: dark)').addEventListener('change', (event) => {
  if (root.hasAttribute('data-theme-os')) apply(event.matches ? 'dark' : 'light');
});
