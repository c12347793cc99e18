import type { JsonPath } from './json-source.js';

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/** A JSON path as people read it: `navigation[0].pages[2]`, `footerSocials["hacker-news"]`. */
export function formatJsonPath(path: JsonPath): string {
  let out = '';
  for (const segment of path) {
    if (typeof segment === 'number') out += `[${segment}]`;
    else if (IDENTIFIER.test(segment)) out += out ? `.${segment}` : segment;
    else out += `[${JSON.stringify(segment)}]`;
  }
  return out || '(top level)';
}

/** The value at `path` inside a parsed JSON value, or undefined. */
export function valueAt(value: unknown, path: JsonPath): unknown {
  let current = value;
  for (const segment of path) {
    if (current === null || typeof current !== 'object') return undefined;
    if (!Object.hasOwn(current, segment)) return undefined;
    current = (current as Record<string | number, unknown>)[segment];
  }
  return current;
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** A short, readable account of a value found where something else was expected. */
export function describeValue(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null) return '`null`';
  if (Array.isArray(value)) return value.length === 0 ? 'an empty array' : 'an array';
  switch (typeof value) {
    case 'string': {
      const quoted = JSON.stringify(value);
      return value === '' ? 'an empty string' : `the string ${quoted.length > 50 ? `${quoted.slice(0, 46)}…"` : quoted}`;
    }
    case 'number':
      return `the number ${value}`;
    case 'boolean':
      return `\`${value}\``;
    case 'object':
      return 'an object';
    default:
      return String(value);
  }
}
