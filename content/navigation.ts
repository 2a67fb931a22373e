import { routes } from '@/lib/routes';

/** The navbar, in the original site's order and wording. */
export const mainNavigation = [
  { label: 'Home', href: routes.home },
  { label: 'About', href: routes.about },
  { label: 'Expedition Report', href: routes.expeditionReport },
  { label: 'Gallery', href: routes.gallery },
  { label: 'Expedition Short Note', href: routes.shortNote },
  { label: 'MAK organises following Expeditions', href: routes.expeditions },
  { label: 'Contact Us', href: routes.contact },
] as const;

export const footerQuickLinks = [
  { label: 'About the club', href: routes.about },
  { label: 'Upcoming events', href: routes.upcomingEvents },
  { label: 'Gallery', href: routes.gallery },
  { label: 'Members', href: routes.member },
  { label: 'Contact us', href: routes.contact },
] as const;

export const footerRecordLinks = [
  { label: 'Expeditions 1987–2024', href: routes.expeditions },
  { label: 'Expedition short notes', href: routes.shortNote },
  { label: 'Expedition reports', href: routes.expeditionReport },
  { label: 'About these records', href: routes.records },
] as const;

export const footerLegalLinks = [
  { label: 'Terms & Conditions', href: routes.terms },
  { label: 'Privacy Policy', href: routes.privacy },
  { label: 'Refund Policy', href: routes.refund },
] as const;

/** Where the not-found page sends a lost visitor. */
export const notFoundSuggestions = [
  { label: 'Home', href: routes.home, description: 'The club, its courses and upcoming events.' },
  { label: 'Expeditions 1987–2024', href: routes.expeditions, description: 'Every expedition in one table.' },
  { label: 'Expedition short notes', href: routes.shortNote, description: 'Teams, camps and summits, year by year.' },
  { label: 'Expedition reports', href: routes.expeditionReport, description: 'A page and a PDF for each expedition.' },
  { label: 'Gallery', href: routes.gallery, description: 'The gallery of pictures, with a search by title.' },
  { label: 'Contact us', href: routes.contact, description: 'How to reach the club, and a message form.' },
] as const;
