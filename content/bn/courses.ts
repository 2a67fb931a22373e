export { courseEntries } from '@/content/courses'; // STUB (bn-pages): replaced by the translation at merge
