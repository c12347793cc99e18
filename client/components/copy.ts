// Copy buttons on code blocks and prompts are rendered `hidden`: they appear only when this script can work.
for (const button of document.querySelectorAll<HTMLButtonElement>('button.q-copy')) button.hidden = false;

const resets = new WeakMap<HTMLButtonElement, ReturnType<typeof setTimeout>>();

document.addEventListener('click', async (event) => {
  const button = (event.target as Element).closest?.<HTMLButtonElement>('button.q-copy');
  // A prompt marks its text; a code block copies its code.
  const code = button?.closest('figure')?.querySelector<HTMLElement>('[data-copy-text], pre');
  // The live region before the button (components/copy-button.tsx) tells sighted and screen-reader users alike.
  const status = button?.previousElementSibling;
  if (!button || !code || !status) return;
  try {
    await navigator.clipboard.writeText(code.innerText);
    status.textContent = 'Copied';
    button.dataset.copied = '';
  } catch {
    status.textContent = 'Press Ctrl+C to copy';
  }
  clearTimeout(resets.get(button));
  resets.set(
    button,
    setTimeout(() => {
      status.textContent = '';
      delete button.dataset.copied;
    }, 2000),
  );
});
