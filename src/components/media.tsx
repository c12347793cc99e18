import type { ComponentChildren } from 'preact';
import { useId } from 'preact/hooks';

/** An image (or other media) in a frame, with an optional caption. */
export function Frame({ caption, children }: { caption?: string; children?: ComponentChildren }) {
  return (
    <figure class="q-frame">
      <div class="q-frame__media">{children}</div>
      {caption && <figcaption class="q-frame__caption">{caption}</figcaption>}
    </figure>
  );
}

/** Text with an explanation shown on hover and keyboard focus, and read by screen readers. */
export function Tooltip({ tip, children }: { tip?: string; children?: ComponentChildren }) {
  const id = useId();
  if (!tip) return <>{children}</>;
  return (
    <span class="q-tooltip">
      <span class="q-tooltip__anchor" tabIndex={0} aria-describedby={id}>
        {children}
      </span>
      <span class="q-tooltip__tip" role="tooltip" id={id}>
        {tip}
      </span>
    </span>
  );
}
