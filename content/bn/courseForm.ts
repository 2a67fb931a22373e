export { courseFormWords } from '@/content/en/courseForm'; // STUB (bn-pages): replaced by the translation at merge
