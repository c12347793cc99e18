import { iconSvg } from './icons.js';

/**
 * The copy button of code blocks and prompts: an icon, named for screen readers by `label`,
 * after the status that says "Copied" (a live region, so screen readers announce it; it is
 * there from the start, as live regions must be). Rendered hidden: client/components/copy.ts
 * shows it where it can work, copies the figure's `[data-copy-text]` or `<pre>`, and fills the status.
 */
export function CopyButton({ label }: { label: string }) {
  return (
    <>
      <span class="q-copy__status" role="status" />
      <button
        type="button"
        class="q-copy"
        hidden
        aria-label={label}
        title="Copy"
        dangerouslySetInnerHTML={{ __html: iconSvg('copy', 'regular', { className: 'q-copy__idle' }) + iconSvg('check', 'solid', { className: 'q-copy__done' }) }}
      />
    </>
  );
}
