import type { ComponentChildren } from 'preact';

type ColorValue = string | { light?: string; dark?: string };

/**
 * A palette: `<Color variant="compact">` of `<Color.Item name value>` swatches, or
 * `variant="table"` with `<Color.Row title>` rows of them. A value may differ per mode
 * (`{ light, dark }`); the swatch follows the reader's mode.
 */
export function Color({ variant, children }: { variant?: string; children?: ComponentChildren }) {
  return <div class={`q-colors q-colors--${variant === 'table' ? 'table' : 'compact'}`}>{children}</div>;
}

function Row({ title, children }: { title?: string; children?: ComponentChildren }) {
  return (
    <div class="q-colors__row">
      {title && <span class="q-colors__row-title">{title}</span>}
      <div class="q-colors__items">{children}</div>
    </div>
  );
}

function Item({ name, value }: { name?: string; value?: ColorValue }) {
  const light = typeof value === 'string' ? value : value?.light ?? value?.dark;
  const dark = typeof value === 'string' ? value : value?.dark ?? value?.light;
  const shown = light === dark ? light : `${light} / ${dark}`;
  return (
    <figure class="q-colors__item">
      <span class="q-colors__swatch" style={{ '--q-swatch-light': light, '--q-swatch-dark': dark }} />
      <figcaption>
        {name && <span class="q-colors__name">{name}</span>}
        {shown && <code class="q-colors__value">{shown}</code>}
      </figcaption>
    </figure>
  );
}

Color.Row = Row;
Color.Item = Item;
