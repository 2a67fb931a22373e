import { roomRoute } from '@/app/_pages/routeFactory';
import { upcomingEventsRoom } from '@/app/_pages/upcomingEvents/UpcomingEventsPage';

const route = roomRoute('bn', upcomingEventsRoom);
export const generateMetadata = route.generateMetadata;
export default route.Page;
