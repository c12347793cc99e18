import type { Root } from 'mdast';
import type { Diagnostic } from '../diagnostics.js';
import { readFrontmatter } from '../content/frontmatter.js';
import { displayPath, makeDiagnostic } from '../content/page-data.js';
import { walkTree } from '../content/walk-tree.js';
import { ignoreComments, withoutIgnored } from './ignore-comments.js';
import { CONFIGURABLE_RULES, PAGE_RULES } from './index.js';
import type { PageContext, Place } from './rule.js';

/** Where `key:` starts in the page's front matter (the YAML's first line is the file's second). */
function frontmatterPlaces(tree: Root): (key: string) => Place | undefined {
  let yamlStart: number | undefined;
  let lines: string[] = [];
  walkTree(tree, (node) => {
    if (node.type === 'yaml' && yamlStart === undefined && node.position) {
      yamlStart = node.position.start.line + 1;
      lines = node.value.split('\n');
    }
  });
  return (key) => {
    const index = lines.findIndex((line) => line.startsWith(`${key}:`));
    return yamlStart === undefined || index < 0 ? undefined : { line: yamlStart + index, column: 1 };
  };
}

/**
 * Runs the authoring rules on a parsed page (and reports invalid front matter), then drops whatever the page's `quire-ignore`
 * comments silence from these and from `found` (the page checks' diagnostics), and adds a
 * warning for each comment naming no rule.
 */
export function checkPageRules(tree: Root, source: string, filePath: string, siteDir: string, found: Diagnostic[]): Diagnostic[] {
  const diagnostics = [...found];
  const file = displayPath(filePath, siteDir);
  // Invalid YAML is reported as such (the build stops on it too), not as a missing title.
  const { frontmatter, diagnostics: yamlProblems } = readFrontmatter(source, file);
  diagnostics.push(...yamlProblems);
  const frontmatterLine = frontmatterPlaces(tree);
  for (const rule of PAGE_RULES) {
    if (yamlProblems.length && rule.id === 'page/front-matter') continue;
    const page: PageContext = {
      file,
      source,
      tree,
      frontmatter,
      frontmatterLine,
      report: ({ place, message, hint, severity }) =>
        diagnostics.push(makeDiagnostic(filePath, siteDir, source, place, { rule: rule.id, message, severity: severity ?? rule.severity, ...(hint ? { hint } : {}) })),
    };
    rule.check(page);
  }
  const comments = ignoreComments(source, CONFIGURABLE_RULES);
  for (const { line, column, rule, suggestion } of comments.unknown) {
    diagnostics.push(
      makeDiagnostic(filePath, siteDir, source, { line, column }, {
        rule: 'check/unknown-rule',
        severity: 'warning',
        message: `\`quire-ignore\` names \`${rule}\`, which is not a rule a page can silence.`,
        hint: suggestion ? `Did you mean \`${suggestion}\`?` : 'See the rules `quire check` knows in the "Check rules" page of the docs.',
      }),
    );
  }
  return withoutIgnored(diagnostics, comments);
}
