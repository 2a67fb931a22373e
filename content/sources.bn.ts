import type { SourcesOverlay } from '@/lib/schema/source';

/**
 * The source registry in Bengali, by address (content/sources.ts holds the kinds and languages):
 * each publication in its usual Bengali form (a Bengali paper's own name, an English one
 * transliterated) and each description translated.
 */
export const sourcesBn: SourcesOverlay = {
  'spec:original-site': {
    publication: 'ম্যাকের মূল ওয়েবসাইট',
    description: 'ক্লাবের আগের ওয়েবসাইটের অভিযানের তালিকা ও টীকা, যেমনটি আমাদের কাছে বর্ণনা করা হয়েছে: শৃঙ্গ, বছর, ফলাফল ও কয়েকটি পরিসংখ্যান।',
  },
  'http://mak.org.in/expeditions.php': {
    publication: 'ম্যাকের মূল ওয়েবসাইট',
    description: 'ক্লাবের আগের ওয়েবসাইটের অভিযানের পাতা, প্রথম দিকের অভিযানগুলির দল, ক্যাম্প ও শীর্ষারোহণের বিবরণ-সহ। আমরা যে কপি পড়েছি, তাতে এর কেবল কিছু অংশই টিকে আছে।',
  },
  'https://docslib.org/doc/10286314/mt-shivling-6543-m-expedition-2005-organised-by-mountaineers-association-of-krishnanagar-w-b-leaders-report-1-name': {
    publication: 'ডকস্লিব (নথির সংগ্রহশালা)',
    description: '২০০৫ সালের শিবলিং অভিযানের দলনেতার প্রতিবেদন, ইন্ডিয়ান মাউন্টেনিয়ারিং ফাউন্ডেশনের নির্ধারিত ছকে।',
  },
  'https://kipdf.com/dhaulagiri-adventure_5aeade287f8b9af47b8b4602.html': {
    publication: 'KIPDF (নথির সংগ্রহশালা)',
    description: '২০১৩ সালে ধৌলাগিরি আরোহণের চেষ্টার বিবরণ, শৃঙ্গের দিকে এগোনোর পথে দিন ধরে ধরে।',
  },
  'https://www.himalayanclub.org/hj/74/19/expeditions-explorations/': {
    publication: 'দ্য হিমালয়ান জার্নাল, খণ্ড ৭৪',
    description: 'জার্নালের অভিযান-বিষয়ক সংক্ষিপ্ত প্রতিবেদনের তালিকা, যার মধ্যে ২০১৮ সালের সাসের কাংরি-৪ অভিযান নিয়ে বসন্ত সিংহ রায়ের প্রতিবেদনও আছে।',
  },
  'http://publications.americanalpineclub.org/articles/12199423602/print': {
    publication: 'আমেরিকান আলপাইন জার্নাল',
    description: 'লাহৌলে একটি আরোহণ নিয়ে সংক্ষিপ্ত প্রতিবেদন; এখানে শুধু গ্যাংস্ট্যাংয়ের উচ্চতার জন্য উদ্ধৃত।',
  },
  'http://publications.americanalpineclub.org/articles/12198822704/print': {
    publication: 'আমেরিকান আলপাইন জার্নাল',
    description: 'গঙ্গোত্রী অঞ্চলে একটি আরোহণ নিয়ে সংক্ষিপ্ত প্রতিবেদন; এখানে শুধু শ্রীকৈলাসের উচ্চতার জন্য উদ্ধৃত।',
  },
  'http://publications.americanalpineclub.org/articles/12199526603/print': {
    publication: 'আমেরিকান আলপাইন জার্নাল',
    description: 'গাড়োয়ালে একটি আরোহণ নিয়ে সংক্ষিপ্ত প্রতিবেদন; এখানে শুধু চৌখাম্বা-১-এর উচ্চতার জন্য উদ্ধৃত।',
  },
  'http://publications.americanalpineclub.org/articles/12198726504/print': {
    publication: 'আমেরিকান আলপাইন জার্নাল',
    description: 'বান্দরপুঁছ পর্বতশ্রেণিতে একটি আরোহণ নিয়ে সংক্ষিপ্ত প্রতিবেদন; এখানে শুধু ব্ল্যাক পিক (কালানাগ)-এর উচ্চতার জন্য উদ্ধৃত।',
  },
  'http://publications.americanalpineclub.org/articles/12199121301/Asia-IndiaArunachal-Pradesh-Gorichen-Kameng-District-1989': {
    publication: 'আমেরিকান আলপাইন জার্নাল',
    description: 'অরুণাচল প্রদেশের গোরিচেন নিয়ে ১৯৮৯ সালের সংক্ষিপ্ত প্রতিবেদন, যাতে এর উচ্চতা ৬৪৮৮ মিটার বলা হয়েছে।',
  },
  'http://publications.americanalpineclub.org/articles/12200238202/print': {
    publication: 'আমেরিকান আলপাইন জার্নাল',
    description: 'রামজাক নিয়ে সংক্ষিপ্ত প্রতিবেদন, যাতে ২০০১ সালে ইন্ডিয়ান মাউন্টেনিয়ারিং ফাউন্ডেশনের একটি অসফল আরোহণ-চেষ্টার কথা আছে।',
  },
  'https://publications.americanalpineclub.org/articles/12198225700': {
    publication: 'আমেরিকান আলপাইন জার্নাল',
    description: 'গঙ্গোত্রীর উপরে একটি আরোহণ নিয়ে সংক্ষিপ্ত প্রতিবেদন; এখানে উদ্ধৃত কোটেশ্বরের উচ্চতার জন্য, যা এতে প্রায় ৬০৮০ মিটার।',
  },
  'http://publications.americanalpineclub.org/articles/12196352304/Asia-India-Indrasan-Punjab': {
    publication: 'আমেরিকান আলপাইন জার্নাল',
    description: 'ইন্দ্রাসনের প্রথম আরোহণ নিয়ে সংক্ষিপ্ত প্রতিবেদন; আরোহণটি করেছিল কিয়োটো বিশ্ববিদ্যালয়ের একটি দল, ১৯৬২ সালে।',
  },
  'https://publications.americanalpineclub.org/articles/13201212843/Bara-Shigri-Glacier-Khhang-Shiling-6360m-northeast-ridge-via-west-flank-Kulu-Makalu-aka-Lal-Qila-6349m-northwest-face-attempt': {
    publication: 'আমেরিকান আলপাইন জার্নাল',
    description: 'লাহৌলের বড়া শিগরি হিমবাহের উপরে কয়েকটি আরোহণ নিয়ে সংক্ষিপ্ত প্রতিবেদন, যাতে কুলু মাকালুর অন্য নাম ও উচ্চতা দেওয়া আছে।',
  },
  'https://m.rediff.com/news/report/first-civilian-team-bengal-scales-everest/20100517.htm': { publication: 'রেডিফ নিউজ', description: '২০১০ সালের এভারেস্ট শীর্ষারোহণের খবর, সেই দিনই প্রকাশিত।' },
  'https://priyoaustralia.com.au/readers-link/2010/the-first-all-bengali-civilian-team-on-top-of-the-world-in-10-hours/': {
    publication: 'প্রিয় অস্ট্রেলিয়া (দ্য টাইমস অফ ইন্ডিয়া থেকে পুনঃপ্রকাশিত)',
    description: 'এভারেস্ট শীর্ষারোহণ নিয়ে ২০১০ সালের প্রতিবেদন, সঙ্গে বসন্ত সিংহ রায়কে নিয়ে একটি পরিচিতিমূলক লেখা, যাতে তাঁর আগে আরোহণ করা শৃঙ্গগুলির তালিকা আছে।',
  },
  'https://news247.co.in/news/2010/05/18/Two-Bengalis-a-banker-and-a-tax-man-climb-Mount-Everest.html': {
    publication: 'নিউজ২৪৭',
    description: '২০১০ সালের মে মাসে এভারেস্টের শীর্ষে পৌঁছনো ক্লাবের দুই পর্বতারোহীকে নিয়ে খবর।',
  },
  'https://twocircles.net/2010may19/seasons_first_indian_conquest_mt_everest_goes_unnoticed.html': {
    publication: 'টু সার্কলস ডট নেট (আইএএনএস-এর প্রতিবেদন)',
    description: '২০১০ সালের মরসুমে এভারেস্টে প্রথম ভারতীয় শীর্ষারোহণ নিয়ে সংবাদ সংস্থার প্রতিবেদন।',
  },
  'http://lobenexpeditions.blogspot.com/2010/10/city-duo-on-top-of-world.html': {
    publication: 'লোবেন এক্সপিডিশনসের ব্লগ (দ্য টেলিগ্রাফ থেকে পুনঃপ্রকাশিত)',
    description: '২০১০ সালের এভারেস্ট আরোহণ নিয়ে সংবাদপত্রের একটি প্রতিবেদন, অভিযান-সংস্থাটির রাখা কপিতে।',
  },
  'https://dreamwanderlust.com/articles/mt-everest-expedition-when-fantasy-turns-real-20140507': {
    publication: 'ড্রিম ওয়ান্ডারলাস্ট',
    description: '২০১০ সালের এভারেস্ট অভিযানের প্রত্যক্ষ বিবরণ, শীর্ষে পৌঁছনো পর্বতারোহীদের একজনের লেখা।',
  },
  'https://www.mid-day.com/articles/get-on-top-of-the-world/15546157': {
    publication: 'মিড-ডে',
    description: 'ক্লাবের পর্বতারোহী ও তাঁদের আট হাজার মিটারের অভিযান নিয়ে ২০১৪ সালের একটি ফিচার।',
  },
  'https://sikkimnews.blogspot.com/2011/05/west-bengal-team-scale-mount.html?m=1': {
    publication: 'সিকিম নিউজ ব্লগ (পিটিআই-এর প্রতিবেদন)',
    description: '২০১১ সালের মে মাসে কাঞ্চনজঙ্ঘা শীর্ষারোহণ নিয়ে সংবাদ সংস্থার প্রতিবেদন।',
  },
  'https://mungpoonews.blogspot.com/2011/05/bengal-2-scale-kanchenjungha.html': {
    publication: 'মংপু নিউজ ব্লগ (দ্য টেলিগ্রাফ থেকে পুনঃপ্রকাশিত)',
    description: 'কাঞ্চনজঙ্ঘা শীর্ষারোহণ নিয়ে সংবাদপত্রের প্রতিবেদন, শীর্ষে পৌঁছনোর সময় ও শীর্ষারোহীদের নাম-সহ।',
  },
  'https://national-grid-news.blogspot.com/2011/04/from-everest-to-kangchenjunga-for.html': {
    publication: 'ন্যাশনাল গ্রিড নিউজ ব্লগ (দ্য টেলিগ্রাফ থেকে পুনঃপ্রকাশিত)',
    description: 'কাঞ্চনজঙ্ঘার উদ্দেশে দলের রওনা হওয়া নিয়ে ২০১১ সালের এপ্রিলের একটি প্রতিবেদন, পরিকল্পিত পথ-সহ।',
  },
  'https://www.rockyfeet.com/climbing-annapurna-the-killer-mountain/': {
    publication: 'রকি ফিট',
    description: 'অন্নপূর্ণা আরোহণ নিয়ে একটি নিবন্ধ, যাতে ক্লাবের ২০১২ সালের আরোহণ ও তার পর্বতারোহীদের উল্লেখ আছে।',
  },
  'https://www.ranaruby.in/2014/09/an-evening-with-indias-most-daring.html': {
    publication: 'রানা রুবি (ব্লগ)',
    description: 'ক্লাবের পর্বতারোহীদের সঙ্গে একটি সন্ধ্যা নিয়ে ২০১৪ সালের ব্লগ পোস্ট।',
  },
  'http://shopping.zeenews.com/bengali/entertainment/benglali-reaches-annapuran-1_4977.html': { publication: 'জি নিউজ বাংলা', description: '২০১২ সালের এপ্রিলে অন্নপূর্ণা-১ শীর্ষারোহণের খবর।' },
  'http://www.thehindu.com/news/cities/kolkata/neardeath-experience-fails-to-dampen-mountaineers-spirit/article6256597.ece': {
    publication: 'দ্য হিন্দু',
    description: 'ধৌলাগিরিতে বসন্ত সিংহ রায়ের ফ্রস্টবাইট ও তাঁর সেরে ওঠা নিয়ে ২০১৪ সালের প্রতিবেদন।',
  },
  'https://business-standard.com/article/pti-stories/climber-eyes-neelkanth-after-failed-dhaulagiri-attempt-114072700193_1.html': {
    publication: 'বিজনেস স্ট্যান্ডার্ড (পিটিআই-এর প্রতিবেদন)',
    description: 'ধৌলাগিরিতে ব্যর্থ আরোহণ-চেষ্টার দিকে ফিরে তাকিয়ে ২০১৪ সালের সংবাদ সংস্থার প্রতিবেদন।',
  },
  'https://banglanewsmag.blogspot.com/2015/07/blog-post_972.html': {
    publication: 'বাংলা নিউজ ম্যাগাজিন (ব্লগ)',
    description: '২০১৫ সালের জুলাইয়ে ভারত-বাংলাদেশ যৌথ দলের নুন শীর্ষারোহণের খবর।',
  },
  'https://www.bdsuccess.org/2015/07/11/6618/': { publication: 'বিডি সাকসেস', description: 'যৌথ নুন অভিযান ও তার দল নিয়ে বাংলাদেশের একটি প্রতিবেদন।' },
  'https://old.mathabhanga.com/%e0%a6%b6%e0%a7%87%e0%a6%b7%e0%a7%87%e0%a6%b0-%e0%a6%aa%e0%a6%be%e0%a6%a4%e0%a6%be/%e0%a6%ac%e0%a6%be%e0%a6%82%e0%a6%b2%e0%a6%be%e0%a6%a6%e0%a7%87%e0%a6%b6-%e0%a6%ad%e0%a6%be%e0%a6%b0%e0%a6%a4%e0%a7%87%e0%a6%b0-%e0%a6%aa%e0%a6%b0%e0%a7%8d%e0%a6%ac%e0%a6%a4%e0%a6%be%e0%a6%b0%e0%a7%8b/': {
    publication: 'মাথাভাঙ্গা',
    description: 'নুন-কুন পর্বতপুঞ্জে যৌথ দলের আরোহণ নিয়ে বাংলাদেশের একটি সংবাদপত্রের প্রতিবেদন।',
  },
  'https://jagonews24.com/business/news/39684': { publication: 'জাগো নিউজ ২৪', description: 'যৌথ নুন অভিযান নিয়ে বাংলাদেশের একটি সংবাদ প্রতিবেদন।' },
  'https://cloudtv.news/breaking-news/rumpadas-everestsummit-marks-a-historic-achievement': {
    publication: 'ক্লাউড টিভি নিউজ',
    description: 'এভারেস্ট শীর্ষারোহণের পর রুম্পা দাসকে নিয়ে ২০২৫ সালের একটি পরিচিতিমূলক লেখা, যাতে তাঁর আগের আরোহণগুলির কথাও ফিরে দেখা হয়েছে।',
  },
  'https://bengali.news18.com/news/south-bengal/rumpa-das-and-subrata-ghosh-two-bengali-has-conqured-mount-everest-rumpa-falls-sick-ank-2170219.html': {
    publication: 'নিউজ১৮ বাংলা',
    description: '২০২৫ সালের মে মাসে রুম্পা দাস ও সুব্রত ঘোষের এভারেস্টের শীর্ষে পৌঁছনোর খবর।',
  },
  'https://bengali.news18.com/amp/news/south-bengal/everest-dream-asim-from-krishnanagar-and-rumpa-from-ranaghat-nadia-everest-expedition-l18-tib-local18-2111373.html': {
    publication: 'নিউজ১৮ বাংলা',
    description: 'রওনা হওয়ার আগে ক্লাবের ২০২৫ সালের দুই এভারেস্ট-পর্বতারোহীকে নিয়ে প্রতিবেদন, কৃষ্ণনগরে তাঁদের বিদায়-সংবর্ধনার কথা-সহ।',
  },
  'https://nbtv.news/bengali-mountaineers-conquer-everest-2025': { publication: 'এনবিটিভি নিউজ', description: '২০২৫ সালে এভারেস্টে বাঙালি পর্বতারোহীদের নিয়ে প্রতিবেদন।' },
  'https://bengalinfo.com/newsdetail.php?newsid=389562': {
    publication: 'বেঙ্গল ইনফো (দ্য টাইমস অফ ইন্ডিয়া থেকে পুনঃপ্রকাশিত)',
    description: '২০২৫ সালের এভারেস্ট শীর্ষারোহণ নিয়ে সংবাদপত্রের প্রতিবেদন।',
  },
  'https://bengalinfo.com/newsdetail.php?newsid=389697': {
    publication: 'বেঙ্গল ইনফো',
    description: 'এভারেস্টে সুব্রত ঘোষের মৃত্যু নিয়ে ২০২৫ সালের মে মাসের প্রতিবেদন, অভিযান-সংস্থার বক্তব্য-সহ।',
  },
  'https://www.telegraphindia.com/amp/life/rumpa-das-subrata-ghosh-who-climbed-everest-frame-the-story-of-the-mountaineers-of-bengal-prnt/cid/2106715': {
    publication: 'দ্য টেলিগ্রাফ',
    description: 'ক্লাব ও তার ২০২৫ সালের এভারেস্ট দল নিয়ে ২০২৫ সালের জুন মাসের একটি ফিচার।',
  },
  'https://www.telegraphindia.com/west-bengal/kolkata/42-year-old-nadia-teacher-dies-on-way-down-from-mt-everest-untimely-dreams-death-prnt/cid/2100275': {
    publication: 'দ্য টেলিগ্রাফ',
    description: 'সুব্রত ঘোষের মৃত্যু নিয়ে ২০২৫ সালের মে মাসের প্রতিবেদন, শীর্ষে পৌঁছনোর চূড়ান্ত চেষ্টা নিয়ে ক্লাবের দেওয়া বিবরণ-সহ।',
  },
  'https://www.telegraphindia.com/world/climber-from-bengal-summits-mt-everest-dies-on-way-back/cid/2100170': {
    publication: 'দ্য টেলিগ্রাফ অনলাইন',
    description: 'সুব্রত ঘোষের শীর্ষারোহণ ও মৃত্যু নিয়ে ২০২৫ সালের মে মাসের প্রতিবেদন, অভিযান-সংস্থার বক্তব্য-সহ।',
  },
  'https://www.millenniumpost.in/bengal/man-from-bengal-dies-while-descending-from-mt-everest-610994': {
    publication: 'মিলেনিয়াম পোস্ট',
    description: 'নামার পথে সুব্রত ঘোষের মৃত্যু নিয়ে ২০২৫ সালের মে মাসের প্রতিবেদন, অভিযান-সংস্থার বক্তব্য-সহ।',
  },
  'https://odishabytes.com/indian-climber-dies-after-successful-everest-summit/': {
    publication: 'ওড়িশা বাইটস',
    description: 'এভারেস্ট শীর্ষারোহণের পর এক ভারতীয় পর্বতারোহীর মৃত্যু নিয়ে ২০২৫ সালের মে মাসের প্রতিবেদন, অভিযানের নাম-সহ।',
  },
  'https://indian-xpress.com/blog/2025/05/16/bengal-mountaineer-scales-everest-tragically-dies-during-descent/': {
    publication: 'ইন্ডিয়ান এক্সপ্রেস (ব্লগ)',
    description: 'সুব্রত ঘোষের শীর্ষারোহণ ও মৃত্যু নিয়ে ২০২৫ সালের মে মাসের প্রতিবেদন।',
  },
  'https://sherpalegend.com/subrata-ghosh-the-13-peak-journey-that-ended-on-everest': {
    publication: 'শেরপা লেজেন্ড',
    description: 'সুব্রত ঘোষ ও তাঁর আরোহণ করা শৃঙ্গগুলি নিয়ে একটি পরিচিতিমূলক লেখা।',
  },
  'https://newsarenaindia.com/states/everest-dream-turns-tragic-for-bengal-teachers/44515': {
    publication: 'নিউজ এরিনা ইন্ডিয়া',
    description: 'এভারেস্ট আরোহণ ও সুব্রত ঘোষের মৃত্যু নিয়ে ২০২৫ সালের মে মাসের প্রতিবেদন।',
  },
  'https://socialbarta.in/?p=19815': { publication: 'সোশ্যাল বার্তা', description: 'ক্লাবের ২০২৫ সালের এভারেস্ট অভিযানের স্থানীয় খবর।' },
  'https://socialbarta.in/?p=15628': {
    publication: 'সোশ্যাল বার্তা',
    description: '২০২২ সালের আগস্টে ক্লাবের মানাসলু দলের রওনা হওয়ার স্থানীয় খবর।',
  },
  'https://bengali.news18.com/news/kolkata/basanta-sinha-roy-leads-the-team-to-conquer-the-mount-manaslu-the-eighth-highest-peak-of-the-world-arc-877174.html': { publication: 'নিউজ১৮ বাংলা', description: '২০২২ সালে মানাসলু দলের সাংবাদিক সম্মেলন ও যাত্রার খবর।' },
  'https://anandabazar.com/west-bengal/64-years-old-man-successfully-climbed-ramjak-peak-of-himachal/cid/1531041': {
    publication: 'আনন্দবাজার পত্রিকা',
    description: '২০২৪ সালের জুলাইয়ে রামজাক শীর্ষারোহণের খবর, যার নেতৃত্বে ছিলেন ৬৪ বছর বয়সি এক পর্বতারোহী।',
  },
  'https://bengalinfo.com/newsdetail.php?newsid=308379': {
    publication: 'বেঙ্গল ইনফো (এই সময় থেকে পুনঃপ্রকাশিত)',
    description: '২০২৪ সালের জুলাইয়ে রামজাক আরোহণ নিয়ে সংবাদপত্রের প্রতিবেদন।',
  },
  'https://socialbarta.in/?p=19358': { publication: 'সোশ্যাল বার্তা', description: '২০২৪ সালের জুলাইয়ে রামজাক শীর্ষারোহণের স্থানীয় খবর।' },
  'https://bengali.news18.com/news/south-bengal/nadia-news-ramjack-peak-in-the-himalayas-for-six-people-including-a-female-teacher-dd-l18-1767029.html': { publication: 'নিউজ১৮ বাংলা', description: '২০২৪ সালে রামজাকের শীর্ষে পৌঁছনো ছয় পর্বতারোহীর খবর।' },
  'https://jantaserishta.com/amp/local/west-bengal/rumpa-das-conquered-ramjak-peak-6318-m-in-himachal-pradesh-3413685': { publication: 'জনতা সে রিশতা', description: '২০২৪ সালে রুম্পা দাসের রামজাক আরোহণ নিয়ে প্রতিবেদন।' },
  'https://socialbarta.in/?p=19544': { publication: 'সোশ্যাল বার্তা', description: '২০২৪ সালের অক্টোবরে গোরিচেন শীর্ষারোহণের স্থানীয় খবর।' },
  'https://bengalinfo.com/newsdetail.php?newsid=337185': {
    publication: 'বেঙ্গল ইনফো (এই সময় থেকে পুনঃপ্রকাশিত)',
    description: '২০২৪ সালের অক্টোবরে গোরিচেন আরোহণ নিয়ে সংবাদপত্রের প্রতিবেদন।',
  },
  'https://www.khaboronline.com/news/national/the-members-of-mak-under-the-leadership-of-basanta-singha-roy-climbed-koa-rong-ii-peak/': { publication: 'খবর অনলাইন', description: 'ক্লাবের দলের শৃঙ্গ বদল এবং কোয়া রং-২-এর শীর্ষে পৌঁছনোর খবর।' },
  'https://bengali.news18.com/news/south-bengal/nadia-news-school-teacher-conquers-himachals-koa-rang-ii-summit-l18-rm-local18-2261340.html': { publication: 'নিউজ১৮ বাংলা', description: 'কোয়া রং-২ শীর্ষারোহণের খবর, পর্বতারোহীদের নাম-সহ।' },
  'https://adventuremania-india.blogspot.com/2021/10/': {
    publication: 'অ্যাডভেঞ্চারম্যানিয়া (ব্লগ)',
    description: 'কুমায়ুনের পিন্ডারি অঞ্চল থেকে ট্রেকিং নিয়ে একটি লেখা; এখানে শুধু বালজুরির উচ্চতার জন্য উদ্ধৃত।',
  },
  'https://www.telegraphindia.com/west-bengal/team-of-10-from-city-scales-mt-kamet/cid/1002550': {
    publication: 'দ্য টেলিগ্রাফ',
    description: 'কামেট আরোহণ নিয়ে একটি প্রতিবেদন; এখানে শুধু শৃঙ্গটির উচ্চতার জন্য উদ্ধৃত।',
  },
  'https://blog.summitersadventures.com/traills-pass-an-unsuccessful-attempt': {
    publication: 'সামিটার্স অ্যাডভেঞ্চার্স (ব্লগ)',
    description: 'কুমায়ুনের ট্রেলস পাসে একটি ট্রেকিং দলের চেষ্টা; এখানে গিরিপথটি ও তার চারপাশের শৃঙ্গগুলির উচ্চতার জন্য উদ্ধৃত।',
  },
  'https://docslib.org/doc/12438336/expedition-2007': {
    publication: 'ডকস্লিব (নথির সংগ্রহশালা)',
    description: '২০০৭ সালের একটি অভিযানের প্রতিবেদন; এখানে শুধু চাংগুচের উচ্চতার জন্য উদ্ধৃত।',
  },
  'https://www.tripoto.com/trip/the-expedition-before-my-birth-5cc86f70b107e': {
    publication: 'ট্রিপোটো',
    description: 'গঙ্গোত্রীর উপরে একটি অভিযান নিয়ে ভ্রমণকাহিনি; এখানে উদ্ধৃত এতে দেওয়া থেলু ও কোটেশ্বরের উচ্চতার জন্য।',
  },
  // The sources of the archive’s peak and people registries (content/peaks.ts, content/people.ts).
  'https://www.deccanherald.com/india/maharashtra/giripremis-young-mountaineers-successfully-scale-mt-thelu-in-uttarakhand-3042896': {
    publication: 'ডেকান হেরাল্ড',
    description: 'পুনের একটি ক্লাবের থেলু আরোহণ নিয়ে ২০২৪ সালের একটি সংবাদ প্রতিবেদন; এখানে শৃঙ্গের উচ্চতা ও যাওয়ার পথের জন্য উদ্ধৃত।',
  },
  'https://www.summitpost.org/mountain/rock/155330/Mount-Thelu.html': {
    publication: 'সামিটপোস্ট',
    description: 'থেলু নিয়ে আরোহীদের একটি ওয়েবসাইটের পাতা; এখানে উচ্চতা, পর্বতশ্রেণি ও প্রচলিত পথের জন্য উদ্ধৃত।',
  },
  'https://jantakasandesh.com/deals-for-mount-thaloo-climbing': {
    publication: 'জনতা কা সন্দেশ',
    description: 'থেলু আরোহণ নিয়ে হিন্দি একটি সংবাদ-পাতা; এখানে শুধু ফুটে দেওয়া উচ্চতার জন্য উদ্ধৃত।',
  },
  'https://www.himalayanclub.org/hj/37/19/raktvarn-glacier-and-ascent-of-unnamed-virgin-peaks/': {
    publication: 'দ্য হিমালয়ান জার্নাল, খণ্ড ৩৭',
    description: 'গঙ্গোত্রীর ওপরের রক্তবর্ণ হিমবাহ নিয়ে একটি প্রবন্ধ; এখানে থেলুর আশপাশের হিমবাহগুলির জন্য উদ্ধৃত।',
  },
  'https://wikiclassic.com/wiki/Koteshwar_(mountain)': {
    publication: 'উইকিক্লাসিক (উইকিপিডিয়ার প্রতিলিপি)',
    description: 'কোটেশ্বর নিয়ে উইকিপিডিয়া নিবন্ধের একটি প্রতিলিপি: নাম, উচ্চতা, অবস্থান, হিমবাহ ও প্রথম দিকের আরোহণ।',
  },
  'https://theshiftingsands.blogspot.com/2014/09/gangstan-lahul-and-shingo-la.html': {
    publication: 'দ্য শিফটিং স্যান্ডস (ব্লগ)',
    description: 'লাহৌল থেকে এক ট্রেকারের ব্লগ-লেখা; এখানে Gangstan ও Ramjack বানানের জন্য উদ্ধৃত।',
  },
  'https://www.ukclimbing.com/news/2016/06/british_first_ascent_of_gangstang_nw_ridge_india-70532': {
    publication: 'ইউকেক্লাইম্বিং',
    description: 'গ্যাংস্ট্যাংয়ের উত্তর-পশ্চিম গিরিশিরায় প্রথম আরোহণ নিয়ে ২০১৬ সালের একটি সংবাদ, সঙ্গে শৃঙ্গের আগের ইতিহাস।',
  },
  'https://himalayapost.wordpress.com/2016/07/04/new-route-in-the-indian-himalaya-for-malcolm-bass-and-guy-buckingham/': {
    publication: 'হিমালয়া পোস্ট (ব্লগ)',
    description: 'গ্যাংস্ট্যাংয়ে একটি নতুন পথ নিয়ে ২০১৬ সালের একটি সংবাদ-লেখা; এখানে শৃঙ্গের অবস্থান ও পথগুলির জন্য উদ্ধৃত।',
  },
  'http://publications.americanalpineclub.org/articles/12199323904/Asia-IndiaKumaon-and-Garhwal-Bauljuri': {
    publication: 'আমেরিকান আলপাইন জার্নাল',
    description: '১৯৯৩ সালের একটি নোট, যার শিরোনামে শৃঙ্গটির বানান Bauljuri; এখানে শুধু সেই বানানের জন্য উদ্ধৃত।',
  },
  'https://adventuremania-india.blogspot.com/search/label/Baljouri': {
    publication: 'অ্যাডভেঞ্চারম্যানিয়া (ব্লগ)',
    description: 'একটি গাইডিং সংস্থার ব্লগের Baljouri চিহ্নিত লেখাগুলি; এখানে সেই বানানের জন্য উদ্ধৃত।',
  },
  'http://orangerucksack.com/baljuri/': {
    publication: 'অরেঞ্জ রুকস্যাক (ব্লগ)',
    description: 'বালজুরি নিয়ে এক আরোহীর বিবরণ: উচ্চতা, গিরিশিরা ও ওপরে ওঠার প্রচলিত পথ।',
  },
  'http://adilzaid.blogspot.com/2017/12/the-ascent-of-baljuri.html?showComment=1514977704456': {
    publication: 'আদিল জায়েদ (ব্লগ)',
    description: '২০১৭ সালে বালজুরি আরোহণের এক আরোহীর বিবরণ; এখানে ৫৯২৩ মিটার উচ্চতার জন্য উদ্ধৃত।',
  },
  'https://shyamgopan.com/2017/12/16/climbing-baljuri/': {
    publication: 'শ্যাম জি মেনন (ব্লগ)',
    description: '২০১৭ সালে বালজুরি আরোহণ নিয়ে এক সাংবাদিকের লেখা; এখানে আনুমানিক উচ্চতা ও পিন্ডারি হিমবাহের কাছের শৃঙ্গগুলির মধ্যে এর স্থানের জন্য উদ্ধৃত।',
  },
  'https://wikizero.net/wiki/de/Sri_Kailas': {
    publication: 'উইকিজিরো (জার্মান উইকিপিডিয়ার প্রতিলিপি)',
    description: 'শ্রীকৈলাস নিয়ে জার্মান উইকিপিডিয়া নিবন্ধের একটি প্রতিলিপি: নাম, উচ্চতা, অবস্থান ও স্থানাঙ্ক।',
  },
  'https://www.himalayanclub.org/hj/39/11/sri-kailas-expedition-1982/': {
    publication: 'দ্য হিমালয়ান জার্নাল, খণ্ড ৩৯',
    description: '১৯৮২ সালে শ্রীকৈলাসে একটি অভিযানের বিবরণ, সঙ্গে শৃঙ্গের উচ্চতা ও আরোহণের ইতিহাস।',
  },
  'https://www.himalayanclub.org/hj/44/12/kumaon-secrets/': {
    publication: 'দ্য হিমালয়ান জার্নাল, খণ্ড ৪৪',
    description: 'কুমায়ুনের আরোহণ নিয়ে একটি প্রবন্ধ; এখানে থারকোটের উচ্চতার জন্য উদ্ধৃত।',
  },
  'https://de.mgwiki.top/wiki/Tharkot': {
    publication: 'এমজিউইকি (উইকিপিডিয়ার প্রতিলিপি)',
    description: 'থারকোট নিয়ে উইকিপিডিয়া নিবন্ধের যন্ত্র-অনূদিত একটি প্রতিলিপি: উচ্চতা, অবস্থান, স্থানাঙ্ক ও আরোহণ।',
  },
  'http://publications.americanalpineclub.org/articles/12196547002/Asia-India-Tharkot-Kumaon-and-Hathi-Parbat-Garhwal': {
    publication: 'আমেরিকান আলপাইন জার্নাল',
    description: 'থারকোটে প্রথম ভারতীয় আরোহণ নিয়ে ১৯৬৫ সালের একটি নোট, সঙ্গে ফুটে উচ্চতা।',
  },
  'https://adventure-pulse.com/blog/expedition-report-tharkot/': {
    publication: 'অ্যাডভেঞ্চার পালস',
    description: 'থারকোট থেকে একটি গাইডিং সংস্থার অভিযান-প্রতিবেদন; এখানে উচ্চতার জন্য উদ্ধৃত।',
  },
  'https://www.mef.org.uk/expeditions/chandra-bhaga': {
    publication: 'মাউন্ট এভারেস্ট ফাউন্ডেশন',
    description: '১৯৯৭ সালে চন্দ্রভাগা পর্বতশ্রেণিতে একটি ব্রিটিশ অভিযান নিয়ে ফাউন্ডেশনের সংক্ষিপ্ত বিবরণ; অভিযানটি “CBI ১” নামে লেখা একটি শৃঙ্গে প্রথম আরোহণের দাবি করে।',
  },
  'https://www.bikatadventures.com/Home/Blog/mt-cb13-and-cb14-highlights': {
    publication: 'বিকাট অ্যাডভেঞ্চারস',
    description: 'সিবি-১৩ ও সিবি-১৪ নিয়ে একটি ট্রেকিং সংস্থার ব্লগ-লেখা; এখানে চন্দ্রভাগা পর্বতশ্রেণির নামকরণের জন্য উদ্ধৃত।',
  },
  'http://publications.americanalpineclub.org/articles/12198530301/print': {
    publication: 'আমেরিকান আলপাইন জার্নাল',
    description: 'লাহৌলে আরোহণ নিয়ে ১৯৮৫ সালের একটি সংকলন; এখানে শুধু সিবি নম্বরে পরিচিত শৃঙ্গগুলির জন্য উদ্ধৃত।',
  },
  'https://www.himalayanclub.org/hj/45/12/central-garhwal-and-kumaon/': {
    publication: 'দ্য হিমালয়ান জার্নাল, খণ্ড ৪৫',
    description: 'মধ্য গাড়োয়াল ও কুমায়ুনের অনুসন্ধান নিয়ে একটি প্রবন্ধ; এখানে কামেটের একটি তিব্বতি নামের জন্য উদ্ধৃত।',
  },
  'https://en.wikipedia.org/wiki/Kamet': {
    publication: 'উইকিপিডিয়া',
    description: 'কামেট নিয়ে ইংরেজি উইকিপিডিয়ার নিবন্ধ: উচ্চতা, অবস্থান, প্রথম আরোহণ ও প্রচলিত পথ।',
  },
  'http://bn.m.wikipedia.org/wiki/%E0%A6%95%E0%A6%BE%E0%A6%AE%E0%A7%87%E0%A6%9F': {
    publication: 'উইকিপিডিয়া (বাংলা)',
    description: 'কামেট নিয়ে বাংলা উইকিপিডিয়ার নিবন্ধ; এখানে উচ্চতা ও স্থানাঙ্কের জন্য উদ্ধৃত।',
  },
  'https://docslib.org/doc/3286491/the-kamet-expedition-1931-by-f-s-smythe': {
    publication: 'ডকস্লিব (নথির সংগ্রহশালা)',
    description: 'কামেটের প্রথম আরোহণ নিয়ে ১৯৩১ সালে ফ্র্যাঙ্ক স্মাইথের লেখা বিবরণের একটি প্রতিলিপি; এখানে তাতে দেওয়া উচ্চতার জন্য উদ্ধৃত।',
  },
  'https://wikiwand.com/en/articles/Chaukhamba': {
    publication: 'উইকিওয়ান্ড (উইকিপিডিয়ার প্রতিলিপি)',
    description: 'চৌখাম্বা নিয়ে ইংরেজি উইকিপিডিয়া নিবন্ধের একটি প্রতিলিপি: শীর্ষগুলি, উচ্চতা, অবস্থান ও প্রথম আরোহণ।',
  },
  'https://wikipedia.jakami.de/content/wikipedia_de_all_mini_2023-10/A/Chaukhamba_I': {
    publication: 'জাকামি (জার্মান উইকিপিডিয়ার প্রতিলিপি)',
    description: 'চৌখাম্বা-১ নিয়ে জার্মান উইকিপিডিয়া নিবন্ধের একটি প্রতিলিপি; এখানে আরেকটি নাম ও নামের অর্থের জন্য উদ্ধৃত।',
  },
  'http://publications.americanalpineclub.org/articles/12195358102/print': {
    publication: 'আমেরিকান আলপাইন জার্নাল',
    description: 'চৌখাম্বার প্রথম আরোহণ নিয়ে ১৯৫৩ সালের একটি বিবরণ; এখানে ফুটে উচ্চতার জন্য উদ্ধৃত।',
  },
  'https://kiwix.haohe.fun/content/wikipedia_en_all_maxi_2024-01/A/Chaukhamba': {
    publication: 'কিউইক্স (উইকিপিডিয়ার প্রতিলিপি)',
    description: 'চৌখাম্বা নিয়ে ইংরেজি উইকিপিডিয়া নিবন্ধের ২০২৪ সালের একটি প্রতিলিপি; এখানে স্থানাঙ্কের জন্য উদ্ধৃত।',
  },
  'https://kiwix.hampton.id.au/content/wikipedia_en_all_maxi_2025-08/Bhrigupanth': {
    publication: 'কিউইক্স (উইকিপিডিয়ার প্রতিলিপি)',
    description: 'ভৃগুপন্থ নিয়ে ইংরেজি উইকিপিডিয়া নিবন্ধের ২০২৫ সালের একটি প্রতিলিপি: উচ্চতা, অবস্থান, স্থানাঙ্ক ও আরোহণ।',
  },
  'http://publications.americanalpineclub.org/articles/12198923104/print': {
    publication: 'আমেরিকান আলপাইন জার্নাল',
    description: 'ভৃগুপন্থে একটি আরোহণ নিয়ে ১৯৮৯ সালের একটি নোট; এখানে উচ্চতার জন্য উদ্ধৃত।',
  },
  'http://publications.americanalpineclub.org/articles/12199625303/print': {
    publication: 'আমেরিকান আলপাইন জার্নাল',
    description: 'কেদার গঙ্গা উপত্যকা থেকে ১৯৯৬ সালের একটি নোট; এখানে ভৃগুপন্থের সাধারণ বেস ক্যাম্পের জন্য উদ্ধৃত।',
  },
  'https://en.bharatpedia.org/wiki/Nanda_Kot': {
    publication: 'ভারতপিডিয়া (উইকিপিডিয়ার প্রতিলিপি)',
    description: 'নন্দাকোট নিয়ে উইকিপিডিয়া নিবন্ধের একটি প্রতিলিপি: নাম, উচ্চতা, অবস্থান, স্থানাঙ্ক ও প্রথম আরোহণ।',
  },
  'http://publications.americanalpineclub.org/articles/12198822602/print': {
    publication: 'আমেরিকান আলপাইন জার্নাল',
    description: 'নন্দাকোটে একটি আরোহণ নিয়ে ১৯৮৮ সালের একটি নোট; এখানে উচ্চতার জন্য উদ্ধৃত।',
  },
  'https://www.himalayanclub.org/hj/10/5/the-ascent-of-nanda-kot-1936/': {
    publication: 'দ্য হিমালয়ান জার্নাল, খণ্ড ১০',
    description: '১৯৩৬ সালে নন্দাকোটে প্রথম আরোহণের ১৯৩৮ সালে প্রকাশিত বিবরণ; এখানে তাতে দেওয়া উচ্চতার জন্য উদ্ধৃত।',
  },
  'http://publications.americanalpineclub.org/articles/12196016001/Asia-India-Second-Ascent-of-Nanda-Kot': {
    publication: 'আমেরিকান আলপাইন জার্নাল',
    description: 'ভারতীয় নৌবাহিনীর একটি দলের নন্দাকোটে দ্বিতীয় আরোহণ নিয়ে ১৯৬০ সালের একটি নোট।',
  },
  'https://encycloreader.org/r/wikipedia_de.php?q=Shiva_%28Himalaya%29': {
    publication: 'এনসাইক্লোরিডার (জার্মান উইকিপিডিয়ার প্রতিলিপি)',
    description: 'পাঙ্গির শিব শৃঙ্গ নিয়ে জার্মান উইকিপিডিয়া নিবন্ধের একটি প্রতিলিপি: নাম, উচ্চতা, অবস্থান, স্থানাঙ্ক ও আরোহণ।',
  },
  'https://services.thebmc.co.uk/fowler-and-ramsden-climb-the-prow-of-shiva': {
    publication: 'ব্রিটিশ মাউন্টেনিয়ারিং কাউন্সিল',
    description: '২০১২ সালে শিব শৃঙ্গের উত্তর-পূর্ব গিরিশিরা আরোহণের সংবাদ, সঙ্গে শৃঙ্গের আগের ইতিহাস।',
  },
  'http://publications.americanalpineclub.org/articles/12201129401/Asia-India-Himachal-Pradesh-Shiva-Shankar-West-West-Face': {
    publication: 'আমেরিকান আলপাইন জার্নাল',
    description: 'পাঙ্গির শিব শৃঙ্গের কাছে আরোহণ নিয়ে ২০১১ সালের একটি নোট; এখানে শৃঙ্গের উচ্চতার জন্য উদ্ধৃত।',
  },
  'http://publications.americanalpineclub.org/articles/12201129402/Asia-India-Himachal-Pradesh-Pangi-Valley-Mountaineering-History-Unclimbed-Objectives-from-the-Saichu-Valley': {
    publication: 'আমেরিকান আলপাইন জার্নাল',
    description: 'পাঙ্গি উপত্যকার আরোহণ-ইতিহাস নিয়ে ২০১১ সালের একটি সমীক্ষা; এখানে শিব শৃঙ্গের আরোহণগুলির জন্য উদ্ধৃত।',
  },
  'https://en.wikipedia.org/wiki/Deo_Tibba': {
    publication: 'উইকিপিডিয়া',
    description: 'দেও টিব্বা নিয়ে ইংরেজি উইকিপিডিয়ার নিবন্ধ: উচ্চতা, পর্বতশ্রেণি, নাম ও প্রথম আরোহণ।',
  },
  'https://www.himalayanclub.org/hj/23/12/the-derbyshire-himalayan-expedition-1961/': {
    publication: 'দ্য হিমালয়ান জার্নাল, খণ্ড ২৩',
    description: '১৯৬১ সালে ইন্দ্রাসনে ডার্বিশায়ার হিমালয়ান এক্সপিডিশনের বিবরণ; এখানে শৃঙ্গের উচ্চতা ও আরেকটি বানানের জন্য উদ্ধৃত।',
  },
  'https://en.wikipedia.org/wiki/Indrasan': {
    publication: 'উইকিপিডিয়া',
    description: 'ইন্দ্রাসন নিয়ে ইংরেজি উইকিপিডিয়ার নিবন্ধ; এখানে উচ্চতা ও নামের জন্য উদ্ধৃত।',
  },
  'https://de.wikiup.org/wiki/Indrasan': {
    publication: 'উইকিআপ (জার্মান উইকিপিডিয়ার প্রতিলিপি)',
    description: 'ইন্দ্রাসন নিয়ে জার্মান উইকিপিডিয়া নিবন্ধের একটি প্রতিলিপি: উচ্চতা, অবস্থান ও স্থানাঙ্ক।',
  },
  'https://wiki.av1.space/content/wikipedia_en_all_mini_2025-06/Shivling_(mountain)': {
    publication: 'কিউইক্স (উইকিপিডিয়ার প্রতিলিপি)',
    description: 'শিবলিং নিয়ে ইংরেজি উইকিপিডিয়া নিবন্ধের ২০২৫ সালের একটি প্রতিলিপি: নাম, উচ্চতা, অবস্থান, স্থানাঙ্ক ও প্রথম আরোহণ।',
  },
  'http://piglix.com/piglix/Shivling_(Garhwal_Himalaya)': {
    publication: 'পিগলিক্স (উইকিপিডিয়ার প্রতিলিপি)',
    description: 'শিবলিং নিয়ে উইকিপিডিয়ার পুরোনো একটি নিবন্ধের প্রতিলিপি; এখানে আরেকটি নাম ও এর দুটি শীর্ষের জন্য উদ্ধৃত।',
  },
  'https://twocircles.net/2007sep05/indian_australian_army_climbers_attempt_shivling.html': {
    publication: 'টু সার্কলস ডট নেট (আইএএনএস)',
    description: 'শিবলিংয়ে একটি সেনা অভিযান নিয়ে ২০০৭ সালের একটি সংবাদসংস্থার প্রতিবেদন; এখানে একটি ডাকনাম ও দক্ষিণ-পশ্চিম শীর্ষের প্রথম আরোহণের জন্য উদ্ধৃত।',
  },
  'http://publications.americanalpineclub.org/articles/12197520705/Asia-IndiaGarhwal-Kedarnath-Nilkantha-Shivling': {
    publication: 'আমেরিকান আলপাইন জার্নাল',
    description: '১৯৭৪ সালে শিবলিংয়ে প্রথম আরোহণ নিয়ে ১৯৭৫ সালের একটি নোট; এখানে উচ্চতা ও আরোহণের জন্য উদ্ধৃত।',
  },
  'https://jmediawiki.org/wiki/Panwali_Dwar': {
    publication: 'জেমিডিয়াউইকি (উইকিপিডিয়ার অনূদিত প্রতিলিপি)',
    description: 'পানওয়ালি দুয়ার নিয়ে উইকিপিডিয়া নিবন্ধের জাপানি অনুবাদ: উচ্চতা, অবস্থান, স্থানাঙ্ক ও আরোহণ।',
  },
  'http://en.wikipedia.org./wiki/Nanda_Khat': {
    publication: 'উইকিপিডিয়া',
    description: 'নন্দাখাট নিয়ে ইংরেজি উইকিপিডিয়ার নিবন্ধ; এখানে পানওয়ালি দুয়ারের উচ্চতা ও দুটির মাঝের গিরিশিরার জন্য উদ্ধৃত।',
  },
  'http://www.cosmin-andron.com/2013/09/khhang-shiling-kullu-makalu-2013/': {
    publication: 'কসমিন আন্দ্রন (ব্লগ)',
    description: '২০১৩ সালে বড়া শিগরি হিমবাহে নিজের আরোহণ নিয়ে এক আরোহীর বিবরণ; এখানে কুলু মাকালুর বানান ও উচ্চতার জন্য উদ্ধৃত।',
  },
  'https://de.wikiup.org/wiki/Bara-Shigri-Gletscher': {
    publication: 'উইকিআপ (জার্মান উইকিপিডিয়ার প্রতিলিপি)',
    description: 'বড়া শিগরি হিমবাহ নিয়ে জার্মান উইকিপিডিয়া নিবন্ধের একটি প্রতিলিপি; এখানে এর দৈর্ঘ্য ও গতিপথের জন্য উদ্ধৃত।',
  },
  'http://youthuttarakhand.com/travel-idea-destination-detail.php?id=134&cat_id=6%20&Thalay%20sagar': {
    publication: 'ইয়ুথ উত্তরাখণ্ড',
    description: 'থলয় সাগর নিয়ে একটি ভ্রমণ-পাতা; এখানে Thalaysagar বানানের জন্য উদ্ধৃত।',
  },
  'https://hi.m.wikipedia.org/wiki/%E0%A4%A5%E0%A4%B2%E0%A5%88_%E0%A4%B8%E0%A4%BE%E0%A4%97%E0%A4%B0': {
    publication: 'উইকিপিডিয়া (হিন্দি)',
    description: 'থলয় সাগর নিয়ে হিন্দি উইকিপিডিয়ার নিবন্ধ: নাম, উচ্চতা, অবস্থান, স্থানাঙ্ক ও প্রথম আরোহণ।',
  },
  'http://publications.americanalpineclub.org/articles/12199324506/print': {
    publication: 'আমেরিকান আলপাইন জার্নাল',
    description: 'দক্ষিণ দিক থেকে থলয় সাগরে একটি ব্রিটিশ আরোহণের ১৯৯৩ সালের প্রতিবেদন, সঙ্গে শৃঙ্গের উচ্চতা।',
  },
  'https://indianetzone.com/thalay_sagar': {
    publication: 'ইন্ডিয়ানেটজোন',
    description: 'থলয় সাগর নিয়ে বিশ্বকোষ-ধাঁচের একটি পাতা; এখানে গঙ্গোত্রী হিমবাহের দক্ষিণের শৃঙ্গগুলির মধ্যে এর স্থানের জন্য উদ্ধৃত।',
  },
  'http://thalaysagar.blogspot.com': {
    publication: 'থলয় সাগর (ব্লগ)',
    description: 'থলয় সাগরের আরোহণ-ইতিহাস সংকলন করা একটি ব্লগ; এখানে এর উত্তর গাত্রের কাঠিন্যের জন্য উদ্ধৃত।',
  },
  'http://publications.americanalpineclub.org/articles/12201029402/print': {
    publication: 'আমেরিকান আলপাইন জার্নাল',
    description: '২০০৯ সালে চাংগুচে প্রথম আরোহণের ২০১০ সালে প্রকাশিত প্রতিবেদন, আরোহীদের একজনের লেখা।',
  },
  'https://www.thebmc.co.uk/important-british-first-ascent-in-indian-himalaya': {
    publication: 'ব্রিটিশ মাউন্টেনিয়ারিং কাউন্সিল',
    description: 'চাংগুচে প্রথম আরোহণ নিয়ে ২০০৯ সালের একটি সংবাদ, সঙ্গে আগের প্রচেষ্টাগুলির ইতিহাস।',
  },
  'https://www.himalayanclub.org/hj/67/9/the-call-of-changuch/': {
    publication: 'দ্য হিমালয়ান জার্নাল, খণ্ড ৬৭',
    description: '২০১১ সালে চাংগুচে একটি অভিযানের বিবরণ; এখানে শৃঙ্গের অবস্থান ও আগের প্রচেষ্টাগুলির জন্য উদ্ধৃত।',
  },
  'https://www.reference.com/geography/latitude-longitude-coordinates-mt-everest-409115f24cd53f53': {
    publication: 'রেফারেন্স ডট কম',
    description: 'এভারেস্ট নিয়ে একটি তথ্য-পাতা; এখানে এর অন্য নাম, স্থানাঙ্ক ও ইংরেজি নামের উৎসের জন্য উদ্ধৃত।',
  },
  'https://www.hakanuzuner.com/mount-everest-ascent/': {
    publication: 'হাকান উজুনার (ব্লগ)',
    description: 'এভারেস্ট নিয়ে একটি ব্লগ-লেখা; এখানে এর চিনা নাম ও ১৮৫৬ সালে প্রথম প্রকাশিত উচ্চতার জন্য উদ্ধৃত।',
  },
  'http://www.chacha.com/topic/mount-everest': {
    publication: 'চাচা',
    description: 'এভারেস্ট নিয়ে একটি প্রশ্নোত্তর-পাতা; এখানে জরিপে দেওয়া নাম, পর্বতশ্রেণি ও শীর্ষের ওপর দিয়ে যাওয়া সীমান্তের জন্য উদ্ধৃত।',
  },
  'https://www.northeasttoday.in/2020/12/08/mt-everest-grow-by-86-cm/': {
    publication: 'নর্থইস্ট টুডে',
    description: 'নেপাল ও চিনের ঘোষিত এভারেস্টের নতুন উচ্চতা নিয়ে ২০২০ সালের ডিসেম্বরের একটি সংবাদ।',
  },
  'https://www.nepaltravelstrek.com/blog/new-height-of-mt-everest.html': {
    publication: 'নেপাল ট্রাভেলস ট্রেক',
    description: 'এভারেস্টের উচ্চতা নিয়ে একটি ট্রেকিং সংস্থার ব্লগ-লেখা; এখানে ভারতীয় সর্বেক্ষণ বিভাগের (সার্ভে অফ ইন্ডিয়া) ১৯৫৪ সালের হিসাবের জন্য উদ্ধৃত।',
  },
  'https://www.onenewspage.com/n/Front+Page/1zlv34phgl/Mt-Everest-grows-by-nearly-metre-to.htm': {
    publication: 'ওয়ান নিউজ পেজ',
    description: 'এভারেস্টের নতুন উচ্চতা নিয়ে ২০২০ সালের একটি সংবাদ; এখানে আগের নেপালি ও চিনা হিসাবের জন্য উদ্ধৃত।',
  },
  'https://tri-lakestribune.net/2020/12/mount-everest-got-slightly-taller-in-2020/': {
    publication: 'ট্রাই-লেকস ট্রিবিউন',
    description: 'নেপাল ও চিন কীভাবে এভারেস্ট মেপেছে তা নিয়ে ২০২০ সালের একটি সংবাদ; এখানে জরিপগুলি ও ১৯৯৯ সালের ফুটে দেওয়া হিসাবের জন্য উদ্ধৃত।',
  },
  'http://diamondgeezer.blogspot.com/2003/05/everest-50-anniversary-facts-1mount.html': {
    publication: 'ডায়মন্ড গিজার (ব্লগ)',
    description: 'এভারেস্টে প্রথম আরোহণের পঞ্চাশ বছর পূর্তিতে ২০০৩ সালের একটি তথ্যভিত্তিক ব্লগ-লেখা; এখানে সেই আরোহণের জন্য উদ্ধৃত।',
  },
  'https://theworldmountain.blogspot.com/2011/05/kangchenjunga-third-of-eight.html?m=1': {
    publication: 'দ্য ওয়ার্ল্ড মাউন্টেন (ব্লগ)',
    description: 'কাঞ্চনজঙ্ঘা নিয়ে ২০১১ সালের একটি ব্লগ-লেখা; এখানে নামের Kangchenjunga বানানের জন্য উদ্ধৃত।',
  },
  'https://wikivisually.com/wiki/Kangchenjunga': {
    publication: 'উইকিভিজুয়ালি (উইকিপিডিয়ার প্রতিলিপি)',
    description: 'কাঞ্চনজঙ্ঘা নিয়ে উইকিপিডিয়া নিবন্ধের একটি প্রতিলিপি: নাম, উচ্চতা ও অবস্থান।',
  },
  'https://targetstudy.com/qna/which-mountains-name-stands-for-the-five-treasures-of-snows.html': {
    publication: 'টার্গেট স্টাডি',
    description: 'কাঞ্চনজঙ্ঘা নামের অর্থ নিয়ে একটি কুইজের উত্তর; এখানে এর লিম্বু নামের জন্য উদ্ধৃত।',
  },
  'https://mountainsoftravelphotos.com/~mountaj4/India/Khajuraho/index.html': {
    publication: 'মাউন্টেনস অফ ট্রাভেল ফটোজ',
    description: 'এক ভ্রমণ-আলোকচিত্রীর পাতা, যেখানে কাঞ্চনজঙ্ঘার জরিপে দেওয়া নাম Peak IX লেখা আছে।',
  },
  'http://issuu.com/johnharlin/docs/sikkim_aaj2008?mode=embed&layout=http%3A%2F%2Fskin.issuu.com%2Fv%2Flight%2Flayout.xml': {
    publication: 'আমেরিকান আলপাইন জার্নাল (ইস্যু ওয়েবসাইটে)',
    description: 'সিকিমে আরোহণ নিয়ে ২০০৮ সালের একটি প্রবন্ধ; এখানে তাতে দেওয়া কাঞ্চনজঙ্ঘার উচ্চতার জন্য উদ্ধৃত।',
  },
  'https://simple.m.wikipedia.org/wiki/Kanchenjunga': {
    publication: 'উইকিপিডিয়া (সিম্পল ইংলিশ)',
    description: 'কাঞ্চনজঙ্ঘা নিয়ে সিম্পল ইংলিশ উইকিপিডিয়ার নিবন্ধ; এখানে স্থানাঙ্কের জন্য উদ্ধৃত।',
  },
  'https://mef.org.uk/expeditions/kanchenjunga-1955': {
    publication: 'মাউন্ট এভারেস্ট ফাউন্ডেশন',
    description: 'যে ব্রিটিশ অভিযান ১৯৫৫ সালে প্রথম কাঞ্চনজঙ্ঘায় আরোহণ করে, তা নিয়ে ফাউন্ডেশনের সংক্ষিপ্ত বিবরণ।',
  },
  'https://en.wikipedia-on-ipfs.org/wiki/1955_British_Kangchenjunga_expedition': {
    publication: 'উইকিপিডিয়া (আইপিএফএস-এ রাখা প্রতিলিপি)',
    description: '১৯৫৫ সালের ব্রিটিশ কাঞ্চনজঙ্ঘা অভিযান নিয়ে উইকিপিডিয়া নিবন্ধের একটি প্রতিলিপি; এখানে পথ ও শীর্ষের নীচে থেমে যাওয়ার কারণের জন্য উদ্ধৃত।',
  },
  'https://www.calendarz.com/amp/on-this-day/may/25/kangchenjunga': {
    publication: 'ক্যালেন্ডারজ',
    description: 'কাঞ্চনজঙ্ঘায় প্রথম আরোহণ নিয়ে একটি ‘এই দিনে’ পাতা; এখানে সর্বোচ্চ পর্বতের স্থান হারানোর সময়ের জন্য উদ্ধৃত।',
  },
  'https://wikizero.net/wiki/simple/Annapurna': {
    publication: 'উইকিজিরো (সিম্পল ইংলিশ উইকিপিডিয়ার প্রতিলিপি)',
    description: 'অন্নপূর্ণা নিয়ে সিম্পল ইংলিশ উইকিপিডিয়া নিবন্ধের একটি প্রতিলিপি; এখানে Annapurna I Main (অন্নপূর্ণা-১ মেন) নামের জন্য উদ্ধৃত।',
  },
  'https://www.himalayamasala.com/static/himalayan-climbs/annapurna-i-northeast-face-1950.html': {
    publication: 'হিমালয়া মাসালা',
    description: '১৯৫০ সালে অন্নপূর্ণা-১-এ প্রথম আরোহণ নিয়ে একটি পাতা, সঙ্গে শৃঙ্গের উচ্চতা।',
  },
  'https://ntb.gov.np/en/annapurna': {
    publication: 'নেপাল ট্যুরিজম বোর্ড',
    description: 'অন্নপূর্ণা নিয়ে নেপাল ট্যুরিজম বোর্ডের পাতা; এখানে উচ্চতার জন্য, আর ৮০০০ মিটারের বেশি উঁচু শৃঙ্গগুলির মধ্যে প্রথম আরোহণ যে এটিতেই হয়, সেই তথ্যের জন্য উদ্ধৃত।',
  },
  'https://en.scientificrussia.ru/historical-events/3-iuna-1950-goda-francuzskaa-gimalajskaa-ekspedicia-pokorila-pervyj-v-istorii-vosmitysacnik-annapurnu-2': {
    publication: 'সায়েন্টিফিক রাশিয়া',
    description: '১৯৫০ সালের অন্নপূর্ণা আরোহণ নিয়ে একটি ঐতিহাসিক নোট; এখানে তাতে দেওয়া পুরোনো উচ্চতার জন্য উদ্ধৃত।',
  },
  'https://nepaldesk.com/mountain/annapurna-i': {
    publication: 'নেপাল ডেস্ক',
    description: 'অন্নপূর্ণা-১ নিয়ে একটি তথ্যভান্ডারের পাতা; এখানে পর্বতশ্রেণি ও অবস্থানের জন্য উদ্ধৃত।',
  },
  'https://marmotamaps.com/de/drucke/annapurna-I': {
    publication: 'মারমোটা ম্যাপস',
    description: 'অন্নপূর্ণা-১ নিয়ে একটি মানচিত্র-ছাপার পাতা; এখানে স্থানাঙ্কের জন্য উদ্ধৃত।',
  },
  'http://publications.americanalpineclub.org/articles/12198923401/Asia-IndiaHimachal-Pradesh-Dharamsura-Southwest-and-Southeast-Ridges-Tos-Nala-Kulu': {
    publication: 'আমেরিকান আলপাইন জার্নাল',
    description: 'ধরমসুরায় মার্কিন আরোহণ নিয়ে ১৯৮৯ সালের একটি নোট, সঙ্গে হোয়াইট সেল নাম ও আরোহীদের দেওয়া উচ্চতা।',
  },
  'https://www.himalayanclub.org/hj/28/15/papsura-climbed/': {
    publication: 'দ্য হিমালয়ান জার্নাল, খণ্ড ২৮',
    description: 'পাপসুরা আরোহণের একটি বিবরণ; এখানে তার যমজ ধরমসুরার অবস্থান, আরোহণ ও স্থানীয় কাহিনির জন্য উদ্ধৃত।',
  },
  'http://publications.americanalpineclub.org/articles/12199324901/print': {
    publication: 'আমেরিকান আলপাইন জার্নাল',
    description: 'কুলু অঞ্চলে একটি আরোহণ নিয়ে ১৯৯৩ সালের একটি নোট; এখানে ধরমসুরার উচ্চতার জন্য উদ্ধৃত।',
  },
  'https://trekmonk.in/2019/01/16/dharamsura-peak/': {
    publication: 'ট্রেকমংক',
    description: 'ধরমসুরা নিয়ে একটি ট্রেকিং সাইটের পাতা; এখানে উচ্চতা, যাওয়ার পথ ও পাশের একটি শৃঙ্গের বানানের জন্য উদ্ধৃত।',
  },
  'https://de.wikiup.org/wiki/Papsura': {
    publication: 'উইকিআপ (জার্মান উইকিপিডিয়ার প্রতিলিপি)',
    description: 'পাপসুরা নিয়ে জার্মান উইকিপিডিয়া নিবন্ধের একটি প্রতিলিপি; এখানে ধরমসুরার উচ্চতার জন্য উদ্ধৃত।',
  },
  'https://www.theskijournal.com/issue_feature/India/': {
    publication: 'দ্য স্কি জার্নাল',
    description: 'ভারতীয় হিমালয়ে স্কি নিয়ে একটি প্রতিবেদন; এখানে ফুটে দেওয়া ধরমসুরার উচ্চতার জন্য উদ্ধৃত।',
  },
  'https://www.himalayanclub.org/hj/22/6/dhaulagiri-the-white-mountain-a-chronicle-of-the-1960-expedition/': {
    publication: 'দ্য হিমালয়ান জার্নাল, খণ্ড ২২',
    description: '১৯৬০ সালে ধৌলাগিরিতে প্রথম আরোহণের বিবরণ; এখানে নাম ও সে সময়ের হিসাবের উচ্চতার জন্য উদ্ধৃত।',
  },
  'https://ntb.gov.np/en/dhaulagiri': {
    publication: 'নেপাল ট্যুরিজম বোর্ড',
    description: 'ধৌলাগিরি নিয়ে নেপাল ট্যুরিজম বোর্ডের পাতা; এখানে উচ্চতা ও ইতিহাসের জন্য উদ্ধৃত।',
  },
  'https://review.clateway.com/wiki/view_html.php?q=Dhaulagiri': {
    publication: 'ক্লেটওয়ে (উইকিপিডিয়ার প্রতিলিপি)',
    description: 'ধৌলাগিরি নিয়ে উইকিপিডিয়া নিবন্ধের একটি প্রতিলিপি: উচ্চতা, পর্বতশ্রেণি, অবস্থান ও স্থানাঙ্ক।',
  },
  'https://memim.com/dhaulagiri.html': {
    publication: 'মেমিম (অনূদিত বিশ্বকোষ)',
    description: 'ধৌলাগিরি নিয়ে অনূদিত একটি বিশ্বকোষ-নিবন্ধ; এখানে ১৮০৯ সালের উচ্চতা ও ১৯৬০ সালের উড়োজাহাজের জন্য উদ্ধৃত।',
  },
  'http://www.cot14.dk/dhaulagiri/': {
    publication: 'কট১৪',
    description: 'ধৌলাগিরির ইতিহাস নিয়ে একটি পাতা; এখানে প্রথম আরোহণের জন্য উদ্ধৃত।',
  },
  'http://publications.americanalpineclub.org/articles/12199224102/Asia-IndiaKashmir-and-Jammu-Kun-and-Nun': {
    publication: 'আমেরিকান আলপাইন জার্নাল',
    description: 'কুন ও নুন আরোহণ নিয়ে ১৯৯২ সালের একটি নোট; এখানে নুনের উচ্চতার জন্য উদ্ধৃত।',
  },
  'http://publications.americanalpineclub.org/articles/12195402900/Nun-Kun': {
    publication: 'আমেরিকান আলপাইন জার্নাল',
    description: '১৯৫৩ সালে নুনে প্রথম আরোহণের ১৯৫৪ সালে প্রকাশিত বিবরণ, সঙ্গে ফুটে উচ্চতা।',
  },
  'https://it.other.wiki/wiki/Nun_Kun': {
    publication: 'আদার ডট উইকি (ইতালীয় উইকিপিডিয়ার প্রতিলিপি)',
    description: 'নুন-কুন নিয়ে ইতালীয় উইকিপিডিয়া নিবন্ধের একটি প্রতিলিপি: উচ্চতা, অবস্থান ও স্থানাঙ্ক।',
  },
  'https://de-academic.com/dic.nsf/dewiki/1033558': {
    publication: 'ডি অ্যাকাডেমিক (জার্মান উইকিপিডিয়ার প্রতিলিপি)',
    description: 'নুন নিয়ে জার্মান উইকিপিডিয়া নিবন্ধের একটি প্রতিলিপি; এখানে ভারতীয় দিকের হিমালয় শীর্ষগুলির মধ্যে এর স্থানের জন্য উদ্ধৃত।',
  },
  'http://the-uncensored-wiki.com:20161/2016-wikipedia_en_all_2016-02/A/Changabang.html': {
    publication: 'কিউইক্স (উইকিপিডিয়ার প্রতিলিপি)',
    description: 'চাংগাবাং নিয়ে ইংরেজি উইকিপিডিয়া নিবন্ধের ২০১৬ সালের একটি প্রতিলিপি: উচ্চতা, অবস্থান, স্থানাঙ্ক ও আরোহণ।',
  },
  'http://publications.americanalpineclub.org/articles/12197508100/Changabang': {
    publication: 'আমেরিকান আলপাইন জার্নাল',
    description: '১৯৭৪ সালে চাংগাবাংয়ে প্রথম আরোহণের ১৯৭৫ সালে প্রকাশিত বিবরণ, আরোহীদের একজনের লেখা।',
  },
  'https://www.himalayanclub.org/hj/33/17/mountain-by-moonlight-the-ascent-of-changabang-1974/': {
    publication: 'দ্য হিমালয়ান জার্নাল, খণ্ড ৩৩',
    description: '১৯৭৪ সালে চাংগাবাংয়ে প্রথম আরোহণের একটি বিবরণ; এখানে পৃষ্ঠপোষকের জন্য উদ্ধৃত।',
  },
  'https://de.zxc.wiki/wiki/Trishul_%28Berg%29': {
    publication: 'জেডএক্সসি উইকি (জার্মান উইকিপিডিয়ার অনূদিত প্রতিলিপি)',
    description: 'ত্রিশূল নিয়ে জার্মান উইকিপিডিয়া নিবন্ধের অনূদিত একটি প্রতিলিপি; এখানে বানান, উচ্চতা ও অবস্থানের জন্য উদ্ধৃত।',
  },
  'https://www.himalayanclub.org/hj/73/17/expeditions-explorations/': {
    publication: 'দ্য হিমালয়ান জার্নাল, খণ্ড ৭৩',
    description: '২০১৭ সালের অভিযান-বিষয়ক সংক্ষিপ্ত প্রতিবেদন; এর মধ্যে ত্রিশূলের পশ্চিম গিরিশিরা আরোহণের বিবরণটি এখানে শৃঙ্গের উচ্চতার জন্য উদ্ধৃত।',
  },
  'https://kiwix.lema.org/wikipedia_en_all_mini_2024-02/A/Trisul': {
    publication: 'কিউইক্স (উইকিপিডিয়ার প্রতিলিপি)',
    description: 'ত্রিশূল নিয়ে ইংরেজি উইকিপিডিয়া নিবন্ধের ২০২৪ সালের একটি প্রতিলিপি: উচ্চতা, অবস্থান, স্থানাঙ্ক, নাম ও পথ।',
  },
  'https://outlookindia.com/traveller/regulars/the-first-ascent-to-trishul-peak-in-1907': {
    publication: 'আউটলুক ট্রাভেলার',
    description: '১৯০৭ সালে ত্রিশূলে প্রথম আরোহণ নিয়ে একটি পত্রিকার প্রবন্ধ।',
  },
  'http://publications.americanalpineclub.org/articles/12195614202/Asia-India-Banderpunch-Black-Peak': {
    publication: 'আমেরিকান আলপাইন জার্নাল',
    description: 'বান্দরপুঁছ পর্বতশ্রেণির ব্ল্যাক পিক ও জ্যাক গিবসনের প্রচেষ্টা নিয়ে ১৯৫৬ সালের একটি নোট।',
  },
  'https://sagapedia.com/en/Kalanag': {
    publication: 'সাগাপিডিয়া (উইকিপিডিয়ার প্রতিলিপি)',
    description: 'কালানাগ নিয়ে উইকিপিডিয়া নিবন্ধের একটি প্রতিলিপি; এখানে নাম, স্থানাঙ্ক ও প্রথম আরোহণের জন্য উদ্ধৃত।',
  },
  'http://publications.americanalpineclub.org/articles/12196015804/print': {
    publication: 'আমেরিকান আলপাইন জার্নাল',
    description: 'ব্ল্যাক পিকে একটি সেনা আরোহণ নিয়ে ১৯৬০ সালের একটি নোট, সঙ্গে প্রথম আরোহণ নিয়ে সম্পাদকের মন্তব্য।',
  },
  'https://www.thinairexpedition.com/black-peak-expedition-2026-an-expedition-in-the-reach-of-a-common-man': {
    publication: 'থিন এয়ার এক্সপিডিশন',
    description: 'ব্ল্যাক পিক নিয়ে একটি অভিযান-সংস্থার পাতা; এখানে উচ্চতা, অবস্থান ও যাওয়ার পথের জন্য উদ্ধৃত।',
  },
  'http://publications.americanalpineclub.org/articles/12200437000/print': {
    publication: 'আমেরিকান আলপাইন জার্নাল',
    description: 'সাসের কাংরি গোষ্ঠীতে ভারতীয় নৌবাহিনীর আরোহণের ২০০৪ সালের প্রতিবেদন; এখানে ক্লাউড পিক নাম, একটি উচ্চতা ও যাওয়ার পথের জন্য উদ্ধৃত।',
  },
  'http://publications.americanalpineclub.org/articles/12198824001/Asia-IndiaEastern-Karakoram-Saser-Kangri-I-West-Ridge-and-Saser-IV': {
    publication: 'আমেরিকান আলপাইন জার্নাল',
    description: '১৯৮৭ সালে সাসের কাংরি-৪-এ প্রথম আরোহণের ১৯৮৮ সালে প্রকাশিত প্রতিবেদন।',
  },
  'https://en.wikipedia.org/?diff=prev&oldid=231063046&title=Saser_Kangri': {
    publication: 'উইকিপিডিয়া',
    description: 'সাসের কাংরি নিয়ে ইংরেজি উইকিপিডিয়া নিবন্ধের ২০০৮ সালের একটি সংস্করণ; এখানে পর্বতপুঞ্জের শীর্ষগুলি ও তাদের উচ্চতার তালিকার জন্য উদ্ধৃত।',
  },
  'https://www.himalayanclub.org/hj/43/17/saser-kangri-iii-1986/': {
    publication: 'দ্য হিমালয়ান জার্নাল, খণ্ড ৪৩',
    description: '১৯৮৬ সালে সাসের কাংরি-৩-এ একটি অভিযানের বিবরণ; এখানে সাসের কাংরি-৪-এর উচ্চতার জন্য উদ্ধৃত।',
  },
  'https://indmount.org/IMF/saserkangri1and4_2003': {
    publication: 'ইন্ডিয়ান মাউন্টেনিয়ারিং ফাউন্ডেশন',
    description: '২০০৩ সালে সাসের কাংরি-১ ও ৪-এ ভারতীয় নৌবাহিনীর অভিযান নিয়ে ফাউন্ডেশনের সংক্ষিপ্ত বিবরণ।',
  },
  'http://publications.americanalpineclub.org/articles/12199027605/Asia-IndiaEastern-Karakoram-Saser-Kangri-I-and-IV-1988': {
    publication: 'আমেরিকান আলপাইন জার্নাল',
    description: '১৯৮৮ সালে সাসের কাংরি-১ ও ৪ আরোহণ নিয়ে ১৯৯০ সালের একটি নোট; এখানে সাসের কাংরি-৪-এর উচ্চতার জন্য উদ্ধৃত।',
  },
  'https://wikimili.com/en/Saser_Muztagh': {
    publication: 'উইকিমিলি (উইকিপিডিয়ার প্রতিলিপি)',
    description: 'সাসের মুজতাগ পর্বতশ্রেণি নিয়ে উইকিপিডিয়া নিবন্ধের একটি প্রতিলিপি; এখানে এর অবস্থানের জন্য উদ্ধৃত।',
  },
  'https://www.himalayanclub.org/hj/46/12/exercise-saser-venture-1987/': {
    publication: 'দ্য হিমালয়ান জার্নাল, খণ্ড ৪৬',
    description: '১৯৮৭ সালে সাসের কাংরিতে সেনা অভিযানের বিবরণ; এখানে নামের অর্থের জন্য উদ্ধৃত।',
  },
  'https://thespace.ink/photo-story/photo-story-mt-devachen-expedition-2010/': {
    publication: 'দ্য স্পেস ইংক',
    description: 'কুলু-লাহৌল জলবিভাজিকার দেবাচেনে ২০১০ সালের একটি অভিযানের চিত্র-প্রতিবেদন, সঙ্গে শৃঙ্গের উচ্চতা ও ইতিহাস।',
  },
  'https://indmount.org/IMF/devachan2003': {
    publication: 'ইন্ডিয়ান মাউন্টেনিয়ারিং ফাউন্ডেশন',
    description: 'ফাউন্ডেশনের একটি পাতা, যাতে গাড়োয়ালের গঙ্গোত্রী অঞ্চলে “দেবাচান” নামে একটি শৃঙ্গে ২০০৩ সালের একটি প্রচেষ্টার উল্লেখ আছে।',
  },
  'https://nepaldesk.com/mountain/manaslu': {
    publication: 'নেপাল ডেস্ক',
    description: 'মানাসলু নিয়ে একটি তথ্যভান্ডারের পাতা: অন্য নাম, উচ্চতা, অবস্থান ও স্থানাঙ্ক।',
  },
  'https://mandalas.life/tag/manaslu/': {
    publication: 'ম্যান্ডালাস লাইফ',
    description: 'মানাসলু নিয়ে একটি ভ্রমণ-সাইটের লেখা; এখানে উচ্চতা ও নামের অর্থের জন্য উদ্ধৃত।',
  },
  'http://publications.americanalpineclub.org/articles/12195717000/Asia-Nepal-Manaslu': {
    publication: 'আমেরিকান আলপাইন জার্নাল',
    description: '১৯৫৬ সালে মানাসলুতে প্রথম আরোহণ নিয়ে ১৯৫৭ সালের একটি নোট, সঙ্গে সে সময়ের উচ্চতা।',
  },
  'https://www.himalayamasala.com/static/himalayan-climbs/manaslu-normal-route-1956.html': {
    publication: 'হিমালয়া মাসালা',
    description: '১৯৫৬ সালে মানাসলুতে প্রথম আরোহণ নিয়ে একটি পাতা; এখানে তাতে দেওয়া উচ্চতার জন্য উদ্ধৃত।',
  },
  'https://de.wikiup.org/wiki/Gorichen': {
    publication: 'উইকিআপ (জার্মান উইকিপিডিয়ার প্রতিলিপি)',
    description: 'গোরিচেন নিয়ে জার্মান উইকিপিডিয়া নিবন্ধের একটি প্রতিলিপি: বানান, উচ্চতা, অবস্থান ও স্থানাঙ্ক।',
  },
  'https://wikizero.org/wiki/en/Gori_Chen': {
    publication: 'উইকিজিরো (উইকিপিডিয়ার প্রতিলিপি)',
    description: 'গোরিচেন গোষ্ঠী নিয়ে ইংরেজি উইকিপিডিয়া নিবন্ধের একটি প্রতিলিপি, যেখানে সর্বোচ্চ বিন্দু ৬৫৩০ মিটার বলা হয়েছে।',
  },
  'https://india9.com/i9show/Gorichen-Peak-45510.htm': {
    publication: 'ইন্ডিয়া৯',
    description: 'গোরিচেন নিয়ে একটি পর্যটন-পাতা; এখানে একটি স্থানীয় নাম, পুরোনো উচ্চতা ও মনপা জনগোষ্ঠীর কাছে এর তাৎপর্যের জন্য উদ্ধৃত।',
  },
  'https://mountain-forecast.com/peaks/Gori-Chen': {
    publication: 'মাউন্টেন ফোরকাস্ট',
    description: 'গোরিচেন নিয়ে একটি আবহাওয়া-সাইটের পাতা; এখানে পুরোনো উচ্চতা, প্রথম আরোহণ এবং এতে কত ঘন ঘন আরোহণ হয় তার জন্য উদ্ধৃত।',
  },
  'http://publications.americanalpineclub.org/articles/12198427702/print': {
    publication: 'আমেরিকান আলপাইন জার্নাল',
    description: 'হিমাচল প্রদেশে আরোহণ নিয়ে ১৯৮৪ সালের একটি সংকলন; এখানে নম্বর-দেওয়া কোয়া রং শৃঙ্গগুলির জন্য উদ্ধৃত।',
  },
  'https://socialbarta.in/?p=11503': {
    publication: 'সোশ্যাল বার্তা',
    description: 'পিন ভাবা পাসে ক্লাবের ট্রেক নিয়ে একটি বাংলা প্রতিবেদন; এখানে অশোক রায়ের বাংলা বানানের জন্য উদ্ধৃত।',
  },
  'https://business-standard.com/amp/article/beyond-business/steno-on-the-summit-110082200001_1.html': {
    publication: 'বিজনেস স্ট্যান্ডার্ড',
    description: 'এভারেস্ট আরোহণের পরে বসন্ত সিংহ রায়কে নিয়ে ২০১০ সালের একটি পরিচিতিমূলক লেখা; এখানে তাঁর নামের একটি বানানের জন্য উদ্ধৃত।',
  },
  'https://bengalinfo.com/newsdetail.php?newsid=338557': {
    publication: 'বেঙ্গল ইনফো',
    description: 'বেঙ্গল ইনফোতে পুনর্মুদ্রিত একটি সংবাদ প্রতিবেদন, যা বসন্ত সিংহ রায়ের নাম Singh Roy ও Singha Roy দুভাবেই লেখে; এখানে শুধু সেই বানানের জন্য উদ্ধৃত।',
  },
  'https://todaysbangla.in/%e0%a6%ac%e0%a6%be%e0%a6%82%e0%a6%b2%e0%a6%be%e0%a6%b0-%e0%a6%8f%e0%a6%87-%e0%a6%b6%e0%a6%bf%e0%a6%95%e0%a7%8d%e0%a6%b7%e0%a6%95-%e0%a6%b9%e0%a6%bf%e0%a6%ae%e0%a6%be%e0%a6%9a%e0%a6%b2-%e0%a6%aa': {
    publication: 'টুডেজ বাংলা',
    description: 'ক্লাবের একটি আরোহণের প্রতিবেদনের এক বাংলা সংবাদ-সাইটের পুনর্লিখন; এখানে দুই সদস্যের নামের বাংলা বানানের জন্য উদ্ধৃত।',
  },
  'http://banglanewsmag.blogspot.com/2010/05/blog-post_3.html': {
    publication: 'বাংলা নিউজ ম্যাগ (ব্লগ)',
    description: 'এভারেস্ট শীর্ষে পৌঁছনো নিয়ে ২০১০ সালের মে মাসের একটি বাংলা সংবাদ-ব্লগ লেখা; এখানে দেবাশিস বিশ্বাসের নামের একটি বাংলা বানানের জন্য উদ্ধৃত।',
  },
  'https://anandabazar.com/west-bengal/mountaineer-debasish-biswas-awarded-1.467196': {
    publication: 'আনন্দবাজার পত্রিকা',
    description: 'দেবাশিস বিশ্বাসের তেনজিং নোরগে জাতীয় অ্যাডভেঞ্চার পুরস্কার পাওয়া নিয়ে ২০১৬ সালের একটি প্রতিবেদন।',
  },
  'http://shopping.zeenews.com/bengali/entertainment/basanta-singha-roy-missing_13583.html': {
    publication: 'জি ২৪ ঘণ্টা',
    description: 'ধৌলাগিরি অভিযান থেকে ২০১৩ সালের একটি বাংলা প্রতিবেদন; এখানে দুই আরোহীর নামের বাংলা বানানের জন্য উদ্ধৃত।',
  },
};
