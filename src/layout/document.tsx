import { renderToString } from 'preact-render-to-string';
// Pages render with preact/compat loaded (snippets may import React), and compat changes how
// elements are written (`class` goes last). Loaded here too, so a page reads the same whether
// its body rendered in this process (quire build) or on another thread (quire dev).
import 'preact/compat';
import { defaultVersion, versionDetails } from '../config/schema/index.js';
import type { PageFrontmatter, TocEntry } from '../content/types.js';
import type { NavPageItem, Site } from '../site/types.js';
import { pageUrl } from '../site/page-url.js';
import { plainDescription } from './description.js';
import { EndpointLine, endpointOf, pagePlayground, type Endpoint } from './endpoint.js';
import { Feedback, feedbackLinks } from './feedback.js';
import { renderHead } from './head.js';
import { metaTags } from './meta-tags.js';
import { icon, spriteHtml, type IconSet } from './icons.js';
import { PageRating, ratingProviders } from './page-rating.js';
import { usesDefaultFont } from './fonts.js';
import { Pager } from './pager.js';
import { takeApiExamples, takePanel } from './side-column.js';
import { sidebarHtml } from './shared-sidebar.js';
import { escapeLikePreact } from '../util/escape-html.js';
import { CopyPageMenu } from './copy-page.js';
import { SearchRecord, isSearchable } from './search.js';
import { siteParts } from './site-parts.js';
import { TableOfContents, TocMenu } from './toc.js';
import type { DocumentAssets, DocumentInput } from './types.js';

/** What the shell needs of one page, whether a content page or the 404 page. */
interface PageView {
  route: string;
  title: string;
  description?: string;
  /** The docs version the page belongs to, if any. */
  version?: string;
  html: string;
  toc: TocEntry[];
  /** The page's `mode` front matter: which parts of the shell it has (see PAGE_MODES). */
  mode: PageMode;
  /** The method and address an API page documents. */
  endpoint?: Endpoint;
  /** Source file relative to the site folder; absent for generated pages (no "suggest edits"). */
  sourcePath?: string;
  /** The page's front matter, for its own meta tags. */
  frontmatter?: PageFrontmatter;
  /** Asks "Was this page helpful?" where the site has the control (not on the 404 page). */
  asksRating?: boolean;
  /** The body has formulas, which need KaTeX's stylesheet. */
  hasMath?: boolean;
  /** The search index holds the page (layout/search.tsx `isSearchable`). */
  searchable?: boolean;
  /** The page has a Markdown twin, offered by the "Copy page" menu (not the 404 page). */
  hasTwin?: boolean;
}

/**
 * Mintlify's page modes. `wide`: no table of contents, a wider column. `full`: no table of
 * contents, the content as wide as the window. `center`: no sidebar and no table of contents, the
 * content centred. `custom`: a blank canvas under the top bar, without the title, sidebar, table
 * of contents or previous/next. Where there is no sidebar, small screens still open the
 * navigation from the menu button.
 */
const PAGE_MODES = ['default', 'wide', 'full', 'center', 'custom'] as const;
type PageMode = (typeof PAGE_MODES)[number];

function pageMode(mode: string | undefined): PageMode {
  return PAGE_MODES.find((known) => known === mode) ?? 'default';
}

function htmlAttributes(site: Site, view: PageView): string {
  const config = site.config;
  const shown = view.version ?? defaultVersion(config.versions);
  const attributes: Record<string, string | undefined> = {
    // The language of the version the page belongs to (`locale`), English by default.
    lang: versionDetails(config.versions, shown)?.locale ?? 'en',
    // What a reader without JavaScript sees; the head script replaces both before paint.
    'data-theme': config.modeToggle?.default ?? 'light',
    'data-version': shown,
    'data-page-version': view.version,
    // Appearance keys, styled by the theme: square corners, code blocks dark in both modes.
    'data-rounded': config.rounded === 'sharp' ? 'sharp' : undefined,
    'data-code-theme': config.codeBlock?.mode === 'dark' ? 'dark' : undefined,
    // The look (`theme`), the frame (`layout`) and the sidebar's items, each drawn by theme/looks.css.
    'data-look': config.theme,
    'data-layout': config.layout === 'sidenav' ? undefined : config.layout,
    'data-sidebar-items': config.sidebar?.items === 'container' ? undefined : config.sidebar?.items,
    'data-topbar': config.topbar?.style === 'gradient' ? 'gradient' : undefined,
  };
  return Object.entries(attributes)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([name, value]) => ` ${name}="${escapeLikePreact(value)}"`)
    .join('');
}

/** The decoration behind every page: `backgroundImage`, else a `background.style` pattern. */
function backdrop(config: Site['config']): string {
  if (config.backgroundImage) return '<div class="q-backdrop" aria-hidden="true"></div>';
  const style = config.background?.style;
  return style ? `<div class="q-backdrop q-backdrop--${style}" aria-hidden="true"></div>` : '';
}

const routeVersions = new WeakMap<Site, Map<string, string | undefined>>();

/**
 * The nearest page before (`step` -1) or after (+1) `position` in navigation order that a reader
 * of this page's version sees: pages without a version, or of the same version. A page of
 * another version sits in a group the version CSS hides, so "Next" must not lead there.
 */
function neighbour(site: Site, order: NavPageItem[], position: number, step: 1 | -1, version: string | undefined): NavPageItem | undefined {
  let versions = routeVersions.get(site);
  if (!versions) {
    versions = new Map(site.pages.map((page) => [page.route, page.version]));
    routeVersions.set(site, versions);
  }
  for (let i = position + step; i >= 0 && i < order.length; i += step) {
    const other = versions.get(order[i]!.route);
    if (other === undefined || other === version) return order[i];
  }
  return undefined;
}

function renderPage(site: Site, view: PageView, assets: DocumentAssets, siteUrl?: string, headExtra?: string, stylesheet?: string): string {
  const config = site.config;
  const parts = siteParts(site);
  const divisions = site.divisionOf(view.route);
  const division = parts.division(divisions);
  const topbar = parts.topbar(view.version ?? defaultVersion(config.versions) ?? '');
  const { sidebar } = division;
  const position = sidebar.position.get(view.route);
  const trail = sidebar.trail.get(view.route);
  // Above the title: the path of groups to the page, or with `eyebrow.display: section` its own group.
  const eyebrow = trail && trail.names.length > 0 ? (config.eyebrow?.display === 'section' ? trail.names.at(-1) : trail.names.join(' / ')) : undefined;
  const canonical = siteUrl ? pageUrl(view.route, siteUrl) : undefined;
  const pageIcons: IconSet = new Map();
  const feedback = view.sourcePath ? feedbackLinks(config, { title: view.title, sourcePath: site.repositoryFolder + view.sourcePath, url: canonical ?? view.route }) : {};

  const canvas = view.mode === 'custom';
  // A `<Panel>` takes the table of contents' place, where the page has that column.
  const { html: withoutPanel, panel } = view.mode === 'default' ? takePanel(view.html) : { html: view.html, panel: undefined };
  // Request and response examples take the table of contents' column, as on Mintlify and Stripe.
  const { html: body, examples } = view.mode === 'default' ? takeApiExamples(withoutPanel) : { html: withoutPanel, examples: [] };
  const hasToc = view.mode === 'default' && !panel && !examples.length;
  // Only the article is indexed, and in it only the title, description and body: the rest is ignored.
  const article = renderToString(
    <main id="q-main" class={view.mode === 'default' ? 'q-main' : `q-main q-${view.mode}`} tabIndex={-1}>
      <article class={examples.length ? 'q-article q-article--api' : 'q-article'} data-pagefind-body={view.searchable ? '' : undefined}>
        {view.searchable && <SearchRecord site={site} version={view.version} groups={trail?.names} division={(divisions.tab ?? divisions.anchor)?.name} />}
        {canvas ? (
          // A canvas has no visible title; the page still needs one for screen readers.
          <h1 class="q-sr">{view.title}</h1>
        ) : (
          <header class="q-page-header">
            {eyebrow && (
              <p class="q-eyebrow" data-pagefind-ignore="index">
                {eyebrow}
              </p>
            )}
            <div class="q-title-row">
              <h1>{view.title}</h1>
              {view.hasTwin && <CopyPageMenu site={site} route={view.route} siteUrl={siteUrl} icons={pageIcons} />}
            </div>
            {view.description && <p class="q-description">{view.description}</p>}
            {view.endpoint && <EndpointLine endpoint={view.endpoint} />}
          </header>
        )}
        {examples.length > 0 && <aside class="q-api-examples" aria-label="Examples" data-pagefind-ignore="all" dangerouslySetInnerHTML={{ __html: examples.join('') }} />}
        {hasToc && <TocMenu toc={view.toc} />}
        <div class="q-content" dangerouslySetInnerHTML={{ __html: body }} />
        {!canvas && view.asksRating && <PageRating providers={ratingProviders(config)} icons={pageIcons} />}
        {!canvas && <Feedback links={feedback} icons={pageIcons} />}
        {!canvas && (
          <Pager
            previous={position !== undefined ? neighbour(site, sidebar.order, position, -1, view.version) : undefined}
            next={position !== undefined ? neighbour(site, sidebar.order, position, 1, view.version) : undefined}
            icons={pageIcons}
          />
        )}
      </article>
    </main>,
  );
  const toc = panel ? `<div class="q-panel-column">${panel}</div>` : hasToc ? renderToString(<TableOfContents toc={view.toc} />) : '';
  const closeButton = renderToString(
    <button type="button" class="q-menu-close" data-q-menu-close aria-label="Close navigation">
      {icon(pageIcons, 'xmark')}
    </button>,
  );

  const head = renderHead({
    title: `${view.title} - ${config.name}`,
    siteName: config.name,
    description: view.description,
    canonical,
    favicon: config.favicon,
    assets,
    hasMath: view.hasMath,
    script: parts.headScript,
    meta: metaTags(config, view.frontmatter),
    style: parts.headStyle,
    preloadFont: usesDefaultFont(config) ? assets.font : undefined,
    stylesheet,
    extra: headExtra,
  });
  const sprite = spriteHtml([topbar.icons, division.anchors.icons, sidebar.icons, parts.footer.icons, pageIcons]);

  return (
    `<!doctype html><html${htmlAttributes(site, view)}><head>${head}</head><body>` +
    '<a class="q-skip" href="#q-main">Skip to content</a>' +
    sprite +
    backdrop(config) +
    // `layout: topnav`: the tabs sit in the top bar's row, before its links.
    (config.layout === 'topnav'
      ? `<header class="q-header">${topbar.html.replace('<div class="q-topbar-end">', `${division.tabs}<div class="q-topbar-end">`)}</header>`
      : `<header class="q-header">${topbar.html}${division.tabs}</header>`) +
    `<div class="q-shell"${view.mode === 'default' ? '' : ` data-mode="${view.mode}"`}>` +
    `<nav class="q-sidebar" id="q-sidebar" aria-label="Documentation">${closeButton}${division.anchors.html}` +
    sidebarHtml(sidebar, view.route) +
    `${parts.sidebarLinks}</nav>` +
    article +
    toc +
    parts.footer.html +
    '</div>' +
    parts.thirdPartyScripts +
    '</body></html>'
  );
}

/** The full HTML document of one page: the site's shell around the page's rendered body. */
export function renderDocument(input: DocumentInput): string {
  const { site, page, body } = input;
  return renderPage(
    site,
    {
      route: page.route,
      title: body.frontmatter.title ?? page.title,
      description: plainDescription(body.frontmatter.description ?? page.description),
      version: page.version,
      // A hand-written `api:` page's playground opens its body; an operation's page has its own.
      html: (page.source.operation ? '' : pagePlayground(body.frontmatter, site.config)) + body.html,
      toc: body.toc,
      mode: pageMode(body.frontmatter.mode),
      endpoint: endpointOf(body.frontmatter, site.config),
      sourcePath: page.sourcePath,
      frontmatter: body.frontmatter,
      asksRating: true,
      hasMath: body.hasMath,
      searchable: isSearchable(site, page.inNavigation),
      hasTwin: true,
    },
    input.assets,
    input.siteUrl,
    input.headExtra,
    input.stylesheet,
  );
}

/** The 404 page: the same shell, a short explanation and a way home. */
export function render404(site: Site, assets: DocumentAssets): string {
  return renderPage(
    site,
    {
      route: '/404',
      title: 'Page not found',
      description: 'The page you are looking for does not exist or has moved.',
      html: renderToString(
        <p class="q-not-found">
          Check the address, use the navigation, or <a href="/">go to the home page</a>.
        </p>,
      ),
      toc: [],
      mode: 'wide',
    },
    assets,
  );
}
