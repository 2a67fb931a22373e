import { roomRoute } from '@/app/_pages/routeFactory';
import { statisticsRoom } from '@/app/_pages/statistics/StatisticsPage';

const route = roomRoute('bn', statisticsRoom);
export const generateMetadata = route.generateMetadata;
export default route.Page;
