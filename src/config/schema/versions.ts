import { z } from 'zod';
import { linkUrlSchema } from './primitives.js';

/** A version as an object: its name, and optionally an outside link, the default mark and a locale. */
const versionObjectSchema = z
  .strictObject({
    /** The version's name in the dropdown and in `version` keys. */
    name: z.string().describe('The name of the version, as `version` keys name it.'),
    /** Makes the version an outside link in the dropdown. */
    url: linkUrlSchema('Makes the version an outside link: the dropdown goes to this address.').optional(),
    /** The version readers start in; at most one. */
    default: z.literal(true).optional().describe('Marks the version readers start in; at most one may.'),
    /** The language of the version's pages. */
    locale: z.string().optional().describe('The language of the version\'s pages, as a language tag: `en`, `fr`, `pt-BR`.'),
  })
  .describe('A version, with an outside link, the default mark or a locale.');

/** Versions for the dropdown: names, or objects with a name. */
export const versionsSchema = z
  .array(z.union([z.string(), versionObjectSchema]))
  .superRefine((versions, ctx) => {
    const defaults = versions.flatMap((version, index) => (typeof version === 'object' && version.default ? [index] : []));
    for (const index of defaults.slice(1)) {
      ctx.addIssue({ code: 'custom', path: [index, 'default'], message: 'only one version may be the default', input: true, params: { hint: 'Keep `"default": true` on one version.' } });
    }
  })
  .describe('Versions for the version dropdown: names, or objects `{ name, url?, default?, locale? }`.');

export type Version = z.output<typeof versionsSchema>[number];

/** The versions' names, in order: what `version` keys name and the dropdown lists. */
export function versionNames(versions: readonly Version[] | undefined): string[] {
  return (versions ?? []).map((version) => (typeof version === 'string' ? version : version.name));
}

/** The version readers start in: the one marked `default`, else the first. */
export function defaultVersion(versions: readonly Version[] | undefined): string | undefined {
  const marked = versions?.find((version) => typeof version === 'object' && version.default);
  return marked ? (marked as { name: string }).name : versionNames(versions)[0];
}

/** The object form of a version by name (undefined for a version written as a plain name). */
export function versionDetails(versions: readonly Version[] | undefined, name: string | undefined): Exclude<Version, string> | undefined {
  const found = versions?.find((version) => typeof version === 'object' && version.name === name);
  return typeof found === 'object' ? found : undefined;
}
