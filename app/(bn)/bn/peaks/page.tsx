import { roomRoute } from '@/app/_pages/routeFactory';
import { peaksRoom } from '@/app/_pages/peaks/PeaksPage';

const route = roomRoute('bn', peaksRoom);
export const generateMetadata = route.generateMetadata;
export default route.Page;
