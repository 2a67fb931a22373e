import { roomRoute } from '@/app/_pages/routeFactory';
import { contactRoom } from '@/app/_pages/contact/ContactPage';

const route = roomRoute('en', contactRoom);
export const generateMetadata = route.generateMetadata;
export default route.Page;
