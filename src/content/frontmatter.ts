import { parseDocument } from 'yaml';
import { codeFrame, type Diagnostic } from '../diagnostics.js';
import type { PageFrontmatter } from './types.js';

const FENCE = /^---[ \t]*\r?\n([\s\S]*?)\r?\n?^---[ \t]*(?:\r?\n|$)/m;

/** The YAML between the opening `---` fence and the closing one, or undefined when there is none. */
export function frontmatterBlock(source: string): { yaml: string; end: number } | undefined {
  const text = source.startsWith('\uFEFF') ? source.slice(1) : source;
  if (!text.startsWith('---')) return undefined;
  const match = FENCE.exec(text);
  if (!match || match.index !== 0) return undefined;
  return { yaml: match[1] ?? '', end: match[0].length };
}

/**
 * Front matter only, without parsing the Markdown: the site planner reads every page's title
 * with this, so it must stay cheap. Problems are returned, not thrown, so one bad page does not
 * hide the others.
 */
export function readFrontmatter(source: string, file: string): { frontmatter: PageFrontmatter; diagnostics: Diagnostic[] } {
  const block = frontmatterBlock(source);
  if (!block || block.yaml.trim() === '') return { frontmatter: {}, diagnostics: [] };
  const doc = parseDocument(block.yaml, { prettyErrors: true });
  const diagnostics: Diagnostic[] = doc.errors.map((error) => {
    // The YAML starts on line 2, after the opening fence.
    const line = (error.linePos?.[0].line ?? 1) + 1;
    const column = error.linePos?.[0].col ?? 1;
    return {
      file,
      line,
      column,
      severity: 'error',
      message: `Invalid front matter: ${error.message.split('\n')[0]}`,
      hint: 'Front matter is YAML between two `---` lines; quote values that contain `:` or start with a special character.',
      rule: 'frontmatter/yaml',
      frame: codeFrame(source, line, column),
    };
  });
  if (diagnostics.length) return { frontmatter: {}, diagnostics };
  const value: unknown = doc.toJS();
  if (value === null || value === undefined) return { frontmatter: {}, diagnostics };
  if (typeof value !== 'object' || Array.isArray(value)) {
    diagnostics.push({
      file,
      line: 2,
      column: 1,
      severity: 'error',
      message: 'Front matter must be a set of `key: value` pairs.',
      hint: 'Write for example `title: Getting started` between the `---` lines.',
      rule: 'frontmatter/not-a-map',
      frame: codeFrame(source, 2, 1),
    });
    return { frontmatter: {}, diagnostics };
  }
  return { frontmatter: normaliseFrontmatter(value as Record<string, unknown>), diagnostics };
}

// YAML turns `title: 2024` into a number and `title:` into null; pages expect strings.
function normaliseFrontmatter(data: Record<string, unknown>): PageFrontmatter {
  const out: PageFrontmatter = { ...data };
  for (const key of ['title', 'description', 'sidebarTitle', 'icon', 'iconType', 'mode', 'openapi', 'api'] as const) {
    const value = data[key];
    if (value === null || value === undefined) delete out[key];
    else if (typeof value === 'number' || typeof value === 'boolean') out[key] = String(value);
  }
  return out;
}
