import { roomRoute } from '@/app/_pages/routeFactory';
import { accessibilityRoom } from '@/app/_pages/accessibility/AccessibilityPage';

const route = roomRoute('en', accessibilityRoom);
export const generateMetadata = route.generateMetadata;
export default route.Page;
