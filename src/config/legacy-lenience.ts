import type { Diagnostic } from '../diagnostics.js';
import { formatJsonPath, isPlainObject, valueAt } from './json-path.js';
import type { JsonPath, JsonSource } from './json-source.js';
import { UNUSED_KEYS } from './schema/legacy.js';

/** Used for the half of `colors.background` a legacy file leaves out. */
export const DEFAULT_BACKGROUND = { light: '#ffffff', dark: '#0f1117' } as const;

/**
 * Real legacy files give only one of `colors.background.light`/`.dark` (Mintlify accepted it).
 * SPEC.md requires both, so this warns and fills the missing one with Quire's default instead of
 * refusing the site. Mutates `value`.
 */
export function completeBackground(value: unknown, source: JsonSource, file: string): Diagnostic[] {
  const colors = isPlainObject(value) ? value.colors : undefined;
  const background = isPlainObject(colors) ? colors.background : undefined;
  if (!isPlainObject(background)) return [];
  const modes = ['light', 'dark'] as const;
  const given = modes.filter((mode) => background[mode] !== undefined);
  if (given.length !== 1) return [];
  const missing = modes.find((mode) => background[mode] === undefined)!;
  background[missing] = DEFAULT_BACKGROUND[missing];
  const position = source.locateKey(['colors', 'background']);
  return [
    {
      file,
      ...(position ? { ...position, frame: source.frame(position) } : {}),
      severity: 'warning',
      message: `\`colors.background.${missing}\` is missing: both \`light\` and \`dark\` are required when \`background\` is given. Quire uses ${DEFAULT_BACKGROUND[missing]}.`,
      hint: `Add \`"${missing}": "#RRGGBB"\` to \`colors.background\`.`,
      rule: 'config/incomplete-background',
    },
  ];
}

/** The paths a pattern of UNUSED_KEYS names in `value`, `*` standing for every item of an array. */
function expand(pattern: readonly string[], value: unknown, at: JsonPath = []): JsonPath[] {
  const star = pattern.indexOf('*');
  if (star === -1) return [[...at, ...pattern]];
  const items = valueAt(value, [...at, ...pattern.slice(0, star)]);
  if (!Array.isArray(items)) return [];
  return items.flatMap((_, index) => expand(pattern.slice(star + 1), value, [...at, ...pattern.slice(0, star), index]));
}

/** A warning for each accepted key Quire does not act on yet, so nobody expects it to work. */
export function unusedKeyWarnings(value: unknown, source: JsonSource, file: string): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const path of UNUSED_KEYS.flatMap((pattern) => expand(pattern, value))) {
    const parent = valueAt(value, path.slice(0, -1));
    if (!isPlainObject(parent) || !Object.hasOwn(parent, path.at(-1)!)) continue;
    const position = source.locateKey(path);
    out.push({
      file,
      ...(position ? { ...position, frame: source.frame(position) } : {}),
      severity: 'warning',
      message: `\`${formatJsonPath(path)}\` is accepted for compatibility with mint.json, but Quire does not use it yet.`,
      rule: 'config/unused-key',
    });
  }
  return out;
}
