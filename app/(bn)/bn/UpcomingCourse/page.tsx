import { UpcomingCoursePage, upcomingCourseMetadata } from '@/app/_pages/upcomingCourse/UpcomingCoursePage';

export function generateMetadata() {
  return upcomingCourseMetadata('bn');
}

export default function Page() {
  return <UpcomingCoursePage lang="bn" />;
}
