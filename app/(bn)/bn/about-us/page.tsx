import { roomRoute } from '@/app/_pages/routeFactory';
import { aboutRoom } from '@/app/_pages/about/AboutPage';

const route = roomRoute('bn', aboutRoom);
export const generateMetadata = route.generateMetadata;
export default route.Page;
