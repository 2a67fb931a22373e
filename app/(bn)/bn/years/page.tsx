import { roomRoute } from '@/app/_pages/routeFactory';
import { yearsRoom } from '@/app/_pages/years/YearsPage';

const route = roomRoute('bn', yearsRoom);
export const generateMetadata = route.generateMetadata;
export default route.Page;
