import { parseTree, printParseErrorCode, type Node, type ParseError } from 'jsonc-parser';
import { codeFrameOfLines } from '../diagnostics.js';

export type JsonPath = readonly (string | number)[];

export interface Position {
  /** 1-based. */
  line: number;
  /** 1-based. */
  column: number;
}

export interface SyntaxProblem extends Position {
  message: string;
}

/** A duplicate key: JSON keeps the last one, which is rarely what the author meant. */
export interface DuplicateKey extends Position {
  key: string;
  path: JsonPath;
}

/** The text of a JSON file with the place of every key and value kept, for located messages. */
export class JsonSource {
  readonly lines: readonly string[];
  private readonly lineStarts: number[];

  private constructor(
    readonly text: string,
    readonly root: Node | undefined,
  ) {
    this.lines = text.split(/\r?\n/);
    this.lineStarts = [0];
    for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) this.lineStarts.push(i + 1);
  }

  /**
   * Parses strict JSON (no comments, no trailing commas: other tools read the same file). A
   * leading byte-order mark is dropped. Returns the first syntax problem, if any: later ones
   * are usually echoes of it.
   */
  static parse(rawText: string): { source: JsonSource; syntax?: SyntaxProblem } {
    const text = rawText.startsWith('\uFEFF') ? rawText.slice(1) : rawText;
    const errors: ParseError[] = [];
    let root: Node | undefined;
    try {
      root = parseTree(text, errors, { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false });
    } catch {
      // The parser recurses per nesting level; absurd nesting overflows the stack.
      const source = new JsonSource(text, undefined);
      return { source, syntax: { line: 1, column: 1, message: 'The JSON is nested too deeply to read.' } };
    }
    const source = new JsonSource(text, root);
    const first = errors[0];
    if (first) return { source, syntax: { ...source.position(first.offset), message: describeSyntaxError(printParseErrorCode(first.error), text, first.offset) } };
    return { source };
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

  /** The node of the value at `path` (the last one when a key is repeated). */
  node(path: JsonPath): Node | undefined {
    let node = this.root;
    for (const segment of path) {
      if (!node) return undefined;
      if (node.type === 'object' && typeof segment === 'string') {
        const property = findLast(node.children ?? [], (p) => p.children?.[0]?.value === segment);
        node = property?.children?.[1];
      } else if (node.type === 'array' && typeof segment === 'number') {
        node = node.children?.[segment];
      } else {
        return undefined;
      }
    }
    return node;
  }

  /** Where the value at `path` starts. */
  locate(path: JsonPath): Position | undefined {
    const node = this.node(path);
    return node ? this.position(node.offset) : undefined;
  }

  /** Where the key of the property at `path` starts (its value for array items). */
  locateKey(path: JsonPath): Position | undefined {
    const node = this.node(path);
    if (!node) return undefined;
    const key = node.parent?.type === 'property' ? node.parent.children?.[0] : undefined;
    return this.position((key ?? node).offset);
  }

  /** The parsed value. Keys are set as own properties, so `__proto__` is just a key. */
  value(): { value: unknown; duplicates: DuplicateKey[] } {
    const duplicates: DuplicateKey[] = [];
    const build = (node: Node, path: (string | number)[]): unknown => {
      switch (node.type) {
        case 'object': {
          const object: Record<string, unknown> = {};
          for (const property of node.children ?? []) {
            const [keyNode, valueNode] = property.children ?? [];
            if (!keyNode || !valueNode) continue;
            const key = String(keyNode.value);
            if (Object.hasOwn(object, key)) duplicates.push({ key, path: [...path, key], ...this.position(keyNode.offset) });
            Object.defineProperty(object, key, { value: build(valueNode, [...path, key]), enumerable: true, writable: true, configurable: true });
          }
          return object;
        }
        case 'array':
          return (node.children ?? []).map((child, index) => build(child, [...path, index]));
        default:
          return node.value;
      }
    };
    return { value: this.root ? build(this.root, []) : undefined, duplicates };
  }
}

function findLast<T>(items: readonly T[], test: (item: T) => boolean): T | undefined {
  for (let i = items.length - 1; i >= 0; i--) if (test(items[i]!)) return items[i];
  return undefined;
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
