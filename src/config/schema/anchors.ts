import { z } from 'zod';
import { gradientSchema } from './colors.js';
import { hexColorSchema, iconTypeSchema, linkUrlSchema, openapiFilesSchema } from './primitives.js';

/** A link in the sidebar's anchor list: a slice of the site chosen by URL prefix, or an outside link. */
export const anchorSchema = z
  .strictObject({
    /** Anchor label. */
    name: z.string().describe('Anchor label.'),
    /** Start of the URL of the pages inside the anchor (usually their folder), or a full outside URL. */
    url: linkUrlSchema('Start of the URL marking which pages belong to the anchor; generally the folder name. A full URL links outside.'),
    /** Icon name from the icon library. */
    icon: z.string().optional().describe('Icon name from the icon library, featuring the anchor.'),
    /** Style of the icon. */
    iconType: iconTypeSchema.default('duotone'),
    /** Hex color of the icon background, or a gradient. */
    color: z
      .union([hexColorSchema, gradientSchema])
      .optional()
      .describe('Hex color of the icon background; an object with `from` and `to` gives a gradient.'),
    /** Hides the anchor until that docs version is selected. */
    version: z.string().optional().describe('Hides the anchor until this docs version is selected.'),
    /** Hides the anchor until someone is linked straight to a page inside it. */
    isDefaultHidden: z
      .boolean()
      .default(false)
      .describe('When true, hides the anchor until someone is linked directly to a page inside it.'),
    /** Legacy Mintlify key: the OpenAPI file(s) of the anchor's endpoint pages. */
    openapi: openapiFilesSchema.optional().describe('OpenAPI file(s): a page for every operation under the anchor\'s `url`, grouped by tag in its sidebar.'),
  })
  .describe('An anchor.');

/** Overrides of the top-most anchor, the one holding every page no other anchor claims. */
export const topAnchorSchema = z
  .strictObject({
    /** Name of the top-most anchor. */
    name: z.string().default('Documentation').describe('Name of the top-most anchor. Default: `Documentation`.'),
    /** Icon name. */
    icon: z.string().default('book-open').describe('Icon name of the top-most anchor. Default: `book-open`.'),
    /** Style of the icon. */
    iconType: iconTypeSchema.default('duotone'),
  })
  .describe('Overrides the defaults of the top-most anchor.');

export type Anchor = z.output<typeof anchorSchema>;
export type TopAnchor = z.output<typeof topAnchorSchema>;
