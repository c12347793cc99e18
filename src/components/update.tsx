import type { ComponentChildren } from 'preact';

interface UpdateProps {
  label?: string;
  description?: string;
  /** Given by remark-heading-ids from the label, unique in the page. */
  id?: string;
  children?: ComponentChildren;
}

/** A changelog entry with a linkable label. */
export function Update({ label, description, id, children }: UpdateProps) {
  return (
    <section class="q-update" id={id} aria-label={label}>
      <div class="q-update__meta">
        {label && (
          <a class="q-update__label" href={id ? `#${id}` : undefined}>
            {label}
          </a>
        )}
        {description && <p class="q-update__description">{description}</p>}
      </div>
      <div class="q-update__body">{children}</div>
    </section>
  );
}
