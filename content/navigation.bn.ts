import type { NavigationOverlay } from '@/lib/schema/navigation';

/** The menus' words in Bengali, by menu and link id (content/navigation.ts holds the links). */
export const navigationBn: NavigationOverlay = {
  mainNavigation: [
    { id: 'home', label: 'মূল পাতা' },
    { id: 'about', label: 'পরিচিতি' },
    {
      id: 'expedition-archive',
      label: 'অভিযান',
      links: [
        { id: 'expedition-report', label: 'অভিযানের প্রতিবেদন' },
        { id: 'short-note', label: 'অভিযানের সংক্ষিপ্ত বিবরণ' },
        { id: 'expeditions', label: 'ম্যাক আয়োজিত অভিযান' },
        { id: 'peaks', label: 'শৃঙ্গ' },
        { id: 'people', label: 'সদস্য ও অভিযাত্রী' },
        { id: 'statistics', label: 'পরিসংখ্যান' },
        { id: 'years', label: 'বছর' },
        { id: 'summits', label: 'শৃঙ্গজয়ের দাবি' },
        { id: 'open-data', label: 'মুক্ত ডেটা' },
      ],
    },
    { id: 'gallery', label: 'গ্যালারি' },
    { id: 'contact', label: 'যোগাযোগ' },
  ],
  footerQuickLinks: [
    { id: 'about', label: 'ক্লাবের কথা' },
    { id: 'upcoming-events', label: 'আসন্ন অনুষ্ঠান' },
    { id: 'gallery', label: 'গ্যালারি' },
    { id: 'members', label: 'সদস্য' },
    { id: 'contact', label: 'যোগাযোগ' },
  ],
  footerRecordLinks: [
    { id: 'expeditions', label: 'অভিযান {first}–{last}' },
    { id: 'short-notes', label: 'অভিযানের সংক্ষিপ্ত বিবরণ' },
    { id: 'reports', label: 'অভিযানের প্রতিবেদন' },
    { id: 'peaks', label: 'শৃঙ্গ' },
    { id: 'records', label: 'এই নথিগুলি সম্পর্কে' },
    { id: 'statistics', label: 'পরিসংখ্যান' },
  ],
  footerLegalLinks: [
    { id: 'terms', label: 'নিয়ম ও শর্তাবলি' },
    { id: 'privacy', label: 'গোপনীয়তা নীতি' },
    { id: 'refund', label: 'টাকা ফেরতের নীতি' },
    { id: 'accessibility', label: 'অ্যাক্সেসিবিলিটি বিবৃতি' },
  ],
  notFoundSuggestions: [
    { id: 'home', label: 'মূল পাতা', description: 'ক্লাব, তার কোর্স ও আসন্ন অনুষ্ঠান।' },
    { id: 'expeditions', label: 'অভিযান {first}–{last}', description: 'একটি তালিকায় প্রতিটি অভিযান।' },
    { id: 'short-notes', label: 'অভিযানের সংক্ষিপ্ত বিবরণ', description: 'বছর ধরে ধরে দল, ক্যাম্প ও শীর্ষারোহণ।' },
    { id: 'reports', label: 'অভিযানের প্রতিবেদন', description: 'প্রতিটি অভিযানের জন্য একটি পাতা ও একটি PDF।' },
    { id: 'gallery', label: 'গ্যালারি', description: 'ছবির গ্যালারি, শিরোনাম দিয়ে খোঁজার সুবিধা-সহ।' },
    { id: 'contact', label: 'যোগাযোগ', description: 'ক্লাবের সঙ্গে কীভাবে যোগাযোগ করবেন, আর বার্তা পাঠানোর একটি ফর্ম।' },
  ],
};
