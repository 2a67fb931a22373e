export { mainNavWords } from '@/content/en/mainNav'; // STUB (bn-pages): replaced by the translation at merge
