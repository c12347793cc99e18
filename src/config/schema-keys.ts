import type { z } from 'zod';
import type { JsonPath } from './json-source.js';

interface Def {
  type: string;
  innerType?: z.ZodType;
  getter?: () => z.ZodType;
  in?: z.ZodType;
  options?: z.ZodType[];
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  valueType?: z.ZodType;
}

const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** The concrete schemas a schema stands for, wrappers (optional, default, lazy, union...) removed. */
function unwrap(schema: z.ZodType, out: z.ZodType[] = [], depth = 0): z.ZodType[] {
  if (depth > 20) return out;
  const def = defOf(schema);
  if (def.innerType) unwrap(def.innerType, out, depth + 1);
  else if (def.type === 'lazy' && def.getter) unwrap(def.getter(), out, depth + 1);
  else if (def.type === 'pipe' && def.in) unwrap(def.in, out, depth + 1);
  else if (def.type === 'union' && def.options) for (const option of def.options) unwrap(option, out, depth + 1);
  else out.push(schema);
  return out;
}

/**
 * The keys an object at `path` may have, read from the schema: the candidates for "did you
 * mean". Empty when the path leads to no object schema.
 */
export function keysAt(schema: z.ZodType, path: JsonPath): string[] {
  let current = unwrap(schema);
  for (const segment of path) {
    const next: z.ZodType[] = [];
    for (const candidate of current) {
      const def = defOf(candidate);
      const child =
        def.type === 'object' && typeof segment === 'string'
          ? def.shape?.[segment]
          : def.type === 'array' && typeof segment === 'number'
            ? def.element
            : def.type === 'record'
              ? def.valueType
              : undefined;
      if (child) unwrap(child, next);
    }
    current = next;
  }
  const keys = new Set<string>();
  for (const candidate of current) {
    const def = defOf(candidate);
    if (def.type === 'object' && def.shape) for (const key of Object.keys(def.shape)) keys.add(key);
  }
  return [...keys];
}
