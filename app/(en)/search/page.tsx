import { roomRoute } from '@/app/_pages/routeFactory';
import { searchRoom } from '@/app/_pages/search/SearchPage';

const route = roomRoute('en', searchRoom);
export const generateMetadata = route.generateMetadata;
export default route.Page;
