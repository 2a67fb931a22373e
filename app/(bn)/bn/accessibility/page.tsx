import { roomRoute } from '@/app/_pages/routeFactory';
import { accessibilityRoom } from '@/app/_pages/accessibility/AccessibilityPage';

const route = roomRoute('bn', accessibilityRoom);
export const generateMetadata = route.generateMetadata;
export default route.Page;
