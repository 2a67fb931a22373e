import { slugRoomRoute } from '@/app/_pages/routeFactory';
import { personRoom, personStaticParams } from '@/app/_pages/person/PersonPage';

// One page per person of the registry (content/people/); any other id is the 404 page.
export const dynamicParams = false;

export const generateStaticParams = personStaticParams;

const route = slugRoomRoute('en', personRoom);
export const generateMetadata = route.generateMetadata;
export default route.Page;
