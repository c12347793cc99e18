import type { ComponentChildren, VNode } from 'preact';
import { IconSvg } from './icon.js';

/** Tabs made in the browser by `<quire-tabs>`; without JavaScript each panel shows with its title. */
export function Tabs({ children }: { children?: ComponentChildren }) {
  return <quire-tabs class="q-tabs">{children}</quire-tabs>;
}

interface TabProps {
  title?: string;
  icon?: string | VNode;
  iconType?: string;
  children?: ComponentChildren;
}

export function Tab({ title, icon, iconType, children }: TabProps) {
  const label = title ?? 'Tab';
  return (
    <section class="q-tab" data-tab-title={label} >
      <p class="q-tab__title">
        {icon && <IconSvg icon={icon} iconType={iconType} />}
        {label}
      </p>
      {children}
    </section>
  );
}
