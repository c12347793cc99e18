import { z } from 'zod';

/** `#RGB` or `#RRGGBB`: the forms the legacy format accepts (no alpha channel). */
export const HEX_COLOR = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;

/** A hex color, `#RGB` or `#RRGGBB`. */
export const hexColorSchema = z
  .string()
  .regex(HEX_COLOR, { error: 'expected a hex color (`#RGB` or `#RRGGBB`, such as `#0D9373`)' })
  .describe('A hex color: `#RGB` or `#RRGGBB`.');

/** The icon styles of the icon library. */
export const ICON_TYPES = ['brands', 'duotone', 'light', 'sharp-solid', 'solid', 'thin'] as const;

/** Style of an icon: one of `brands`, `duotone`, `light`, `sharp-solid`, `solid`, `thin`. */
export const iconTypeSchema = z
  .enum(ICON_TYPES)
  .describe('Icon style: one of `brands`, `duotone`, `light`, `sharp-solid`, `solid`, `thin`.');

export type IconType = z.output<typeof iconTypeSchema>;
