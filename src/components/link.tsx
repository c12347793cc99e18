import type { ComponentChildren } from 'preact';
import { isOffSite, safeHref } from '../util/safe-href.js';

/** `<Link href>`: a plain link; one to another site opens in a new tab. No unsafe scheme makes a link. */
export function Link({ href, children }: { href?: string; children?: ComponentChildren }) {
  const link = safeHref(href);
  const external = isOffSite(link);
  return (
    <a href={link} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {children}
    </a>
  );
}
