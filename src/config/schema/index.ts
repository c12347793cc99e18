import { z } from 'zod';
import { anchorSchema, topAnchorSchema } from './anchors.js';
import { apiSchema } from './api.js';
import { colorsSchema } from './colors.js';
import { feedbackSchema } from './feedback.js';
import { footerSocialsSchema } from './footer.js';
import { legacyShape } from './legacy.js';
import { logoSchema } from './logo.js';
import { modeToggleSchema } from './mode.js';
import { navigationSchema } from './navigation.js';
import { tabSchema } from './tabs.js';
import { imageUrlSchema, openapiFilesSchema } from './primitives.js';
import { topbarCtaButtonSchema, topbarLinkSchema } from './topbar.js';
import { versionsSchema } from './versions.js';

/** The whole docs.json (legacy mint.json format). */
export const docsConfigSchema = z
  .strictObject({
    /** JSON Schema of the file, for editors. */
    $schema: z.string().optional().describe('URL or path of the JSON Schema of this file, for editor completion.'),
    /** Project name; the global title. */
    name: z.string().describe('Project name; used for the global title.'),
    /** The sidebar: groups with their pages. */
    navigation: navigationSchema,
    /** One logo, or a light and a dark one. */
    logo: logoSchema.optional(),
    /** Path of the favicon. */
    favicon: imageUrlSchema('Path to the favicon image.').optional(),
    /** Theme colors. */
    colors: colorsSchema.optional(),
    /** Links in the top bar. */
    topbarLinks: z.array(topbarLinkSchema).optional().describe('Links in the top bar.'),
    /** Call-to-action button in the top bar. */
    topbarCtaButton: topbarCtaButtonSchema.optional(),
    /** Version names, for a version dropdown. */
    versions: versionsSchema.optional(),
    /** Anchors listed above the sidebar. */
    anchors: z.array(anchorSchema).optional().describe('Anchors.'),
    /** The top-most anchor; always present, defaults applied. */
    topAnchor: topAnchorSchema.prefault({}),
    /** Navigational tabs. */
    tabs: z.array(tabSchema).optional().describe('Navigational tabs.'),
    /** API reference settings; always present, defaults applied. */
    api: apiSchema.prefault({}),
    /** OpenAPI file(s): URLs or relative paths. */
    openapi: openapiFilesSchema.optional(),
    /** Social accounts in the footer. */
    footerSocials: footerSocialsSchema.optional(),
    /** Feedback buttons; always present, defaults applied. */
    feedback: feedbackSchema.prefault({}),
    /** The dark/light mode toggle; always present, defaults applied. */
    modeToggle: modeToggleSchema.prefault({}),
    /** Image behind every page. */
    backgroundImage: imageUrlSchema('Image displayed behind every page.').optional(),
    ...legacyShape,
  })
  .meta({
    title: 'Quire docs.json',
    description: 'Configuration of a Quire documentation site (the legacy Mintlify mint.json format).',
  });

/** The loaded configuration: fully typed, defaults applied. */
export type Config = z.output<typeof docsConfigSchema>;
/** The configuration as written in docs.json. */
export type ConfigInput = z.input<typeof docsConfigSchema>;

export type { NavigationEntry, NavigationGroup } from './navigation.js';
export type { Anchor, TopAnchor } from './anchors.js';
export type { Tab } from './tabs.js';
export type { Colors, Gradient } from './colors.js';
export type { Logo } from './logo.js';
export type { Api } from './api.js';
export type { TopbarLink, TopbarCtaButton } from './topbar.js';
export type { FooterSocials } from './footer.js';
export type { Feedback } from './feedback.js';
export type { ModeToggle } from './mode.js';
export type { Version } from './versions.js';
export { defaultVersion, versionDetails, versionNames } from './versions.js';
export type { Redirect } from './legacy.js';
export type { Analytics, AnalyticsProvider, Integrations } from './analytics.js';
export type { IconType } from './primitives.js';
export { ICON_TYPES } from './primitives.js';

/** The footer's social accounts: `footerSocials`, and the later legacy `footer.socials` beneath it. */
export function socialAccounts(config: Config): FooterSocialsOutput {
  return { ...config.footer?.socials, ...config.footerSocials };
}
type FooterSocialsOutput = NonNullable<Config['footerSocials']>;
