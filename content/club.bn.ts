import type { ClubOverlay } from '@/lib/schema/club';

/**
 * The club's details in Bengali: only the words (content/club.ts holds every fact: phone numbers,
 * e-mail, PIN, dates, placeholder flags, and the office bearers' roles, which pages word through the
 * glossary's terms). Names of people and places come from content/glossary.ts.
 */
export const clubBn: ClubOverlay = {
  name: 'মাউন্টেনিয়ার্স অ্যাসোসিয়েশন অফ কৃষ্ণনগর',
  /** As the Bengali press writes the club (News18 Bangla, khaboronline): ‘ম্যাক’. */
  shortName: 'ম্যাক',
  tagline: 'অজানাকে জানার সাহস',
  registration: { statement: 'একটি নিবন্ধিত সমিতি' },
  affiliation: { statement: 'একটি জাতীয় পর্বতারোহণ ফাউন্ডেশনের অধিভুক্ত' },
  phones: { 'phone-1': { label: 'ফোন ১' }, 'phone-2': { label: 'ফোন ২' }, 'phone-3': { label: 'ফোন ৩' } },
  helpLine: { label: 'হেল্পলাইন' },
};
