import type { PeopleOverlay } from '@/lib/schema/person';

/**
 * The people registry in Bengali (content/people.ts holds the facts), by id: the notes translated
 * faithfully, in the English entry's order. Every name comes from content/glossary.ts; variants
 * and sources stay in the English file. A missing, extra or untranslated note, or a name spelled
 * otherwise than the glossary spells it, stops the build.
 */
export const peopleBn: PeopleOverlay = {
  'ashok-roy': {
    notes: [
      {
        text:
          'ক্লাবের প্রতিষ্ঠাতা ও সহ-সভাপতি এবং ১৯৮৭, ১৯৯০, ২০০৫ ও ২০১০ সালের দলের অশোক রায়কে এখানে একই ব্যক্তি ধরা হয়েছে: ক্লাবের নথিতে একই নাম লেখা, যদিও আমাদের পড়া কোনও সূত্র স্পষ্ট করে তা বলে না।',
      },
    ],
  },
  'sourendra-banerjee': {
    notes: [
      {
        text:
          '২০১০ সালের মে মাসে এভারেস্ট শীর্ষে পৌঁছনোর পরে যে সৌরেন ব্যানার্জি ক্লাবের হয়ে সংবাদমাধ্যমের সঙ্গে কথা বলেছিলেন, তিনি হয়তো এই ব্যক্তিই; আমাদের পড়া কোনও সূত্র বলে না যে দুজন একই মানুষ।',
      },
    ],
  },
  'basanta-singha-roy': {
    notes: [
      { text: '২০১৩ সালে তিনি তেনজিং নোরগে জাতীয় অ্যাডভেঞ্চার পুরস্কার পান।' },
    ],
  },
  'debasish-biswas': {
    notes: [
      { text: '২৯ আগস্ট ২০১৬ নয়াদিল্লিতে তিনি তেনজিং নোরগে জাতীয় অ্যাডভেঞ্চার পুরস্কার পান।' },
    ],
  },
  'muntasir-mamun-imran': {
    notes: [{ text: 'জাগো নিউজ ২৪ তাঁকে যৌথ দলের সেই তিন বাংলাদেশি আরোহীর একজন বলে উল্লেখ করেছে, যাঁরা ২০১৫ সালে নুনের শীর্ষে পৌঁছন।' }],
  },
  'rifat-hasan': {
    notes: [{ text: 'জাগো নিউজ ২৪ তাঁকে যৌথ দলের সেই তিন বাংলাদেশি আরোহীর একজন বলে উল্লেখ করেছে, যাঁরা ২০১৫ সালে নুনের শীর্ষে পৌঁছন।' }],
  },
  'pramathesh-das-mahapatra': {
    notes: [{ text: 'মার্চ ২০১০-এর তথ্য অনুযায়ী ক্লাবের সভাপতি হিসেবে তাঁর নাম আছে।' }],
  },
};
