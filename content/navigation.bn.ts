import { routes } from '@/lib/routes';

/** Bengali twin of content/navigation.ts: the same menus and links (English paths; the Bengali pages map them to /bn/). */
export const mainNavigation = [
  { label: 'মূল পাতা', href: routes.home },
  { label: 'পরিচিতি', href: routes.about },
  { label: 'অভিযানের প্রতিবেদন', href: routes.expeditionReport },
  { label: 'গ্যালারি', href: routes.gallery },
  { label: 'অভিযানের সংক্ষিপ্ত বিবরণ', href: routes.shortNote },
  { label: 'MAK আয়োজিত অভিযান', href: routes.expeditions },
  { label: 'যোগাযোগ', href: routes.contact },
] as const;

export const footerQuickLinks = [
  { label: 'ক্লাবের কথা', href: routes.about },
  { label: 'আসন্ন অনুষ্ঠান', href: routes.upcomingEvents },
  { label: 'গ্যালারি', href: routes.gallery },
  { label: 'সদস্য', href: routes.member },
  { label: 'যোগাযোগ', href: routes.contact },
] as const;

export const footerRecordLinks = [
  { label: 'অভিযান ১৯৮৭–২০২৪', href: routes.expeditions },
  { label: 'অভিযানের সংক্ষিপ্ত বিবরণ', href: routes.shortNote },
  { label: 'অভিযানের প্রতিবেদন', href: routes.expeditionReport },
  { label: 'এই নথিগুলি সম্পর্কে', href: routes.records },
] as const;

export const footerLegalLinks = [
  { label: 'নিয়ম ও শর্তাবলি', href: routes.terms },
  { label: 'গোপনীয়তা নীতি', href: routes.privacy },
  { label: 'টাকা ফেরতের নীতি', href: routes.refund },
] as const;

/** Where the not-found page sends a lost visitor. */
export const notFoundSuggestions = [
  { label: 'মূল পাতা', href: routes.home, description: 'ক্লাব, তার কোর্স ও আসন্ন অনুষ্ঠান।' },
  { label: 'অভিযান ১৯৮৭–২০২৪', href: routes.expeditions, description: 'একটি তালিকায় প্রতিটি অভিযান।' },
  { label: 'অভিযানের সংক্ষিপ্ত বিবরণ', href: routes.shortNote, description: 'বছর ধরে ধরে দল, ক্যাম্প ও শীর্ষারোহণ।' },
  { label: 'অভিযানের প্রতিবেদন', href: routes.expeditionReport, description: 'প্রতিটি অভিযানের জন্য একটি পাতা ও একটি PDF (ইংরেজিতে)।' },
  { label: 'গ্যালারি', href: routes.gallery, description: 'ছবির গ্যালারি, শিরোনাম দিয়ে খোঁজার সুবিধা-সহ।' },
  { label: 'যোগাযোগ', href: routes.contact, description: 'ক্লাবের সঙ্গে কীভাবে যোগাযোগ করবেন, আর বার্তা পাঠানোর একটি ফর্ম।' },
] as const;
