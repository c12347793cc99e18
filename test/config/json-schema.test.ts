import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { docsJsonSchema, docsJsonSchemaText } from '../../src/config/json-schema.js';
import { parseConfig } from '../../src/config/load.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

describe('schema/docs.schema.json', () => {
  it('is up to date with the zod schemas (run `npm run schema` after changing them)', () => {
    expect(readFileSync(path.join(root, 'schema/docs.schema.json'), 'utf8')).toBe(docsJsonSchemaText());
  });

  it('describes the input side: only name and navigation are required, $schema is allowed', () => {
    const schema = docsJsonSchema() as { required: string[]; properties: Record<string, { description?: string; default?: unknown }>; additionalProperties: boolean };
    expect(schema.required).toEqual(['name', 'navigation']);
    expect(schema.properties.$schema).toBeDefined();
    expect(schema.additionalProperties).toBe(false);
    expect(schema.properties.topAnchor!.default).toEqual({});
  });

  it('gives every property a description for editor hover', () => {
    const missing: string[] = [];
    const walk = (node: unknown, at: string): void => {
      if (!node || typeof node !== 'object') return;
      const properties = (node as { properties?: Record<string, { description?: string; $ref?: string }> }).properties;
      for (const [key, value] of Object.entries(properties ?? {})) if (!value.description && !value.$ref) missing.push(`${at}.${key}`);
      // if/then/else only restate conditions on properties described elsewhere.
      for (const [key, value] of Object.entries(node)) if (!['if', 'then', 'else'].includes(key)) walk(value, `${at}/${key}`);
    };
    walk(docsJsonSchema(), '');
    expect(missing).toEqual([]);
  });
});

describe("Quire's own docs/docs.json", () => {
  it('is valid and points at the shipped schema', () => {
    const text = readFileSync(path.join(root, 'docs/docs.json'), 'utf8');
    const result = parseConfig(text, path.join(root, 'docs/docs.json'));
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(result.config!.$schema).toBe('../schema/docs.schema.json');
    expect(result.config!.name).toBe('Quire');
    expect(result.config!.navigation[0]).toMatchObject({ group: 'Get started', pages: expect.arrayContaining(['index', 'quickstart']) });
  });
});
