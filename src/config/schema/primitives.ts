import { z } from 'zod';

/** `#RGB` or `#RRGGBB`: the forms the legacy format accepts (no alpha channel). */
export const HEX_COLOR = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;

/** A hex color, `#RGB` or `#RRGGBB`. */
export const hexColorSchema = z
  .string()
  .regex(HEX_COLOR, { error: 'expected a hex color (`#RGB` or `#RRGGBB`, such as `#0D9373`)' })
  .describe('A hex color: `#RGB` or `#RRGGBB`.');

/** The icon styles of the icon library: SPEC.md's six, then the others real legacy files use. */
export const ICON_TYPES = [
  'brands',
  'duotone',
  'light',
  'sharp-solid',
  'solid',
  'thin',
  'regular',
  'sharp-regular',
  'sharp-light',
  'sharp-thin',
  'sharp-duotone-solid',
] as const;

/** Style of an icon from the icon library. */
export const iconTypeSchema = z.enum(ICON_TYPES).describe(`Icon style: one of ${ICON_TYPES.map((type) => `\`${type}\``).join(', ')}.`);

/** `openapi` on a tab or an anchor: the OpenAPI file(s) its endpoint pages come from. */
export const openapiFilesSchema = z
  .union([z.string(), z.array(z.string())])
  .describe('URL(s) or relative path(s) of OpenAPI file(s): one string, or an array for several files.');

export type IconType = z.output<typeof iconTypeSchema>;
