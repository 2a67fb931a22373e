import { roomRoute } from '@/app/_pages/routeFactory';
import { memberRoom } from '@/app/_pages/member/MemberPage';

const route = roomRoute('en', memberRoom);
export const generateMetadata = route.generateMetadata;
export default route.Page;
