import type { NavigationInput } from '@/lib/schema/navigation';
import { routes } from '@/lib/routes';

/**
 * The site's menus: English paths (each edition maps them into its own) and English words (other
 * languages: content/navigation.<lang>.ts, by menu and link id).
 */
export const navigationContent = {
  /**
   * The navbar: every link of the original site in its wording, its three expedition links grouped
   * with the archive's own pages under "Expeditions" (a menu on wide screens, a section of the
   * phone menu).
   */
  mainNavigation: [
    { id: 'home', label: 'Home', href: routes.home },
    { id: 'about', label: 'About', href: routes.about },
    {
      id: 'expedition-archive',
      label: 'Expeditions',
      links: [
        { id: 'expedition-report', label: 'Expedition Report', href: routes.expeditionReport, alsoCurrentOn: 'reports' },
        { id: 'short-note', label: 'Expedition Short Note', href: routes.shortNote },
        { id: 'expeditions', label: 'MAK organises following Expeditions', href: routes.expeditions },
        { id: 'peaks', label: 'Peaks', href: routes.peaks },
        { id: 'people', label: 'People', href: routes.member },
        { id: 'statistics', label: 'Statistics', href: routes.statistics },
        { id: 'years', label: 'Years', href: routes.years },
        { id: 'summits', label: 'Summit claims', href: routes.summits },
        { id: 'open-data', label: 'Open data', href: `${routes.records}#open-data` },
      ],
    },
    { id: 'gallery', label: 'Gallery', href: routes.gallery },
    { id: 'contact', label: 'Contact Us', href: routes.contact },
  ],

  footerQuickLinks: [
    { id: 'about', label: 'About the club', href: routes.about },
    { id: 'upcoming-events', label: 'Upcoming events', href: routes.upcomingEvents },
    { id: 'gallery', label: 'Gallery', href: routes.gallery },
    { id: 'members', label: 'Members', href: routes.member },
    { id: 'contact', label: 'Contact us', href: routes.contact },
  ],

  /** `{first}` and `{last}`: the years of the first and last expedition the records hold, filled in by each edition (lib/edition/build.ts). */
  footerRecordLinks: [
    { id: 'expeditions', label: 'Expeditions {first}–{last}', href: routes.expeditions },
    { id: 'short-notes', label: 'Expedition short notes', href: routes.shortNote },
    { id: 'reports', label: 'Expedition reports', href: routes.expeditionReport },
    { id: 'peaks', label: 'Peaks', href: routes.peaks },
    { id: 'records', label: 'About these records', href: routes.records },
    { id: 'statistics', label: 'Statistics', href: routes.statistics },
  ],

  footerLegalLinks: [
    { id: 'terms', label: 'Terms & Conditions', href: routes.terms },
    { id: 'privacy', label: 'Privacy Policy', href: routes.privacy },
    { id: 'refund', label: 'Refund Policy', href: routes.refund },
    { id: 'accessibility', label: 'Accessibility statement', href: routes.accessibility },
  ],

  /** Where the not-found page sends a lost visitor. */
  notFoundSuggestions: [
    { id: 'home', label: 'Home', href: routes.home, description: 'The club, its courses and upcoming events.' },
    { id: 'expeditions', label: 'Expeditions {first}–{last}', href: routes.expeditions, description: 'Every expedition in one table.' },
    { id: 'short-notes', label: 'Expedition short notes', href: routes.shortNote, description: 'Teams, camps and summits, year by year.' },
    { id: 'reports', label: 'Expedition reports', href: routes.expeditionReport, description: 'A page and a PDF for each expedition.' },
    { id: 'gallery', label: 'Gallery', href: routes.gallery, description: 'The gallery of pictures, with a search by title.' },
    { id: 'contact', label: 'Contact us', href: routes.contact, description: 'How to reach the club, and a message form.' },
  ],
} satisfies NavigationInput;
