import { z } from 'zod';

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
  })
  .describe('Overrides the name of the implicit first tab.');

const settings = (description: string) => z.record(z.string(), z.unknown()).describe(description);

/** Legacy top-level keys, all optional. */
export const legacyShape = {
  /** Redirects from old paths to new ones. */
  redirects: z.array(redirectSchema).optional().describe('Redirects from old paths to new ones.'),
  /** Name of the implicit first tab. */
  primaryTab: primaryTabSchema.optional(),
  /** Analytics providers and their settings. Not used by Quire yet. */
  analytics: settings('Legacy: analytics providers and their settings. Accepted; not used yet.').optional(),
  /** Mintlify theme name. Not used by Quire. */
  theme: z.enum(['venus', 'quill', 'prism']).optional().describe('Legacy: Mintlify theme name. Accepted; not used.'),
  /** Code block display settings. Not used by Quire yet. */
  codeBlock: settings('Legacy: code block settings. Accepted; not used yet.').optional(),
  /** Search engine settings. Not used by Quire yet. */
  seo: settings('Legacy: SEO settings. Accepted; not used yet.').optional(),
  /** Extra `<meta>` tags: name → content. Not used by Quire yet. */
  metadata: z.record(z.string(), z.string()).optional().describe('Legacy: extra meta tags (name → content). Accepted; not used yet.'),
  /** Footer links and socials in the later legacy form. Not used by Quire yet. */
  footer: settings('Legacy: footer links and socials. Accepted; not used yet; use `footerSocials`.').optional(),
  /** Page background decoration. Not used by Quire yet. */
  background: settings('Legacy: background decoration. Accepted; not used yet.').optional(),
  /** Search box settings. Not used by Quire yet. */
  search: settings('Legacy: search settings. Accepted; not used yet.').optional(),
  /** Third-party integrations. Not used by Quire yet. */
  integrations: settings('Legacy: third-party integrations. Accepted; not used yet.').optional(),
  /** Hides Mintlify branding. Not used by Quire. */
  isWhiteLabeled: z.boolean().optional().describe('Legacy: hides Mintlify branding. Accepted; not used.'),
  /** Page layout name. Not used by Quire yet. */
  layout: z.string().optional().describe('Legacy: layout name. Accepted; not used yet.'),
  /** Sidebar settings. Not used by Quire yet. */
  sidebar: settings('Legacy: sidebar settings. Accepted; not used yet.').optional(),
  /** Corner rounding. Not used by Quire yet. */
  rounded: z.string().optional().describe('Legacy: corner rounding. Accepted; not used yet.'),
  /** Font settings. Not used by Quire yet. */
  font: settings('Legacy: font settings. Accepted; not used yet.').optional(),
};

/**
 * Paths of accepted keys Quire does not act on yet: each one present in a config draws a
 * `config/unused-key` warning. Remove an entry once Quire implements the key.
 */
export const UNUSED_KEYS: readonly (readonly string[])[] = [
  ['analytics'],
  ['theme'],
  ['codeBlock'],
  ['seo'],
  ['metadata'],
  ['footer'],
  ['background'],
  ['search'],
  ['integrations'],
  ['isWhiteLabeled'],
  ['layout'],
  ['sidebar'],
  ['rounded'],
  ['font'],
  ['feedback', 'thumbsRating'],
  ['colors', 'anchors'],
  ['colors', 'ultraLight'],
  ['colors', 'ultraDark'],
  ['api', 'request'],
  ['api', 'paramFields'],
  ['api', 'playground', 'disableProxy'],
];

export type Redirect = z.output<typeof redirectSchema>;
