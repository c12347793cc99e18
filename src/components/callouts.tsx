import type { ComponentChildren, VNode } from 'preact';
import { IconSvg } from './icon.js';

interface CalloutProps {
  children?: ComponentChildren;
  icon?: string | VNode;
  iconType?: string;
  color?: string;
}

function callout(kind: string, label: string, defaultIcon: string) {
  function Callout({ children, icon, iconType, color }: CalloutProps) {
    return (
      <div class={`q-callout q-callout--${kind}`} role="note" aria-label={label} style={color ? { '--q-callout': color } : undefined}>
        <span class="q-callout__icon">
          <IconSvg icon={icon ?? defaultIcon} iconType={iconType} />
        </span>
        <div class="q-callout__body">{children}</div>
      </div>
    );
  }
  Callout.displayName = label;
  return Callout;
}

export const Note = callout('note', 'Note', 'circle-exclamation');
export const Tip = callout('tip', 'Tip', 'lightbulb');
export const Warning = callout('warning', 'Warning', 'triangle-exclamation');
export const Info = callout('info', 'Info', 'circle-info');
export const Check = callout('check', 'Check', 'circle-check');
export const Danger = callout('danger', 'Danger', 'circle-xmark');
/** The generic callout: `<Callout icon="key" color="#FFC107">`. */
export const Callout = callout('custom', 'Callout', 'circle-info');
