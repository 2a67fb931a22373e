import type { eventsWords as englishEventsWords } from '@/content/en/events';
import { locative } from '@/lib/i18n/bengaliCase';
import { digitsIn } from '@/lib/i18n/format';

const d = (value: number | string) => digitsIn('bn', value);

/**
 * Bengali words of the events and courses (twin of content/en/events.ts). The application forms
 * (PDF) are made in Bengali too (lib/pdf/courseApplicationPdf.ts); the calendar (.ics) files stay
 * English, and the words that name them say so.
 */
export const eventsWords: typeof englishEventsWords = {
  kind: { course: 'কোর্স', trek: 'ট্রেক', 'press-conference': 'সাংবাদিক সম্মেলন' },
  upcomingHeading: 'সামনে যা আছে',
  noUpcoming: 'এই মুহূর্তে এই সাইটে তারিখ-সহ কোনও অনুষ্ঠানের ঘোষণা নেই।',
  announcedHeading: 'ঘোষিত কোর্স',
  announcedIntro: 'ক্লাব তার আদি ওয়েবসাইটে এই কোর্সগুলির ঘোষণা করেছিল, কোনও তারিখ ছাড়াই। এগুলির পরবর্তী কোনও খবর এই সাইটের কাছে নেই, তাই এগুলিকে আসন্ন বলে দেখানো হয়নি।',
  yearLink: (year: number) => `${locative(d(year))} ক্লাব`,
  pastHeading: 'আগের অনুষ্ঠান',
  /** On each past event's card, beside its kind. */
  pastBadge: 'আগের অনুষ্ঠান',
  datesUnknown: 'তারিখ আমাদের জানা নেই',
  /** When an announcement was made, from the month of the source it comes from. */
  announcedIn: (monthYear: string) => `${locative(monthYear)} ক্লাবের আদি ওয়েবসাইটে ঘোষিত`,
  downloadForm: 'ফর্ম ডাউনলোড করুন',
  downloadFormFor: (title: string) => `(${title}, PDF)`,
  addToCalendar: 'ক্যালেন্ডারে যোগ করুন',
  addToCalendarFor: (title: string) => `: ${title} (.ics ফাইল, ইংরেজিতে)`,
  aboutExpedition: 'অভিযানের বিবরণ',
  courseForms: {
    heading: 'কোর্সের আবেদনপত্র',
    intro: 'ফর্মটি ডাউনলোড করুন, স্ক্রিনে বা হাতে পূরণ করুন, তারপর ক্লাবে পাঠিয়ে দিন। প্রতিটি ফর্মই পূরণযোগ্য PDF।',
    itemHeading: (courseTitle: string) => `আবেদনপত্র: ${courseTitle}`,
  },
};
