export { carouselWords } from '@/content/en/carousel'; // STUB (bn-pages): replaced by the translation at merge
