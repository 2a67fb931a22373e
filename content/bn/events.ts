// STUB (bn-pages): replaced by the translation at merge. This file holds both the words (content/en/events.ts)
// and the record twin (content/events.ts): both English files map to content/bn/events.ts.
export { eventsWords } from '@/content/en/events';
export { eventEntries } from '@/content/events';
