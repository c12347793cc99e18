import { closeSync, fstatSync, openSync, readFileSync, readSync, type Stats } from 'node:fs';

/** Enough for the front matter of nearly every page; the rest of a page is not the planner's business. */
const HEAD_BYTES = 16 * 1024;
const head = Buffer.allocUnsafe(HEAD_BYTES);
const OPENING = Buffer.from('---');
const BYTE_ORDER_MARK = Buffer.from('\uFEFF---');
const LINE_THEN_FENCE = Buffer.from('\n---');
const SPACE = 0x20;
const TAB = 0x09;
const CR = 0x0d;
const LF = 0x0a;

/**
 * Where the first `\n`-started line that can close the front matter ends (past its line break):
 * `---` and nothing but spaces or tabs after it, as frontmatterBlock's pattern reads it. The text
 * up to there holds the same front matter as the whole page: the pattern takes the first closing
 * line, and any it could take earlier (after a lone `\r`, say) lies inside that text too.
 * Undefined when no such line ends within `length` bytes (`complete`: all the page has).
 */
function closingFenceEnd(bytes: Buffer, length: number, complete: boolean): number | undefined {
  for (let at = bytes.indexOf(LINE_THEN_FENCE); at !== -1 && at < length; at = bytes.indexOf(LINE_THEN_FENCE, at + 1)) {
    let end = at + LINE_THEN_FENCE.length;
    while (end < length && (bytes[end] === SPACE || bytes[end] === TAB)) end++;
    if (end === length && complete) return end;
    if (bytes[end] === CR) end++;
    if (end < length && bytes[end] === LF) return end + 1;
  }
  return undefined;
}

/** Lines after the front matter kept for code frames: codeFrame shows two past the line it marks. */
const CONTEXT_LINES = 2;

/**
 * `end` moved past the next CONTEXT_LINES whole lines, so a code frame of a front matter error
 * reads as it would in the whole page. A line cut off by the 16 KB read is left out.
 */
function withFrameContext(bytes: Buffer, end: number, complete: boolean): number {
  for (let line = 0; line < CONTEXT_LINES && end < bytes.length; line++) {
    const lineBreak = bytes.indexOf(LF, end);
    if (lineBreak === -1) return complete ? bytes.length : end;
    end = lineBreak + 1;
  }
  return end;
}

const startsWith = (bytes: Buffer, prefix: Buffer) => bytes.length >= prefix.length && bytes.compare(prefix, 0, prefix.length, 0, prefix.length) === 0;

/**
 * The start of a page as far as the planner needs it, through its front matter and two lines
 * more ('' for a page without), with the file's stats. One descriptor and one reused buffer,
 * and only those bytes decoded: for 10,000 small pages about half the time of statSync then
 * readFileSync, which look the path up twice, allocate a buffer per file and decode it all.
 */
export function readPageHead(file: string): { text: string; stats: Stats } {
  const fd = openSync(file, 'r');
  try {
    const stats = fstatSync(fd);
    const length = readSync(fd, head, 0, Math.min(HEAD_BYTES, stats.size), 0);
    const bytes = head.subarray(0, length);
    if (!startsWith(bytes, OPENING) && !startsWith(bytes, BYTE_ORDER_MARK)) return { text: '', stats };
    const complete = length === stats.size;
    const end = closingFenceEnd(bytes, length, complete);
    if (end !== undefined) return { text: head.toString('utf8', 0, withFrameContext(bytes, end, complete)), stats };
    // Rare: front matter that never closes (or closes after a lone `\r`), or runs past the start.
    return { text: complete ? head.toString('utf8', 0, length) : readFileSync(fd, 'utf8'), stats };
  } finally {
    closeSync(fd);
  }
}
