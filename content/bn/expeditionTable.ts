export { expeditionTableWords } from '@/content/en/expeditionTable'; // STUB (bn-pages): replaced by the translation at merge
