import { GalleryPage, galleryMetadata } from '@/app/_pages/gallery/GalleryPage';

export function generateMetadata() {
  return galleryMetadata('en');
}

export default function Page() {
  return <GalleryPage lang="en" />;
}
