import { z } from 'zod';
import { httpAddress } from '../../util/safe-href.js';

/** An id or key a provider gives its customers. */
const id = (description: string) => z.string().min(1).describe(description);

/**
 * Where a provider's script or API lives. It becomes a script's source, so only `http(s)` may
 * pass; a bare host name (`plausible.example.com`, as Mintlify's docs tell users to write it)
 * is read as https.
 */
const address = (description: string, example: string) =>
  z
    .string()
    .superRefine((value, ctx) => {
      if (httpAddress(value) === undefined) {
        ctx.addIssue({ code: 'custom', message: 'only an http(s) address or a host name can load a script', input: value, params: { rule: 'config/invalid-value', hint: `Write the address as \`${example}\`.` } });
      }
    })
    .describe(description);

/** The analytics providers of the legacy format, each with the settings its script needs. */
export const analyticsSchema = z
  .strictObject({
    adobe: z.strictObject({ launchUrl: address('URL of the Adobe Experience Platform (Launch) embed script.', 'https://assets.adobedtm.com/…/launch-….min.js') }).optional().describe('Adobe Analytics, through its Experience Platform (Launch) tags.'),
    amplitude: z.strictObject({ apiKey: id('Amplitude project API key.') }).optional().describe('Amplitude.'),
    clarity: z.strictObject({ projectId: id('Microsoft Clarity project id.') }).optional().describe('Microsoft Clarity.'),
    clearbit: z.strictObject({ publicApiKey: id('Clearbit publishable key (`pk_…`).') }).optional().describe('Clearbit (Breeze Intelligence) tag.'),
    fathom: z.strictObject({ siteId: id('Fathom site id.') }).optional().describe('Fathom Analytics.'),
    ga4: z.strictObject({ measurementId: id('Google Analytics 4 measurement id (`G-…`).') }).optional().describe('Google Analytics 4.'),
    gtm: z.strictObject({ tagId: id('Google Tag Manager container id (`GTM-…`).') }).optional().describe('Google Tag Manager.'),
    heap: z.strictObject({ appId: id('Heap app (environment) id.') }).optional().describe('Heap.'),
    hightouch: z
      .strictObject({
        writeKey: id('Hightouch Events write key.'),
        apiHost: address('Your Hightouch Events API host, when not the default.', 'us-east-1.hightouch-events.com').optional(),
      })
      .optional()
      .describe('Hightouch Events.'),
    hotjar: z
      .strictObject({
        hjid: z.union([z.string().min(1), z.number()]).describe('Hotjar site id.'),
        hjsv: z.union([z.string().min(1), z.number()]).describe('Hotjar snippet version (6).'),
      })
      .optional()
      .describe('Hotjar.'),
    koala: z.strictObject({ publicApiKey: id('Koala public API key.') }).optional().describe('Koala.'),
    logrocket: z.strictObject({ appId: id('LogRocket app id (`org/app`).') }).optional().describe('LogRocket.'),
    mixpanel: z
      .strictObject({
        projectToken: id('Mixpanel project token.'),
        region: z.enum(['us', 'eu', 'in']).optional().describe('Data residency of the project: `us` (the default), `eu` or `in`.'),
      })
      .optional()
      .describe('Mixpanel.'),
    pirsch: z.strictObject({ id: id('Pirsch identification code.') }).optional().describe('Pirsch.'),
    posthog: z
      .strictObject({
        apiKey: id('PostHog project API key (`phc_…`).'),
        apiHost: address('PostHog instance: `https://eu.i.posthog.com`, or your own. Default: `https://us.i.posthog.com`.', 'https://eu.i.posthog.com').optional(),
        sessionRecording: z.boolean().optional().describe('Records sessions. Default: false.'),
      })
      .optional()
      .describe('PostHog.'),
    plausible: z
      .strictObject({
        domain: id('The site\'s domain as registered in Plausible (`docs.example.com`).'),
        server: address('Your self-hosted Plausible server. Default: `plausible.io`.', 'plausible.example.com').optional(),
      })
      .optional()
      .describe('Plausible.'),
    segment: z
      .strictObject({
        key: id('Segment write key.'),
        cdnUrl: address('Where analytics.js is served from, when proxied. Default: `https://cdn.segment.com`.', 'https://cdn.example.com').optional(),
      })
      .optional()
      .describe('Segment.'),
  })
  .describe('Analytics providers: each one configured loads its script on every page, after the content. None loads without configuration.');

export type Analytics = z.output<typeof analyticsSchema>;
export type AnalyticsProvider = keyof Analytics;

/** Chat widgets of the legacy format. */
export const integrationsSchema = z
  .strictObject({
    intercom: id('Intercom app id: loads the Intercom Messenger on every page.').optional(),
    frontchat: id('Front chat id: loads the Front Chat widget on every page.').optional(),
  })
  .describe('Chat widgets: each one configured loads on every page, after the content. None loads without configuration.');

export type Integrations = z.output<typeof integrationsSchema>;
