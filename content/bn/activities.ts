export { activityEntries } from '@/content/activities'; // STUB (bn-pages): replaced by the translation at merge
