import '../globals.css';
import { layoutRoute } from '@/app/_pages/routeFactory';

const layout = layoutRoute('en');
export const metadata = layout.metadata;
export const viewport = layout.viewport;
export default layout.Layout;
