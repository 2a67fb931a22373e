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
});

export const navigationSchema = z.object({
  /** The navbar, in the original site's order and wording. */
  mainNavigation: z.array(navLinkSchema).min(1),
  footerQuickLinks: z.array(navLinkSchema).min(1),
  footerRecordLinks: z.array(navLinkSchema).min(1),
  footerLegalLinks: z.array(navLinkSchema).min(1),
  /** Where the not-found page sends a lost visitor. */
  notFoundSuggestions: z.array(navLinkSchema).min(1),
});

export type NavLink = z.output<typeof navLinkSchema>;
export type Navigation = z.output<typeof navigationSchema>;
export type NavigationInput = z.input<typeof navigationSchema>;
/** Another language's words for the menus, by menu and link id (content/navigation.<lang>.ts). */
export type NavigationOverlay = Overlay<typeof navigationSchema>;
