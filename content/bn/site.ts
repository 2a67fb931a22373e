export { siteWords } from '@/content/en/site'; // STUB (bn-pages): replaced by the translation at merge
