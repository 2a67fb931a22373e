import { roomRoute } from '@/app/_pages/routeFactory';
import { shortNoteRoom } from '@/app/_pages/shortNote/ShortNotePage';

const route = roomRoute('bn', shortNoteRoom);
export const generateMetadata = route.generateMetadata;
export default route.Page;
