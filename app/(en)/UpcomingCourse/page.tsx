import { roomRoute } from '@/app/_pages/routeFactory';
import { upcomingCourseRoom } from '@/app/_pages/upcomingCourse/UpcomingCoursePage';

const route = roomRoute('en', upcomingCourseRoom);
export const generateMetadata = route.generateMetadata;
export default route.Page;
