import type { PersonTranslations } from '@/lib/schema/person';

/**
 * The Bengali words of the people registry (content/people.ts), by id: each name exactly as
 * content/glossary.ts spells it, and the notes translated faithfully, in order. Variants and sources
 * stay in the English file. A missing or extra entry, or a name spelled otherwise than the glossary
 * spells it, stops the build.
 */
export const peopleBn: PersonTranslations = {
  'pralay-majumder': { name: 'প্রলয় মজুমদার' },
  'ashok-roy': {
    name: 'অশোক রায়',
    notes: [
      'ক্লাবের প্রতিষ্ঠাতা ও সহ-সভাপতি এবং ১৯৮৭, ১৯৯০, ২০০৫ ও ২০১০ সালের দলের অশোক রায়কে এখানে একই ব্যক্তি ধরা হয়েছে: ক্লাবের নথিতে একই নাম লেখা, যদিও আমাদের পড়া কোনও সূত্র স্পষ্ট করে তা বলে না।',
    ],
  },
  'subrata-bhattacharjee': { name: 'সুব্রত ভট্টাচার্য' },
  'sanjib-chakraborty': { name: 'সঞ্জীব চক্রবর্তী' },
  'netai-das': { name: 'নিতাই দাস' },
  'kiriti-tarafdar': { name: 'ডা. কিরীটি তরফদার' },
  'basanti-londhre': { name: 'বাসন্তী লোন্ধ্রে' },
  'prem-singh': { name: 'প্রেম সিং' },
  'sourendra-banerjee': {
    name: 'সৌরেন্দ্র ব্যানার্জি',
    notes: [
      '২০১০ সালের মে মাসে এভারেস্ট শীর্ষে পৌঁছনোর পরে যে সৌরেন ব্যানার্জি ক্লাবের হয়ে সংবাদমাধ্যমের সঙ্গে কথা বলেছিলেন, তিনি হয়তো এই ব্যক্তিই; আমাদের পড়া কোনও সূত্র বলে না যে দুজন একই মানুষ।',
    ],
  },
  'subhashis-chakraborty': { name: 'শুভাশিস চক্রবর্তী' },
  'goutam-pal': { name: 'গৌতম পাল' },
  'subhash-saha': { name: 'সুভাষ সাহা' },
  'lebodram-thakur': { name: 'লেবোদরাম ঠাকুর' },
  'kurumchand-thakur': { name: 'কুরুমচাঁদ ঠাকুর' },
  'basanta-singha-roy': {
    name: 'বসন্ত সিংহ রায়',
    notes: [
      '২০১৩ সালে তিনি তেনজিং নোরগে জাতীয় অ্যাডভেঞ্চার পুরস্কার পান।',
    ],
  },
  'debasish-biswas': {
    name: 'দেবাশিস বিশ্বাস',
    notes: [
      '২৯ আগস্ট ২০১৬ নয়াদিল্লিতে তিনি তেনজিং নোরগে জাতীয় অ্যাডভেঞ্চার পুরস্কার পান।',
    ],
  },
  'subrata-brahma': { name: 'সুব্রত ব্রহ্ম' },
  'bivas-sarkar': { name: 'বিভাস সরকার' },
  'asim-mondal': { name: 'অসীম মণ্ডল' },
  'tapan-roy': { name: 'তপন রায়' },
  'bimalesh-das': { name: 'বিমলেশ দাস' },
  'sourav-sinchan-mondal': { name: 'সৌরভ সিঞ্চন মণ্ডল' },
  'pasang-phutar-sherpa': { name: 'পাসাং ফুতার শেরপা' },
  'pemba-chhoti-sherpa': { name: 'পেম্বা ছোটি শেরপা' },
  'ang-tashi-sherpa': { name: 'আং তাশি শেরপা' },
  'malay-mukherjee': { name: 'মলয় মুখার্জি' },
  pemba: { name: 'পেম্বা' },
  pasang: { name: 'পাসাং' },
  dawa: { name: 'দাওয়া' },
  'biswanath-saha': { name: 'বিশ্বনাথ সাহা' },
  'rohit-majumdar': { name: 'রোহিত মজুমদার' },
  kaushik: { name: 'কৌশিক' },
  'muntasir-mamun-imran': { name: 'মুনতাসির মামুন ইমরান' },
  'rifat-hasan': { name: 'রিফাত হাসান' },
  'rumpa-das': { name: 'রুম্পা দাস' },
  'ashim-kumar-mondal': { name: 'অসীম কুমার মণ্ডল' },
  'prasanta-singha': { name: 'প্রশান্ত সিংহ' },
  'subrata-ghosh': { name: 'সুব্রত ঘোষ' },
  'jadu-debnath': { name: 'যদু দেবনাথ' },
  'partha-sarathi-layek': { name: 'পার্থসারথি লায়েক' },
  'sayan-das': { name: 'সায়ন দাস' },
  'sumitra-debnath': { name: 'সুমিত্রা দেবনাথ' },
  'sanatan-das': { name: 'সনাতন দাস' },
  'mingma-tenzing-sherpa': { name: 'মিংমা তেনজিং শেরপা' },
  'pasang-rita-sherpa': { name: 'পাসাং রিতা শেরপা' },
  'pramathesh-das-mahapatra': { name: 'ডা. প্রমথেশ দাস মহাপাত্র' },
};
