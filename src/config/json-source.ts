import { parseTree, printParseErrorCode, type ParseError } from 'jsonc-parser';
import { codeFrameOfLines } from '../diagnostics.js';
import { indexJson, keysInText, keysInValue, placeAt, tooDeepAt, type JsonIndex } from './json-index.js';

export type JsonPath = readonly (string | number)[];

export interface Position {
  /** 1-based. */
  line: number;
  /** 1-based. */
  column: number;
}

export interface SyntaxProblem extends Position {
  message: string;
  hint?: string;
  rule: 'config/json-syntax' | 'config/too-deep';
}

/** A duplicate key: JSON keeps the last one, which is rarely what the author meant. */
export interface DuplicateKey extends Position {
  key: string;
  path: JsonPath;
}

/**
 * Nesting levels a config may have. Real ones need about ten (a group in a group is two); the
 * cap keeps hostile ones from costing time and memory per level, and from overflowing the
 * stack of what recurses per level (zod, jsonc-parser).
 */
export const MAX_DEPTH = 64;

/**
 * The text of a JSON file, its value, and the place of every key and value, for located
 * messages. The value comes from the native `JSON.parse` (which keeps `__proto__` as a plain
 * key); places come from one linear scan, so a config of thousands of groups stays fast.
 */
export class JsonSource {
  readonly lines: readonly string[];
  private readonly lineStarts: number[];
  private index: JsonIndex | undefined;
  /** Keys in the value as JSON.parse returned it, before anyone fills in defaults. */
  private readonly parsedKeys: number;

  private constructor(
    readonly text: string,
    readonly value: unknown,
  ) {
    this.parsedKeys = keysInValue(value);
    this.lines = text.split(/\r?\n/);
    this.lineStarts = [0];
    for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) this.lineStarts.push(i + 1);
  }

  /**
   * Parses strict JSON (no comments, no trailing commas: other tools read the same file). A
   * leading byte-order mark is dropped. On invalid JSON, returns the first syntax problem only:
   * later ones are usually echoes of it.
   */
  static parse(rawText: string): { source: JsonSource; syntax?: SyntaxProblem } {
    const text = rawText.startsWith('\uFEFF') ? rawText.slice(1) : rawText;
    const tooDeep = tooDeepAt(text, MAX_DEPTH);
    if (tooDeep !== undefined) {
      const source = new JsonSource(text, undefined);
      return {
        source,
        syntax: {
          ...source.position(tooDeep),
          message: `The JSON is nested more than ${MAX_DEPTH} levels deep here.`,
          hint: 'No setting needs that many: a group inside a group takes two levels. Flatten the nesting, or remove the value.',
          rule: 'config/too-deep',
        },
      };
    }
    try {
      return { source: new JsonSource(text, JSON.parse(text)) };
    } catch {
      const source = new JsonSource(text, undefined);
      return { source, syntax: source.syntaxProblem() };
    }
  }

  /** Where and why the text is not JSON, in words a person can act on. */
  private syntaxProblem(): SyntaxProblem {
    const errors: ParseError[] = [];
    const rule = 'config/json-syntax';
    try {
      parseTree(this.text, errors, { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false });
    } catch {
      // The parser recurses per level it opens. `parse` caps the depth of brackets, but after an
      // error the parser skips to the next comma and opens again: `[},[},[…` goes as deep as it is long.
      return { line: 1, column: 1, message: 'Invalid JSON, with brackets nested too deeply to say where.', hint: 'Check that each `[` and `{` is closed by its own `]` or `}`.', rule };
    }
    const first = errors[0];
    if (!first) return { line: 1, column: 1, message: 'Invalid JSON.', rule };
    return { ...this.position(first.offset), message: describeSyntaxError(printParseErrorCode(first.error), this.text, first.offset), rule };
  }

  private positions(): JsonIndex {
    this.index ??= indexJson(this.text);
    return this.index;
  }

  position(offset: number): Position {
    let low = 0;
    let high = this.lineStarts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if (this.lineStarts[mid]! <= offset) low = mid;
      else high = mid - 1;
    }
    return { line: low + 1, column: offset - this.lineStarts[low]! + 1 };
  }

  frame(at: Position): string {
    return codeFrameOfLines(this.lines, at.line, at.column);
  }

  /** Where the value at `path` starts (the last one when a key is repeated). */
  locate(path: JsonPath): Position | undefined {
    const entry = placeAt(this.positions(), path);
    return entry ? this.position(entry.value) : undefined;
  }

  /** Where the key of the property at `path` starts (its value, for array items). */
  locateKey(path: JsonPath): Position | undefined {
    const entry = placeAt(this.positions(), path);
    return entry ? this.position(entry.key ?? entry.value) : undefined;
  }

  /** Keys written twice in one object. */
  duplicates(): DuplicateKey[] {
    // JSON.parse keeps one of each repeated key, so a text with as many keys as its value has
    // none repeated. Counting is cheap; indexing every place of a 10,000-page docs.json is not
    // (~30 ms), and is then left for when a message needs a place.
    if (!this.index && keysInText(this.text) === this.parsedKeys) return [];
    return this.positions().duplicates.map((d) => ({ key: d.key, path: d.path, ...this.position(d.offset) }));
  }
}

function describeSyntaxError(code: string, text: string, offset: number): string {
  const found = offset >= text.length ? 'the end of the file' : `\`${text[offset]}\``;
  switch (code) {
    case 'CommaExpected':
      return `Invalid JSON: expected a comma or a closing bracket, found ${found}.`;
    case 'ColonExpected':
      return `Invalid JSON: expected \`:\` after the key, found ${found}.`;
    case 'PropertyNameExpected':
      return `Invalid JSON: expected a key in double quotes, found ${found} (is there a trailing comma?).`;
    case 'ValueExpected':
      return `Invalid JSON: expected a value, found ${found} (is there a trailing comma?).`;
    case 'CloseBraceExpected':
      return `Invalid JSON: expected \`}\` to close the object, found ${found}.`;
    case 'CloseBracketExpected':
      return `Invalid JSON: expected \`]\` to close the array, found ${found}.`;
    case 'EndOfFileExpected':
      return `Invalid JSON: expected the end of the file after the top-level value, found ${found}.`;
    case 'InvalidCommentToken':
    case 'UnexpectedEndOfComment':
      return 'Invalid JSON: comments are not allowed in JSON.';
    case 'UnexpectedEndOfString':
      return 'Invalid JSON: a string is not closed (missing `"`).';
    case 'InvalidNumberFormat':
    case 'UnexpectedEndOfNumber':
      return 'Invalid JSON: malformed number.';
    case 'InvalidEscapeCharacter':
    case 'InvalidUnicode':
      return 'Invalid JSON: invalid escape sequence in a string.';
    case 'InvalidCharacter':
      return 'Invalid JSON: a control character (such as a raw tab or newline) inside a string must be escaped.';
    default:
      return `Invalid JSON: unexpected ${found}.`;
  }
}
