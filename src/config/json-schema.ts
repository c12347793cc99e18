import { z } from 'zod';
import { docsConfigSchema } from './schema/index.js';

/**
 * The JSON Schema of docs.json, generated from the zod schemas so the two cannot drift. It
 * describes what a person writes (the input side), so keys with defaults are not required.
 */
export function docsJsonSchema(): Record<string, unknown> {
  return z.toJSONSchema(docsConfigSchema, { io: 'input', target: 'draft-2020-12', unrepresentable: 'throw' }) as Record<string, unknown>;
}

/** The checked-in `schema/docs.schema.json` text: stable, two-space indented, newline at the end. */
export function docsJsonSchemaText(): string {
  return `${JSON.stringify(docsJsonSchema(), null, 2)}\n`;
}
