export { galleryArt } from '@/content/galleryArt'; // STUB (bn-pages): replaced by the translation at merge
