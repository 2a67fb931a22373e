import type { ClubInput } from '@/lib/schema/club';

/**
 * Bengali twin of content/club.ts: the same details, with names and words in Bengali. Every value
 * code relies on stays as in the English file: phone numbers, the e-mail address, PIN, dates,
 * `placeholder` flags, and the office bearers' roles (the pages show a role through the glossary's
 * terms; ContactDetails finds the secretary by the role "Secretary").
 */
export const clubContent = {
  name: 'মাউন্টেনিয়ার্স অ্যাসোসিয়েশন অফ কৃষ্ণনগর',
  shortName: 'MAK',
  tagline: 'অজানাকে উন্মোচন করার সাহস রাখো',
  foundedYear: 1986,
  founder: 'অশোক রায়',
  registration: {
    statement: 'একটি নিবন্ধিত সমিতি',
    placeholder: true,
  },
  affiliation: {
    statement: 'একটি জাতীয় পর্বতারোহণ ফাউন্ডেশনের অধিভুক্ত',
    placeholder: true,
  },
  address: {
    building: 'আরোহণ',
    street: 'চার্চ রোড',
    town: 'কৃষ্ণনগর',
    district: 'নদিয়া',
    state: 'পশ্চিমবঙ্গ',
    pin: '741101',
    country: 'ভারত',
  },
  secretary: {
    name: 'অসীম কুমার মণ্ডল',
    email: { address: 'secretary@example.org', placeholder: true },
  },
  phones: [
    { label: 'অফিস', tel: '+910000000001', display: '+91 00000 00001', placeholder: true },
    { label: 'সম্পাদক', tel: '+910000000002', display: '+91 00000 00002', placeholder: true },
    { label: 'কোর্স', tel: '+910000000003', display: '+91 00000 00003', placeholder: true },
  ],
  helpLine: { label: 'হেল্পলাইন', tel: '+910000000001', display: '+91 00000 00001', placeholder: true },
  membership: { count: 87, asOf: '2025-06' },
  officeBearers: [
    { name: 'অসীম কুমার মণ্ডল', role: 'Secretary', asOf: '2025-06' },
    { name: 'অশোক রায়', role: 'Vice-President', asOf: '2011-05' },
    { name: 'ডা. প্রমথেশ দাস মহাপাত্র', role: 'President', asOf: '2010-03' },
  ],
  social: [],
  versionLine: 'V.07 26-07-2025',
  siteUrl: process.env.SITE_URL ?? 'https://mak.org.in',
} satisfies ClubInput;
