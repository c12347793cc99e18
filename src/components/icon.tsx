import { iconSvg, type IconOptions } from './icons.js';

export interface IconSvgProps extends IconOptions {
  icon: string;
  iconType?: string;
}

/** An icon as a Preact node; renders nothing for an unknown name. */
export function IconSvg({ icon, iconType, ...opts }: IconSvgProps) {
  const markup = iconSvg(icon, iconType, opts);
  if (!markup) return null;
  return <span class="q-icon-wrap" dangerouslySetInnerHTML={{ __html: markup }} />;
}

interface IconProps {
  icon?: string;
  iconType?: string;
  size?: number | string;
  color?: string;
}

/** The authoring `<Icon>` component: an inline icon, optionally sized and coloured. */
export function Icon({ icon, iconType, size, color }: IconProps) {
  if (!icon) return null;
  const markup = iconSvg(icon, iconType, { size: size === undefined ? 16 : Number(size) || 16 });
  if (!markup) return null;
  return <span class="q-icon-wrap" style={color ? { color } : undefined} dangerouslySetInnerHTML={{ __html: markup }} />;
}
