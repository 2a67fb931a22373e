import { GalleryPage, galleryMetadata } from '@/app/_pages/gallery/GalleryPage';

export function generateMetadata() {
  return galleryMetadata('bn');
}

export default function Page() {
  return <GalleryPage lang="bn" />;
}
