import { createProcessor, type CompileOptions as MdxCompileOptions } from '@mdx-js/mdx';
import type { Root } from 'mdast';
import remarkFrontmatter from 'remark-frontmatter';
import remarkMath from 'remark-math';
import { unified, type PluggableList } from 'unified';
import { VFile } from 'vfile';
import type { Diagnostic } from '../diagnostics.js';
import { MappingRecorder, type CodeMapping } from './code-mappings.js';
import { gfmPartsOf, remarkGfmParts, type GfmPart } from './gfm-parts.js';
import { mdxPassThroughHandlers } from './mdx-pass-through.js';
import { remarkParseInPieces } from './parse-in-pieces.js';
import { makeDiagnostic, type PageData } from './page-data.js';
import { recmaImportLoader } from './plugins/recma-import-loader.js';
import { rehypeStaticContent } from './plugins/rehype-static-content.js';
import { remarkCheckComponents } from './plugins/remark-check-components.js';
import { remarkCheckIcons } from './plugins/remark-check-icons.js';
import { remarkCheckImages } from './plugins/remark-check-images.js';
import { remarkCodeBlocks } from './plugins/remark-code-blocks.js';
import { remarkCollectText } from './plugins/remark-collect-text.js';
import { remarkFreeVariables } from './plugins/remark-free-variables.js';
import { remarkHeadingComponent } from './plugins/remark-heading-component.js';
import { remarkHeadingIds } from './plugins/remark-heading-ids.js';
import { remarkKatex } from './plugins/remark-katex.js';
import { remarkLinkExtensions } from './plugins/remark-link-extensions.js';
import { remarkMermaid } from './plugins/remark-mermaid.js';
import { NestedTooDeep, remarkNestingDepth } from './plugins/remark-nesting-depth.js';
import { remarkResolveImports } from './plugins/remark-resolve-imports.js';
import { remarkRuntimeModules } from './plugins/remark-runtime-modules.js';
import { remarkSnippetTag } from './plugins/remark-snippet-tag.js';
import { remarkUnsafeLinks } from './plugins/remark-unsafe-links.js';
import { remarkUntrustedCode } from './plugins/remark-untrusted-code.js';
import { rehypeTaskListLabels } from './plugins/rehype-task-list-labels.js';

export type ContentFormat = 'md' | 'mdx';

/**
 * The remark plugins that check a page rather than shape its output: they report into the
 * page's data. `quire check` runs them alone on the parsed tree (checkContent). remark-katex
 * typesets too, but finds invalid TeX only by typesetting it. remark-untrusted-code comes first:
 * under `--untrusted` it removes the code the others would otherwise look at, and reports it.
 * Before it, remark-nesting-depth stops a tree too deep for the others to walk.
 */
const PAGE_CHECKS = [remarkNestingDepth, remarkUntrustedCode, remarkKatex, remarkCheckComponents, remarkCheckIcons, remarkCheckImages, remarkResolveImports, remarkRuntimeModules, remarkSnippetTag, remarkFreeVariables, remarkUnsafeLinks];

type Processor = ReturnType<typeof createProcessor>;
const processors = new Map<string, Processor>();

/** The remark plugins that extend the Markdown syntax MDX parses, with `gfm`'s parts of GFM. */
export function syntaxPlugins(gfm: readonly GfmPart[]): PluggableList {
  return [remarkFrontmatter, ...(gfm.length ? [[remarkGfmParts, gfm] as const] : []), remarkMath] as PluggableList;
}

/**
 * Built once per format and reused for every file: creating a unified pipeline is not free.
 * `withMappings` records where each piece of code came from, for locating a run-time error.
 */
function processor(format: ContentFormat, gfm: readonly GfmPart[], withMappings = false): Processor {
  const key = `${format}+${gfm.join(',')}${withMappings ? '+mappings' : ''}`;
  let existing = processors.get(key);
  if (!existing) {
    existing = createProcessor({
      ...(withMappings ? { SourceMapGenerator: MappingRecorder as unknown as MdxCompileOptions['SourceMapGenerator'] } : {}),
      format,
      outputFormat: 'function-body',
      jsxImportSource: 'preact',
      remarkPlugins: [
        // A large page is parsed in pieces: parse-in-pieces.ts.
        [remarkParseInPieces, format],
        ...syntaxPlugins(gfm),
        ...PAGE_CHECKS,
        remarkHeadingComponent,
        remarkHeadingIds,
        remarkLinkExtensions,
        remarkCollectText,
        remarkMermaid,
        remarkCodeBlocks,
      ],
      remarkRehypeOptions: { handlers: mdxPassThroughHandlers },
      rehypePlugins: [rehypeTaskListLabels, rehypeStaticContent],
      recmaPlugins: [recmaImportLoader],
    });
    processors.set(key, existing);
  }
  return existing;
}

export function formatOf(file: string): ContentFormat {
  return file.toLowerCase().endsWith('.md') ? 'md' : 'mdx';
}

export interface Compiled {
  /** The body of an async function taking `{Fragment, jsx, jsxs, quireImport}`. */
  code: string;
  data: PageData;
  /** Where the code came from in the file, when asked for (`withMappings`). */
  mappings?: CodeMapping[];
}

export interface CompileOptions {
  /** Record where each piece of code came from, to locate a run-time error. */
  withMappings?: boolean;
  /** `--untrusted`: compile with the file's code removed (remark-untrusted-code.ts). */
  untrusted?: boolean;
  /** The parts of GFM's syntax to parse; by default those the text may use (`gfmPartsOf`). */
  gfm?: readonly GfmPart[];
}

/**
 * Compiles one page or snippet. Syntax errors and every problem the plugins found come back
 * as diagnostics; the caller decides whether to throw.
 */
export async function compileContent(
  source: string,
  file: string,
  siteDir: string,
  isSnippet: boolean,
  { withMappings = false, untrusted = false, gfm = gfmPartsOf(source) }: CompileOptions = {},
): Promise<{ compiled?: Compiled; diagnostics: Diagnostic[] }> {
  const { data, vfile } = pageFile(source, file, siteDir, isSnippet, untrusted);
  try {
    await processor(formatOf(file), gfm, withMappings).process(vfile);
  } catch (error) {
    if (error instanceof NestedTooDeep) return { diagnostics: data.diagnostics };
    return { diagnostics: [...data.diagnostics, syntaxDiagnostic(error, file, siteDir, source)] };
  }
  if (data.diagnostics.some((d) => d.severity === 'error')) return { diagnostics: data.diagnostics };
  const mappings = vfile.map as unknown as CodeMapping[] | undefined;
  return { compiled: { code: String(vfile.value), data, ...(mappings ? { mappings } : {}) }, diagnostics: data.diagnostics };
}

function pageFile(source: string, file: string, siteDir: string, isSnippet: boolean, untrusted: boolean): { data: PageData; vfile: VFile } {
  const data: PageData = { siteDir, source, isSnippet, untrusted, diagnostics: [], toc: [], text: '', imports: new Set(), hasMath: false };
  return { data, vfile: new VFile({ path: file, value: source, data: { quire: data } }) };
}

/**
 * Parses a page without compiling or running it: its syntax tree (mdast, with positions), or the
 * syntax error that stops it.
 */
export function parseContent(source: string, file: string, siteDir: string, untrusted = false): { tree?: Root; vfile: VFile; diagnostics: Diagnostic[] } {
  const { data, vfile } = pageFile(source, file, siteDir, false, untrusted);
  try {
    return { tree: processor(formatOf(file), gfmPartsOf(source)).parse(vfile) as Root, vfile, diagnostics: data.diagnostics };
  } catch (error) {
    return { vfile, diagnostics: [...data.diagnostics, syntaxDiagnostic(error, file, siteDir, source)] };
  }
}

const pageChecks = unified().use(PAGE_CHECKS).freeze();

/**
 * A page's syntax errors and what the page checks find in its tree; nothing of the page runs.
 * `untrusted` adds the warnings of what `--untrusted` would leave out. `more` sees the checked
 * tree and what was found, and answers the page's diagnostics in the end (`quire check` adds
 * its authoring rules there, which the build does not run).
 */
export async function checkContent(
  source: string,
  file: string,
  siteDir: string,
  untrusted = false,
  more?: (tree: Root, found: Diagnostic[]) => Diagnostic[],
): Promise<Diagnostic[]> {
  const { tree, vfile, diagnostics } = parseContent(source, file, siteDir, untrusted);
  if (!tree) return diagnostics;
  try {
    await pageChecks.run(tree, vfile);
  } catch (error) {
    if (!(error instanceof NestedTooDeep)) throw error;
    // Too deep for the page checks to walk: the authoring rules would recurse as deep.
    return diagnostics;
  }
  return more ? more(tree, diagnostics) : diagnostics;
}

interface MessageLike {
  reason?: string;
  message?: string;
  line?: number;
  column?: number;
  place?: { line: number; column: number } | { start: { line: number; column: number } };
  ruleId?: string;
}

function syntaxDiagnostic(error: unknown, file: string, siteDir: string, source: string): Diagnostic {
  const message = error as MessageLike;
  const reason = (message.reason ?? message.message ?? String(error)).split('\n')[0]!;
  const place = message.place && 'start' in message.place ? message.place.start : message.place;
  // Some messages (an unclosed tag at the end of the file) only carry the place in their text.
  const inText = /\((\d+):(\d+)(?:-\d+:\d+)?\)/.exec(reason);
  const line = place?.line ?? message.line ?? (inText ? Number(inText[1]) : undefined);
  const column = place?.column ?? message.column ?? (inText ? Number(inText[2]) : 1);
  return makeDiagnostic(file, siteDir, source, line ? { line, column } : undefined, {
    rule: 'mdx/syntax',
    message: `MDX syntax error: ${reason}`,
    hint: syntaxHint(reason),
  });
}

function syntaxHint(reason: string): string {
  if (/closing tag|end tag|expected the closing/i.test(reason)) return 'Every component opened with `<Name>` needs a matching `</Name>`, or write it self-closing: `<Name />`.';
  if (/before name|character .* before/i.test(reason)) return 'A `<` or `{` starts JSX in MDX; write `\\<` or `\\{` (or use a code span) for a literal character.';
  if (/acorn|expression|could not parse/i.test(reason)) return 'Text inside `{ }` must be a JavaScript expression; escape literal braces as `\\{`.';
  return 'Fix the MDX at this place; literal `<` and `{` must be escaped as `\\<` and `\\{`.';
}
