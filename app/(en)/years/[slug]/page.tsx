import { slugRoomRoute } from '@/app/_pages/routeFactory';
import { yearRoom, yearStaticParams } from '@/app/_pages/year/YearPage';

// One page per year with an expedition or a dated event; any other path is the 404 page.
export const dynamicParams = false;

export const generateStaticParams = yearStaticParams;

const route = slugRoomRoute('en', yearRoom);
export const generateMetadata = route.generateMetadata;
export default route.Page;
