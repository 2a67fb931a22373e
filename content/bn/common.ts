import type { commonWords as englishCommonWords } from '@/content/en/common';

/** Bengali words every page shares: the skip link, breadcrumbs (twin of content/en/common.ts). */
export const commonWords: typeof englishCommonWords = {
  skipToContent: 'মূল বিষয়বস্তুতে চলে যান',
  opensInNewTab: '(নতুন ট্যাবে খুলবে)',
  breadcrumbLabel: 'পাতার পথনির্দেশ',
};
