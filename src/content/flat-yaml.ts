/**
 * The front matter of nearly every page is a few `key: value` lines, and the planner parses
 * every page's front matter before `quire dev` can show its first page. js-yaml spends most of a
 * 10,000-page plan on that (and makes most of its garbage). This reads only the flat, plain
 * form whose meaning no YAML feature can change, and answers undefined for anything else, which
 * js-yaml then parses: it stays the authority on YAML, and this is only a shortcut to the same
 * result (test/content/flat-yaml.test.ts compares the two on every page of the corpus).
 */

/** A key at the start of a line, a colon, then the value after spaces (none for an empty value). */
const LINE = /^([A-Za-z_][A-Za-z0-9_-]*):(?: +(.*?))? *$/;
const DOUBLE_QUOTED = /^"([^"\\]*)"$/;
const SINGLE_QUOTED = /^'((?:[^']|'')*)'$/;
/**
 * A plain value that YAML reads as text, not as a number, date, boolean or null: the first
 * character is none of YAML's indicators, nor a sign, digit, dot or `~`, and it is not a word
 * the core schema resolves. `: ` and ` #` would start a mapping or a comment.
 */
const PLAIN_FIRST = /^[^-?:,[\]{}#&*!|>'"%@`+.0-9~<=\s]/;
const RESOLVED_WORD = /^(?:null|true|false)$/i;
const NOT_PLAIN_ANYWHERE = /: |:$| #|\t/;
/**
 * What js-yaml refuses in a document (control characters, U+FFFE, U+FFFF, lone surrogates) or
 * may read otherwise: a lone carriage return breaks the line, and so may NEL and the line and
 * paragraph separators; then the byte-order mark.
 */
const SPECIAL_CHARACTER = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029\ufeff\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?:[^\ud800-\udbff]|^)[\udc00-\udfff]/;

function scalar(raw: string): string | undefined {
  if (SPECIAL_CHARACTER.test(raw)) return undefined;
  if (raw.startsWith('"')) return DOUBLE_QUOTED.exec(raw)?.[1];
  if (raw.startsWith("'")) return SINGLE_QUOTED.exec(raw)?.[1]?.replaceAll("''", "'");
  if (!PLAIN_FIRST.test(raw) || RESOLVED_WORD.test(raw) || NOT_PLAIN_ANYWHERE.test(raw)) return undefined;
  return raw;
}

/**
 * The mapping a flat YAML document of text values stands for, or undefined when the document
 * uses anything else (nesting, lists, numbers, comments, tabs, a repeated key...).
 */
export function readFlatYaml(yaml: string): Record<string, string | null> | undefined {
  const mapping: Record<string, string | null> = {};
  for (const line of yaml.split('\n')) {
    const text = line.endsWith('\r') ? line.slice(0, -1) : line;
    if (text === '') continue;
    const match = LINE.exec(text);
    if (!match) return undefined;
    const key = match[1]!;
    // `True:` is the key "true" to YAML, and `__proto__` is special to both YAML and JavaScript.
    if (key === '__proto__' || RESOLVED_WORD.test(key) || Object.hasOwn(mapping, key)) return undefined;
    const raw = match[2];
    if (raw === undefined || raw === '') {
      mapping[key] = null;
      continue;
    }
    const value = scalar(raw);
    if (value === undefined) return undefined;
    mapping[key] = value;
  }
  return mapping;
}
