import type { Root, RootContent, Table } from 'mdast';
import type { Processor } from 'unified';

/*
 * micromark holds every event of a document until it has built the tree: for a large page that is
 * most of the memory its render takes (a 1 MB table peaked past 1 GB while parsing, the tree it
 * left is a tenth of that), and the collector's work grows with it. A large page is therefore
 * parsed in pieces of about PIECE_SIZE, cut where the page provably starts afresh, and the
 * pieces' trees are joined, with their positions moved to where the pieces sit in the page.
 *
 * A cut is made only at the start of a line L at column 1 that begins with a letter or a `#`
 * (nothing that continues a list, a quote, a table or a fence) after a blank line, or, inside a
 * table, between two rows that begin with `|` (the piece after it is parsed under a copy of the
 * table's head and delimiter rows, and its rows join the table). Before L nothing may be open:
 * the line scan below follows front matter and code and math fences, and each piece's tree is
 * checked afterwards: a piece whose last node runs on to the cut means something was still open
 * (a fence the scan missed, an HTML block of a `.md` page), and a piece that fails to parse may
 * fail only for the cut (a component closed in the next piece). Either way the page is parsed
 * whole, as it would have been. What micromark keeps across a whole document is ruled out:
 * definitions (`[a]: url`, footnotes) make a page parse whole, and cuts come only after the
 * page's last `import`/`export` (ESM sees the names declared before it).
 * test/content/parse-in-pieces.test.ts parses every corpus page both ways with tiny pieces and
 * requires the same tree, positions and estree included.
 */

/**
 * Pages up to LARGE_PAGE characters parse whole; larger ones in pieces of about PIECE_SIZE. Small
 * pieces are faster too: the events of a 4 KB piece die young, where those of a 64 KB one outlive
 * the collector's young generation (a 1 MB table parsed in ~4.5 s of CPU in 4 KB pieces, ~10 s in
 * 64 KB ones, ~14 s whole).
 */
export const LARGE_PAGE = 64 * 1024;
export const PIECE_SIZE = 4 * 1024;

/** Where to cut: pages above `from` characters, into pieces of about `size`. */
export interface PieceSizes {
  from: number;
  size: number;
}
const SIZES: PieceSizes = { from: LARGE_PAGE, size: PIECE_SIZE };

interface Piece {
  /** The text parsed: the page's own lines, after a copied table head when `tableHead` is set. */
  text: string;
  /** Line (1-based) and offset in the page of the first of the page's own lines in `text`. */
  line: number;
  offset: number;
  /** The copied head and delimiter rows of a table this piece continues: their length in `text`, and the head's line (0-based). */
  tableHead?: { length: number; line: number };
}

const BLANK = /^[ \t]*\r?$/;
const FENCE = /^ {0,3}(`{3,}|~{3,}|\${2,})/;
/** A line that may start a piece: a letter (a paragraph) or a heading; no list, quote, fence, table, component or expression. */
const FRESH_START = /^(?:[A-Za-z]|#{1,6}[ \t])/;
const TABLE_DELIMITER = /^\|?[ \t]*:?-+:?[ \t]*(?:\|[ \t]*:?-+:?[ \t]*)*\|?[ \t]*\r?$/;
/** `.md` HTML blocks that run past blank lines (CommonMark types 1 to 5). */
const LONG_HTML_BLOCK = /^ {0,3}<(?:script|pre|style|textarea|!|\?)/im;

/** Where `source` may be cut into pieces, or undefined when it is parsed whole. */
export function cutIntoPieces(source: string, format: 'md' | 'mdx', { from, size: pieceSize }: PieceSizes = SIZES): Piece[] | undefined {
  if (source.length <= from) return undefined;
  // Page-wide state in micromark: definitions, and a lone `\r` the line scan does not split on.
  if (source.includes(']:') || /\r(?!\n)/.test(source)) return undefined;
  if (format === 'md' && LONG_HTML_BLOCK.test(source)) return undefined;

  const lines = source.split('\n');
  const starts: number[] = [];
  let at = 0;
  for (const line of lines) {
    starts.push(at);
    at += line.length + 1;
  }
  let first = 0;
  // Front matter: no cut before its closing fence.
  if (/^\uFEFF?---[ \t]*\r?$/.test(lines[0]!)) {
    const close = lines.findIndex((line, i) => i > 0 && /^---[ \t]*\r?$/.test(line));
    if (close < 0) return undefined;
    first = close + 1;
  }
  // ESM: no cut before the last line that may start an import or export.
  for (let i = lines.length - 1; i >= first; i--) {
    if (/^(?:import|export)\b/.test(lines[i]!)) {
      first = i + 1;
      break;
    }
  }

  const pieces: Piece[] = [];
  let pieceStart = 0;
  let fence: { char: string; length: number } | undefined;
  /** The line of the head row of the table whose rows are being read, when it starts with `|`. */
  let tableHead: number | undefined;
  /** The head row's line of the table the current piece continues. */
  let continuing: number | undefined;
  const cut = (i: number, head?: number) => {
    const own = source.slice(starts[pieceStart]!, starts[i]);
    const piece: Piece = { text: own, line: pieceStart + 1, offset: starts[pieceStart]! };
    if (continuing !== undefined) {
      const prefix = source.slice(starts[continuing]!, starts[continuing + 2]);
      Object.assign(piece, { text: prefix + own, tableHead: { length: prefix.length, line: continuing } });
    }
    pieces.push(piece);
    pieceStart = i;
    continuing = head;
  };
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const fenceMatch = FENCE.exec(line);
    if (fence) {
      if (fenceMatch && fenceMatch[1]![0] === fence.char && fenceMatch[1]!.length >= fence.length && BLANK.test(line.slice(fenceMatch[0].length))) fence = undefined;
      continue;
    }
    if (fenceMatch) {
      fence = { char: fenceMatch[1]![0]!, length: fenceMatch[1]!.length };
      tableHead = undefined;
      continue;
    }
    if (tableHead !== undefined && !line.startsWith('|')) tableHead = undefined;
    if (line.startsWith('|') && tableHead === undefined && (i === 0 || BLANK.test(lines[i - 1]!)) && TABLE_DELIMITER.test(lines[i + 1] ?? '') && lines[i + 1]!.startsWith('|')) {
      tableHead = i;
      continue;
    }
    if (i < first || starts[i]! - starts[pieceStart]! < pieceSize) continue;
    if (tableHead !== undefined && i > tableHead + 2) cut(i, tableHead);
    else if (tableHead === undefined && i > 0 && BLANK.test(lines[i - 1]!) && FRESH_START.test(line)) cut(i);
  }
  if (!pieces.length) return undefined;
  cut(lines.length);
  return pieces;
}

type Parser = (text: string) => Root;

/**
 * Parses `source` with `parse`, in pieces when it is large (see above). The tree is the one the
 * whole parse gives; a piece that does not prove its cut sound makes it the whole parse.
 */
export function parseInPieces(source: string, format: 'md' | 'mdx', parse: Parser, sizes = SIZES): Root {
  const pieces = cutIntoPieces(source, format, sizes);
  if (!pieces) return parse(source);
  const children: RootContent[] = [];
  let endOfPage: Point | undefined;
  for (const piece of pieces) {
    let tree: Root;
    try {
      tree = parse(piece.text);
    } catch {
      return parse(source);
    }
    const lineShift = piece.line - 1 - (piece.tableHead ? 2 : 0);
    // micromark drops a byte order mark and counts offsets from after it.
    const offsetShift = piece.offset - (piece.tableHead?.length ?? 0) - (piece.offset > 0 && source.startsWith('\uFEFF') ? 1 : 0);
    shiftPositions(tree, lineShift, offsetShift);
    endOfPage = tree.position!.end;
    const last = children.at(-1);
    if (piece.tableHead) {
      // Its rows continue the table the previous piece ends with.
      const table = tree.children.shift();
      if (table?.type !== 'table' || last?.type !== 'table' || last.position?.start.line !== piece.tableHead.line + 1 || last.position.end.line !== piece.line - 1) return parse(source);
      const rows = (table as Table).children.slice(1);
      last.children.push(...rows);
      last.position.end = table.position!.end;
    } else if (last && last.position!.end.line >= piece.line - 1) {
      // The previous piece's last node ran on to the cut: something was still open there.
      return parse(source);
    }
    children.push(...tree.children);
  }
  return { type: 'root', children, position: { start: { line: 1, column: 1, offset: 0 }, end: endOfPage! } };
}

interface Point {
  line: number;
  column: number;
  offset?: number;
}

/**
 * Moves every position under `tree` by the lines and characters before its piece: the mdast
 * nodes', their MDX attributes', and those in the estree of MDX expressions and ESM.
 */
function shiftPositions(tree: Root, lines: number, offset: number): void {
  const moved = new Set<object>();
  const movePoint = (point: Point | undefined) => {
    if (!point || moved.has(point)) return;
    moved.add(point);
    point.line += lines;
    if (typeof point.offset === 'number') point.offset += offset;
  };
  const moveEstree = (value: unknown): void => {
    if (typeof value !== 'object' || value === null || moved.has(value)) return;
    moved.add(value);
    if (Array.isArray(value)) return value.forEach(moveEstree);
    const node = value as Record<string, unknown>;
    for (const [key, inner] of Object.entries(node)) {
      if ((key === 'start' || key === 'end') && typeof inner === 'number') node[key] = inner + offset;
      else if (key === 'range' && Array.isArray(inner)) node[key] = inner.map((n: number) => n + offset);
      else if (key === 'loc' && inner && typeof inner === 'object') {
        movePoint((inner as { start?: Point }).start);
        movePoint((inner as { end?: Point }).end);
      } else moveEstree(inner);
    }
  };
  const moveNode = (node: { position?: { start: Point; end: Point }; data?: { estree?: unknown }; attributes?: unknown[]; value?: unknown; children?: unknown[] }) => {
    movePoint(node.position?.start);
    movePoint(node.position?.end);
    moveEstree(node.data?.estree);
    for (const attribute of node.attributes ?? []) moveNode(attribute as typeof node);
    if (node.value && typeof node.value === 'object') moveNode(node.value as typeof node);
    for (const child of node.children ?? []) moveNode(child as typeof node);
  };
  moveNode(tree as Parameters<typeof moveNode>[0]);
}

/** A unified plugin: the processor parses large pages in pieces (parseInPieces). */
export function remarkParseInPieces(this: Processor, format: 'md' | 'mdx') {
  const whole = this.parser as unknown as (text: string) => Root;
  (this as unknown as { parser: (text: string) => Root }).parser = (text: string) => parseInPieces(text, format, whole);
}
