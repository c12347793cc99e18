import { z } from 'zod';
import { hexColorSchema } from './primitives.js';

/** Two hex colors a gradient runs between. */
export const gradientSchema = z
  .strictObject({
    /** Start color of the gradient. */
    from: hexColorSchema.describe('Start color of the gradient (hex).'),
    /** End color of the gradient. */
    to: hexColorSchema.describe('End color of the gradient (hex).'),
  })
  .describe('A gradient between two hex colors.');

/** Background colors; both modes must be given once `background` is. */
export const backgroundColorsSchema = z
  .strictObject({
    /** Background in light mode. */
    light: hexColorSchema.describe('Background color in light mode (hex).'),
    /** Background in dark mode. */
    dark: hexColorSchema.describe('Background color in dark mode (hex).'),
  })
  .describe('Background colors. Both `light` and `dark` are required when `background` is given.');

/** Hex color codes for the global theme. */
export const colorsSchema = z
  .strictObject({
    /** Primary color in light mode: highlighted content, section headers, accents. */
    primary: hexColorSchema.describe('Primary color in light mode: highlighted content, section headers, accents (hex).'),
    /** Primary color for dark mode, same uses as `primary`. */
    light: hexColorSchema.optional().describe('Primary color for dark mode, same uses as `primary` (hex).'),
    /** Primary color for important buttons. */
    dark: hexColorSchema.optional().describe('Primary color for important buttons (hex).'),
    /** Background colors for light and dark mode. */
    background: backgroundColorsSchema.optional(),
    /** Legacy Mintlify key: default color (or gradient) of anchor icons. Quire does not use it yet. */
    anchors: z
      .union([hexColorSchema, gradientSchema])
      .optional()
      .describe('Legacy: default color or gradient of anchor icons. Accepted; Quire does not use it yet.'),
    /** Legacy Mintlify key. Quire does not use it. */
    ultraLight: hexColorSchema.optional().describe('Legacy: a very light variant of the primary color. Accepted; not used.'),
    /** Legacy Mintlify key. Quire does not use it. */
    ultraDark: hexColorSchema.optional().describe('Legacy: a very dark variant of the primary color. Accepted; not used.'),
  })
  .describe('Hex color codes for the global theme.');

export type Colors = z.output<typeof colorsSchema>;
export type Gradient = z.output<typeof gradientSchema>;
