import { roomRoute } from '@/app/_pages/routeFactory';
import { expeditionsRoom } from '@/app/_pages/expeditions/ExpeditionsPage';

const route = roomRoute('bn', expeditionsRoom);
export const generateMetadata = route.generateMetadata;
export default route.Page;
