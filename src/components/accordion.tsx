import type { ComponentChildren, VNode } from 'preact';
import { IconSvg } from './icon.js';

export function AccordionGroup({ children }: { children?: ComponentChildren }) {
  return <div class="q-accordion-group">{children}</div>;
}

interface AccordionProps {
  title?: string;
  description?: string;
  defaultOpen?: boolean | string;
  icon?: string | VNode;
  iconType?: string;
  children?: ComponentChildren;
}

/** Progressive disclosure with `<details>`: works without JavaScript. */
export function Accordion({ title, description, defaultOpen, icon, iconType, children }: AccordionProps) {
  return (
    <details class="q-accordion" open={isTrue(defaultOpen)}>
      <summary class="q-accordion__summary">
        {icon && <IconSvg icon={icon} iconType={iconType} />}
        <span class="q-accordion__title">{title}</span>
        {description && <span class="q-accordion__description">{description}</span>}
      </summary>
      <div class="q-accordion__body">{children}</div>
    </details>
  );
}

/** MDX passes `defaultOpen` as `true`, `{true}` or the string `"true"`. */
export function isTrue(value: unknown): boolean {
  return value === true || value === 'true' || value === '';
}
