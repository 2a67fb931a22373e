// STUB (bn-pages): replaced by the translation at merge. This file holds both the words (content/en/about.ts)
// and the record twin (content/about.ts): both English files map to content/bn/about.ts.
export { aboutWords } from '@/content/en/about';
export { aboutContent } from '@/content/about';
