export { errorsWords } from '@/content/en/errors'; // STUB (bn-pages): replaced by the translation at merge
