import type { z } from 'zod';
import type { Diagnostic } from '../diagnostics.js';
import { closest } from '../util/closest.js';
import { describeValue, formatJsonPath, valueAt } from './json-path.js';
import type { JsonPath, JsonSource, Position } from './json-source.js';
import { keysAt } from './schema-keys.js';

type Issue = z.core.$ZodIssue;
type Path = (string | number)[];

/** An issue with its path made absolute (issues inside a union branch are relative to the union). */
interface LeafIssue {
  issue: Issue;
  path: Path;
}

export interface IssueContext {
  schema: z.ZodType;
  value: unknown;
  source: JsonSource;
  file: string;
}

const EXPECTED: Record<string, string> = {
  string: 'a string',
  number: 'a number',
  boolean: '`true` or `false`',
  object: 'an object',
  array: 'an array',
  null: '`null`',
};

const expectedPhrase = (type: string): string => EXPECTED[type] ?? `a ${type}`;

const toPath = (path: readonly PropertyKey[]): Path => path.map((s) => (typeof s === 'number' ? s : String(s)));

const isTypeMismatchAtRoot = (issue: Issue): boolean => issue.code === 'invalid_type' && issue.path.length === 0;

/**
 * Replaces each union failure by the failures of the branch the value was evidently meant for
 * (the one whose type matches), so `logo: {light: 1}` reports `logo.light`, not "no branch
 * matched". When no branch has the value's type, one issue names every accepted type.
 */
function flatten(issue: Issue, prefix: Path, value: unknown, out: LeafIssue[]): void {
  const path = [...prefix, ...toPath(issue.path)];
  if (issue.code !== 'invalid_union') {
    out.push({ issue, path });
    return;
  }
  const branches = issue.errors.filter((branch) => branch.length > 0);
  const fitting = branches.filter((branch) => !branch.some(isTypeMismatchAtRoot));
  const chosen = fitting.length > 0 ? fitting.reduce((best, branch) => (branch.length < best.length ? branch : best)) : undefined;
  if (chosen) {
    for (const inner of chosen) flatten(inner, path, value, out);
    return;
  }
  const types = [...new Set(branches.flatMap((branch) => branch.filter(isTypeMismatchAtRoot).map((i) => (i as { expected: string }).expected)))];
  out.push({
    issue: { code: 'invalid_type', expected: types.join('|') as never, path: [], message: '', input: valueAt(value, path) },
    path,
  });
}

function joinAlternatives(phrases: string[]): string {
  if (phrases.length <= 1) return phrases[0] ?? 'something else';
  return `${phrases.slice(0, -1).join(', ')} or ${phrases.at(-1)}`;
}

/**
 * Objects whose keys the format itself fixes: an unknown key there is a misspelt value (a
 * `footerSocials` platform), an error as on Mintlify, not a key of another version.
 */
const FIXED_KEYS: readonly string[] = [formatJsonPath(['footerSocials'])];

const isFixed = (objectPath: JsonPath) => FIXED_KEYS.includes(formatJsonPath(objectPath));

/**
 * The keys zod did not recognise that Quire leaves out with a warning, as Mintlify dropped
 * what it did not know: every unknown key but those of objects whose keys the format fixes.
 */
export function keysToLeaveOut(issues: readonly Issue[], value: unknown): JsonPath[] {
  const leaves: LeafIssue[] = [];
  for (const issue of issues) flatten(issue, [], value, leaves);
  return leaves.flatMap(({ issue, path }) => (issue.code === 'unrecognized_keys' && !isFixed(path) ? issue.keys.map((key) => [...path, key]) : []));
}

/** The located warning for a key left out (keysToLeaveOut), with the key it probably meant. */
export function leftOutKeyWarning(keyPath: JsonPath, context: Omit<IssueContext, 'value'>): Diagnostic {
  return { ...unknownKey(keyPath, context), severity: 'warning' };
}

function unknownKey(keyPath: JsonPath, { schema, source, file }: Omit<IssueContext, 'value'>): Diagnostic {
  const path = keyPath.slice(0, -1);
  const key = String(keyPath.at(-1));
  const known = keysAt(schema, path);
  const guess = closest(key, known);
  const position = source.locateKey(keyPath);
  return {
    file,
    ...(position ? { line: position.line, column: position.column, frame: source.frame(position) } : {}),
    severity: 'error',
    message: path.length ? `Unknown key \`${key}\` at \`${formatJsonPath(keyPath)}\`.` : `Unknown top-level key \`${key}\`.`,
    hint: guess
      ? `Did you mean \`${guess}\`?`
      : known.length > 0 && known.length <= 12
        ? `Known keys here: ${known.map((k) => `\`${k}\``).join(', ')}.`
        : 'See schema/docs.schema.json for every key Quire reads.',
    rule: 'config/unknown-key',
  };
}

/** Turns zod's issues into located diagnostics a person can act on, sorted by place in the file. */
export function issuesToDiagnostics(issues: readonly Issue[], context: IssueContext): Diagnostic[] {
  const leaves: LeafIssue[] = [];
  for (const issue of issues) flatten(issue, [], context.value, leaves);

  const { source, file } = context;
  const at = (position: Position | undefined, rest: Omit<Diagnostic, 'file' | 'line' | 'column' | 'frame' | 'severity'>): Diagnostic => ({
    file,
    ...(position ? { line: position.line, column: position.column, frame: source.frame(position) } : {}),
    severity: 'error',
    ...rest,
  });
  // A missing key has no place of its own: point at the object that lacks it.
  const locateValueOrParent = (path: JsonPath): Position | undefined => source.locate(path) ?? source.locate(path.slice(0, -1));

  const diagnostics: Diagnostic[] = [];
  for (const { issue, path } of leaves) {
    const where = formatJsonPath(path);
    const found = valueAt(context.value, path);
    switch (issue.code) {
      case 'unrecognized_keys':
        for (const key of issue.keys) diagnostics.push(unknownKey([...path, key], context));
        break;
      case 'invalid_type': {
        const expected = joinAlternatives(String(issue.expected).split('|').map(expectedPhrase));
        if (found === undefined) {
          diagnostics.push(
            at(locateValueOrParent(path), {
              message: `Missing required key \`${where}\`: expected ${expected}.`,
              hint: `Add \`${String(path.at(-1))}\` to ${path.length > 1 ? `\`${formatJsonPath(path.slice(0, -1))}\`` : 'the top level'}.`,
              rule: 'config/missing-key',
            }),
          );
        } else {
          const subject = path.length ? `\`${where}\`` : 'The file';
          diagnostics.push(at(source.locate(path), { message: `${subject}: expected ${expected}, found ${describeValue(found)}.`, rule: 'config/invalid-type' }));
        }
        break;
      }
      case 'invalid_value': {
        const allowed = issue.values.map((v) => JSON.stringify(v));
        const guess = typeof found === 'string' ? closest(found, issue.values.map(String)) : undefined;
        diagnostics.push(
          at(locateValueOrParent(path), {
            message: `\`${where}\`: expected one of ${allowed.join(', ')}, found ${describeValue(found)}.`,
            ...(guess ? { hint: `Did you mean ${JSON.stringify(guess)}?` } : {}),
            rule: 'config/invalid-value',
          }),
        );
        break;
      }
      case 'invalid_format':
        diagnostics.push(at(source.locate(path), { message: `\`${where}\`: ${issue.message}, found ${describeValue(found)}.`, rule: 'config/invalid-format' }));
        break;
      case 'custom': {
        const rule = typeof issue.params?.rule === 'string' ? issue.params.rule : 'config/invalid-value';
        const hint = typeof issue.params?.hint === 'string' ? issue.params.hint : undefined;
        diagnostics.push(
          at(locateValueOrParent(path), {
            message: `\`${where}\`: ${issue.message}${found === undefined ? '' : `, found ${describeValue(found)}`}.`,
            ...(hint ? { hint } : {}),
            rule,
          }),
        );
        break;
      }
      default:
        diagnostics.push(at(locateValueOrParent(path), { message: `\`${where}\`: ${issue.message}.`, rule: 'config/invalid-value' }));
    }
  }
  return diagnostics;
}
