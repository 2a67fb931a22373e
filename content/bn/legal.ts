export { legalContent } from '@/content/legal'; // STUB (bn-pages): replaced by the translation at merge
