import type { expeditionTableWords as englishExpeditionTableWords } from '@/content/en/expeditionTable';
import { formatNumberIn } from '@/lib/i18n/format';

const n = (value: number) => formatNumberIn('bn', value);

/** Bengali words of the expeditions table's filter (twin of content/en/expeditionTable.ts). */
export const expeditionTableWords: typeof englishExpeditionTableWords = {
  formLabel: 'অভিযানের তালিকা ফিল্টার করুন ও সাজান',
  legend: 'ফিল্টার ও সাজানো',
  searchLabel: 'শৃঙ্গ বা সাল খুঁজুন',
  searchPlaceholder: 'যেমন এভারেস্ট, নুন, ২০১২',
  resultLabel: 'ফলাফল',
  /** Options of the result filter, by result category. */
  resultOptions: {
    all: 'সব ফলাফল',
    climbed: 'আরোহণ সফল',
    partial: 'আংশিক আরোহণ',
    unsuccessful: 'অসফল',
    unknown: 'এখনও জানা যায়নি',
  },
  sortLabel: 'সাজানোর ক্রম',
  sortOptions: {
    table: 'তালিকার ক্রম',
    'year-desc': 'সাল, নতুন থেকে পুরোনো',
    'year-asc': 'সাল, পুরোনো থেকে নতুন',
    'height-desc': 'উচ্চতা, সবচেয়ে উঁচু আগে',
    'height-asc': 'উচ্চতা, সবচেয়ে নিচু আগে',
  },
  eightThousandersOnly: 'শুধু ৮০০০ মিটারের শৃঙ্গ',
  clearFilters: 'ফিল্টার মুছুন',
  noMatch: 'এই ফিল্টারগুলির সঙ্গে কোনও অভিযান মেলেনি।',
  showAll: 'সব অভিযান দেখুন',
  columns: {
    serial: 'ক্রমিক নং',
    name: 'শৃঙ্গের নাম ও উচ্চতা',
    year: 'সাল',
    result: 'ফলাফল',
  },
  count: {
    all: (total: number) => `সব ${n(total)}টি অভিযান দেখানো হচ্ছে`,
    none: (total: number) => `কোনও অভিযান মেলেনি (মোট ${n(total)}টির মধ্যে)`,
    some: (shown: number, total: number) => `${n(total)}টির মধ্যে ${n(shown)}টি অভিযান দেখানো হচ্ছে`,
  },
};
