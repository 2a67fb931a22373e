import type { expeditionWords as englishExpeditionWords } from '@/content/en/expedition';
import { digitsIn, formatNumberIn } from '@/lib/i18n/format';

const n = (value: number) => formatNumberIn('bn', value);
const d = (value: number | string) => digitsIn('bn', value);

/**
 * Bengali words about an expedition that several pages share (twin of content/en/expedition.ts).
 * Names, results and month-years passed in are expected in Bengali, from the Bengali records and
 * lib/i18n/format. The summary PDF is drawn in Bengali from `pdf` below (lib/pdf/expeditionSummaryPdf.ts,
 * shaped by HarfBuzz). "Records" is নথি, the club's table তালিকা, its original website আদি
 * ওয়েবসাইট throughout, in every room's words as here.
 */
export const expeditionWords: typeof englishExpeditionWords = {
  results: {
    /** Shown for a row whose result this site has not found yet (the club's table had one). */
    unknown: 'এখনও জানা যায়নি',
    /** The same, where a sentence has room. */
    unknownLong: 'আমাদের এখনও জানা নেই',
    categories: {
      climbed: 'আরোহণ সফল',
      partial: 'লক্ষ্যের একাংশে আরোহণ সফল',
      unsuccessful: 'অসফল',
      unknown: 'ফলাফল আমাদের এখনও জানা নেই',
    },
    /** The club's table's own wording of each result, in Bengali. */
    tableWording: {
      Climbed: 'আরোহণ সফল',
      'Climbed Rubal Kang': 'রুবাল কাংয়ে আরোহণ সফল',
      Unsuccessful: 'অসফল',
      "Unsuccessful (Crossed Traill's Pass)": 'অসফল (তবে ট্রেলস পাস পেরোনো গেছে)',
    },
    /** JSON-LD abstract of a report with a known result. */
    abstract: (result: string) => `ফলাফল: ${result}`,
  },

  facts: {
    sections: {
      overview: 'এক নজরে',
      team: 'দল',
      approach: 'যাত্রাপথ ও ক্যাম্প',
      summits: 'শীর্ষে আরোহণ',
      outcome: 'অভিযানের ফলাফল',
    },
    peak: 'শৃঙ্গ',
    height: 'উচ্চতা',
    when: 'সময়',
    area: 'এলাকা',
    region: 'অঞ্চল',
    expeditionNumber: 'অভিযান নম্বর',
    route: 'পথ',
    duration: 'সময়কাল',
    durationDays: (days: number) => `${n(days)} দিন`,
    cost: 'খরচ',
    costLakh: (lakh: number) => `${n(lakh)} লক্ষ টাকা`,
    sponsors: 'পৃষ্ঠপোষক',
    agency: 'এজেন্সি',
    jointTeam: 'যৌথ দলের সঙ্গী',
    departure: 'রওনা',
    trekStart: 'ট্রেক শুরু',
    roadHead: 'রোড হেড',
    transitCamp: 'ট্রানজিট ক্যাম্প',
    baseCamp: 'বেস ক্যাম্প',
    furtherCamps: 'আরও ক্যাম্প',
    highCamp: 'হাই ক্যাম্প',
    result: 'ফলাফল',
    failureReason: 'শীর্ষে কেন পৌঁছনো যায়নি',
    note: 'টীকা',
    summitersUnknown: 'যাঁরা শীর্ষে পৌঁছেছিলেন, সূত্রে তাঁদের নাম নেই',
    unnamedLabel: 'অন্যরা',
    unnamedMembers: (unnamed: number, teamSize: number) => `${n(teamSize)} জনের দলের আরও ${n(unnamed)} জন, সূত্রে যাঁদের নাম নেই`,
    noValue: '—',
    /** The time arrives in words (`সকাল ১০টা`, content/bn/language.ts): `সকাল ১০টা নাগাদ`. */
    about: (time: string) => `${time} নাগাদ`,
    heightKinds: {
      club: (sources: string) => `ক্লাবের নিজের দেওয়া উচ্চতা: ${sources}`,
      reference: (sources: string) => `প্রকাশিত উচ্চতা: ${sources}`,
    },
    listAnd: 'ও',
    peakPageLink: (peak: string) => `${peak}: শৃঙ্গের পাতা`,
    roles: {
      leader: 'দলনেতা',
      'deputy leader': 'উপ-দলনেতা',
      'medical officer': 'মেডিক্যাল অফিসার',
      'climbing member': 'আরোহী সদস্য',
      member: 'সদস্য',
      'base camp member': 'বেস ক্যাম্প সদস্য',
      'liaison officer': 'লিয়াজোঁ অফিসার',
      'high altitude guide': 'হাই অল্টিটিউড গাইড',
      'high altitude sherpa': 'হাই অল্টিটিউড শেরপা',
      cook: 'রাঁধুনি',
    },
  },

  /** An expedition's title with its year, as links and headings name it. */
  titleWithYear: (title: string, year: number) => `${title}, ${d(year)}`,

  /** Where sources disagree: the labels of each account. */
  conflicts: {
    accountSources: 'সূত্র',
    settled: 'এই পাতায়',
  },

  /** Our generated illustration of an expedition. */
  artwork: {
    alt: (peak: string, year: number) => `অলংকরণ: ${peak}, ${d(year)}`,
    /** The title inside the generated SVG (the peak name arrives escaped for XML). */
    title: (peak: string, year: string) => `অলংকরণ: ${peak}, ${d(year)}`,
  },

  /** The words of the Bengali summary PDF (/pdf/expeditions/<slug>.bn.pdf). */
  pdf: {
    label: 'অভিযানের সারাংশ',
    headerLine: (place: string, founded: number) => `${place}  |  প্রতিষ্ঠা ${d(founded)}`,
    expeditionOf: (when: string) => `অভিযানের সময়: ${when}`,
    heightSource: (height: string, note: string) => `${height}। ${note}।`,
    documentTitle: (title: string, year: number) => `${title} - ${d(year)}: অভিযানের সারাংশ`,
    runningTitle: (title: string, year: number) => `${title} - ${d(year)}`,
    accountHeading: 'বিবরণ',
    listOnly: 'শুধু শৃঙ্গ আর সাল জানা: ক্লাবের আদি ওয়েবসাইটের তালিকার বাইরে এই অভিযানের কোনও প্রকাশ্য সূত্র এই সাইট খুঁজে পায়নি।',
    unknownResult: 'এই অভিযানের ফলাফল আমাদের এখনও জানা নেই: এ পর্যন্ত পাওয়া কোনও সূত্রে তা নেই।',
    conflictsHeading: 'যেখানে সূত্রগুলি একমত নয়',
    conflictSettled: (settled: string) => `সাইটে: ${settled}`,
    sourcesHeading: 'সূত্র',
    sourceLine: (publication: string, description: string, language?: string) =>
      `${publication}: ${description}${language ? ` (${language} ভাষায়)` : ''}`,
    originalSite: 'কিছু তথ্য শুধু ক্লাবের আদি ওয়েবসাইট থেকে জানা, যার কোনও প্রকাশ্য কপির লিংক দেওয়া যায় না।',
    footer: (club: string) => `${club} - প্রকাশ্য সূত্র ও ক্লাবের আদি ওয়েবসাইট থেকে তৈরি সারাংশ`,
    page: (page: number, total: number) => `পৃষ্ঠা ${d(page)}, মোট ${d(total)}`,
  },
};
