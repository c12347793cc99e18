import type { ComponentChildren } from 'preact';
import { safeHref } from '../util/safe-href.js';

interface TileProps {
  href?: string;
  title?: string;
  description?: string;
  children?: ComponentChildren;
}

/** A preview (usually an image) on a tinted ground, with a title and description under it; with `href`, one link. */
export function Tile({ href, title, description, children }: TileProps) {
  const content = (
    <>
      <span class="q-tile__preview">{children}</span>
      {title && <span class="q-tile__title">{title}</span>}
      {description && <span class="q-tile__description">{description}</span>}
    </>
  );
  const link = safeHref(href);
  return link ? (
    <a class="q-tile q-tile--link" href={link}>
      {content}
    </a>
  ) : (
    <div class="q-tile">{content}</div>
  );
}
