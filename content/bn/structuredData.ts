export { structuredDataWords } from '@/content/en/structuredData'; // STUB (bn-pages): replaced by the translation at merge
