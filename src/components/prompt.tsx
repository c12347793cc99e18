import type { ComponentChildren } from 'preact';
import { CopyButton } from './copy-button.js';

/**
 * A prompt for an AI assistant, to copy as it is: `<Prompt description="Set up auth">…</Prompt>`.
 * The copy button is the code blocks' one (client/components/copy.ts copies `[data-copy-text]`).
 */
export function Prompt({ description, children }: { description?: string; children?: ComponentChildren }) {
  return (
    <figure class="q-prompt">
      <figcaption class="q-prompt__head">
        <span class="q-prompt__description">{description ?? 'Prompt'}</span>
        <CopyButton label={`Copy prompt${description ? `: ${description}` : ''}`} />
      </figcaption>
      <div class="q-prompt__text" data-copy-text>
        {children}
      </div>
    </figure>
  );
}
