import path from 'node:path';
import type { PageRule } from '../rule.js';

/** Titles that say nothing of the page: a reader scanning search results or tabs learns nothing. */
const GENERIC_TITLES = new Set(['overview', 'introduction', 'intro', 'untitled', 'home', 'index', 'page', 'new page', 'docs', 'documentation']);
const DESCRIPTION_MIN = 50;
const DESCRIPTION_MAX = 160;

/**
 * Rule `page/front-matter`: `title` and `description` are present and not empty (errors). A
 * generic title (Overview, Introduction, Untitled, the file's own name) and a description
 * outside 50–160 characters, the length search engines show, are warnings.
 */
export const frontMatter: PageRule = {
  id: 'page/front-matter',
  severity: 'error',
  summary: 'Every page has front matter with a specific `title` and a `description` of 50–160 characters.',
  check(page) {
    const top = { line: 1, column: 1 };
    for (const key of ['title', 'description'] as const) {
      const value = page.frontmatter[key];
      if (typeof value === 'string' && value.trim()) continue;
      const at = page.frontmatterLine(key);
      page.report({
        place: at ?? top,
        message: at ? `The front matter's \`${key}\` is empty.` : `The page has no \`${key}\` in its front matter.`,
        hint:
          key === 'title'
            ? 'Add `title: <what this page is about>` between the `---` lines at the top of the page; it names the page in the sidebar, the tab and search results.'
            : 'Add `description: <one sentence on what the reader gets from this page>` to the front matter; search engines and link previews show it.',
      });
    }
    const title = page.frontmatter.title;
    if (typeof title === 'string' && title.trim()) {
      const words = title.trim().toLowerCase();
      const fileName = path.basename(page.file).replace(/\.mdx?$/i, '').replace(/[-_]+/g, ' ').toLowerCase();
      if (GENERIC_TITLES.has(words) || words === fileName) {
        page.report({
          place: page.frontmatterLine('title') ?? top,
          severity: 'warning',
          message: `The title "${title.trim()}" is generic: it does not say what this page covers.`,
          hint: 'Name the subject, for example "Install the CLI" rather than "Overview" or the file name.',
        });
      }
    }
    const description = page.frontmatter.description;
    if (typeof description === 'string' && description.trim()) {
      const length = description.trim().length;
      if (length < DESCRIPTION_MIN || length > DESCRIPTION_MAX) {
        page.report({
          place: page.frontmatterLine('description') ?? top,
          severity: 'warning',
          message: `The description is ${length} characters long; keep it between ${DESCRIPTION_MIN} and ${DESCRIPTION_MAX}.`,
          hint: length < DESCRIPTION_MIN ? 'Say in one sentence what the reader will learn or do on this page.' : 'Search results cut a description past 160 characters: keep one sentence on the page’s purpose.',
        });
      }
    }
  },
};
