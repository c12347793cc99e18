import type { ComponentChildren, VNode } from 'preact';
import { IconSvg } from './icon.js';
import { isTrue } from './accordion.js';
import { isOffSite, safeHref } from '../util/safe-href.js';

interface CardProps {
  title?: string;
  icon?: string | VNode;
  iconType?: string;
  href?: string;
  img?: string;
  horizontal?: boolean | string;
  color?: string;
  cta?: string;
  children?: ComponentChildren;
}

/** A card; with `href` the whole card is one link. */
export function Card({ title, icon, iconType, href, img, horizontal, color, cta, children }: CardProps) {
  const className = `q-card${isTrue(horizontal) ? ' q-card--horizontal' : ''}${href ? ' q-card--link' : ''}`;
  const external = isOffSite(href);
  const content = (
    <>
      {img && <img class="q-card__img" src={img} alt="" loading="lazy" />}
      {icon && (
        <span class="q-card__icon" style={color ? { color } : undefined}>
          <IconSvg icon={icon} iconType={iconType} size={20} />
        </span>
      )}
      <span class="q-card__text">
        {title && <span class="q-card__title">{title}</span>}
        {children && <span class="q-card__body">{children}</span>}
        {cta && <span class="q-card__cta">{cta}</span>}
      </span>
    </>
  );
  if (href) {
    return (
      <a class={className} href={safeHref(href)} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
        {content}
      </a>
    );
  }
  return <div class={className}>{content}</div>;
}

/** A grid of cards; `cols` is checked at compile time to be a whole number. */
export function CardGroup({ cols, children }: { cols?: number | string; children?: ComponentChildren }) {
  const count = Math.max(1, Math.min(4, Number(cols ?? 2) || 2));
  return (
    <div class="q-card-group" style={{ '--q-cols': String(count) }}>
      {children}
    </div>
  );
}

export const Columns = CardGroup;

/** One cell of `<Columns>`, for content that is not a card. */
export function Column({ children }: { children?: ComponentChildren }) {
  return <div class="q-column">{children}</div>;
}
