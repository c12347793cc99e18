import { z } from 'zod';
import { imageUrlSchema, linkUrlSchema } from './primitives.js';

/** A logo for each mode, and where a click on it goes. */
export const logoObjectSchema = z
  .strictObject({
    /** Logo path in light mode. */
    light: imageUrlSchema('Path of the logo shown in light mode.'),
    /** Logo path in dark mode. */
    dark: imageUrlSchema('Path of the logo shown in dark mode.'),
    /** Target of a click on the logo. */
    href: linkUrlSchema('Where a click on the logo goes. Default: `/`.').default('/'),
  })
  .describe('Light and dark logo paths, and the link target of the logo.');

/** One logo path for both modes, or an object with light and dark logo paths. */
export const logoSchema = z
  .union([imageUrlSchema('Path of the logo image, used in both modes.'), logoObjectSchema])
  .describe('Path to one logo image, or an object with `light` and `dark` logo paths and an optional `href`.');

export type Logo = z.output<typeof logoSchema>;
