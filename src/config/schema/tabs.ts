import { z } from 'zod';
import { linkUrlSchema, openapiFilesSchema } from './primitives.js';

/** A navigational tab: a slice of the site chosen by URL prefix, or an outside link. */
export const tabSchema = z
  .strictObject({
    /** Tab label. */
    name: z.string().describe('Tab label.'),
    /** Start of the URL of the pages inside the tab (usually their folder), or a full outside URL. */
    url: linkUrlSchema('Start of the URL marking which pages belong to the tab; generally the folder name.'),
    /** Legacy Mintlify key: shows the tab only when this docs version is selected. */
    version: z.string().optional().describe('Shows the tab only when this docs version is selected.'),
    /** Legacy Mintlify key: hides the tab until someone is linked straight to a page inside it. */
    isDefaultHidden: z
      .boolean()
      .default(false)
      .describe('When true, hides the tab until someone is linked directly to a page inside it.'),
    /** Legacy Mintlify key: the OpenAPI file(s) of the tab's endpoint pages. */
    openapi: openapiFilesSchema.optional().describe('OpenAPI file(s): a page for every operation under the tab\'s `url`, grouped by tag in its sidebar.'),
  })
  .describe('A navigational tab.');

export type Tab = z.output<typeof tabSchema>;
