export { commonWords } from '@/content/en/common'; // STUB (bn-pages): replaced by the translation at merge
