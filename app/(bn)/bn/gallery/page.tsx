import { roomRoute } from '@/app/_pages/routeFactory';
import { galleryRoom } from '@/app/_pages/gallery/GalleryPage';

const route = roomRoute('bn', galleryRoom);
export const generateMetadata = route.generateMetadata;
export default route.Page;
