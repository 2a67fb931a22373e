import { roomRoute } from '@/app/_pages/routeFactory';
import { summitsRoom } from '@/app/_pages/summits/SummitsPage';

const route = roomRoute('bn', summitsRoom);
export const generateMetadata = route.generateMetadata;
export default route.Page;
