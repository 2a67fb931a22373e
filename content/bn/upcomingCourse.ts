import type { upcomingCourseWords as englishUpcomingCourseWords } from '@/content/en/upcomingCourse';

/** Bengali words of the courses page, /bn/UpcomingCourse/ (twin of content/en/upcomingCourse.ts). */
export const upcomingCourseWords: typeof englishUpcomingCourseWords = {
  title: 'কোর্স ও আবেদনপত্র',
  heading: 'আসন্ন অনুষ্ঠান',
  description: 'মাউন্টেনিয়ার্স অ্যাসোসিয়েশন অফ কৃষ্ণনগরের ঘোষিত কোর্স ও সেগুলির আবেদনপত্র, আর ক্লাবের অনুষ্ঠান।',
};
