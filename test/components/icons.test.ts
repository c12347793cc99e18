import { describe, expect, it } from 'vitest';
import { iconSvg } from '../../src/components/icons.js';

describe('iconSvg', () => {
  it('renders a decorative Font Awesome icon with currentColor', () => {
    const svg = iconSvg('book-open')!;
    expect(svg).toMatch(/^<svg class="q-icon" aria-hidden="true" focusable="false" width="16" height="16" viewBox="0 0 \d+ \d+" fill="currentColor"><path d="M/);
  });

  it('accepts fa- prefixes and aliases, and labels icons on request', () => {
    expect(iconSvg('fa-book-open')).toBe(iconSvg('book-open'));
    expect(iconSvg('home')).toBe(iconSvg('house'));
    expect(iconSvg('house', undefined, { label: 'Home', size: 20, className: 'nav' })).toMatch(/class="q-icon nav" role="img" aria-label="Home"[^>]*width="20"/);
  });

  it('maps Pro styles to free ones and finds brands', () => {
    expect(iconSvg('book-open', 'duotone')).toBe(iconSvg('book-open', 'solid'));
    expect(iconSvg('star', 'light')).toBe(iconSvg('star', 'regular'));
    expect(iconSvg('github')).toBeDefined();
    expect(iconSvg('no-such-icon')).toBeUndefined();
  });

  it('renders image URLs as <img>', () => {
    expect(iconSvg('https://x.dev/i.svg')).toMatch(/^<img class="q-icon" src="https:\/\/x.dev\/i.svg" alt=""/);
    expect(iconSvg('/icons/a.png', undefined, { label: 'A' })).toContain('alt="A"');
  });
});
