import { z } from 'zod';

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

const accountUrl = z.string().describe('URL of the account.');

/** Social accounts shown in the footer, keyed by platform. */
export const footerSocialsSchema = z
  .strictObject(
    Object.fromEntries([...FOOTER_SOCIAL_KEYS, ...LEGACY_FOOTER_SOCIAL_KEYS].map((key) => [key, accountUrl.optional()])) as Record<
      (typeof FOOTER_SOCIAL_KEYS)[number] | (typeof LEGACY_FOOTER_SOCIAL_KEYS)[number],
      z.ZodOptional<typeof accountUrl>
    >,
  )
  .describe(`Social accounts shown in the footer: platform name → account URL. Platforms: ${FOOTER_SOCIAL_KEYS.join(', ')} (and the legacy ${LEGACY_FOOTER_SOCIAL_KEYS.join(', ')}).`);

export type FooterSocials = z.output<typeof footerSocialsSchema>;
