import { z } from 'zod';

/** The dark/light mode toggle. */
export const modeToggleSchema = z
  .strictObject({
    /** Mode shown to new readers; unset follows their operating system. */
    default: z
      .enum(['light', 'dark'])
      .optional()
      .describe("Mode shown to new readers: `light` or `dark`. Unset: follows the reader's operating system."),
    /** Hides the toggle; with `default` this forces one mode. */
    isHidden: z.boolean().default(false).describe('Hides the toggle. Combined with `default`, forces a single mode. Default: false.'),
  })
  .describe('Dark/light mode toggle.');

export type ModeToggle = z.output<typeof modeToggleSchema>;
