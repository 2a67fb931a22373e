import { z } from 'zod';
import { entryIdSchema, text, type Overlay } from './text';

/** A link of a menu: a path on the English site (each edition maps it into its own), with its words. */
const navLinkSchema = z.object({
  /** Stable key of the link within its menu (`home`), by which other languages translate it. */
  id: entryIdSchema,
  label: text(),
  href: z.string().regex(/^\/[^\s]*$/, { message: 'must be a path on this site starting with /' }),
  /** What the page offers, where the menu says it (the not-found page's suggestions). */
  description: text().optional(),
  /**
   * Pages beyond its own address the link stands for in the navbar, where it is marked as the
   * current section: `reports`, every expedition's report page (`/Everest-2010/`), which sit at the
   * root. (A link's deeper pages, `/peaks/everest/` under `/peaks/`, need no mark: the address says it.)
   */
  alsoCurrentOn: z.literal('reports').optional(),
});

/**
 * An entry of the navbar: a link, or a group of links under one label (`links` instead of `href`),
 * which wide screens show as a menu of its own and the phone menu as a section with its heading.
 */
const navEntrySchema = z
  .object({
    ...navLinkSchema.shape,
    href: navLinkSchema.shape.href.optional(),
    links: z.array(navLinkSchema).min(1).optional(),
  })
  .refine((entry) => (entry.href === undefined) !== (entry.links === undefined), { message: 'must have either an href (a link) or links (a group), not both' });

export const navigationSchema = z.object({
  /** The navbar: the original site's links in its wording, some of them grouped. */
  mainNavigation: z.array(navEntrySchema).min(1),
  footerQuickLinks: z.array(navLinkSchema).min(1),
  footerRecordLinks: z.array(navLinkSchema).min(1),
  footerLegalLinks: z.array(navLinkSchema).min(1),
  /** Where the not-found page sends a lost visitor. */
  notFoundSuggestions: z.array(navLinkSchema).min(1),
});

export type NavEntry = z.output<typeof navEntrySchema>;
export type Navigation = z.output<typeof navigationSchema>;
export type NavigationInput = z.input<typeof navigationSchema>;
/** Another language's words for the menus, by menu and link id (content/navigation.<lang>.ts). */
export type NavigationOverlay = Overlay<typeof navigationSchema>;
