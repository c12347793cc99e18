/** One point of compiled code and the place in the MDX file it came from (lines 1-based, columns 0-based). */
export interface CodeMapping {
  generated: { line: number; column: number };
  original?: { line: number; column: number };
}

/**
 * Collects the mappings MDX's code printer (astring) reports, in place of `source-map`'s
 * SourceMapGenerator: Quire only looks a place up, once, for a page that failed, so there is no
 * need to encode a source map, nor a dependency to do it.
 */
export class MappingRecorder {
  readonly mappings: CodeMapping[] = [];

  // astring passes the same objects each time, changed in place: only their values are kept.
  addMapping({ generated, original }: CodeMapping): void {
    this.mappings.push({ generated: { line: generated.line, column: generated.column }, ...(original ? { original: { line: original.line, column: original.column } } : {}) });
  }

  toJSON(): CodeMapping[] {
    return this.mappings;
  }
}

/**
 * The MDX place (line and column, 1-based) of a point of compiled code (both 1-based). astring maps
 * names and values, not keywords, so V8's point (`throw`, `new`, a `.`) rarely has a mapping of its
 * own: the nearest mapping before it on its line is taken, else the first after it on that line
 * (`new Error` → `Error`), else the last on an earlier line.
 */
export function originalPlace(mappings: readonly CodeMapping[], line: number, column: number): { line: number; column: number } | undefined {
  const mapped = mappings.filter((m) => m.original && m.generated.line <= line);
  const sameLine = mapped.filter((m) => m.generated.line === line);
  const before = (m: CodeMapping) => m.generated.line < line || m.generated.column <= column - 1;
  const best = sameLine.findLast(before) ?? sameLine[0] ?? mapped.findLast(before);
  return best?.original && { line: best.original.line, column: best.original.column + 1 };
}
