import { UpcomingCoursePage, upcomingCourseMetadata } from '@/app/_pages/upcomingCourse/UpcomingCoursePage';

export function generateMetadata() {
  return upcomingCourseMetadata('en');
}

export default function Page() {
  return <UpcomingCoursePage lang="en" />;
}
