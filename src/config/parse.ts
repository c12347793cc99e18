import path from 'node:path';
import type { Diagnostic } from '../diagnostics.js';
import { issuesToDiagnostics, keysToLeaveOut, leftOutKeyWarning } from './issues.js';
import { isPlainObject, valueAt } from './json-path.js';
import { completeBackground, unusedKeyWarnings } from './legacy-lenience.js';
import { JsonSource, type JsonPath, type Position } from './json-source.js';
import { mintlifyV2Evidence } from './mintlify-v2.js';
import { docsConfigSchema, type Config } from './schema/index.js';

/** A place in the config file, with a code frame around it. */
export interface SourceLocation extends Position {
  frame: string;
}

export interface LoadResult {
  /** The validated config, defaults applied; undefined exactly when `diagnostics` holds an error. */
  config?: Config;
  /** Absolute path of the file read (`docs.json`, or `mint.json` when there is no docs.json). */
  configFile: string;
  /**
   * Every problem found, errors and warnings, sorted by place. `file` is the config's file name
   * (it sits in the site folder). Reading `mint.json` adds a `config/legacy-filename` warning.
   */
  diagnostics: Diagnostic[];
  /**
   * Where the value at a JSON path sits in the config file, e.g. `['navigation', 0, 'pages', 3]`
   * for a page that is missing. Present whenever the file parsed as JSON.
   */
  locate?: (path: JsonPath) => SourceLocation | undefined;
}

const hasError = (diagnostics: readonly Diagnostic[]) => diagnostics.some((d) => d.severity === 'error');

function byPlace(a: Diagnostic, b: Diagnostic): number {
  return (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0);
}

/**
 * Parses and validates the text of a config file. Pure, and total: whatever the text, it returns
 * a config or located diagnostics, never throws.
 */
export function parseConfig(text: string, file: string): LoadResult {
  const name = path.basename(file);
  const fail = (diagnostic: Omit<Diagnostic, 'file' | 'severity'>, locate?: LoadResult['locate']): LoadResult => ({
    configFile: file,
    diagnostics: [{ file: name, severity: 'error', ...diagnostic }],
    ...(locate ? { locate } : {}),
  });

  if (text.replace(/^\uFEFF/, '').trim() === '') {
    return fail({ line: 1, column: 1, message: `${name} is empty.`, hint: 'It needs at least `{ "name": "My docs", "navigation": [] }`.', rule: 'config/empty' });
  }
  const { source, syntax } = JsonSource.parse(text);
  if (syntax) {
    return fail({ line: syntax.line, column: syntax.column, frame: source.frame(syntax), message: syntax.message, ...(syntax.hint ? { hint: syntax.hint } : {}), rule: syntax.rule });
  }
  const locate = (jsonPath: JsonPath): SourceLocation | undefined => {
    const position = source.locate(jsonPath);
    return position ? { ...position, frame: source.frame(position) } : undefined;
  };

  const value = source.value;

  const v2 = mintlifyV2Evidence(value);
  if (v2) {
    const at = source.locateKey(v2.path);
    return fail(
      {
        ...(at ? { ...at, frame: source.frame(at) } : {}),
        message: `This is a Mintlify v2 docs.json (${v2.reason}), a newer format than the one Quire reads: the legacy mint.json format.`,
        hint: 'Write the config in the legacy format: `navigation` is an array of `{ "group", "pages" }`, the top bar is `topbarLinks` and `topbarCtaButton`. schema/docs.schema.json describes every key.',
        rule: 'config/unsupported-format',
      },
      locate,
    );
  }

  const diagnostics: Diagnostic[] = source.duplicates().map((d) => ({
    file: name,
    line: d.line,
    column: d.column,
    frame: source.frame(d),
    severity: 'warning',
    message: `Duplicate key \`${d.key}\`: the later value wins.`,
    hint: 'Remove one of them.',
    rule: 'config/duplicate-key',
  }));
  diagnostics.push(...completeBackground(value, source, name));

  // JsonSource.parse capped the nesting, so validating, which recurses per level, cannot overflow.
  const parsed = parseLeavingOutUnknownKeys(value);
  const { result } = parsed;
  diagnostics.push(...parsed.leftOut.map((keyPath) => leftOutKeyWarning(keyPath, { schema: docsConfigSchema, source, file: name })));
  if (!result.success) diagnostics.push(...issuesToDiagnostics(result.error.issues, { schema: docsConfigSchema, value: parsed.value, source, file: name }));
  diagnostics.push(...unusedKeyWarnings(value, source, name));
  diagnostics.sort(byPlace);

  return {
    ...(result.success && !hasError(diagnostics) ? { config: result.data } : {}),
    configFile: file,
    diagnostics,
    locate,
  };
}

/** Rounds of leaving keys out: a key inside an object zod did not get into shows up one round later. */
const LEAVE_OUT_ROUNDS = 8;

/**
 * Validates the config, leaving out every key Quire does not know, as Mintlify dropped them, so
 * a key of another version costs a warning and not the site.
 */
function parseLeavingOutUnknownKeys(original: unknown): { result: ReturnType<typeof docsConfigSchema.safeParse>; value: unknown; leftOut: JsonPath[] } {
  // zod's JIT writes and compiles a parser per object schema on first use: that pays back over
  // many parses, and a config is parsed once per run. Without it the first (and only) parse of
  // a typical docs.json takes ~13 ms instead of ~30.
  let value = original;
  let result = docsConfigSchema.safeParse(value, { jitless: true });
  const leftOut: JsonPath[] = [];
  for (let round = 0; !result.success && round < LEAVE_OUT_ROUNDS; round++) {
    if (value === original) value = structuredClone(original);
    const copy = value;
    // Only keys really there: a path zod made up (inside a union) is left to its error.
    const keys = keysToLeaveOut(result.error.issues, copy).filter((keyPath) => {
      const parent = valueAt(copy, keyPath.slice(0, -1));
      return isPlainObject(parent) && Object.hasOwn(parent, keyPath.at(-1)!) && delete parent[String(keyPath.at(-1))];
    });
    if (!keys.length) break;
    leftOut.push(...keys);
    result = docsConfigSchema.safeParse(value, { jitless: true });
  }
  return { result, value, leftOut };
}
