import { z } from 'zod';

/** Feedback buttons on each page. */
export const feedbackSchema = z
  .strictObject({
    /** A button suggesting edits through a pull request. */
    suggestEdit: z.boolean().default(false).describe('Enables a button for suggesting edits via pull requests. Default: false.'),
    /** A button raising an issue about the page. */
    raiseIssue: z.boolean().default(false).describe('Enables a button for raising an issue about the documentation. Default: false.'),
    /** Legacy Mintlify key: thumbs up/down rating. Quire does not use it yet. */
    thumbsRating: z.boolean().optional().describe('Legacy: thumbs up/down rating on each page. Accepted; not used yet.'),
  })
  .describe('Feedback buttons.');

export type Feedback = z.output<typeof feedbackSchema>;
