import { roomRoute } from '@/app/_pages/routeFactory';
import { reportListRoom } from '@/app/_pages/reportList/ReportListPage';

const route = roomRoute('en', reportListRoom);
export const generateMetadata = route.generateMetadata;
export default route.Page;
