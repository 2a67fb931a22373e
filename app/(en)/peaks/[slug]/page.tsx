import { slugRoomRoute } from '@/app/_pages/routeFactory';
import { peakRoom, peakStaticParams } from '@/app/_pages/peak/PeakPage';

// One page per peak of the registry; any other path is the 404 page.
export const dynamicParams = false;

export const generateStaticParams = peakStaticParams;

const route = slugRoomRoute('en', peakRoom);
export const generateMetadata = route.generateMetadata;
export default route.Page;
