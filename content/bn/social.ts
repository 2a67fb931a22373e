export { socialWords } from '@/content/en/social'; // STUB (bn-pages): replaced by the translation at merge
