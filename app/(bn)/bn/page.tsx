import { roomRoute } from '@/app/_pages/routeFactory';
import { homeRoom } from '@/app/_pages/home/HomePage';

const route = roomRoute('bn', homeRoom);
export const generateMetadata = route.generateMetadata;
export default route.Page;
