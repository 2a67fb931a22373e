export { sourcesContent } from '@/content/sources'; // STUB (bn-pages): replaced by the translation at merge
