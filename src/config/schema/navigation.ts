import { z } from 'zod';
import { iconTypeSchema, type IconType } from './primitives.js';

/** A sidebar group: a name and its pages, which may themselves be groups. */
export interface NavigationGroup {
  /** Group name shown in the sidebar. */
  group: string;
  /** Page paths (relative, without extension) and nested groups, in order. */
  pages: NavigationEntry[];
  /** Icon name shown beside the group. */
  icon?: string;
  /** Style of the icon. */
  iconType?: IconType;
  /** Shows the group only when this docs version is selected. */
  version?: string;
  /** Legacy: the group is public on a site behind authentication. */
  public?: boolean;
}

/** A page path (`guides/setup`) or a nested group. */
export type NavigationEntry = string | NavigationGroup;

/** A page: the path of a markdown file relative to the site folder, without extension. */
export const pagePathSchema = z
  .string()
  .describe('Path of a markdown page relative to the site folder, without extension: `guides/setup`.');

// A getter makes the recursion lazy: a group's pages may hold groups.
export const navigationGroupSchema: z.ZodType<NavigationGroup> = z
  .strictObject({
    /** Group name shown in the sidebar. */
    group: z.string().describe('Group name shown in the sidebar.'),
    /** Pages and nested groups, in order. */
    get pages() {
      return z.array(navigationEntrySchema).describe('Pages (paths without extension) and nested groups, in order.');
    },
    /** Icon name shown beside the group. */
    icon: z.string().optional().describe('Icon name shown beside the group.'),
    /** Style of the icon. */
    iconType: iconTypeSchema.optional(),
    /** Shows the group only when this docs version is selected. */
    version: z.string().optional().describe('Shows the group only when this docs version is selected.'),
    /** Legacy Mintlify key: public on a site behind authentication; every Quire site is public. */
    public: z.boolean().optional().describe('Legacy: public on a site behind authentication. Accepted; every Quire site is public.'),
  })
  .meta({ id: 'NavigationGroup', description: 'A group of pages in the sidebar; groups may nest inside `pages`.' });

export const navigationEntrySchema: z.ZodType<NavigationEntry> = z
  .union([pagePathSchema, navigationGroupSchema])
  .meta({ id: 'NavigationEntry', description: 'A page path or a nested group.' });

/** The sidebar: top-level groups with their pages. */
export const navigationSchema = z.array(navigationGroupSchema).describe('Groups with their pages.');
