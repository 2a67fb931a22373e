export { recordsWords } from '@/content/en/records'; // STUB (bn-pages): replaced by the translation at merge
