import { z } from 'zod';
import { linkUrlSchema } from './primitives.js';

/** How a top-bar link or button looks, in legacy files: the button uses both; links accept them, unused yet. */
const linkLook = {
  /** The shape. */
  style: z.enum(['pill', 'roundedRectangle']).optional().describe('The shape, `pill` (the default) or `roundedRectangle`; top-bar links accept it but do not use it yet.'),
  /** An arrow after the text. */
  arrow: z.boolean().optional().describe('`false` leaves out the arrow after the text; top-bar links accept it but do not use it yet.'),
};

/** A link in the top bar. */
export const topbarLinkSchema = z
  .strictObject({
    /** Button name. */
    name: z.string().describe('Link text.'),
    /** Target of the link. */
    url: linkUrlSchema('Target of the link.'),
    ...linkLook,
  })
  .describe('A link in the top bar.');

/** The call-to-action button in the top bar: a plain link, or a GitHub repository with its star count. */
export const topbarCtaButtonSchema = z
  .strictObject({
    /** `link` shows a button; `github` shows the repository's information, star count included. */
    type: z
      .enum(['link', 'github'])
      .default('link')
      .describe('`link` shows a button; `github` shows repository information (including the star count) from `url`. Default: `link`.'),
    /** For `link`: the button target. For `github`: the repository. */
    url: linkUrlSchema('For `link`: the button target. For `github`: the repository to load information from.'),
    /** Button text; required when `type` is `link`. */
    name: z.string().optional().describe('Button text; required when `type` is `link`.'),
    ...linkLook,
  })
  .superRefine((button, ctx) => {
    if (button.type === 'link' && button.name === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['name'],
        message: 'missing: a button of type `link` needs a `name` (its text)',
        input: undefined,
        params: { rule: 'config/missing-key', hint: 'Add `"name": "<button text>"`, or set `"type": "github"` for a repository button.' },
      });
    }
  })
  .meta({
    description: 'Call-to-action button in the top bar.',
    // For editors: the JSON Schema form of the refinement above (zod does not export refinements).
    if: { properties: { type: { const: 'github' } }, required: ['type'] },
    else: { required: ['name'] },
  });

export type TopbarLink = z.output<typeof topbarLinkSchema>;
export type TopbarCtaButton = z.output<typeof topbarCtaButtonSchema>;
