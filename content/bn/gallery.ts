export { galleryWords } from '@/content/en/gallery'; // STUB (bn-pages): replaced by the translation at merge
