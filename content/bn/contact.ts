export { contactWords } from '@/content/en/contact'; // STUB (bn-pages): replaced by the translation at merge
