import type { SourcesOverlay } from '@/lib/schema/source';

/**
 * The source registry in Bengali, by address (content/sources.ts holds the kinds and languages):
 * each publication in its usual Bengali form (a Bengali paper's own name, an English one
 * transliterated) and each description translated.
 */
export const sourcesBn: SourcesOverlay = {
  'spec:original-site': {
    publication: 'MAK-এর মূল ওয়েবসাইট',
    description: 'ক্লাবের আগের ওয়েবসাইটের অভিযানের তালিকা ও টীকা, যেমনটি আমাদের কাছে বর্ণনা করা হয়েছে: শৃঙ্গ, বছর, ফলাফল ও কয়েকটি পরিসংখ্যান।',
  },
  'http://mak.org.in/expeditions.php': {
    publication: 'MAK-এর মূল ওয়েবসাইট',
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
    description: 'জার্নালের অভিযান-বিষয়ক সংক্ষিপ্ত প্রতিবেদনের তালিকা, যার মধ্যে ২০১৮ সালের সাসের কাংরি ৪ অভিযান নিয়ে বসন্ত সিংহ রায়ের প্রতিবেদনও আছে।',
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
    description: 'গাড়োয়ালে একটি আরোহণ নিয়ে সংক্ষিপ্ত প্রতিবেদন; এখানে শুধু চৌখাম্বা ১-এর উচ্চতার জন্য উদ্ধৃত।',
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
    publication: 'লোবেন এক্সপিডিশনস-এর ব্লগ (দ্য টেলিগ্রাফ থেকে পুনঃপ্রকাশিত)',
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
  'http://shopping.zeenews.com/bengali/entertainment/benglali-reaches-annapuran-1_4977.html': { publication: 'জি নিউজ বাংলা', description: '২০১২ সালের এপ্রিলে অন্নপূর্ণা ১ শীর্ষারোহণের খবর।' },
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
  'https://www.khaboronline.com/news/national/the-members-of-mak-under-the-leadership-of-basanta-singha-roy-climbed-koa-rong-ii-peak/': { publication: 'খবর অনলাইন', description: 'ক্লাবের দলের শৃঙ্গ বদল এবং কোয়া রং ২-এর শীর্ষে পৌঁছনোর খবর।' },
  'https://bengali.news18.com/news/south-bengal/nadia-news-school-teacher-conquers-himachals-koa-rang-ii-summit-l18-rm-local18-2261340.html': { publication: 'নিউজ১৮ বাংলা', description: 'কোয়া রং ২ শীর্ষারোহণের খবর, পর্বতারোহীদের নাম-সহ।' },
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
    description: 'কুমায়ুনের ট্রেইলস পাসে একটি ট্রেকিং দলের চেষ্টা; এখানে গিরিপথটি ও তার চারপাশের শৃঙ্গগুলির উচ্চতার জন্য উদ্ধৃত।',
  },
  'https://docslib.org/doc/12438336/expedition-2007': {
    publication: 'ডকস্লিব (নথির সংগ্রহশালা)',
    description: '২০০৭ সালের একটি অভিযানের প্রতিবেদন; এখানে শুধু চাংগুচের উচ্চতার জন্য উদ্ধৃত।',
  },
  'https://www.tripoto.com/trip/the-expedition-before-my-birth-5cc86f70b107e': {
    publication: 'ট্রিপোটো',
    description: 'গঙ্গোত্রীর উপরে একটি অভিযান নিয়ে ভ্রমণকাহিনি; এখানে উদ্ধৃত এতে দেওয়া থেলু ও কোটেশ্বরের উচ্চতার জন্য।',
  },
};
