// Regenerates schema/docs.schema.json from the zod schemas: `npm run schema`.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { docsJsonSchemaText } from '../src/config/json-schema.js';

const target = fileURLToPath(new URL('../schema/docs.schema.json', import.meta.url));
writeFileSync(target, docsJsonSchemaText());
console.log(`wrote ${target}`);
