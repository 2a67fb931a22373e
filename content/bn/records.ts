import type { recordsWords as englishRecordsWords } from '@/content/en/records';
import { digitsIn, formatNumberIn } from '@/lib/i18n/format';

const n = (value: number) => formatNumberIn('bn', value);
const d = (value: number | string) => digitsIn('bn', value);

/**
 * Bengali words of the expedition pages (twin of content/en/records.ts). Names, results and
 * month-years passed in are expected in Bengali, from the Bengali records and lib/i18n/format.
 * The PDF summary stays English (pdf-lib cannot shape Bengali script); the words that name it say
 * so. "Records" is নথি, the club's table তালিকা, its original website মূল ওয়েবসাইট throughout.
 */
export const recordsWords: typeof englishRecordsWords = {
  results: {
    /** Shown for a row whose result this site has not found yet (the club's table had one). */
    unknown: 'এখনও জানা যায়নি',
    /** The same, where a sentence has room. */
    unknownLong: 'এই সাইটের এখনও জানা নেই',
    categories: {
      climbed: 'আরোহণ সফল',
      partial: 'লক্ষ্যের একাংশে আরোহণ সফল',
      unsuccessful: 'অসফল',
      unknown: 'ফলাফল এই সাইটের এখনও জানা নেই',
    },
    /** The club's table's own wording of each result, in Bengali. */
    tableWording: {
      Climbed: 'আরোহণ সফল',
      'Climbed Rubal Kang': 'রুবাল কাং আরোহণ সফল',
      Unsuccessful: 'অসফল',
      "Unsuccessful (Crossed Traill's Pass)": 'অসফল (ট্রেইলস পাস অতিক্রম করা হয়েছিল)',
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
      outcome: 'পরিণতি',
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
    furtherCamps: 'পরের ক্যাম্পগুলি',
    highCamp: 'হাই ক্যাম্প',
    result: 'ফলাফল',
    failureReason: 'শীর্ষে কেন পৌঁছনো যায়নি',
    note: 'টীকা',
    summitersUnknown: 'যাঁরা শীর্ষে পৌঁছেছিলেন, সূত্রে তাঁদের নাম নেই',
    noValue: '—',
    about: (time: string) => `${d(time)} নাগাদ`,
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

  /** The expeditions table page (/bn/MAK-organises-following-expeditions/). */
  tablePage: {
    title: 'MAK আয়োজিত অভিযান',
    description:
      'মাউন্টেনিয়ার্স অ্যাসোসিয়েশন অফ কৃষ্ণনগরের হিমালয় অভিযান, ১৯৮৭ থেকে ২০২৪: শৃঙ্গ, উচ্চতা, সাল আর এ পর্যন্ত জানা ফলাফল।',
    breadcrumb: 'অভিযান',
    lead: 'ক্লাব নীচের পর্বতারোহণ অভিযানগুলি সম্পন্ন করেছে।',
    summaryHeading: 'সংক্ষেপে',
    expeditions: (first: number, last: number) => `অভিযান, ${d(first)} থেকে ${d(last)}`,
    summits: (expeditions: number) => `অন্তত এতবার শীর্ষে আরোহণ, ফলাফল জানা ${n(expeditions)}টি অভিযানে`,
    highestPoint: 'সবচেয়ে উঁচু যে বিন্দুতে পৌঁছনো গেছে',
    unknownNote: (unknown: number, total: number) =>
      `ক্লাবের নিজের তালিকায় প্রতিটি অভিযানের ফলাফল দেওয়া ছিল। ${n(total)}টির মধ্যে ${n(unknown)}টির ফলাফল কী ছিল, তা বলে এমন কোনও সূত্র এই সাইট এখনও খুঁজে পায়নি: নীচে সেগুলির পাশে লেখা আছে “এখনও জানা যায়নি”, আর উপরের হিসাবে সেগুলি ধরা হয়নি, তাই ক্লাবের শীর্ষে আরোহণের প্রকৃত সংখ্যা আরও বেশি।`,
    recordsLink: 'এই নথিগুলি সম্পর্কে: তথ্য কোথা থেকে এসেছে, আর কীভাবে সংশোধন করা যায়',
    tableHeading: (first: number, last: number) => `অভিযানগুলি, ${d(first)} থেকে ${d(last)}`,
    tableIntro: 'প্রতিটি শৃঙ্গের নাম থেকে তার প্রতিবেদনের পাতায় যাওয়া যায়, সেখানে আছে দল, ক্যাম্প, সূত্র আর একটি PDF সারাংশ (ইংরেজিতে)।',
    tableCaption: (first: number, last: number) => `ক্লাবের আয়োজিত অভিযান, ${d(first)} থেকে ${d(last)}`,
    timelineHeading: 'বছরে বছরে, শৃঙ্গে শৃঙ্গে',
    timelineIntro: 'প্রতিটি অভিযান তার সাল আর শৃঙ্গের উচ্চতা অনুযায়ী বসানো। কোনও চিহ্ন বেছে নিলে সেই অভিযানের প্রতিবেদন খুলবে।',
  },

  timeline: {
    scrollHint: 'প্রতিটি বছর দেখতে চার্টটি পাশে সরান।',
    regionLabel: 'অভিযানের চার্ট (ছোট পর্দায় পাশে সরানো যায়)',
    title: 'সাল ও শৃঙ্গের উচ্চতা অনুযায়ী অভিযান',
    description: (plotted: number, first: number, last: number) =>
      `প্রতিটি চিহ্ন শৃঙ্গের উচ্চতা জানা ${n(plotted)}টি অভিযানের একটি, সাল (${d(first)} থেকে ${d(last)}) আর মিটারে উচ্চতা অনুযায়ী বসানো, আর তার প্রতিবেদনের লিংক। ভরাট ত্রিভুজ মানে আরোহণ সফল, অর্ধেক ভরাট ত্রিভুজ মানে লক্ষ্যের একাংশে আরোহণ সফল, ক্রস মানে অসফল, আর ফাঁকা বৃত্ত মানে এমন ফলাফল যা এই সাইটের এখনও জানা নেই।`,
    metres: (metres: number) => `${d(metres)} মিটার`,
    markLabel: (name: string, year: number, result: string) => `${name}, ${d(year)}: ${result}`,
    legend: 'চিহ্নের অর্থ',
    eightThousand: '৮০০০ মিটার',
    unplotted: (list: string) => `চার্টে নেই, কারণ শৃঙ্গের উচ্চতা জানা নেই: ${list}।`,
    unplottedItem: (name: string, year: number) => `${name} (${d(year)})`,
  },

  /** The report list (/bn/expedition-report/). */
  reportList: {
    title: 'অভিযানের প্রতিবেদন',
    description:
      'মাউন্টেনিয়ার্স অ্যাসোসিয়েশন অফ কৃষ্ণনগরের প্রতিটি অভিযানের একটি পাতা ও ডাউনলোড করার মতো একটি সারাংশ (ইংরেজিতে), ১৯৮৭ থেকে ২০২৫, সঙ্গে তথ্যের সূত্র।',
    lead: 'প্রতিটি অভিযানের একটি পাতা ও ডাউনলোড করার মতো একটি সারাংশ (ইংরেজিতে), ১৯৮৭ থেকে ২০২৫।',
    intro:
      'প্রতিটি প্রতিবেদনের পাতায় একটি অভিযান সম্পর্কে যা জানা গেছে, তা এক জায়গায় রাখা হয়েছে, সংবাদপত্র, পর্বতারোহণের জার্নাল আর ক্লাবের মূল ওয়েবসাইট থেকে: দল, ক্যাম্প, শীর্ষে আরোহণ, সূত্র, আর ডাউনলোড করার জন্য একটি PDF সারাংশ (ইংরেজিতে)। ক্লাবের নিজের আলোকচিত্র যোগ না হওয়া পর্যন্ত প্রতিটি অভিযান দেখানো হচ্ছে তার নথি থেকে আঁকা একটি অলংকরণ দিয়ে।',
    recordsLink: 'এই নথিগুলি সম্পর্কে',
    recordsLinkAfter: ': তথ্য কোথা থেকে এসেছে, কী এখনও অজানা, আর কীভাবে সংশোধন পাঠানো যায়।',
    cardLink: 'ছবি দেখুন ও ডাউনলোড করুন',
    cardLinkContext: (title: string, year: string) => `: ${title}, ${d(year)}`,
    yearWithPeak: (year: number, peak: string) => `${d(year)} – ${peak}`,
    artworkAlt: (peak: string, year: number) => `অলংকরণ: ${peak}, ${d(year)}`,
    /** The title inside the generated SVG (the peak name arrives escaped for XML). */
    artworkTitle: (peak: string, year: string) => `অলংকরণ: ${peak}, ${d(year)}`,
  },

  /** The short-note page (/bn/Expedition-Short-Note/). */
  shortNote: {
    title: 'অভিযানের সংক্ষিপ্ত বিবরণ',
    description:
      'মাউন্টেনিয়ার্স অ্যাসোসিয়েশন অফ কৃষ্ণনগরের প্রতিটি অভিযানের সংক্ষিপ্ত বিবরণ: দল, ক্যাম্প, শীর্ষে আরোহণ ও পরিণতি, যতটা জানা আছে, ১৯৮৭ থেকে ২০২৫।',
    lead: 'দল, ক্যাম্প, শীর্ষে আরোহণ ও পরিণতি, বছর ধরে ধরে।',
    intro:
      'কোনও বছর খুললে তার সংক্ষিপ্ত বিবরণ পড়তে পারবেন: দল কোথায় গিয়েছিল, দলে কারা ছিলেন, আর তাঁরা কত দূর পৌঁছেছিলেন, যতটা এই সাইট জানে। প্রতিটি সংক্ষিপ্ত বিবরণ থেকে অভিযানের পুরো পাতায় যাওয়া যায়, সেখানে আছে সূত্র আর ডাউনলোড করার জন্য একটি PDF সারাংশ (ইংরেজিতে)।',
    artworkNote: 'অভিযানের নথি থেকে আঁকা অলংকরণ, আলোকচিত্র নয়।',
    moreLink: 'আরও বিবরণ ও ছবি',
    moreLinkContext: (title: string, year: number) => `: ${title}, ${d(year)} (নতুন ট্যাবে খুলবে)`,
  },

  /** A report page (/bn/<slug>/). */
  report: {
    pageTitle: (peak: string, year: number) => `${peak} ${d(year)}: অভিযানের প্রতিবেদন`,
    breadcrumbBack: 'ফিরে যান',
    breadcrumbCurrent: (peak: string, year: number) => `${peak} ${d(year)}`,
    legacyBefore: (year: number) => `এটি এই প্রতিবেদনের একটি পুরোনো ঠিকানা। ক্লাব অভিযানটিকে ${d(year)} সালের তালিকায় রেখেছে; `,
    legacyLink: 'তার পাতা এখানে',
    legacyAfter: '।',
    photosHeading: 'আলোকচিত্র',
    pictureHeading: 'ছবি',
    photosLabel: (title: string, year: number) => `আলোকচিত্র: ${title}, ${d(year)}`,
    illustrationLabel: (title: string, year: number) => `অলংকরণ: ${title}, ${d(year)}`,
    photoTitle: (title: string, year: number) => `${title}, ${d(year)}`,
    illustrationDescription: 'অভিযানের নথি থেকে আঁকা একটি অলংকরণ, আলোকচিত্র নয়।',
    illustrationNote: 'এই অভিযানের ক্লাবের নিজের আলোকচিত্র এখনও সাইটে নেই; এই অলংকরণটি নথি থেকে আঁকা। বড় করে দেখতে এটি বেছে নিন।',
    accountHeading: 'বিবরণ',
    peakContextHeading: 'পর্বতটি সম্পর্কে',
    peakContextIntro: 'শৃঙ্গটি সম্পর্কে তথ্য, অন্য পর্বতারোহীদের প্রতিবেদন থেকে: ক্লাবের দল কেমন করেছিল, সে বিষয়ে এগুলি কিছু বলে না।',
    asideLabel: 'প্রতিবেদনের ডাউনলোড ও মূল তথ্য',
    downloadsHeading: 'প্রতিবেদন',
    summaryPdf: 'অভিযানের সারাংশ',
    summaryPdfNote: 'এই পাতার তথ্য ও সূত্র থেকে এই সাইটের তৈরি',
    download: 'ডাউনলোড',
    pdfLabel: (label: string) => `${label} (PDF)`,
    opensInNewTab: ', নতুন ট্যাবে খুলবে',
    result: 'ফলাফল',
    height: 'উচ্চতা',
    highestPeak: 'সর্বোচ্চ শৃঙ্গ',
    when: 'সময়',
    where: 'স্থান',
    shortNoteLink: 'এই অভিযানের সংক্ষিপ্ত বিবরণ',
    allExpeditionsLink: 'সব অভিযান, ১৯৮৭ থেকে ২০২৪',
    recordsLink: 'এই নথিগুলি সম্পর্কে',
    neighboursLabel: 'আরও অভিযান',
    previous: '← আগের অভিযান',
    next: 'পরের অভিযান →',
    neighbourTitle: (title: string, year: number) => `${title}, ${d(year)}`,

    /** Rows known only by peak and year (evidence `spec-list-only`). */
    listOnly: {
      heading: 'শুধু শৃঙ্গ আর সাল জানা',
      text: 'ক্লাবের মূল ওয়েবসাইটের তালিকা থেকে এই সাইট এই অভিযানের শুধু শৃঙ্গ আর সাল জানে। কারা গিয়েছিলেন, কত দূর পৌঁছেছিলেন আর কী ঘটেছিল, তা এখানে এখনও জানা নেই; ক্লাবের নিজের তালিকায় একটি ফলাফল লেখা ছিল, যা আমরা খুঁজে পাইনি।',
      invitationBefore: 'আপনি যদি এই অভিযানে থেকে থাকেন, অথবা আপনার কাছে এই অভিযানের বিষয়ে ক্লাবের প্রতিবেদন, আলোকচিত্র বা সংবাদপত্রের কাটিং থাকে, তাহলে অনুগ্রহ করে',
      invitationLink: 'যোগাযোগের পাতার মাধ্যমে আমাদের জানান',
      invitationAfter: '।',
    },
    /** Rows with more than peak and year, whose result is still unknown. */
    unknownResult: {
      heading: 'ফলাফল এখনও জানা যায়নি',
      text: 'এই অভিযানের ফলাফল এই সাইট এখনও জানে না। ক্লাবের নিজের তালিকায় একটি ফলাফল লেখা ছিল; আমাদের খুঁজে পাওয়া কোনও সূত্রে তা নেই।',
      invitationBefore: 'আপনি যদি তা জানেন, তাহলে অনুগ্রহ করে',
      invitationLink: 'যোগাযোগের পাতার মাধ্যমে আমাদের জানান',
      invitationAfter: ', সঙ্গে তথ্যটি কোথা থেকে পাওয়া, তা-ও।',
    },

    conflicts: {
      heading: 'যেখানে সূত্রগুলি একমত নয়',
      intro: 'যেখানে বিভিন্ন প্রতিবেদন বিভিন্ন তথ্য দেয়, সেখানে প্রতিটি তথ্য তার সূত্র-সহ দেওয়া আছে, আর এই পাতায় কোনটি দেখানো হয়েছে ও কেন, তা-ও।',
      accountSources: 'সূত্র',
      settled: 'এই পাতায়',
    },

    sources: {
      heading: 'সূত্র',
      intro: 'এই পাতার তথ্য এই সূত্রগুলি থেকে নেওয়া। প্রতিটি লিংক সূত্রটি নতুন ট্যাবে খোলে।',
      language: (language: string) => `${language} ভাষায়।`,
      opensInNewTab: '(নতুন ট্যাবে খুলবে)',
      originalSite:
        'শুধু ক্লাবের মূল ওয়েবসাইট থেকে জানা: ক্লাবের তালিকায় এই অভিযানের সারি, আর এই পাতার এমন যে-কোনও সংখ্যা যা কোনও প্রকাশ্য সূত্রে নেই। সেই ওয়েবসাইটের এমন কোনও প্রকাশ্য কপি আমাদের কাছে নেই, যার লিংক দেওয়া যায়।',
      none: 'এই অভিযানের কোনও প্রকাশ্য সূত্র এখনও পাওয়া যায়নি।',
      recordsBefore: 'এই নথিগুলি কীভাবে তৈরি হয়েছে, আর কীভাবে সংশোধন করা যায়:',
      recordsLink: 'এই নথিগুলি সম্পর্কে',
      recordsAfter: '।',
    },
  },

  /** The "About these records" page. */
  recordsPage: {
    title: 'এই নথিগুলি সম্পর্কে',
    description:
      'ক্লাবের অভিযানের পাতাগুলির তথ্য কোথা থেকে এসেছে, কী এখনও অজানা, সূত্রগুলির মধ্যে মতভেদ কীভাবে মেটানো হয়েছে, আর কীভাবে সংশোধন করা যায়।',
    lead: 'তথ্য কোথা থেকে এসেছে, কী এখনও অজানা, আর কীভাবে সংশোধন করা যায়।',

    originsHeading: 'তথ্য কোথা থেকে এসেছে',
    origins: [
      'অভিযানের তালিকা, প্রতিটির শৃঙ্গ, সাল আর ক্লাবের দেওয়া ফলাফল-সহ, ক্লাবের মূল ওয়েবসাইটের তালিকা থেকে নেওয়া। অভিযানের পাতাগুলির বাকি তথ্যের প্রায় সবই প্রকাশ্য সূত্র থেকে: ইংরেজি ও বাংলা সংবাদপত্রের প্রতিবেদন, আমেরিকান আলপাইন জার্নাল, হিমালয়ান জার্নাল, একজন দলনেতার প্রতিবেদন ও অনলাইন আর্কাইভে রাখা অন্যান্য বিবরণ, আর মূল ওয়েবসাইটের অভিযানের পাতার যে অংশটুকু টিকে আছে।',
      'অভিযানের পাতার প্রতিটি বাক্য ওই তথ্যগুলি থেকে এই সাইটের জন্য লেখা; কোনও সূত্র থেকে কিছু নকল করা হয়নি, আর কোনও সূত্রে নেই এমন কিছু যোগ করা হয়নি। প্রতিটি অভিযানের পাতার শেষে তার সূত্রের তালিকা আছে, লিংক-সহ।',
    ],
    publicSources: 'উদ্ধৃত প্রকাশ্য সূত্র',
    bengaliSources: 'তার মধ্যে বাংলায়',

    knownHeading: 'কী জানা আছে, আর কী নেই',
    tableRows: (first: number, last: number) => `ক্লাবের তালিকার অভিযান, ${d(first)} থেকে ${d(last)}`,
    laterRows: 'তালিকার পরের অভিযান',
    knownResults: 'তালিকার যে অভিযানগুলির ফলাফল এই সাইট জানে',
    unknownResults: 'তালিকার যে অভিযানগুলির ফলাফল এই সাইট এখনও জানে না',
    listOnlyRows: 'তালিকার যে অভিযানগুলির শুধু শৃঙ্গ আর সাল জানা',
    pagesWithSources: (total: number) => `অভিযানের পাতায় (মোট ${n(total)}টির মধ্যে) লিংক-সহ প্রকাশ্য সূত্রের তালিকা আছে`,
    summits: 'অন্তত এতবার শীর্ষে আরোহণ, ফলাফল জানা অভিযানগুলিতে',
    known: [
      'ক্লাবের তালিকায় প্রতিটি অভিযানের ফলাফল দেওয়া ছিল। কোনও পাতায় “এখনও জানা যায়নি” লেখা থাকলে, ফলাফল খুঁজে পায়নি এই সাইট; ক্লাব তা লিপিবদ্ধ করতে ব্যর্থ হয়নি।',
    ],
    summitFloor: (summits: number, expeditions: number) =>
      `এখানে গোনা ${n(summits)}টি শীর্ষে আরোহণ তালিকার সেই ${n(expeditions)}টি অভিযানের, যেগুলির ফলাফল জানা; বাকিগুলি গোনা হয়নি, তাই প্রকৃত সংখ্যা আরও বেশি।`,
    summitContextBefore: '২০১৪ সালে একটি সংবাদপত্রের ফিচারে বলা হয়েছিল, ততদিনে বসন্ত সিংহ রায় একাই ২১টি সফল অভিযানের নেতৃত্ব দিয়েছিলেন (',
    summitContextLink: 'মিড-ডে',
    summitContextAfter: ')।',
    listOnlyHeading: 'শুধু শৃঙ্গ আর সাল জানা অভিযান',

    conflictsHeading: 'সূত্রগুলির মতভেদ কীভাবে মেটানো হয়েছে',
    conflictsIntro: (count: number, expeditions: number) =>
      `${n(expeditions)}টি অভিযান মিলিয়ে ${n(count)}টি তথ্যে সূত্রগুলি একমত নয়। যেখানে একটি সূত্র ক্লাবের নিজের, বা বেশির ভাগ সূত্র একমত, সেখানে এই সাইটে সেটিই অনুসরণ করা হয়েছে এবং সে কথা বলা হয়েছে; যেখানে কোনও সূত্রের গুরুত্ব অন্যগুলির চেয়ে বেশি নয়, সেখানে প্রশ্নটির মীমাংসা করা হয়নি, আর পাতায় সে কথাও বলা আছে। প্রতিটি মতভেদের তালিকা এখানে আছে, তার অভিযানের পাতাতেও আছে।`,
    conflictAccounts: 'বিভিন্ন বিবরণ',
    conflictSettled: 'মীমাংসা',

    correctionsHeading: 'কীভাবে সংশোধন পাঠাবেন',
    correctionsBefore:
      'আপনি যদি এই অভিযানগুলির কোনওটিতে থেকে থাকেন, অথবা আপনার কাছে ক্লাবের প্রতিবেদন, আলোকচিত্র বা সংবাদপত্রের কাটিং থাকে, তাহলে আপনার সাহায্যে এই নথিগুলি আরও ভালো করা যায়। অনুগ্রহ করে',
    correctionsLink: 'যোগাযোগের পাতা থেকে লিখুন',
    correctionsAfter: ', জানান কোন অভিযান, কী বদলানো দরকার, আর তথ্যটি কোথা থেকে পাওয়া। প্রকাশের আগে প্রতিটি সংশোধন কোনও সূত্রের সঙ্গে মিলিয়ে দেখা হয়।',
  },

  /** The summary PDF, which stays English (pdf-lib cannot shape Bengali script): these are its words in Bengali. */
  pdf: {
    label: 'অভিযানের সারাংশ',
    headerLine: (place: string, founded: number) => `${place}  |  প্রতিষ্ঠা ${d(founded)}`,
    expeditionOf: (when: string) => `অভিযানের সময়: ${when}`,
    documentTitle: (title: string, year: number) => `${title} - ${d(year)}: অভিযানের সারাংশ`,
    runningTitle: (title: string, year: number) => `${title} - ${d(year)}`,
    accountHeading: 'বিবরণ',
    listOnly: 'শুধু শৃঙ্গ আর সাল জানা: ক্লাবের মূল ওয়েবসাইটের তালিকার বাইরে এই অভিযানের কোনও প্রকাশ্য সূত্র এই সাইট খুঁজে পায়নি।',
    unknownResult: 'এই অভিযানের ফলাফল এই সাইটের এখনও জানা নেই; ক্লাবের নিজের তালিকায় একটি ফলাফল লেখা ছিল।',
    conflictsHeading: 'যেখানে সূত্রগুলি একমত নয়',
    conflictSettled: (settled: string) => `সাইটে: ${settled}`,
    sourcesHeading: 'সূত্র',
    sourceLine: (publication: string, description: string, language?: string) =>
      `${publication}: ${description}${language ? ` (${language} ভাষায়)` : ''}`,
    originalSite: 'কিছু তথ্য শুধু ক্লাবের মূল ওয়েবসাইট থেকে জানা, যার কোনও প্রকাশ্য কপির লিংক দেওয়া যায় না।',
    footer: (club: string) => `${club} - প্রকাশ্য সূত্র ও ক্লাবের মূল ওয়েবসাইট থেকে তৈরি সারাংশ`,
    page: (page: number, total: number) => `পৃষ্ঠা ${d(page)}, মোট ${d(total)}`,
  },
};
