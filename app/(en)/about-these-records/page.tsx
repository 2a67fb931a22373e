import { roomRoute } from '@/app/_pages/routeFactory';
import { recordsRoom } from '@/app/_pages/records/RecordsPage';

const route = roomRoute('en', recordsRoom);
export const generateMetadata = route.generateMetadata;
export default route.Page;
