import { isValidElement, type VNode } from 'preact';
import { iconSvg, type IconOptions } from './icons.js';

export interface IconSvgProps extends IconOptions {
  /** A Font Awesome name, an image URL, or (as pages may pass) an inline `<svg>` element. */
  icon: string | VNode;
  iconType?: string;
}

/** An icon as a Preact node; an unknown name draws the same-sized MISSING_ICON. */
export function IconSvg({ icon, iconType, ...opts }: IconSvgProps) {
  if (isValidElement(icon)) return <span class="q-icon-wrap">{icon}</span>;
  if (typeof icon !== 'string') return null;
  return <span class="q-icon-wrap" dangerouslySetInnerHTML={{ __html: iconSvg(icon, iconType, opts) }} />;
}

interface IconProps {
  icon?: string | VNode;
  iconType?: string;
  size?: number | string;
  color?: string;
}

/** The authoring `<Icon>` component: an inline icon, optionally sized and coloured. */
export function Icon({ icon, iconType, size, color }: IconProps) {
  if (!icon) return null;
  return (
    <span class="q-icon-inline" style={color ? { color } : undefined}>
      <IconSvg icon={icon} iconType={iconType} size={size === undefined ? 16 : Number(size) || 16} />
    </span>
  );
}
