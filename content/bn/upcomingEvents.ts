import type { upcomingEventsWords as englishUpcomingEventsWords } from '@/content/en/upcomingEvents';

/** Bengali words of the events page, /bn/Upcoming-events/ (twin of content/en/upcomingEvents.ts). */
export const upcomingEventsWords: typeof englishUpcomingEventsWords = {
  title: 'আসন্ন অনুষ্ঠান',
  description: 'মাউন্টেনিয়ার্স অ্যাসোসিয়েশন অফ কৃষ্ণনগরের অনুষ্ঠান: তারিখ-সহ অনুষ্ঠান, ক্লাবের ঘোষিত কোর্স, আর আগের অনুষ্ঠান।',
  lead: 'তারিখ-সহ অনুষ্ঠান, ক্লাবের কোর্সের ঘোষণা, আর আগের অনুষ্ঠান।',
};
