import { z } from 'zod';
import { analyticsSchema, integrationsSchema } from './analytics.js';
import { footerSocialsSchema } from './footer.js';
import { linkUrlSchema } from './primitives.js';

// Keys that real legacy mint.json files carry beyond SPEC.md. They are accepted so such files
// load unchanged; those Quire does not act on are listed in UNUSED_KEYS and draw a warning.

/** A permanent or temporary redirect from an old path to a new one. */
export const redirectSchema = z
  .strictObject({
    /** Path that redirects: `/old/page`. */
    source: z.string().describe('Path that redirects: `/old/page`.'),
    /** Where it goes: `/new/page`. */
    destination: z.string().describe('Where the redirect goes: `/new/page`.'),
    /** Permanent (301/308) rather than temporary. */
    permanent: z.boolean().optional().describe('True for a permanent redirect.'),
  })
  .describe('A redirect.');

/** Name of the implicit first tab, which holds every page no other tab claims. */
export const primaryTabSchema = z
  .strictObject({
    /** Label of the primary tab. */
    name: z.string().describe('Label of the primary tab.'),
    /** Hides the primary tab in the tab bar except on its own pages. */
    isDefaultHidden: z.boolean().optional().describe('Hides the primary tab in the tab bar, except on its own pages.'),
  })
  .describe('Overrides the name of the implicit first tab.');

/** One font: a family, with the file to load it from when it is not a system or Google font. */
const fontSchema = z
  .strictObject({
    family: z.string().describe('Font family name.'),
    weight: z.number().optional().describe('Font weight.'),
    url: linkUrlSchema('Where the font file is; needs `format`.').optional(),
    format: z.enum(['woff', 'woff2']).optional().describe('Format of the file at `url`.'),
  })
  .superRefine((font, ctx) => {
    if (font.url !== undefined && font.format === undefined) {
      ctx.addIssue({ code: 'custom', path: ['format'], message: 'missing: a font with a `url` needs its `format`', input: undefined, params: { rule: 'config/missing-key', hint: 'Add `"format": "woff2"` (or `"woff"`).' } });
    }
  });

/** Footer links: one to four columns of titled links. */
const footerLinksSchema = z
  .array(
    z.strictObject({
      title: z.string().optional().describe('Column title.'),
      links: z.array(z.strictObject({ label: z.string().describe('Link text.'), url: linkUrlSchema('Link target.') })).describe('The column\'s links.'),
    }),
  )
  .min(1)
  .max(4)
  .describe('One to four columns of titled links.');

/** Legacy top-level keys, all optional. */
export const legacyShape = {
  /** Redirects from old paths to new ones. */
  redirects: z.array(redirectSchema).optional().describe('Redirects from old paths to new ones.'),
  /** Name of the implicit first tab. */
  primaryTab: primaryTabSchema.optional(),
  /** Analytics providers and their settings: each configured one loads on every page. */
  analytics: analyticsSchema.optional(),
  /** The site's look. */
  theme: z.enum(['venus', 'quill', 'prism']).optional().describe('The site\'s look: `venus` (soft and rounded), `quill` (editorial, serif headings) or `prism` (bold, accent-filled).'),
  /** Code block display settings. */
  codeBlock: z
    .strictObject({ mode: z.enum(['auto', 'dark']).optional().describe('`dark`: code blocks stay dark in light mode.') })
    .optional()
    .describe('Code block settings: `mode: dark` keeps code blocks dark in light mode.'),
  /** Search engine settings. */
  seo: z
    .strictObject({ indexHiddenPages: z.boolean().optional().describe('List pages outside navigation in the sitemap and search.') })
    .optional()
    .describe('Search engine settings: `indexHiddenPages` lists pages outside navigation in the sitemap.'),
  /** Extra `<meta>` tags on every page: name → content. */
  metadata: z.record(z.string(), z.string()).optional().describe('Extra meta tags on every page (name → content); a page\'s own `og:*`, `twitter:*` and `keywords` front matter overrides them.'),
  /** Footer link columns, and socials in the later legacy form (read beneath `footerSocials`). */
  footer: z
    .strictObject({
      socials: footerSocialsSchema.optional(),
      links: footerLinksSchema.optional(),
    })
    .optional()
    .describe('Footer: `links`, one to four columns of titled links shown above the socials; `socials`, read as `footerSocials`.'),
  /** Page background decoration. */
  background: z
    .strictObject({ style: z.enum(['gradient', 'grid', 'windows']).optional().describe('The decoration.') })
    .optional()
    .describe('A decoration behind every page: `gradient`, `grid` or `windows`. `backgroundImage` takes its place when both are set.'),
  /** Search box settings. */
  search: z
    .strictObject({
      prompt: z.string().optional().describe('Placeholder text of the search box.'),
      location: z.enum(['side', 'top']).optional().describe('Where the search box sits. Accepted; Quire\'s is always in the top bar.'),
    })
    .optional()
    .describe('Search settings: `prompt` is the text of the search box before the reader types.'),
  /** The page's "Copy page" menu. */
  contextual: z
    .strictObject({
      options: z
        .array(z.enum(['copy', 'view', 'chatgpt', 'claude', 'perplexity', 'mcp', 'cursor', 'vscode']))
        .describe('The menu\'s entries, in order: `copy` (copy as Markdown), `view` (view as Markdown), `chatgpt`, `claude`. `perplexity`, `mcp`, `cursor` and `vscode` are accepted and not shown.'),
    })
    .optional()
    .describe('The "Copy page" menu above each page: which entries it offers. An empty list hides it.'),
  /** Chat widgets: each configured one loads on every page. */
  integrations: integrationsSchema.optional(),
  /** Hides a "built with" mark; Quire shows none. */
  isWhiteLabeled: z.boolean().optional().describe('Hides any "built with" mark; Quire pages carry none, so every Quire site already is.'),
  /** The frame of the site. */
  layout: z.enum(['topnav', 'sidenav', 'solidSidenav']).optional().describe('The frame: `sidenav` (the default), `solidSidenav` (the sidebar on a panel of its own) or `topnav` (the tabs in the top bar).'),
  /** Sidebar settings. */
  sidebar: z
    .strictObject({ items: z.enum(['container', 'card', 'border', 'undecorated']).optional().describe('How sidebar items are drawn.') })
    .optional()
    .describe('Sidebar settings: `items` draws the current page\'s link as a tinted `container` (the default), a `card`, a `border` line or `undecorated`.'),
  /** Corner style. */
  rounded: z.enum(['default', 'sharp']).optional().describe('Corner style: `sharp` gives square corners.'),
  /** Font settings. */
  font: z
    .union([fontSchema, z.strictObject({ headings: fontSchema.optional().describe('The font of headings.'), body: fontSchema.optional().describe('The font of the text.') })])
    .optional()
    .describe('Fonts: one for the whole site, or `headings` and `body` apart. A `url` (with `format`) is loaded with @font-face; without one the family is used where the reader has it.'),
  /** The top bar's look. */
  topbar: z
    .strictObject({ style: z.enum(['gradient', 'default']).optional().describe('The top bar\'s look.') })
    .optional()
    .describe('The top bar\'s look: `gradient` tints it with the primary colour.'),
  /** What shows above a page title. */
  eyebrow: z
    .strictObject({ display: z.enum(['section', 'breadcrumbs']).optional().describe('The group name, or the breadcrumbs.') })
    .optional()
    .describe('What shows above a page title: `breadcrumbs`, the path of groups to the page (the default), or `section`, its own group.'),
  /** The Mintlify version a file was written for: nothing to act on. */
  mintlify: z.string().optional().describe('Legacy: the Mintlify version the file was written for. Ignored.'),
};

/**
 * Paths of accepted keys Quire does not act on yet: each one present in a config draws a
 * `config/unused-key` warning (`*` stands for every item of an array). Remove an entry once
 * Quire implements the key.
 */
export const UNUSED_KEYS: readonly (readonly string[])[] = [
  ['search', 'location'],
  ['topbarLinks', '*', 'style'],
  ['topbarLinks', '*', 'arrow'],
  ['colors', 'anchors'],
  ['colors', 'ultraLight'],
  ['colors', 'ultraDark'],
];

export type Redirect = z.output<typeof redirectSchema>;
