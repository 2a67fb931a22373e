import type { NavigationOverlay } from '@/lib/schema/navigation';

/** The menus' words in Bengali, by menu and link id (content/navigation.ts holds the links). */
export const navigationBn: NavigationOverlay = {
  mainNavigation: {
    home: { label: 'মূল পাতা' },
    about: { label: 'পরিচিতি' },
    'expedition-archive': {
      label: 'অভিযান',
      links: {
        'expedition-report': { label: 'অভিযানের প্রতিবেদন' },
        'short-note': { label: 'অভিযানের সংক্ষিপ্ত বিবরণ' },
        expeditions: { label: 'ম্যাক আয়োজিত অভিযান' },
        peaks: { label: 'শৃঙ্গ' },
        people: { label: 'মানুষজন' },
        statistics: { label: 'পরিসংখ্যান' },
        'open-data': { label: 'মুক্ত ডেটা' },
      },
    },
    gallery: { label: 'গ্যালারি' },
    contact: { label: 'যোগাযোগ' },
  },
  footerQuickLinks: {
    about: { label: 'ক্লাবের কথা' },
    'upcoming-events': { label: 'আসন্ন অনুষ্ঠান' },
    gallery: { label: 'গ্যালারি' },
    members: { label: 'সদস্য' },
    contact: { label: 'যোগাযোগ' },
  },
  footerRecordLinks: {
    expeditions: { label: 'অভিযান ১৯৮৭–২০২৪' },
    'short-notes': { label: 'অভিযানের সংক্ষিপ্ত বিবরণ' },
    reports: { label: 'অভিযানের প্রতিবেদন' },
    peaks: { label: 'শৃঙ্গ' },
    records: { label: 'এই নথিগুলি সম্পর্কে' },
    statistics: { label: 'পরিসংখ্যান' },
  },
  footerLegalLinks: {
    terms: { label: 'নিয়ম ও শর্তাবলি' },
    privacy: { label: 'গোপনীয়তা নীতি' },
    refund: { label: 'টাকা ফেরতের নীতি' },
  },
  notFoundSuggestions: {
    home: { label: 'মূল পাতা', description: 'ক্লাব, তার কোর্স ও আসন্ন অনুষ্ঠান।' },
    expeditions: { label: 'অভিযান ১৯৮৭–২০২৪', description: 'একটি তালিকায় প্রতিটি অভিযান।' },
    'short-notes': { label: 'অভিযানের সংক্ষিপ্ত বিবরণ', description: 'বছর ধরে ধরে দল, ক্যাম্প ও শীর্ষারোহণ।' },
    reports: { label: 'অভিযানের প্রতিবেদন', description: 'প্রতিটি অভিযানের জন্য একটি পাতা ও একটি PDF (ইংরেজিতে)।' },
    gallery: { label: 'গ্যালারি', description: 'ছবির গ্যালারি, শিরোনাম দিয়ে খোঁজার সুবিধা-সহ।' },
    contact: { label: 'যোগাযোগ', description: 'ক্লাবের সঙ্গে কীভাবে যোগাযোগ করবেন, আর বার্তা পাঠানোর একটি ফর্ম।' },
  },
};
