export { pagesWords } from '@/content/en/pages'; // STUB (bn-pages): replaced by the translation at merge
