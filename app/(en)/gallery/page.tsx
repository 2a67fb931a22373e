import { roomRoute } from '@/app/_pages/routeFactory';
import { galleryRoom } from '@/app/_pages/gallery/GalleryPage';

const route = roomRoute('en', galleryRoom);
export const generateMetadata = route.generateMetadata;
export default route.Page;
