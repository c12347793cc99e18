// Copy buttons on code blocks and prompts are rendered `hidden`: they appear only when this script can work.
for (const button of document.querySelectorAll<HTMLButtonElement>('button.q-copy')) button.hidden = false;

document.addEventListener('click', async (event) => {
  const button = (event.target as Element).closest?.<HTMLButtonElement>('button.q-copy');
  // A prompt marks its text; a code block copies its code.
  const code = button?.closest('figure')?.querySelector<HTMLElement>('[data-copy-text], pre');
  if (!button || !code) return;
  const label = button.getAttribute('aria-label');
  try {
    await navigator.clipboard.writeText(code.innerText);
    button.textContent = 'Copied';
  } catch {
    button.textContent = 'Press Ctrl+C';
  }
  button.setAttribute('aria-label', button.textContent);
  setTimeout(() => {
    button.textContent = 'Copy';
    if (label) button.setAttribute('aria-label', label);
  }, 2000);
});
