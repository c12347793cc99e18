import { z } from 'zod';
import { linkUrlSchema } from './primitives.js';

/** The platforms SPEC.md names. */
export const FOOTER_SOCIAL_KEYS = ['website', 'facebook', 'x', 'discord', 'slack', 'github', 'linkedin', 'instagram', 'hacker-news'] as const;

/** Further platforms legacy Mintlify files use. */
export const LEGACY_FOOTER_SOCIAL_KEYS = [
  'twitter',
  'youtube',
  'medium',
  'telegram',
  'reddit',
  'bluesky',
  'threads',
  'podcast',
  'tiktok',
  'x-twitter',
  'earth-americas',
] as const;

const accountUrl = linkUrlSchema('URL of the account.');

/** Social accounts shown in the footer, keyed by platform. */
const socialsByPlatformSchema = z
  .strictObject(
    Object.fromEntries([...FOOTER_SOCIAL_KEYS, ...LEGACY_FOOTER_SOCIAL_KEYS].map((key) => [key, accountUrl.optional()])) as Record<
      (typeof FOOTER_SOCIAL_KEYS)[number] | (typeof LEGACY_FOOTER_SOCIAL_KEYS)[number],
      z.ZodOptional<typeof accountUrl>
    >,
  )
  .describe(`Social accounts shown in the footer: platform name → account URL. Platforms: ${FOOTER_SOCIAL_KEYS.join(', ')} (and the legacy ${LEGACY_FOOTER_SOCIAL_KEYS.join(', ')}).`);

const PLATFORMS = [...FOOTER_SOCIAL_KEYS, ...LEGACY_FOOTER_SOCIAL_KEYS] as const;

/** The same accounts as a list, as later legacy files write them. */
const socialsListSchema = z
  .array(
    z.strictObject({
      type: z.enum(PLATFORMS).describe('The platform.'),
      url: accountUrl,
    }),
  )
  .describe('Social accounts shown in the footer, as a list of `{ type, url }`.');

/** Social accounts shown in the footer: an object keyed by platform, or a list; read as the object. */
export const footerSocialsSchema = z
  .union([socialsByPlatformSchema, socialsListSchema])
  .transform((socials): z.output<typeof socialsByPlatformSchema> => (Array.isArray(socials) ? Object.fromEntries(socials.map(({ type, url }) => [type, url])) : socials))
  .describe('Social accounts shown in the footer: platform name → account URL, or a list of `{ type, url }`.');

export type FooterSocials = z.output<typeof footerSocialsSchema>;
