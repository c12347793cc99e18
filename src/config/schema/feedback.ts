import { z } from 'zod';

/** Feedback buttons on each page. */
export const feedbackSchema = z
  .strictObject({
    /** A button suggesting edits through a pull request. */
    suggestEdit: z.boolean().default(false).describe('Enables a button for suggesting edits via pull requests. Default: false.'),
    /** A button raising an issue about the page. */
    raiseIssue: z.boolean().default(false).describe('Enables a button for raising an issue about the documentation. Default: false.'),
    /** "Was this page helpful?" under each page, its answers sent to the site's analytics. */
    thumbsRating: z
      .boolean()
      .optional()
      .describe('Shows "Was this page helpful?" with Yes and No buttons below each page; an answer is sent as a `page_rating` event (page path and answer) to the `analytics` providers configured. Without a provider that takes events, nothing is shown. Default: false.'),
  })
  .describe('Feedback buttons.');

export type Feedback = z.output<typeof feedbackSchema>;
