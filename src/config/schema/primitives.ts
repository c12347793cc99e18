import { z } from 'zod';
import { safeHref, safeImageSource } from '../../util/safe-href.js';

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

const UNSAFE_URL_HINT = 'Write a path of the site (`/quickstart`, `guides`), an `#anchor`, or an `https://`, `mailto:` or `tel:` address.';

/**
 * A URL docs.json makes a link of. `javascript:`, `vbscript:`, `data:` and other schemes that
 * run or smuggle code are errors at their place (`config/unsafe-url`): the layout would drop
 * the link, and a config that asks for one is a mistake or an attack, never a site to publish.
 */
export const linkUrlSchema = (description: string) =>
  z
    .string()
    .superRefine((value, ctx) => {
      if (safeHref(value) === undefined) {
        ctx.addIssue({ code: 'custom', message: 'a link may not use this scheme (it could run code in the reader\'s browser)', input: value, params: { rule: 'config/unsafe-url', hint: UNSAFE_URL_HINT } });
      }
    })
    .describe(description);

/** An image's path or address in docs.json: as `linkUrlSchema`, and `data:image/…` URLs too. */
export const imageUrlSchema = (description: string) =>
  z
    .string()
    .superRefine((value, ctx) => {
      if (safeImageSource(value) === undefined) {
        ctx.addIssue({ code: 'custom', message: 'an image may not use this scheme (only `data:image/…` of the `data:` URLs is an image)', input: value, params: { rule: 'config/unsafe-url', hint: `${UNSAFE_URL_HINT} An image may also be a \`data:image/…\` URL.` } });
      }
    })
    .describe(description);

/** `openapi` on a tab or an anchor: the OpenAPI file(s) its endpoint pages come from. */
export const openapiFilesSchema = z
  .union([linkUrlSchema('URL or relative path of an OpenAPI file.'), z.array(linkUrlSchema('URL or relative path of an OpenAPI file.'))])
  .describe('URL(s) or relative path(s) of OpenAPI file(s): one string, or an array for several files.');

export type IconType = z.output<typeof iconTypeSchema>;
