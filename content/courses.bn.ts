import type { CoursesOverlay } from '@/lib/schema/course';

/**
 * The courses in Bengali, by slug (content/courses.ts). The application forms stay the English PDFs
 * (pdf-lib cannot shape Bengali script); the words here are shown on the Bengali pages only. The
 * district comes from content/glossary.ts, the ordinal from the course number.
 */
export const coursesBn: CoursesOverlay = {
  'adventure-course-7': {
    name: 'অ্যাডভেঞ্চার কোর্স',
    venue: 'সিরকাবাদ',
    description: 'ক্লাবের আয়োজিত সপ্তম অ্যাডভেঞ্চার কোর্স, পুরুলিয়া জেলার সিরকাবাদে।',
  },
  'rock-climbing-course-40': {
    name: 'রক ক্লাইম্বিং কোর্স',
    venue: 'শুশুনিয়া পাহাড়',
    description: 'বাঁকুড়া জেলার শুশুনিয়া পাহাড়ে ক্লাবের পাঁচ দিনের রক ক্লাইম্বিং কোর্সের চল্লিশতম পর্ব; অন্তত ১৯৮৭ সাল থেকে ক্লাব এই কোর্স চালিয়ে আসছে।',
  },
};
