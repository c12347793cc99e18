import { z } from 'zod';
import { linkUrlSchema } from './primitives.js';

/** How the API playground authenticates the documented endpoints. */
export const apiAuthSchema = z
  .strictObject({
    /** Strategy used for all API endpoints. */
    method: z
      .enum(['bearer', 'basic', 'key', 'cobo'])
      .optional()
      .describe('Strategy used for all API endpoints: `bearer`, `basic` or `key` (`cobo`, a vendor scheme of legacy files, works as `key`).'),
    /** Name of the authentication parameter; `usernameName:passwordName` for `basic`. */
    name: z
      .string()
      .optional()
      .describe('Name of the authentication parameter in the playground. For `basic` the form is `usernameName:passwordName`.'),
    /** Default prefix placed in the playground's authentication input. */
    inputPrefix: z.string().optional().describe("Default prefix placed in the playground's authentication input."),
  })
  .superRefine((auth, ctx) => {
    if (auth.method === 'basic' && auth.name !== undefined && !/^[^:]+:[^:]+$/.test(auth.name)) {
      ctx.addIssue({
        code: 'custom',
        path: ['name'],
        message: 'with `method: "basic"` the name must have the form `usernameName:passwordName`',
        input: auth.name,
        params: { rule: 'config/invalid-format', hint: 'Write both parameter names joined by a colon, e.g. `"name": "username:password"`.' },
      });
    }
  })
  .meta({
    description: 'Authentication settings of the API playground.',
    // For editors: the JSON Schema form of the refinement above.
    if: { properties: { method: { const: 'basic' } }, required: ['method'] },
    then: { properties: { name: { pattern: '^[^:]+:[^:]+$' } } },
  });

/** Settings of the interactive API playground. */
export const playgroundSchema = z
  .strictObject({
    /** `show`: visible; `simple`: the endpoint without added interactivity; `hide`: hidden. */
    mode: z
      .enum(['show', 'simple', 'hide'])
      .default('show')
      .describe('`show`: playground visible; `simple`: endpoint shown without interactivity; `hide`: hidden. Default: `show`.'),
    /** Send playground requests straight from the browser: the proxy of `quire dev` and `quire serve` is then off. */
    disableProxy: z
      .boolean()
      .optional()
      .describe('Send playground requests straight from the browser instead of through the proxy of `quire dev` and `quire serve` (which then refuses them). The API must allow CORS. Default: false.'),
  })
  .describe('API playground settings.');

/** API reference settings. */
export const apiSchema = z
  .strictObject({
    /** Base URL of every endpoint; several give the reader a choice. */
    baseUrl: z
      .union([linkUrlSchema('A base URL.'), z.array(linkUrlSchema('A base URL.'))])
      .optional()
      .describe('Base URL for all API endpoints; an array gives several base URLs the reader can toggle between.'),
    /** Authentication of the playground. */
    auth: apiAuthSchema.optional(),
    /** The playground. */
    playground: playgroundSchema.prefault({}),
    /** Keep the key order of the OpenAPI file on API pages. */
    maintainOrder: z
      .boolean()
      .optional()
      .describe('When true, key ordering on OpenAPI pages matches the ordering in the OpenAPI file.'),
    /** How generated request examples look. */
    request: z
      .strictObject({
        example: z
          .strictObject({
            showOptionalParams: z.boolean().optional().describe('Include optional parameters in generated examples.'),
            languages: z.array(z.string()).optional().describe('The languages request examples show, in order.'),
          })
          .optional()
          .describe('How generated request examples look.'),
      })
      .optional()
      .describe('How generated request examples look: their languages, and whether optional parameters are shown.'),
    /** Which nested fields of OpenAPI pages start open. */
    paramFields: z
      .strictObject({
        expanded: z.enum(['all', 'topLevel', 'topLevelOneOfs', 'none']).optional().describe('Which nested fields start open.'),
      })
      .optional()
      .describe('How the fields of OpenAPI pages are shown.'),
  })
  .describe('API settings.');

export type Api = z.output<typeof apiSchema>;
