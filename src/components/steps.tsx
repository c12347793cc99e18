import type { ComponentChildren, VNode } from 'preact';
import { IconSvg } from './icon.js';

/** A procedure: an ordered list whose items are numbered by CSS counters. */
export function Steps({ children }: { children?: ComponentChildren }) {
  return <ol class="q-steps">{children}</ol>;
}

interface StepProps {
  title?: string;
  icon?: string | VNode;
  iconType?: string;
  stepNumber?: number | string;
  titleSize?: string;
  children?: ComponentChildren;
}

export function Step({ title, icon, iconType, stepNumber, children }: StepProps) {
  return (
    <li class="q-step" value={stepNumber === undefined ? undefined : Number(stepNumber)}>
      {icon && (
        <span class="q-step__icon">
          <IconSvg icon={icon} iconType={iconType} />
        </span>
      )}
      {title && <p class="q-step__title">{title}</p>}
      <div class="q-step__body">{children}</div>
    </li>
  );
}
