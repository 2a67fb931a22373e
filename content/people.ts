import type { PersonInput } from '@/lib/schema/person';

/**
 * Every person named in the expedition records (content/expeditions.ts: members and summiters, by
 * id) and in content/club.ts (founder, secretary, office bearers, by name): the registry behind the
 * member pages (/member/<id>/). `name` is how the site writes the person, the club's own records'
 * spelling; `variants` are the other spellings sources use, each with its address (Bengali
 * newspapers' spellings too). A person's expeditions are not stored here: pages compute them from
 * the records, the one source.
 *
 * Two names are merged into one person only where the club's own records write the same name;
 * where a source merely suggests that two names are one person, both entries stay and list each
 * other in `possiblySameAs`. Notes are few and say no more than their sources. Bengali names are
 * in content/glossary.ts, Bengali notes in content/people.bn.ts.
 */

const oldClubSite = 'http://mak.org.in/expeditions.php';
const shivlingReport2005 =
  'https://docslib.org/doc/10286314/mt-shivling-6543-m-expedition-2005-organised-by-mountaineers-association-of-krishnanagar-w-b-leaders-report-1-name';
const rediff2010 = 'https://m.rediff.com/news/report/first-civilian-team-bengal-scales-everest/20100517.htm';
const dreamWanderlust2010 = 'https://dreamwanderlust.com/articles/mt-everest-expedition-when-fantasy-turns-real-20140507';
const toi2010 = 'https://priyoaustralia.com.au/readers-link/2010/the-first-all-bengali-civilian-team-on-top-of-the-world-in-10-hours/';
const loben2010 = 'http://lobenexpeditions.blogspot.com/2010/10/city-duo-on-top-of-world.html';
const pti2011 = 'https://sikkimnews.blogspot.com/2011/05/west-bengal-team-scale-mount.html?m=1';
const telegraph2011 = 'https://mungpoonews.blogspot.com/2011/05/bengal-2-scale-kanchenjungha.html';
const zeeAnnapurna2012 = 'http://shopping.zeenews.com/bengali/entertainment/benglali-reaches-annapuran-1_4977.html';
const hindu2014 = 'http://www.thehindu.com/news/cities/kolkata/neardeath-experience-fails-to-dampen-mountaineers-spirit/article6256597.ece';
const jagonews2015 = 'https://jagonews24.com/business/news/39684';
const bdsuccess2015 = 'https://www.bdsuccess.org/2015/07/11/6618/';
const eiSamayRamjak2024 = 'https://bengalinfo.com/newsdetail.php?newsid=308379';
const anandabazar2024 = 'https://anandabazar.com/west-bengal/64-years-old-man-successfully-climbed-ramjak-peak-of-himachal/cid/1531041';
const socialbartaRamjak2024 = 'https://socialbarta.in/?p=19358';
const news18Ramjak2024 =
  'https://bengali.news18.com/news/south-bengal/nadia-news-ramjack-peak-in-the-himalayas-for-six-people-including-a-female-teacher-dd-l18-1767029.html';
const news18SendOff2025 =
  'https://bengali.news18.com/amp/news/south-bengal/everest-dream-asim-from-krishnanagar-and-rumpa-from-ranaghat-nadia-everest-expedition-l18-tib-local18-2111373.html';
const telegraphMay2025 =
  'https://www.telegraphindia.com/west-bengal/kolkata/42-year-old-nadia-teacher-dies-on-way-down-from-mt-everest-untimely-dreams-death-prnt/cid/2100275';
const telegraphJune2025 =
  'https://www.telegraphindia.com/amp/life/rumpa-das-subrata-ghosh-who-climbed-everest-frame-the-story-of-the-mountaineers-of-bengal-prnt/cid/2106715';
const khaborOnline2025 =
  'https://www.khaboronline.com/news/national/the-members-of-mak-under-the-leadership-of-basanta-singha-roy-climbed-koa-rong-ii-peak/';
const news18KoaRong2025 =
  'https://bengali.news18.com/news/south-bengal/nadia-news-school-teacher-conquers-himachals-koa-rang-ii-summit-l18-rm-local18-2261340.html';

// Sources first cited here (appended to content/sources.ts).
const businessStandard2010 = 'https://business-standard.com/amp/article/beyond-business/steno-on-the-summit-110082200001_1.html';
const bengalinfoGorichen2024 = 'https://bengalinfo.com/newsdetail.php?newsid=338557';
const todaysBangla =
  'https://todaysbangla.in/%e0%a6%ac%e0%a6%be%e0%a6%82%e0%a6%b2%e0%a6%be%e0%a6%b0-%e0%a6%8f%e0%a6%87-%e0%a6%b6%e0%a6%bf%e0%a6%95%e0%a7%8d%e0%a6%b7%e0%a6%95-%e0%a6%b9%e0%a6%bf%e0%a6%ae%e0%a6%be%e0%a6%9a%e0%a6%b2-%e0%a6%aa';
const banglanewsmag2010 = 'http://banglanewsmag.blogspot.com/2010/05/blog-post_3.html';
const anandabazarAward2016 = 'https://anandabazar.com/west-bengal/mountaineer-debasish-biswas-awarded-1.467196';
const zeeDhaulagiri2013 = 'http://shopping.zeenews.com/bengali/entertainment/basanta-singha-roy-missing_13583.html';
const socialbartaPinBhaba = 'https://socialbarta.in/?p=11503';

export const peopleContent = [
  // 1987: the club's first expedition (Thelu and Koteswar).
  { id: 'pralay-majumder', name: 'Pralay Majumder' },
  {
    id: 'ashok-roy',
    name: 'Ashok Roy',
    variants: [
      { name: 'Asok Roy', source: oldClubSite },
      { name: 'অশোক রায়', lang: 'bn', source: socialbartaPinBhaba },
    ],
    notes: [
      {
        text: 'The club’s founder and vice-president, and the Ashok Roy of its teams of 1987, 1990, 2005 and 2010, are taken here to be one person: the club’s records write the same name, though no source we read says so in as many words.',
        sources: [telegraphJune2025, pti2011, oldClubSite],
      },
    ],
  },
  { id: 'subrata-bhattacharjee', name: 'Subrata Bhattacharjee' },
  { id: 'sanjib-chakraborty', name: 'Sanjib Chakraborty', variants: [{ name: 'Sanjib Chkaraborty', slip: true, source: oldClubSite }] },
  { id: 'netai-das', name: 'Netai Das' },
  { id: 'kiriti-tarafdar', name: 'Dr. Kiriti Tarafdar' },
  { id: 'basanti-londhre', name: 'Basanti Londhre' },
  { id: 'prem-singh', name: 'Prem Singh' },

  // 1990: Gangstang.
  {
    id: 'sourendra-banerjee',
    name: 'Sourendra Banerjee',
    notes: [
      {
        text: 'He may be the Souren Banerjee who spoke for the club to the press after the Everest summit of May 2010; no source we read says they are one person.',
        sources: [loben2010],
      },
    ],
  },
  { id: 'subhashis-chakraborty', name: 'Subhashis Chakraborty' },
  { id: 'goutam-pal', name: 'Goutam Pal' },
  { id: 'subhash-saha', name: 'Subhash Saha' },
  { id: 'lebodram-thakur', name: 'Lebodram Thakur' },
  { id: 'kurumchand-thakur', name: 'Kurumchand Thakur' },
  {
    id: 'basanta-singha-roy',
    name: 'Basanta Singha Roy',
    variants: [
      { name: 'Basanta Sinha Roy', source: toi2010 },
      { name: 'Basanta Singharoy', source: pti2011 },
      { name: 'Basant Singha Roy', source: businessStandard2010 },
      { name: 'Basanta Kumar Singha Roy', source: hindu2014 },
      { name: 'Basanta Singh Roy', source: bengalinfoGorichen2024 },
      { name: 'বসন্ত সিংহ রায়', lang: 'bn', source: news18Ramjak2024 },
      { name: 'বসন্ত সিংহরায়', lang: 'bn', source: eiSamayRamjak2024 },
      { name: 'বসন্ত সিং রায়', lang: 'bn', source: todaysBangla },
      { name: 'বসন্ত সিংহ', lang: 'bn', source: jagonews2015 },
    ],
    notes: [{ text: 'He received the Tenzing Norgay National Adventure Award in 2013.', sources: [hindu2014] }],
  },

  // 2005: Shivling.
  {
    id: 'debasish-biswas',
    name: 'Debasish Biswas',
    variants: [
      { name: 'Debasis Biswas', source: shivlingReport2005 },
      { name: 'Debashish Biswas', source: toi2010 },
      { name: 'Debashis Biswas', source: telegraph2011 },
      { name: 'Debabrata Biswas', slip: true, source: rediff2010 },
      { name: 'দেবাশিস বিশ্বাস', lang: 'bn', source: zeeAnnapurna2012 },
      { name: 'দেবাশীষ বিশ্বাস', lang: 'bn', source: banglanewsmag2010 },
    ],
    notes: [{ text: 'He received the Tenzing Norgay National Adventure Award in New Delhi on 29 August 2016.', sources: [anandabazarAward2016] }],
  },
  { id: 'subrata-brahma', name: 'Subrata Brahma' },
  {
    id: 'bivas-sarkar',
    name: 'Bivas Sarkar',
    variants: [
      { name: 'Bibhas Sarkar', source: toi2010 },
      { name: 'Bibhash Sarkar', source: loben2010 },
    ],
  },
  { id: 'asim-mondal', name: 'Asim Mondal', possiblySameAs: ['ashim-kumar-mondal'] },
  { id: 'tapan-roy', name: 'Tapan Roy' },
  { id: 'bimalesh-das', name: 'Bimalesh Das' },

  // 2010-2013: Everest, Kanchenjunga, Annapurna I, Dhaulagiri I.
  {
    id: 'sourav-sinchan-mondal',
    name: 'Sourav Sinchan Mondal',
    variants: [
      { name: 'Sourabh Sinchan Mandal', source: toi2010 },
      { name: 'Sourav Mondal', source: loben2010 },
    ],
  },
  {
    id: 'pasang-phutar-sherpa',
    name: 'Pasang Phutar Sherpa',
    variants: [
      { name: 'Passang Futur Sherpa', source: loben2010 },
      { name: 'Passang Pusur Sherpa', source: telegraph2011 },
    ],
    possiblySameAs: ['pasang'],
  },
  {
    id: 'pemba-chhoti-sherpa',
    name: 'Pemba Chhoti Sherpa',
    variants: [{ name: 'Pemab Chhoti Sherpa', slip: true, source: loben2010 }],
    possiblySameAs: ['pemba'],
  },
  { id: 'ang-tashi-sherpa', name: 'Ang Tashi Sherpa' },
  { id: 'malay-mukherjee', name: 'Malay Mukherjee', variants: [{ name: 'মলয় মুখার্জি', lang: 'bn', source: zeeDhaulagiri2013 }] },
  {
    id: 'pemba',
    name: 'Pemba',
    variants: [{ name: 'প্রেমবা শেরপা', lang: 'bn', source: zeeDhaulagiri2013 }],
    possiblySameAs: ['pemba-chhoti-sherpa'],
  },
  { id: 'pasang', name: 'Pasang', possiblySameAs: ['pasang-phutar-sherpa'] },
  { id: 'dawa', name: 'Dawa' },

  // 2015: Nun, with Keokradong of Dhaka.
  { id: 'biswanath-saha', name: 'Biswanath Saha', variants: [{ name: 'বিশ্বনাথ সাহা', lang: 'bn', source: jagonews2015 }] },
  { id: 'rohit-majumdar', name: 'Rohit Majumdar', variants: [{ name: 'রোহিত মজুমদার', lang: 'bn', source: jagonews2015 }] },
  { id: 'kaushik', name: 'Kaushik', variants: [{ name: 'কৌশিক', lang: 'bn', source: jagonews2015 }] },
  {
    id: 'muntasir-mamun-imran',
    name: 'Muntasir Mamun Imran',
    variants: [{ name: 'মুনতাসির মামুন ইমরান', lang: 'bn', source: bdsuccess2015 }],
    notes: [{ text: 'Jago News 24 names him among the three Bangladeshi climbers of the joint team who reached the top of Nun in 2015.', sources: [jagonews2015] }],
  },
  {
    id: 'rifat-hasan',
    name: 'Rifat Hasan',
    variants: [{ name: 'রিফাত হাসান', lang: 'bn', source: bdsuccess2015 }],
    notes: [{ text: 'Jago News 24 names him among the three Bangladeshi climbers of the joint team who reached the top of Nun in 2015.', sources: [jagonews2015] }],
  },

  // 2021-2025: Everest, Ramjak, Gorichen, Koa Rong II.
  {
    id: 'rumpa-das',
    name: 'Rumpa Das',
    variants: [
      { name: 'Rumpa Ghosh', slip: true, source: telegraphMay2025 },
      { name: 'রুম্পা দাস', lang: 'bn', source: news18Ramjak2024 },
    ],
  },
  {
    id: 'ashim-kumar-mondal',
    name: 'Ashim Kumar Mondal',
    variants: [
      { name: 'অসীম কুমার মন্ডল', lang: 'bn', source: news18SendOff2025 },
      { name: 'অসীমকুমার মণ্ডল', lang: 'bn', source: anandabazar2024 },
    ],
    possiblySameAs: ['asim-mondal'],
  },
  {
    id: 'prasanta-singha',
    name: 'Prasanta Singha',
    variants: [
      { name: 'প্রশান্ত সিংহ', lang: 'bn', source: socialbartaRamjak2024 },
      { name: 'প্রশান্ত সিং', lang: 'bn', source: todaysBangla },
    ],
  },
  { id: 'subrata-ghosh', name: 'Subrata Ghosh', variants: [{ name: 'সুব্রত ঘোষ', lang: 'bn', source: socialbartaRamjak2024 }] },
  { id: 'jadu-debnath', name: 'Jadu Debnath', variants: [{ name: 'যদু দেবনাথ', lang: 'bn', source: khaborOnline2025 }] },
  {
    id: 'partha-sarathi-layek',
    name: 'Partha Sarathi Layek',
    variants: [
      { name: 'পার্থ সারথি লায়ক', lang: 'bn', source: khaborOnline2025 },
      { name: 'পার্থসারথি লায়েক', lang: 'bn', source: news18KoaRong2025 },
    ],
  },
  { id: 'sayan-das', name: 'Sayan Das' },
  { id: 'sumitra-debnath', name: 'Sumitra Debnath' },
  { id: 'sanatan-das', name: 'Sanatan Das', variants: [{ name: 'সনাতন দাস', lang: 'bn', source: khaborOnline2025 }] },
  { id: 'mingma-tenzing-sherpa', name: 'Mingma Tenzing Sherpa', variants: [{ name: 'মিংমা তেনজিং শেরপা', lang: 'bn', source: khaborOnline2025 }] },
  { id: 'pasang-rita-sherpa', name: 'Pasang Rita Sherpa', variants: [{ name: 'পাসাং রিতা শেরপা', lang: 'bn', source: khaborOnline2025 }] },

  // Named in content/club.ts only.
  {
    id: 'pramathesh-das-mahapatra',
    name: 'Dr. Pramathesh Das Mahapatra',
    notes: [{ text: 'Named as the club’s president, as of March 2010.', sources: [dreamWanderlust2010] }],
  },
] satisfies PersonInput[];
