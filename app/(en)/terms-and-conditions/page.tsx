import { roomRoute } from '@/app/_pages/routeFactory';
import { legalRoom } from '@/app/_pages/legal/LegalPage';

const route = roomRoute('en', legalRoom('terms'));
export const generateMetadata = route.generateMetadata;
export default route.Page;
