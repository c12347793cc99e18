import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { codeFrame, type Diagnostic } from '../diagnostics.js';
import type { PageReferences } from '../rules/page-references.js';
import { compilePathPattern } from '../util/path-pattern.js';

/** Files every build writes besides the pages. */
const GENERATED = new Set(['/llms.txt', '/llms-full.txt', '/sitemap.xml', '/robots.txt', '/404']);

export interface CheckedPage {
  /** Path relative to the site folder, with `/`. */
  file: string;
  route: string;
  references: PageReferences;
}

const sources = new WeakMap<CheckedPage, string>();

/** A warning at a link of `page`, with the code frame around it (the page is read only then). */
export function linkWarning(siteDir: string, page: CheckedPage, at: { line: number; column: number }, rule: string, message: string, hint: string): Diagnostic {
  let source = sources.get(page);
  if (source === undefined) {
    source = readFileSync(path.join(siteDir, page.file), 'utf8');
    sources.set(page, source);
  }
  return { file: page.file, line: at.line, column: at.column, severity: 'warning', rule, message, hint, frame: codeFrame(source, at.line, at.column) };
}

/** A route as links write it: no trailing slash, no extension, no `index`. */
function normaliseRoute(pathname: string): string {
  const clean = pathname.replace(/\.mdx?$/i, '').replace(/(^|\/)index$/, '').replace(/\/+$/, '');
  return clean || '/';
}

/**
 * Rules `link/missing-page` and `link/missing-anchor`: a link inside the site leads to a page,
 * redirect or file of the site, and its `#anchor` to an id that page's HTML has (headings as the
 * pipeline names them, `<Update>` labels, `id` attributes). Warnings: the site builds, the
 * reader meets a 404 or lands at the top. A page whose ids come partly from imported code or
 * snippets (`ids` undefined) has its anchors taken as given. External links are not fetched.
 */
export function checkLinkTargets(siteDir: string, pages: readonly CheckedPage[], otherRoutes: Iterable<string>, redirectSources: readonly string[]): Diagnostic[] {
  const byRoute = new Map(pages.map((page) => [page.route, page]));
  const routes = new Set([...byRoute.keys(), ...otherRoutes]);
  const redirects = redirectSources.flatMap((source) => {
    try {
      return [compilePathPattern(source)];
    } catch {
      return [];
    }
  });
  const diagnostics: Diagnostic[] = [];
  for (const page of pages) {
    const report = (link: { line: number; column: number }, rule: string, message: string, hint: string) => diagnostics.push(linkWarning(siteDir, page, link, rule, message, hint));
    for (const link of page.references.links) {
      const href = link.href.trim();
      if (!href || /^([a-z][a-z0-9+.-]*:|\/\/)/i.test(href)) continue;
      let url: URL;
      try {
        url = new URL(href, `http://site${page.route === '/' ? '/' : page.route}`);
      } catch {
        continue;
      }
      const decode = (text: string) => {
        try {
          return decodeURIComponent(text);
        } catch {
          return text;
        }
      };
      const pathname = decode(url.pathname);
      const route = normaliseRoute(pathname);
      const anchor = decode(url.hash.slice(1));
      const target = byRoute.get(route);
      const known = target || routes.has(route) || GENERATED.has(route) || redirects.some((pattern) => pattern.match(route)) || existsSync(path.join(siteDir, ...pathname.split('/').filter(Boolean)));
      if (!known) {
        report(link, 'link/missing-page', `The link \`${href}\` leads to no page of the site: readers get "page not found".`, `Link to an existing page by its path from the site root without extension, such as \`/guides/setup\`, or add a redirect for \`${route}\`.`);
        continue;
      }
      if (!anchor || !target?.references.ids || target.references.ids.includes(anchor)) continue;
      report(
        link,
        'link/missing-anchor',
        `The link \`${href}\` names the anchor \`#${anchor}\`, which ${target === page ? 'this page' : `\`${target.file}\``} does not have.`,
        `Anchors are the ids of headings: \`## Set up the key\` is \`#set-up-the-key\`. Fix the anchor, or link to the page without it.`,
      );
    }
  }
  return diagnostics;
}
