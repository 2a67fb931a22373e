export { mainNavigation, footerQuickLinks, footerRecordLinks, footerLegalLinks, notFoundSuggestions } from '@/content/navigation'; // STUB (bn-pages): replaced by the translation at merge
