export { clubContent } from '@/content/club'; // STUB (bn-pages): replaced by the translation at merge
