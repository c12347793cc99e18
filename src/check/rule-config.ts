import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Diagnostic, Severity } from '../diagnostics.js';
import { JsonSource, type JsonPath } from '../config/json-source.js';
import { CONFIGURABLE_RULES } from '../rules/index.js';
import { closest } from '../util/closest.js';

export type RuleSetting = Severity | 'off';
const SETTINGS: readonly RuleSetting[] = ['off', 'warning', 'error'];

export interface RuleConfig {
  /** The file the settings came from, relative to the site folder; undefined when there is none. */
  file?: string;
  rules: ReadonlyMap<string, RuleSetting>;
  diagnostics: Diagnostic[];
}

/**
 * The `rules` of a site's `quire` settings: `.quirerc.json` (the whole file), or the `quire` key
 * of `package.json`. Looked for in the site folder, then each folder above it up to the first
 * that has a `package.json` or `.git` (the project's root): docs in `repo/docs/` are usually
 * configured in `repo/package.json`, beside the `quire-docs` dependency.
 */
function findSettings(siteDir: string): { file: string; text: string; at: JsonPath } | undefined {
  for (let dir = siteDir; ; dir = path.dirname(dir)) {
    const read = (name: string) => {
      try {
        return readFileSync(path.join(dir, name), 'utf8');
      } catch {
        return undefined;
      }
    };
    const rc = read('.quirerc.json');
    if (rc !== undefined) return { file: path.join(dir, '.quirerc.json'), text: rc, at: [] };
    const packageJson = read('package.json');
    if (packageJson !== undefined) {
      // A package.json without a `quire` key ends the search all the same: it is the project's root.
      const hasKey = (() => {
        try {
          const value = JSON.parse(packageJson) as unknown;
          return typeof value === 'object' && value !== null && 'quire' in value;
        } catch {
          return false;
        }
      })();
      return hasKey ? { file: path.join(dir, 'package.json'), text: packageJson, at: ['quire'] } : undefined;
    }
    if (existsSync(path.join(dir, '.git')) || path.dirname(dir) === dir) return undefined;
  }
}

/** Reads and validates the rule settings that apply to a site; every mistake is a located error. */
export function loadRuleConfig(siteDir: string): RuleConfig {
  const found = findSettings(path.resolve(siteDir));
  if (!found) return { rules: new Map(), diagnostics: [] };
  const file = path.relative(siteDir, found.file).split(path.sep).join('/');
  const { source, syntax } = JsonSource.parse(found.text);
  const diagnostics: Diagnostic[] = [];
  const problem = (at: { line: number; column: number } | undefined, message: string, hint: string) =>
    diagnostics.push({ file, ...(at ?? {}), severity: 'error', rule: 'check/config', message, hint, ...(at ? { frame: source.frame(at) } : {}) });
  if (syntax) {
    problem(syntax, syntax.message, syntax.hint ?? 'Fix the JSON syntax.');
    return { file, rules: new Map(), diagnostics };
  }
  let settings: unknown = source.value;
  for (const key of found.at) settings = (settings as Record<string, unknown>)[key];
  const rules = new Map<string, RuleSetting>();
  const example = 'Write for example `{ "rules": { "page/link-text": "off", "page/code-language": "error" } }`.';
  if (typeof settings !== 'object' || settings === null || Array.isArray(settings)) {
    problem(source.locate(found.at), 'Quire settings must be an object with `rules`.', example);
    return { file, rules, diagnostics };
  }
  for (const key of Object.keys(settings)) {
    if (key !== 'rules') problem(source.locateKey([...found.at, key]), `Unknown Quire setting \`${key}\`.`, `The settings hold \`rules\` only. ${example}`);
  }
  const given = (settings as { rules?: unknown }).rules;
  if (given === undefined) return { file, rules, diagnostics };
  if (typeof given !== 'object' || given === null || Array.isArray(given)) {
    problem(source.locate([...found.at, 'rules']), '`rules` must be an object of rule ids and levels.', example);
    return { file, rules, diagnostics };
  }
  for (const [rule, setting] of Object.entries(given)) {
    const at = [...found.at, 'rules', rule];
    if (!CONFIGURABLE_RULES.has(rule)) {
      const suggestion = closest(rule, [...CONFIGURABLE_RULES]);
      problem(source.locateKey(at), `\`${rule}\` is not a rule that can be configured.`, suggestion ? `Did you mean \`${suggestion}\`?` : 'The "Check rules" page of the docs lists them; a rule whose error stops the build cannot be switched off.');
    } else if (typeof setting !== 'string' || !SETTINGS.includes(setting as RuleSetting)) {
      problem(source.locate(at), `\`${rule}\` is set to ${JSON.stringify(setting)}.`, 'A rule is set to "off", "warning" or "error".');
    } else rules.set(rule, setting as RuleSetting);
  }
  return { file, rules, diagnostics };
}

/** Applies the settings: rules set `off` are dropped, the others take their set level. */
export function applyRuleConfig(diagnostics: readonly Diagnostic[], config: RuleConfig): Diagnostic[] {
  if (!config.rules.size) return [...diagnostics];
  const out: Diagnostic[] = [];
  for (const d of diagnostics) {
    const setting = config.rules.get(d.rule);
    if (setting === 'off') continue;
    out.push(setting ? { ...d, severity: setting } : d);
  }
  return out;
}
