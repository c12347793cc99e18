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
 * The MDX place (line and column, 1-based) of a point of compiled code (both 1-based): that of
 * the last mapping at or before it, which is the innermost node of the page that starts there.
 */
export function originalPlace(mappings: readonly CodeMapping[], line: number, column: number): { line: number; column: number } | undefined {
  let best: CodeMapping | undefined;
  for (const mapping of mappings) {
    const { generated } = mapping;
    if (!mapping.original || generated.line > line || (generated.line === line && generated.column > column - 1)) continue;
    if (!best || generated.line > best.generated.line || (generated.line === best.generated.line && generated.column >= best.generated.column)) best = mapping;
  }
  return best?.original && { line: best.original.line, column: best.original.column + 1 };
}
