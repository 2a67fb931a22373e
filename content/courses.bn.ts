import type { CourseInput } from '@/lib/schema/course';

/**
 * Bengali twin of content/courses.ts. The application forms stay the English PDFs (pdf-lib cannot
 * shape Bengali script), so `formHref` is the English form's address; the words here are shown on
 * the Bengali pages only.
 */
export const courseEntries = [
  {
    slug: 'adventure-course-7',
    number: 7,
    ordinalLabel: '৭ম',
    name: 'অ্যাডভেঞ্চার কোর্স',
    venue: 'সিরকাবাদ',
    district: 'পুরুলিয়া',
    announced: '2025-07',
    description: 'ক্লাবের আয়োজিত সপ্তম অ্যাডভেঞ্চার কোর্স, পুরুলিয়া জেলার সিরকাবাদে।',
    formHref: '/forms/adventure-course-7.pdf',
    formUpdated: '2026-11-21',
  },
  {
    slug: 'rock-climbing-course-40',
    number: 40,
    ordinalLabel: '৪০তম',
    name: 'রক ক্লাইম্বিং কোর্স',
    venue: 'শুশুনিয়া পাহাড়',
    district: 'বাঁকুড়া',
    announced: '2025-07',
    description:
      'বাঁকুড়া জেলার শুশুনিয়া পাহাড়ে ক্লাবের পাঁচ দিনের রক ক্লাইম্বিং কোর্সের চল্লিশতম পর্ব; অন্তত ১৯৮৭ সাল থেকে ক্লাব এই কোর্স চালিয়ে আসছে।',
    formHref: '/forms/rock-climbing-course-40.pdf',
    formUpdated: '2026-11-21',
  },
] satisfies CourseInput[];
