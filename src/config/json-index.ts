import type { JsonPath } from './json-source.js';

/** Where a value starts, its key (for object members), and its children (for containers). */
export interface Place {
  value: number;
  key?: number;
  items?: Place[];
  members?: Map<string, Place>;
}

export interface JsonIndex {
  root: Place;
  duplicates: { key: string; path: JsonPath; offset: number }[];
}

/** The place of the value at `path`, the last one when a key is repeated. */
export function placeAt(index: JsonIndex, path: JsonPath): Place | undefined {
  let place: Place | undefined = index.root;
  for (const segment of path) {
    if (!place) return undefined;
    place = typeof segment === 'number' ? place.items?.[segment] : place.members?.get(segment);
  }
  return place;
}

interface Frame {
  place: Place;
  /** The key or index of this container in its parent: the stack's segments are its path. */
  segment: string | number;
}

const isSpace = (c: number) => c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09;
const endsLiteral = (c: number) => isSpace(c) || c === 0x2c || c === 0x5d || c === 0x7d;

/**
 * The start of every value and key in a text already known to be valid JSON (`JSON.parse`
 * accepted it), in one pass without recursion, so any nesting depth is fine.
 */
export function indexJson(text: string): JsonIndex {
  const duplicates: JsonIndex['duplicates'] = [];
  const stack: Frame[] = [];
  const length = text.length;
  let i = 0;
  let root: Place | undefined;

  while (true) {
    // Expecting a value at `i`, as the root or as the next child of the top frame.
    while (i < length && isSpace(text.charCodeAt(i))) i++;
    const frame = stack.at(-1);
    let place: Place;
    let segment: string | number = '';
    if (!frame) {
      place = root = { value: i };
    } else if (frame.place.items) {
      place = { value: i };
      segment = frame.place.items.push(place) - 1;
    } else {
      const keyStart = i;
      i++;
      while (i < length) {
        const c = text.charCodeAt(i);
        if (c === 0x5c) i += 2;
        else if (c === 0x22) break;
        else i++;
      }
      const raw = text.slice(keyStart + 1, i);
      const key = raw.includes('\\') ? (JSON.parse(`"${raw}"`) as string) : raw;
      i++;
      while (i < length && text.charCodeAt(i) !== 0x3a) i++;
      i++;
      while (i < length && isSpace(text.charCodeAt(i))) i++;
      place = { value: i, key: keyStart };
      const members = frame.place.members!;
      // Paths are made only for a repeated key, from the stack: copying one per container made
      // the index quadratic in the nesting depth (10,000 levels took 5.8 s and 677 MB).
      if (members.has(key)) duplicates.push({ key, path: [...stack.slice(1).map((f) => f.segment), key], offset: keyStart });
      members.set(key, place);
      segment = key;
    }

    const c = text.charCodeAt(i);
    if (c === 0x7b || c === 0x5b) {
      if (c === 0x7b) place.members = new Map();
      else place.items = [];
      stack.push({ place, segment });
      i++;
      while (i < length && isSpace(text.charCodeAt(i))) i++;
      const close = text.charCodeAt(i);
      if (close !== 0x7d && close !== 0x5d) continue;
      // An empty container: fall through to close it.
    } else if (c === 0x22) {
      i++;
      while (i < length) {
        const d = text.charCodeAt(i);
        if (d === 0x5c) i += 2;
        else if (d === 0x22) break;
        else i++;
      }
      i++;
    } else {
      while (i < length && !endsLiteral(text.charCodeAt(i))) i++;
    }

    // After a value: close finished containers, then step over the comma to the next child.
    while (stack.length > 0) {
      while (i < length && isSpace(text.charCodeAt(i))) i++;
      const d = text.charCodeAt(i);
      if (d === 0x2c) {
        i++;
        break;
      }
      stack.pop();
      i++;
    }
    if (stack.length === 0) return { root: root!, duplicates };
  }
}

/**
 * The offset of the first `[` or `{` nested deeper than `limit`, or undefined; strings are
 * skipped, so the text need not be valid JSON. One pass, so it can run before anything that
 * recurses per level (zod, jsonc-parser) or keeps something per level.
 */
export function tooDeepAt(text: string, limit: number): number | undefined {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x22) {
      for (i++; i < text.length && text.charCodeAt(i) !== 0x22; i++) if (text.charCodeAt(i) === 0x5c) i++;
    } else if (c === 0x7b || c === 0x5b) {
      if (++depth > limit) return i;
    } else if (c === 0x7d || c === 0x5d) {
      depth--;
    }
  }
  return undefined;
}

/** How many object keys a text already known to be valid JSON writes, repeated ones included. */
export function keysInText(text: string): number {
  let keys = 0;
  for (let start = text.indexOf('"'); start !== -1; ) {
    // The closing quote is the first one not escaped by an odd run of backslashes.
    let end = text.indexOf('"', start + 1);
    // Valid JSON always closes its strings; should a caller pass other text, stop rather than loop.
    for (;;) {
      if (end === -1) return keys;
      let backslashes = 0;
      while (text.charCodeAt(end - 1 - backslashes) === 0x5c) backslashes++;
      if (backslashes % 2 === 0) break;
      end = text.indexOf('"', end + 1);
    }
    let next = end + 1;
    while (isSpace(text.charCodeAt(next))) next++;
    if (text.charCodeAt(next) === 0x3a) keys++;
    start = text.indexOf('"', next);
  }
  return keys;
}

/** How many keys the objects in a parsed JSON value hold; without recursion, for any depth. */
export function keysInValue(value: unknown): number {
  let keys = 0;
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (Array.isArray(item)) {
      for (const element of item) pending.push(element);
    } else if (item !== null && typeof item === 'object') {
      for (const key of Object.keys(item)) {
        keys++;
        pending.push((item as Record<string, unknown>)[key]);
      }
    }
  }
  return keys;
}
