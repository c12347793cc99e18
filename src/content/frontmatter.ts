import yaml from 'js-yaml';
import { codeFrame, type Diagnostic } from '../diagnostics.js';
import { readFlatYaml } from './flat-yaml.js';
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
  // js-yaml, not the `yaml` package: the planner parses every page's front matter before the
  // first page can render, and js-yaml is several times faster on these small documents. The
  // flat `key: value` form most pages use is faster still to read directly (flat-yaml.ts).
  const flat = readFlatYaml(block.yaml);
  if (flat) return { frontmatter: normaliseFrontmatter(flat), diagnostics: [] };
  let value: unknown;
  const diagnostics: Diagnostic[] = [];
  try {
    value = yaml.load(block.yaml, { filename: file });
  } catch (error) {
    if (!(error instanceof yaml.YAMLException)) throw error;
    // The YAML starts on line 2, after the opening fence; js-yaml counts from 0.
    const line = (error.mark?.line ?? 0) + 2;
    const column = (error.mark?.column ?? 0) + 1;
    diagnostics.push({
      file,
      line,
      column,
      severity: 'error',
      message: `Invalid front matter: ${error.reason}`,
      hint: 'Front matter is YAML between two `---` lines; quote values that contain `:` or start with a special character.',
      rule: 'frontmatter/yaml',
      frame: codeFrame(source, line, column),
    });
    return { frontmatter: {}, diagnostics };
  }
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

const TEXT_KEYS: ReadonlySet<string> = new Set(['title', 'description', 'sidebarTitle', 'icon', 'iconType', 'mode', 'openapi', 'api']);

// YAML turns `title: 2024` into a number and `title:` into null; pages expect strings. Built
// key by key rather than copied then pruned: `delete` makes every page's object a slow one.
function normaliseFrontmatter(data: Record<string, unknown>): PageFrontmatter {
  const out: PageFrontmatter = {};
  for (const key of Object.keys(data)) {
    const value = data[key];
    // Assigned, `__proto__` would replace the object's prototype instead of adding a key.
    if (key === '__proto__') continue;
    if (!TEXT_KEYS.has(key)) out[key] = value;
    else if (value === null || value === undefined) continue;
    else if (typeof value === 'number' || typeof value === 'boolean') out[key] = String(value);
    else if (value instanceof Date) out[key] = value.toISOString().slice(0, 10);
    else out[key] = value;
  }
  return out;
}

/** The line of a front-matter key (1 when it is not there), for messages about its value. */
export function frontmatterKeyLine(source: string, key: string): number {
  return source.slice(0, Math.max(0, source.search(new RegExp(`^${key}[ \\t]*:`, 'm')))).split('\n').length;
}
