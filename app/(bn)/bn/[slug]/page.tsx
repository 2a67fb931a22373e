import { slugRoomRoute } from '@/app/_pages/routeFactory';
import { reportRoom, reportStaticParams } from '@/app/_pages/report/ReportPage';

// One page per report slug, old spellings included; any other path is the 404 page.
export const dynamicParams = false;

export const generateStaticParams = reportStaticParams;

const route = slugRoomRoute('bn', reportRoom);
export const generateMetadata = route.generateMetadata;
export default route.Page;
