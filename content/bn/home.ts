// STUB (bn-pages): replaced by the translation at merge. This file holds both the words (content/en/home.ts)
// and the record twin (content/home.ts): both English files map to content/bn/home.ts.
export { homeWords } from '@/content/en/home';
export { homeContent } from '@/content/home';
