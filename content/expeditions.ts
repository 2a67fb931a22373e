import type { ExpeditionInput } from '@/lib/schema/expedition';

/**
 * The club's expeditions: the 38 rows of its table (1987-2024) in table order, then the two 2025
 * expeditions as rows 39-40. The list, years and results are the original website's table; every
 * other fact cites its public source by address (`sources`, registered in content/sources.ts).
 * Narratives are written for this site from those facts only. Unknown facts are left out. Photos and PDFs stay empty until the club supplies its own.
 *
 * People are named by their id in content/people.ts (`members: [{ person: 'basanta-singha-roy', role:
 * 'leader' }]`, `summiters: ['rumpa-das']`); pages show the name the registry gives them, and an
 * unknown id stops the build naming the entry and the field. A new person goes into the registry first.
 *
 * Slugs of the original site keep their exact spelling and case (old links must keep working);
 * new slugs follow the same Peak-YYYY style.
 */

/** Facts known only from the club's original website (its table and notes); not a public page. */
const originalSite = 'spec:original-site';
const oldClubSite = 'http://mak.org.in/expeditions.php';
const basantaProfile2010 =
  'https://priyoaustralia.com.au/readers-link/2010/the-first-all-bengali-civilian-team-on-top-of-the-world-in-10-hours/';
const midDay2014 = 'https://www.mid-day.com/articles/get-on-top-of-the-world/15546157';
const rumpaDasProfile = 'https://cloudtv.news/breaking-news/rumpadas-everestsummit-marks-a-historic-achievement';
const traillsPassReference = 'https://blog.summitersadventures.com/traills-pass-an-unsuccessful-attempt';
const kametReference = 'https://www.telegraphindia.com/west-bengal/team-of-10-from-city-scales-mt-kamet/cid/1002550';
const rediff2010 = 'https://m.rediff.com/news/report/first-civilian-team-bengal-scales-everest/20100517.htm';
const loben2010 = 'http://lobenexpeditions.blogspot.com/2010/10/city-duo-on-top-of-world.html';
const summitersAccount2010 = 'https://dreamwanderlust.com/articles/mt-everest-expedition-when-fantasy-turns-real-20140507';
const ians2010 = 'https://twocircles.net/2010may19/seasons_first_indian_conquest_mt_everest_goes_unnoticed.html';
const pti2011 = 'https://sikkimnews.blogspot.com/2011/05/west-bengal-team-scale-mount.html?m=1';
const telegraph2011 = 'https://mungpoonews.blogspot.com/2011/05/bengal-2-scale-kanchenjungha.html';
const telegraphApril2011 = 'https://national-grid-news.blogspot.com/2011/04/from-everest-to-kangchenjunga-for.html';
const bdsuccess2015 = 'https://www.bdsuccess.org/2015/07/11/6618/';
const banglanews2015 = 'https://banglanewsmag.blogspot.com/2015/07/blog-post_972.html';
const jagonews2015 = 'https://jagonews24.com/business/news/39684';
const mathabhanga2015 =
  'https://old.mathabhanga.com/%e0%a6%b6%e0%a7%87%e0%a6%b7%e0%a7%87%e0%a6%b0-%e0%a6%aa%e0%a6%be%e0%a6%a4%e0%a6%be/%e0%a6%ac%e0%a6%be%e0%a6%82%e0%a6%b2%e0%a6%be%e0%a6%a6%e0%a7%87%e0%a6%b6-%e0%a6%ad%e0%a6%be%e0%a6%b0%e0%a6%a4%e0%a7%87%e0%a6%b0-%e0%a6%aa%e0%a6%b0%e0%a7%8d%e0%a6%ac%e0%a6%a4%e0%a6%be%e0%a6%b0%e0%a7%8b/';
const news18Everest2025 =
  'https://bengali.news18.com/news/south-bengal/rumpa-das-and-subrata-ghosh-two-bengali-has-conqured-mount-everest-rumpa-falls-sick-ank-2170219.html';
const news18SendOff2025 =
  'https://bengali.news18.com/amp/news/south-bengal/everest-dream-asim-from-krishnanagar-and-rumpa-from-ranaghat-nadia-everest-expedition-l18-tib-local18-2111373.html';
const telegraphMay2025 =
  'https://www.telegraphindia.com/west-bengal/kolkata/42-year-old-nadia-teacher-dies-on-way-down-from-mt-everest-untimely-dreams-death-prnt/cid/2100275';
const telegraphOnline2025 = 'https://www.telegraphindia.com/world/climber-from-bengal-summits-mt-everest-dies-on-way-back/cid/2100170';
const telegraphJune2025 =
  'https://www.telegraphindia.com/amp/life/rumpa-das-subrata-ghosh-who-climbed-everest-frame-the-story-of-the-mountaineers-of-bengal-prnt/cid/2106715';
const millenniumPost2025 = 'https://www.millenniumpost.in/bengal/man-from-bengal-dies-while-descending-from-mt-everest-610994';
const bengalInfoAgency2025 = 'https://bengalinfo.com/newsdetail.php?newsid=389697';
const indianXpress2025 = 'https://indian-xpress.com/blog/2025/05/16/bengal-mountaineer-scales-everest-tragically-dies-during-descent/';
const sherpaLegend2025 = 'https://sherpalegend.com/subrata-ghosh-the-13-peak-journey-that-ended-on-everest';
const anandabazar2024 = 'https://anandabazar.com/west-bengal/64-years-old-man-successfully-climbed-ramjak-peak-of-himachal/cid/1531041';
const news18Ramjak2024 =
  'https://bengali.news18.com/news/south-bengal/nadia-news-ramjack-peak-in-the-himalayas-for-six-people-including-a-female-teacher-dd-l18-1767029.html';
const khaborOnline2025 =
  'https://www.khaboronline.com/news/national/the-members-of-mak-under-the-leadership-of-basanta-singha-roy-climbed-koa-rong-ii-peak/';
const news18KoaRong2025 =
  'https://bengali.news18.com/news/south-bengal/nadia-news-school-teacher-conquers-himachals-koa-rang-ii-summit-l18-rm-local18-2261340.html';

export const expeditionsContent = [
  {
    slug: 'Thelu-Koteswar-1987',
    serial: 1,
    peak: 'Thelu & Koteswar',
    peaks: [
      { name: 'Thelu', heightM: 6000 },
      { name: 'Koteswar', heightM: 6061, heightFt: 19880 },
    ],
    year: 1987,
    month: 5,
    area: 'Gangotri Region, Garhwal Himalaya',
    region: 'Gangotri (Garhwal)',
    expeditionNumber: 1,
    members: [
      { person: 'pralay-majumder', role: 'leader' },
      { person: 'ashok-roy', role: 'member' },
      { person: 'subrata-bhattacharjee', role: 'member' },
      { person: 'sanjib-chakraborty', role: 'member' },
      { person: 'netai-das', role: 'member' },
      { person: 'kiriti-tarafdar', role: 'member' },
      { person: 'basanti-londhre', role: 'member' },
      { person: 'prem-singh', note: 'named among the summiters' },
    ],
    trekStart: { date: '1987-05-10', place: 'Gangotri, Uttarkashi District' },
    roadHead: 'Gangotri',
    transitCamps: [{ name: 'Bhojbas' }],
    furtherCamps: 2,
    summits: [
      {
        peak: 'Thelu',
        date: '1987-05-15',
        summiters: ['pralay-majumder', 'subrata-bhattacharjee', 'sanjib-chakraborty', 'basanti-londhre', 'prem-singh'],
      },
      {
        peak: 'Koteswar',
        date: '1987-05-21',
        summiters: ['pralay-majumder', 'sanjib-chakraborty', 'basanti-londhre', 'prem-singh'],
      },
    ],
    result: 'Climbed',
    narrative: [
      'The club’s first expedition went to two peaks above Gangotri in May 1987, led by Pralay Majumder. The trek began at Gangotri on 10 May, with a transit camp at Bhojbas and two camps above it.',
      'Five climbers reached the top of Thelu (6000 m) on 15 May 1987: Pralay Majumder, Subrata Bhattacharjee, Sanjib Chakraborty, Basanti Londhre and Prem Singh. Six days later, on 21 May, four of them also climbed Koteswar (6061 m).',
    ],
    evidence: 'public-source',
    sources: [oldClubSite, originalSite],
    conflicts: [
      {
        about: 'Height of Thelu',
        accounts: [
          { value: '6000 m', sources: [oldClubSite] },
          { value: '6002 m', sources: ['https://www.tripoto.com/trip/the-expedition-before-my-birth-5cc86f70b107e'] },
        ],
        settled: 'This site gives the club’s own figure, 6000 m.',
      },
      {
        about: 'Height of Koteswar',
        accounts: [
          { value: '6061 m (19,880 ft)', sources: [oldClubSite] },
          {
            value: 'About 6080 m',
            sources: ['https://publications.americanalpineclub.org/articles/12198225700', 'https://www.tripoto.com/trip/the-expedition-before-my-birth-5cc86f70b107e'],
          },
        ],
        settled: 'This site gives the club’s own figure, 6061 m.',
      },
    ],
  },
  {
    slug: 'Gangstang-1990',
    serial: 2,
    peak: 'Gangstang',
    heightM: 6162,
    year: 1990,
    month: 7,
    area: 'Lahul Region, Himachal Himalaya',
    region: 'Lahaul',
    expeditionNumber: 2,
    members: [
      { person: 'sourendra-banerjee', role: 'leader' },
      { person: 'ashok-roy', role: 'member' },
      { person: 'subrata-bhattacharjee', role: 'member' },
      { person: 'sanjib-chakraborty', role: 'member' },
      { person: 'basanta-singha-roy', role: 'member' },
      { person: 'subhashis-chakraborty', role: 'member' },
      { person: 'goutam-pal', role: 'member' },
      { person: 'subhash-saha', role: 'member' },
      { person: 'lebodram-thakur', note: 'named among the summiters' },
      { person: 'kurumchand-thakur', note: 'named among the summiters' },
    ],
    trekStart: { date: '1990-07-21', place: 'Keylong, Lahaul & Spiti District, Himachal Pradesh' },
    roadHead: 'Keylong',
    transitCamps: [{ name: 'Alpine meadow beside the Billing Nallah', altitudeM: 3810 }],
    baseCamp: { place: 'Near the Gangstang Glacier', altitudeM: 4480 },
    furtherCamps: 2,
    summits: [
      {
        peak: 'Gangstang',
        date: '1990-07-28',
        summiters: ['basanta-singha-roy', 'lebodram-thakur', 'kurumchand-thakur'],
      },
    ],
    result: 'Climbed',
    narrative: [
      'The club’s second expedition went to Gangstang (6162 m) in Lahaul in July 1990, led by Sourendra Banerjee. The trek began at Keylong on 21 July. The team camped on an alpine meadow beside the Billing Nallah (3810 m) and set up base camp near the Gangstang Glacier at 4480 m, with two camps above it.',
      'Basanta Singha Roy reached the summit on 28 July 1990 with Lebodram Thakur and Kurumchand Thakur.',
    ],
    evidence: 'public-source',
    sources: [oldClubSite, 'http://publications.americanalpineclub.org/articles/12199423602/print', originalSite],
  },
  {
    slug: 'Baljuri-1991',
    serial: 3,
    peak: 'Baljuri',
    heightM: 5922,
    year: 1991,
    region: 'Kumaon',
    narrative: ['In 1991 the club’s expedition went to Baljuri (5922 m) in the Kumaon Himalaya.'],
    evidence: 'public-source',
    sources: [oldClubSite, 'https://adventuremania-india.blogspot.com/2021/10/', originalSite],
  },
  {
    slug: 'Setaglacier-1992',
    serial: 4,
    peak: 'Seta Glacier (exploration)',
    year: 1992,
    area: 'Seta Glacier',
    narrative: ['In 1992 the club went exploring on the Seta Glacier.'],
    evidence: 'spec-list-only',
    sources: [originalSite],
  },
  {
    slug: 'Srikailash-1993',
    serial: 5,
    peak: 'Sri Kailash',
    heightM: 6932,
    year: 1993,
    region: 'Gangotri (Garhwal)',
    narrative: ['In 1993 the club’s expedition went to Sri Kailash (6932 m) in the Gangotri region of Garhwal.'],
    evidence: 'spec-list-only',
    sources: ['http://publications.americanalpineclub.org/articles/12198822704/print', originalSite],
  },
  {
    slug: 'Tharkot-1994',
    serial: 6,
    peak: 'Tharkot',
    heightM: 6099,
    year: 1994,
    region: 'Kumaon',
    narrative: ['In 1994 the club’s expedition went to Tharkot (6099 m) in Kumaon.'],
    evidence: 'spec-list-only',
    sources: ['https://www.himalayanclub.org/hj/44/12/kumaon-secrets/', originalSite],
  },
  {
    slug: 'CB11-1995',
    serial: 7,
    peak: 'CB-11',
    heightM: 6044,
    year: 1995,
    region: 'Lahaul',
    narrative: ['In 1995 the club’s expedition went to CB-11 (6044 m) in Lahaul.'],
    evidence: 'spec-list-only',
    sources: ['https://www.mef.org.uk/expeditions/chandra-bhaga', originalSite],
  },
  {
    slug: 'Kamet-1996',
    serial: 8,
    peak: 'Kamet',
    heightM: 7756,
    year: 1996,
    region: 'Garhwal',
    narrative: [
      'In 1996 the club’s expedition went to Kamet (7756 m) in Garhwal. The club’s list has Kamet again the following year.',
    ],
    evidence: 'spec-list-only',
    sources: [kametReference, originalSite],
  },
  {
    slug: 'Kamet-1997',
    serial: 9,
    peak: 'Kamet',
    heightM: 7756,
    year: 1997,
    region: 'Garhwal',
    narrative: [
      'In 1997 the club’s expedition went to Kamet (7756 m) in Garhwal, the same peak as the year before.',
      'A newspaper profile of Basanta Singha Roy in 2010 counts Kamet among the peaks he had climbed, without saying when or with which team.',
    ],
    evidence: 'spec-list-only',
    sources: [kametReference, basantaProfile2010, originalSite],
  },
  {
    slug: 'Choukhamba-1998',
    serial: 10,
    peak: 'Chaukhamba I',
    heightM: 7138,
    year: 1998,
    region: 'Gangotri (Garhwal)',
    narrative: [
      'In 1998 the club’s expedition went to Chaukhamba I (7138 m) in the Gangotri region of Garhwal.',
      'A newspaper profile of Basanta Singha Roy in 2010 counts Chaukhamba among the peaks he had climbed, without saying when or with which team.',
    ],
    evidence: 'spec-list-only',
    sources: ['http://publications.americanalpineclub.org/articles/12199526603/print', basantaProfile2010, originalSite],
  },
  {
    slug: 'Bhrigupanth-1999',
    serial: 11,
    peak: 'Bhrigupanth',
    heightM: 6772,
    year: 1999,
    region: 'Gangotri (Garhwal)',
    narrative: [
      'In 1999 the club’s expedition went to Bhrigupanth (6772 m) in the Gangotri region of Garhwal.',
      'A newspaper profile of Basanta Singha Roy in 2010 counts Bhrigupanth among the peaks he had climbed, without saying when or with which team.',
    ],
    evidence: 'spec-list-only',
    sources: [basantaProfile2010, 'http://publications.americanalpineclub.org/articles/12198923104/print', originalSite],
  },
  {
    slug: 'Nandakot-2000',
    serial: 12,
    peak: 'Nandakot',
    heightM: 6861,
    year: 2000,
    region: 'Kumaon',
    narrative: ['In 2000 the club’s expedition went to Nandakot (6861 m) in Kumaon.'],
    evidence: 'spec-list-only',
    sources: [traillsPassReference, originalSite],
  },
  {
    slug: 'Shiva-2002',
    serial: 13,
    peak: 'Shiva',
    heightM: 6142,
    year: 2002,
    region: 'Pangi (Chamba)',
    narrative: ['In 2002 the club’s expedition went to Shiva (6142 m) in the Pangi valley of Chamba.'],
    evidence: 'spec-list-only',
    sources: ['http://publications.americanalpineclub.org/articles/12201129401/Asia-India-Himachal-Pradesh-Shiva-Shankar-West-West-Face', originalSite],
  },
  {
    slug: 'Deotibba-2003',
    serial: 14,
    peak: 'Deo Tibba',
    heightM: 6001,
    year: 2003,
    region: 'Kullu',
    narrative: ['In 2003 the club’s expedition went to Deo Tibba (6001 m) in Kullu.'],
    evidence: 'spec-list-only',
    sources: ['https://en.wikipedia.org/wiki/Deo_Tibba', originalSite],
  },
  {
    slug: 'Indrasan-2004',
    // The original site also served this report at Indrasan-2003; that URL keeps working.
    legacySlugs: ['Indrasan-2003'],
    serial: 15,
    peak: 'Indrasan',
    heightM: 6221,
    year: 2004,
    region: 'Kullu',
    narrative: ['In 2004 the club’s expedition went to Indrasan (6221 m) in Kullu.'],
    evidence: 'spec-list-only',
    sources: ['https://en.wikipedia.org/wiki/Indrasan', originalSite],
    peakContext: [
      {
        text: 'Indrasan was first climbed on 13 October 1962, by a Kyoto University team.',
        sources: ['http://publications.americanalpineclub.org/articles/12196352304/Asia-India-Indrasan-Punjab'],
      },
    ],
  },
  {
    slug: 'Shivling-2005',
    serial: 16,
    peak: 'Shivling',
    heightM: 6543,
    heightFt: 21467,
    year: 2005,
    month: 8,
    area: 'Gangotri, Garhwal (Uttaranchal)',
    region: 'Gangotri (Garhwal)',
    members: [
      { person: 'basanta-singha-roy', role: 'leader' },
      { person: 'debasish-biswas', role: 'deputy leader', duties: 'video cameraman' },
      { person: 'ashok-roy', role: 'member', duties: 'load ferrying', note: 'reached Camp I' },
      { person: 'subrata-brahma', role: 'member', duties: 'photographer and in charge of medicines', note: 'reached Camp I' },
      { person: 'bivas-sarkar', role: 'base camp member' },
      { person: 'asim-mondal', role: 'member', duties: 'in charge of equipment', note: 'reached Camp I' },
      { person: 'tapan-roy', role: 'member', duties: 'quartermaster and manager', note: 'reached Camp I' },
      { person: 'bimalesh-das', role: 'base camp member' },
    ],
    trekStart: { date: '2005-08-17', place: 'Gangotri' },
    roadHead: 'Gangotri',
    transitCamps: [{ name: 'Bhojbas, Lalbaba Ashram', altitudeFt: 12000, date: '2005-08-17' }],
    highCamps: [{ name: 'Camp I', altitudeFt: 17000 }],
    summits: [{ peak: 'Shivling', summiters: ['basanta-singha-roy', 'debasish-biswas'] }],
    result: 'Climbed',
    narrative: [
      'Basanta Singha Roy led an eight-member team to Shivling (6543 m) above Gangotri in August 2005, with Debasish Biswas as deputy leader. The club held an Indian Mountaineering Foundation permit for the peak from 15 August to 15 September. The fees in the leader’s report show that the team also engaged Sherpa or high-altitude porter support; how many people, and who, the surviving copy does not show.',
      'The team left Gangotri on 17 August and stopped the same day at Bhojbas (Lalbaba Ashram, 12,000 ft). Camp I was set up at 17,000 ft. Ashok Roy, Subrata Brahma, Asim Mondal and Tapan Roy went as high as Camp I, and Basanta Singha Roy and Debasish Biswas climbed on past it to the summit. The date of the summit is not in the part of the report we have.',
    ],
    evidence: 'public-source',
    sources: [
      'https://docslib.org/doc/10286314/mt-shivling-6543-m-expedition-2005-organised-by-mountaineers-association-of-krishnanagar-w-b-leaders-report-1-name',
      originalSite,
    ],
  },
  {
    slug: 'panwaliduar-2006',
    serial: 17,
    peak: 'Panwali Dwar',
    heightM: 6663,
    year: 2006,
    region: 'Kumaon',
    narrative: ['In 2006 the club’s expedition went to Panwali Dwar (6663 m) in Kumaon.'],
    evidence: 'spec-list-only',
    sources: [traillsPassReference, originalSite],
  },
  {
    slug: 'Kulumakalu-rubalkang-2007',
    serial: 18,
    peak: 'Kulu Makalu & Rubal Kang',
    peaks: [{ name: 'Kulu Makalu' }, { name: 'Rubal Kang' }],
    year: 2007,
    region: 'Lahaul',
    summits: [{ peak: 'Rubal Kang' }],
    result: 'Climbed Rubal Kang',
    narrative: [
      'The 2007 expedition had two objectives in Lahaul, Kulu Makalu and Rubal Kang. The club’s table gives the result as “Climbed Rubal Kang”.',
    ],
    evidence: 'spec-only',
    sources: [originalSite],
    peakContext: [
      {
        text: 'Kulu Makalu is also called Lal Qila; it rises above the Bara Shigri glacier, and one account gives its height as 6349 m.',
        sources: [
          'https://publications.americanalpineclub.org/articles/13201212843/Bara-Shigri-Glacier-Khhang-Shiling-6360m-northeast-ridge-via-west-flank-Kulu-Makalu-aka-Lal-Qila-6349m-northwest-face-attempt',
        ],
      },
    ],
  },
  {
    slug: 'thalaysagar-2008',
    serial: 19,
    peak: 'Thalay Sagar',
    heightM: 6904,
    year: 2008,
    region: 'Gangotri (Garhwal)',
    narrative: [
      'In 2008 the club’s expedition went to Thalay Sagar (6904 m) in the Gangotri region of Garhwal.',
      'A newspaper profile of Basanta Singha Roy in 2010 counts Thalay Sagar among the peaks he had climbed, without saying when or with which team.',
    ],
    evidence: 'spec-list-only',
    sources: [basantaProfile2010, 'http://publications.americanalpineclub.org/articles/12199324506/print', originalSite],
  },
  {
    slug: 'Changuch-2009',
    serial: 20,
    peak: 'Changuch',
    heightM: 6322,
    year: 2009,
    region: 'Kumaon',
    result: "Unsuccessful (Crossed Traill's Pass)",
    narrative: [
      'In 2009 the club’s expedition went to Changuch (6322 m) in Kumaon. The summit was not reached, but the team crossed Traill’s Pass (about 5312 m).',
    ],
    evidence: 'spec-only',
    sources: ['https://docslib.org/doc/12438336/expedition-2007', traillsPassReference, originalSite],
  },
  {
    slug: 'Everest-2010',
    serial: 21,
    peak: 'Everest',
    heightM: 8848.86,
    year: 2010,
    month: 4,
    area: 'Khumbu (Solu Khumbu), Nepal',
    region: 'Nepal',
    members: [
      { person: 'basanta-singha-roy', role: 'leader' },
      { person: 'debasish-biswas', role: 'climbing member' },
      { person: 'ashok-roy', role: 'member', note: 'stayed back at the lower camps' },
      { person: 'sourav-sinchan-mondal', role: 'member', note: 'stayed back' },
      { person: 'bivas-sarkar', role: 'member', note: 'stayed back' },
      { person: 'pasang-phutar-sherpa', role: 'high altitude sherpa' },
      { person: 'pemba-chhoti-sherpa', role: 'high altitude sherpa' },
    ],
    departure: { date: '2010-04-01', place: 'Kolkata' },
    trekStart: { place: 'Lukla' },
    roadHead: 'Lukla (flight from Kathmandu)',
    baseCamp: { place: 'Everest Base Camp, Khumbu Glacier', altitudeM: 5380, date: '2010-04-14' },
    furtherCamps: 4,
    highCamps: [
      { name: 'Camp I', altitudeM: 5900 },
      { name: 'Camp II', altitudeM: 6300 },
      { name: 'Camp III', altitudeM: 7400 },
      { name: 'Camp IV (South Col)', altitudeM: 7900 },
    ],
    summits: [
      {
        peak: 'Everest',
        date: '2010-05-17',
        time: '07:40-07:45',
        summiters: ['basanta-singha-roy', 'debasish-biswas', 'pasang-phutar-sherpa', 'pemba-chhoti-sherpa'],
      },
    ],
    result: 'Climbed',
    firstAscentNote: 'Reported as the first civilian expedition from West Bengal to reach the summit of Everest.',
    firstAscentSources: [rediff2010],
    route: 'South Col and South-East Ridge, from Nepal',
    cost: {
      lakhRupees: 42,
      note: 'About 40% came from the members. The switch from the Chinese side to the Nepal side added Rs 7 lakh.',
    },
    sponsors: [
      'West Bengal sports department',
      'Donations from club members, their colleagues and friends',
    ],
    agency: 'Loben Expeditions, with Asian Trekking (Kathmandu)',
    narrative: [
      'In spring 2010 the club sent five members, led by Basanta Singha Roy, to Everest (8848.86 m). They planned to climb from Tibet by the North Col, but the Chinese permit was refused and the expedition moved to the Nepal side, which added Rs 7 lakh to the cost.',
      'The team left Kolkata on 1 April 2010, flew from Kathmandu to Lukla and reached base camp on the Khumbu Glacier (5380 m) on 14 April. Four camps were set up above it, the highest on the South Col at 7900 m.',
      'The summit party left the South Col at about 22:00 on 16 May. Between 07:40 and 07:45 the next morning, 17 May 2010, Basanta Singha Roy and Debasish Biswas stood on the summit with Pasang Phutar Sherpa and Pemba Chhoti Sherpa. It was reported as the first civilian expedition from West Bengal to reach the top. Ashok Roy, Sourav Sinchan Mondal and Bivas Sarkar stayed back lower on the mountain.',
      'The expedition cost Rs 42 lakh, about 40 per cent of it raised by the members. The West Bengal sports department was among the sponsors, and members, colleagues and friends gave donations. Loben Expeditions organised the logistics with Asian Trekking of Kathmandu.',
    ],
    evidence: 'public-source',
    sources: [
      rediff2010,
      basantaProfile2010,
      'https://news247.co.in/news/2010/05/18/Two-Bengalis-a-banker-and-a-tax-man-climb-Mount-Everest.html',
      ians2010,
      loben2010,
      summitersAccount2010,
      midDay2014,
      originalSite,
    ],
    conflicts: [
      {
        about: 'Height of Everest',
        accounts: [
          { value: '8848.86 m', sources: [originalSite] },
          { value: '8848 m', sources: [rediff2010] },
          { value: '8850 m', sources: [midDay2014] },
        ],
        settled: 'This site gives 8848.86 m, the figure in the club’s table.',
      },
      {
        about: 'Cost of the expedition',
        accounts: [
          { value: 'Rs 42 lakh', sources: [originalSite] },
          { value: 'About Rs 50 lakh', sources: [loben2010] },
        ],
        settled: 'This site gives the club’s own figure, Rs 42 lakh.',
      },
      {
        about: 'Departure from Kolkata',
        accounts: [
          { value: '1 April 2010', sources: [basantaProfile2010, loben2010, summitersAccount2010] },
          { value: '4 April 2010', sources: [rediff2010] },
        ],
        settled: 'This site gives 1 April, the date of three sources, one of them a summiter’s own account.',
      },
      {
        about: 'Altitude of base camp',
        accounts: [
          { value: '5380 m', sources: [basantaProfile2010] },
          { value: '5200 m', sources: [loben2010] },
          { value: '16,000 ft', sources: [rediff2010] },
        ],
        settled: 'Not settled: no source carries more weight than the others. This site shows 5380 m, the most precise figure.',
      },
      {
        about: 'Time of the summit',
        accounts: [
          { value: '07:40', sources: [rediff2010] },
          { value: '07:45', sources: [basantaProfile2010] },
          { value: '08:30', sources: [ians2010] },
        ],
        settled: 'This site gives 07:40 to 07:45, as two of the three reports have it.',
      },
      {
        about: 'Start of the final push from base camp',
        accounts: [
          { value: '9 May 2010', sources: [basantaProfile2010] },
          { value: '13 May 2010', sources: [rediff2010] },
        ],
        settled: 'Not settled, so this site gives no date for it.',
      },
      {
        about: 'Name of the second summiter',
        accounts: [
          { value: 'Debabrata Biswas', sources: [rediff2010] },
          { value: 'Debasish Biswas', sources: [basantaProfile2010] },
        ],
        settled: 'Debabrata is a slip in one report; the climber is Debasish Biswas.',
      },
    ],
  },
  {
    slug: 'Kanchenjunga-2011',
    serial: 22,
    peak: 'Kanchenjunga',
    heightM: 8586,
    heightFt: 28169,
    year: 2011,
    month: 3,
    area: 'Kanchenjunga Himal, Taplejung district, eastern Nepal',
    region: 'Nepal',
    members: [
      { person: 'basanta-singha-roy', role: 'climbing member' },
      { person: 'debasish-biswas', role: 'climbing member' },
      { person: 'pasang-phutar-sherpa', role: 'high altitude sherpa' },
      { person: 'pemba-chhoti-sherpa', role: 'high altitude sherpa' },
      { person: 'ang-tashi-sherpa', role: 'high altitude sherpa' },
    ],
    departure: { date: '2011-03-28' },
    summits: [
      {
        peak: 'Kanchenjunga',
        date: '2011-05-20',
        time: '07:30-07:40',
        summiters: [
          'basanta-singha-roy',
          'debasish-biswas',
          'pasang-phutar-sherpa',
          'pemba-chhoti-sherpa',
          'ang-tashi-sherpa',
        ],
      },
    ],
    result: 'Climbed',
    firstAscentNote: 'Reported as the first Indian civilian ascent of Kanchenjunga; the first Bengalis on its summit.',
    firstAscentSources: [pti2011, telegraph2011],
    route:
      'South-west face from Nepal, the route of the 1955 first ascent (called the Medibung route in one report); approach by Siliguri, Kakarbhitta and Taplejung',
    cost: { lakhRupees: 25 },
    agency: 'Loben Expeditions',
    narrative: [
      'A year after Everest, the club’s Kanchenjunga (8586 m) expedition set out on 28 March 2011 and travelled by Siliguri, Kakarbhitta and Taplejung to the Nepal side. The climbers took the south-west face, the line of the 1955 first ascent.',
      'On 20 May 2011 Basanta Singha Roy and Debasish Biswas left the summit camp at about 06:00 and reached the top between 07:30 and 07:40 with three Sherpa brothers: Pasang Phutar, Pemba Chhoti and Ang Tashi Sherpa. It came 368 days after their Everest summit, and was reported as the first Indian civilian ascent of the mountain and the first by Bengalis.',
      'The expedition cost Rs 25 lakh. Loben Expeditions organised the logistics.',
    ],
    evidence: 'public-source',
    sources: [
      pti2011,
      telegraph2011,
      telegraphApril2011,
      midDay2014,
      'https://www.rockyfeet.com/climbing-annapurna-the-killer-mountain/',
      originalSite,
    ],
    conflicts: [
      {
        about: 'Time of the summit',
        accounts: [
          { value: '07:30', sources: [pti2011] },
          { value: '07:40', sources: [telegraph2011] },
        ],
        settled: 'Not settled; this site gives 07:30 to 07:40.',
      },
      {
        about: 'Name of the route',
        accounts: [
          { value: 'The Medibung route', sources: [pti2011] },
          { value: 'The south-west face, the line of the 1955 first ascent', sources: [telegraphApril2011] },
        ],
        settled: 'Both names are kept: they may describe the same way up.',
      },
    ],
  },
  {
    slug: 'Annapurna-2012',
    serial: 23,
    peak: 'Annapurna I',
    heightM: 8091,
    year: 2012,
    month: 4,
    area: 'Annapurna Himal, Nepal',
    region: 'Nepal',
    members: [
      { person: 'basanta-singha-roy', role: 'leader' },
      { person: 'debasish-biswas', role: 'climbing member' },
    ],
    departure: { date: '2012-04-02' },
    summits: [
      {
        peak: 'Annapurna I',
        date: '2012-04-20',
        time: 'c. 10:00',
        summiters: ['debasish-biswas', 'basanta-singha-roy'],
      },
    ],
    result: 'Climbed',
    firstAscentNote: 'Reported as the first Indian civilian expedition to Annapurna I; the first Bengalis on its summit.',
    firstAscentSources: [midDay2014, 'http://shopping.zeenews.com/bengali/entertainment/benglali-reaches-annapuran-1_4977.html'],
    narrative: [
      'Basanta Singha Roy led the club to Annapurna I (8091 m) in April 2012, leaving on 2 April. He and Debasish Biswas reached the summit at about 10:00 on 20 April 2012.',
      'It was reported as the first Indian civilian expedition to Annapurna I, and the two were the first Bengalis on its summit.',
    ],
    evidence: 'public-source',
    sources: [
      'http://shopping.zeenews.com/bengali/entertainment/benglali-reaches-annapuran-1_4977.html',
      midDay2014,
      'https://www.rockyfeet.com/climbing-annapurna-the-killer-mountain/',
      'https://www.ranaruby.in/2014/09/an-evening-with-indias-most-daring.html',
      'https://ntb.gov.np/en/annapurna',
      originalSite,
    ],
  },
  {
    slug: 'Dharamsura-2012',
    serial: 24,
    peak: 'Dharamsura',
    heightM: 6446,
    year: 2012,
    region: 'Kullu',
    narrative: ['Also in 2012, a club expedition went to Dharamsura (6446 m) in Kullu.'],
    evidence: 'spec-list-only',
    sources: ['http://publications.americanalpineclub.org/articles/12199324901/print', originalSite],
  },
  {
    slug: 'Dhaulagiri-2013',
    serial: 25,
    peak: 'Dhaulagiri I',
    heightM: 8167,
    year: 2013,
    month: 4,
    area: 'Dhaulagiri Himal, Nepal (Myagdi valley approach)',
    region: 'Nepal',
    members: [
      { person: 'basanta-singha-roy', role: 'climbing member' },
      { person: 'debasish-biswas', role: 'climbing member' },
      { person: 'malay-mukherjee', role: 'climbing member' },
      { person: 'pemba', role: 'high altitude sherpa' },
      { person: 'pasang', role: 'high altitude sherpa' },
      { person: 'dawa', role: 'high altitude sherpa' },
    ],
    departure: { date: '2013-04-13', place: 'Kolkata (flight to Kathmandu)' },
    trekStart: { date: '2013-04-17', place: 'Darbang, along the Myagdi river' },
    roadHead: 'Darbang',
    transitCamps: [
      { name: 'Beni (by car from Kathmandu)', date: '2013-04-15' },
      { name: 'Darbang', altitudeM: 1110, date: '2013-04-16' },
      { name: 'Khamla', date: '2013-04-17' },
      { name: 'Bagora', altitudeM: 2080, date: '2013-04-18' },
      { name: 'Doban', altitudeM: 2510, date: '2013-04-19' },
      { name: 'Italian Base Camp', date: '2013-04-20' },
    ],
    baseCamp: { place: 'Dhaulagiri Base Camp, by the Swiss and Japanese camps' },
    result: 'Unsuccessful',
    failureReason: 'Strong wind turned the climbers back about 800 ft below the summit.',
    route: 'North-east ridge (the normal route)',
    narrative: [
      'Basanta Singha Roy, Debasish Biswas and Malay Mukherjee went to Dhaulagiri I (8167 m) in 2013 to climb the north-east ridge, with the Sherpas Pemba, Pasang and Dawa. They flew from Kolkata to Kathmandu on 13 April, drove to Beni on 15 April and reached the road head at Darbang (1110 m) the next day.',
      'The trek up the Myagdi valley began on 17 April and passed Khamla, Bagora (2080 m) and Doban (2510 m) to the Italian Base Camp, reached on 20 April. Snow held the team there for about five days; on 26 April it left for base camp by the Swiss and Japanese camps.',
      'The summit attempt came in May 2013. Strong wind forced the climbers back about 800 ft below the top. On the descent Basanta Singha Roy’s oxygen leaked; he suffered frostbite, was evacuated by helicopter to intensive care in Kathmandu, and later lost toes to amputation.',
    ],
    evidence: 'public-source',
    sources: [
      'https://kipdf.com/dhaulagiri-adventure_5aeade287f8b9af47b8b4602.html',
      'http://www.thehindu.com/news/cities/kolkata/neardeath-experience-fails-to-dampen-mountaineers-spirit/article6256597.ece',
      'https://business-standard.com/article/pti-stories/climber-eyes-neelkanth-after-failed-dhaulagiri-attempt-114072700193_1.html',
      midDay2014,
      'https://www.ranaruby.in/2014/09/an-evening-with-indias-most-daring.html',
      'https://ntb.gov.np/en/dhaulagiri',
      originalSite,
    ],
  },
  {
    slug: 'nun-2014',
    serial: 26,
    peak: 'Nun',
    heightM: 7135,
    year: 2014,
    region: 'Zanskar (Ladakh)',
    narrative: ['In 2014 the club’s expedition went to Nun (7135 m) in Zanskar, Ladakh. The club returned to the peak the next year.'],
    evidence: 'spec-list-only',
    sources: ['http://publications.americanalpineclub.org/articles/12199224102/Asia-IndiaKashmir-and-Jammu-Kun-and-Nun', originalSite],
  },
  {
    slug: 'nun-2015',
    serial: 27,
    peak: 'Nun',
    heightM: 7135,
    year: 2015,
    month: 6,
    area: 'Nun-Kun massif, Jammu & Kashmir',
    region: 'Zanskar (Ladakh)',
    members: [
      { person: 'basanta-singha-roy', role: 'leader', note: 'led the joint team' },
      { person: 'biswanath-saha', role: 'member' },
      { person: 'rohit-majumdar', role: 'member' },
      { person: 'kaushik', role: 'member', note: 'surname not given' },
      { person: 'muntasir-mamun-imran', role: 'leader', team: 'Keokradong' },
      { person: 'rifat-hasan', role: 'member', team: 'Keokradong' },
    ],
    departure: { date: '2015-06-21' },
    // Jago News 24 names three Bangladeshi summiters; the third is disputed (conflicts), so two are listed.
    summits: [{ peak: 'Nun', date: '2015-07-07', summiters: ['muntasir-mamun-imran', 'rifat-hasan'] }],
    result: 'Climbed',
    jointTeamPartners: ['Keokradong, an adventure club from Dhaka, Bangladesh'],
    narrative: [
      'In 2015 the club climbed Nun (7135 m) with Keokradong, an adventure club from Dhaka, as a joint India-Bangladesh team of fourteen. Basanta Singha Roy led the joint team and Muntasir Mamun Imran the Bangladeshi climbers.',
      'The expedition set out on 21 June 2015 and reached the summit of Nun on 7 July. Some reports say neighbouring Kun (7077 m) was climbed as well; others mention Nun only.',
      'Jago News 24 names three Bangladeshi climbers who reached the top: Muntasir Mamun Imran, Rifat Hasan and a third, whose name the reports give differently (see below). None of the reports says which of the club’s own climbers reached the top.',
    ],
    evidence: 'public-source',
    sources: [
      banglanews2015,
      bdsuccess2015,
      mathabhanga2015,
      jagonews2015,
      originalSite,
    ],
    conflicts: [
      {
        about: 'Which peaks were climbed',
        accounts: [
          { value: 'Nun and Kun', sources: [bdsuccess2015, mathabhanga2015] },
          { value: 'Nun only', sources: [banglanews2015, jagonews2015] },
        ],
        settled: 'Not settled. This site counts Nun, which every report names, and says that Kun is uncertain.',
      },
      {
        about: 'Third member of the Bangladeshi team',
        accounts: [
          { value: 'Salma Khatun', sources: [bdsuccess2015] },
          { value: 'Asim Kumar Mondal, named among the three Bangladeshis who reached the top', sources: [jagonews2015] },
        ],
        settled: 'Not settled, so neither name is listed in the team, and the third Bangladeshi summiter is not named among the summiters.',
      },
      {
        about: 'Height of Nun',
        accounts: [
          { value: '7135 m', sources: [bdsuccess2015] },
          { value: '7135 ft', sources: [banglanews2015] },
        ],
        settled: 'The figure in feet is a slip for metres; this site gives 7135 m.',
      },
    ],
  },
  {
    slug: 'Changabang-2016',
    serial: 28,
    peak: 'Changabang',
    heightM: 6864,
    year: 2016,
    region: 'Garhwal',
    narrative: ['In 2016 the club’s expedition went to Changabang (6864 m) in Garhwal.'],
    evidence: 'spec-list-only',
    sources: ['http://the-uncensored-wiki.com:20161/2016-wikipedia_en_all_2016-02/A/Changabang.html', originalSite],
  },
  {
    slug: 'trisul-2017',
    serial: 29,
    peak: 'Trisul I',
    heightM: 7120,
    year: 2017,
    region: 'Garhwal',
    narrative: ['In 2017 the club’s expedition went to Trisul I (7120 m) in Garhwal.'],
    evidence: 'spec-list-only',
    sources: ['https://www.himalayanclub.org/hj/73/17/expeditions-explorations/', originalSite],
  },
  {
    slug: 'Blackpeak-2017',
    serial: 30,
    peak: 'Black Peak (Kalanag)',
    heightM: 6387,
    year: 2017,
    region: 'Garhwal',
    narrative: [
      'Also in 2017, a club team of twenty went to Black Peak, or Kalanag (6387 m), in Garhwal. Under the mountaineering federation’s rule it went as two groups of ten.',
      'A 2025 profile of the club’s Rumpa Das counts Black Peak among the peaks she had climbed, without giving the year.',
    ],
    evidence: 'spec-only',
    sources: ['http://publications.americanalpineclub.org/articles/12198726504/print', rumpaDasProfile, originalSite],
  },
  {
    slug: 'saserkangri-2018',
    serial: 31,
    peak: 'Saser Kangri IV',
    heightM: 7416,
    year: 2018,
    area: 'Saser Muztagh, Eastern Karakoram, Ladakh',
    region: 'Karakoram (Ladakh)',
    members: [{ person: 'basanta-singha-roy', note: 'wrote the expedition’s note in the Himalayan Journal' }],
    narrative: [
      'In 2018 the club’s expedition went to Saser Kangri IV (7416 m) in the Saser Muztagh of the Eastern Karakoram, Ladakh. Basanta Singha Roy wrote it up for volume 74 of the Himalayan Journal.',
    ],
    evidence: 'public-source',
    sources: ['https://www.himalayanclub.org/hj/74/19/expeditions-explorations/', 'https://en.wikipedia.org/?diff=prev&oldid=231063046&title=Saser_Kangri', originalSite],
  },
  {
    slug: 'Debachen-2019',
    serial: 32,
    peak: 'Debachen',
    year: 2019,
    region: 'Lahaul',
    narrative: [
      'In 2019 the club’s expedition went to Debachen in Lahaul.',
      'The name may not point to one peak: an Indian Mountaineering Foundation report lists a “Devachan” of about 6200 m in the Gangotri area of Garhwal, and no source says which peak the club’s team went to.',
      'A 2025 profile of the club’s Rumpa Das counts Debachen among the peaks she had climbed, without giving the year.',
    ],
    evidence: 'spec-list-only',
    sources: [rumpaDasProfile, 'https://indmount.org/IMF/devachan2003', originalSite],
  },
  {
    slug: 'Ramjak-2021',
    serial: 33,
    peak: 'Ramjak',
    heightM: 6318,
    year: 2021,
    region: 'Lahaul',
    narrative: ['In 2021 the club’s expedition went to Ramjak (6318 m) in Lahaul. The club went back to the peak in 2024.'],
    evidence: 'spec-list-only',
    sources: ['http://publications.americanalpineclub.org/articles/12200238202/print', originalSite],
  },
  {
    slug: 'Everest-2021',
    serial: 34,
    peak: 'Everest',
    heightM: 8848.86,
    year: 2021,
    area: 'Khumbu, Nepal',
    region: 'Nepal',
    members: [{ person: 'rumpa-das', role: 'climbing member' }],
    result: 'Unsuccessful',
    failureReason: 'Illness, reported as breathing trouble in one account and as COVID-19 in another.',
    narrative: [
      'Rumpa Das was on the club’s 2021 expedition to Everest (8848.86 m). The attempt ended short of the summit because of illness, reported as breathing trouble in one account and as COVID-19 in another.',
    ],
    evidence: 'public-source',
    sources: [
      news18Everest2025,
      rumpaDasProfile,
      'https://nbtv.news/bengali-mountaineers-conquer-everest-2025',
      originalSite,
    ],
    conflicts: [
      {
        about: 'Why the attempt ended',
        accounts: [
          { value: 'Breathing trouble on the way up', sources: [news18Everest2025] },
          { value: 'COVID-19', sources: [rumpaDasProfile, news18SendOff2025] },
        ],
        settled:
          'This site says illness and gives both accounts. The second report for COVID-19 does not name the year; it is linked to 2021 because 2021 was Rumpa Das’s first Everest attempt with the club.',
      },
    ],
  },
  {
    slug: 'mansalu-2022',
    serial: 35,
    peak: 'Manaslu',
    heightM: 8163,
    year: 2022,
    month: 8,
    area: 'Manaslu (Mansiri) Himal, Nepal',
    region: 'Nepal',
    members: [{ person: 'basanta-singha-roy', role: 'leader' }],
    departure: { date: '2022-08-31', place: 'Howrah (rail to Raxaul, then Kathmandu)' },
    trekStart: { place: 'Soti Khola' },
    roadHead: 'Soti Khola',
    transitCamps: [{ name: 'Samagaon (five days’ trek from Soti Khola)' }],
    result: 'Unsuccessful',
    narrative: [
      'Basanta Singha Roy, then 62, led the club’s attempt on Manaslu (8163 m) in 2022. After a press conference at the Kolkata Press Club on 28 August, the team left Howrah on 31 August by train for Raxaul and went on to Kathmandu.',
      'From the road head at Soti Khola a five-day trek led to Samagaon. The summit was not reached.',
    ],
    evidence: 'public-source',
    sources: [
      'https://socialbarta.in/?p=15628',
      'https://bengali.news18.com/news/kolkata/basanta-sinha-roy-leads-the-team-to-conquer-the-mount-manaslu-the-eighth-highest-peak-of-the-world-arc-877174.html',
      'https://nepaldesk.com/mountain/manaslu',
      originalSite,
    ],
    conflicts: [
      {
        about: 'Size of the team',
        accounts: [
          { value: 'Five climbers from Bengal', sources: ['https://socialbarta.in/?p=15628'] },
          {
            value: 'Six climbers',
            sources: [
              'https://bengali.news18.com/news/kolkata/basanta-sinha-roy-leads-the-team-to-conquer-the-mount-manaslu-the-eighth-highest-peak-of-the-world-arc-877174.html',
            ],
          },
        ],
        settled: 'Not settled, so this site gives no team size.',
      },
    ],
  },
  {
    slug: 'Gorichen-2023',
    serial: 36,
    peak: 'Gorichen',
    heightM: 6488,
    year: 2023,
    region: 'Arunachal Pradesh',
    narrative: ['In 2023 the club’s expedition went to Gorichen (6488 m) in Arunachal Pradesh. The club returned in 2024.'],
    evidence: 'spec-list-only',
    sources: ['http://publications.americanalpineclub.org/articles/12199121301/Asia-IndiaArunachal-Pradesh-Gorichen-Kameng-District-1989', originalSite],
  },
  {
    slug: 'Ramjak-2024',
    serial: 37,
    peak: 'Ramjak',
    heightM: 6318,
    year: 2024,
    month: 7,
    area: 'Lahaul, Himachal Pradesh',
    region: 'Lahaul',
    members: [
      { person: 'basanta-singha-roy', role: 'leader' },
      { person: 'ashim-kumar-mondal', role: 'member' },
      { person: 'prasanta-singha', role: 'member' },
      { person: 'subrata-ghosh', role: 'member' },
      { person: 'jadu-debnath', role: 'member' },
      { person: 'rumpa-das', role: 'member' },
    ],
    departure: { date: '2024-06-30', place: 'Krishnanagar' },
    trekStart: { date: '2024-07-04' },
    highCamps: [{ name: 'Summit camp', date: '2024-07-09' }],
    summits: [
      {
        peak: 'Ramjak',
        date: '2024-07-11',
        time: '04:45',
        summiters: [
          'basanta-singha-roy',
          'ashim-kumar-mondal',
          'prasanta-singha',
          'subrata-ghosh',
          'jadu-debnath',
          'rumpa-das',
        ],
      },
    ],
    result: 'Climbed',
    firstAscentNote: 'Rumpa Das was reported as the first Indian woman to climb Ramjak.',
    firstAscentSources: [news18Ramjak2024, 'https://bengalinfo.com/newsdetail.php?newsid=308379'],
    narrative: [
      'A team of twelve left Krishnanagar on 30 June 2024 for Ramjak (6318 m) in Lahaul, led by Basanta Singha Roy, then 64. The trek began on 4 July and went by Chumik Nakpo; the summit camp was set up on 9 July.',
      'At 04:45 on 11 July 2024 six climbers stood on the summit: Basanta Singha Roy, Ashim Kumar Mondal, Prasanta Singha, Subrata Ghosh, Jadu Debnath and Rumpa Das. Rumpa Das was reported as the first Indian woman to climb the peak. The team carried the flags of three West Bengal schools on the climb.',
    ],
    evidence: 'public-source',
    sources: [
      anandabazar2024,
      'https://bengalinfo.com/newsdetail.php?newsid=308379',
      'https://socialbarta.in/?p=19358',
      news18Ramjak2024,
      'https://jantaserishta.com/amp/local/west-bengal/rumpa-das-conquered-ramjak-peak-6318-m-in-himachal-pradesh-3413685',
      'http://publications.americanalpineclub.org/articles/12200238202/print',
      originalSite,
    ],
    conflicts: [
      {
        about: 'Month of the climb',
        accounts: [
          { value: 'July 2024: the team left on 30 June and reached the summit on 11 July', sources: [anandabazar2024, news18Ramjak2024] },
          { value: 'June 2024', sources: [sherpaLegend2025] },
        ],
        settled: 'This site gives July, as the reports that name the club do. The profile that says June does not name the club.',
      },
    ],
    peakContext: [
      {
        text: 'Reports of the 2024 climb say a team of the Indian Mountaineering Foundation made the first ascent of Ramjak in 2002; the American Alpine Journal records the Foundation’s unsuccessful attempt of 2001.',
        sources: [anandabazar2024, 'http://publications.americanalpineclub.org/articles/12200238202/print'],
      },
    ],
  },
  {
    slug: 'gorichen-2024',
    serial: 38,
    peak: 'Gorichen',
    heightM: 6488,
    year: 2024,
    month: 10,
    area: 'Tawang / West Kameng, Arunachal Pradesh',
    region: 'Arunachal Pradesh',
    members: [
      { person: 'basanta-singha-roy', role: 'leader' },
      { person: 'rumpa-das', role: 'member' },
      { person: 'prasanta-singha', role: 'member' },
      { person: 'subrata-ghosh', role: 'member' },
      { person: 'partha-sarathi-layek', role: 'member' },
    ],
    teamSize: 9,
    summits: [
      {
        peak: 'Gorichen',
        date: '2024-10-21',
        time: '06:25-07:00',
        summiters: ['basanta-singha-roy', 'rumpa-das', 'prasanta-singha', 'subrata-ghosh', 'partha-sarathi-layek'],
      },
    ],
    result: 'Climbed',
    firstAscentNote:
      'Reported as the first civilian ascent by Indians; Indian Army and NIMAS teams had climbed the peak before.',
    firstAscentSources: ['https://bengalinfo.com/newsdetail.php?newsid=337185'],
    narrative: [
      'In October 2024, three months after Ramjak, a team of nine set out for Gorichen (6488 m) in Arunachal Pradesh, led by Basanta Singha Roy.',
      'Five of them reached the summit between 06:25 and 07:00 on 21 October 2024: Basanta Singha Roy, Rumpa Das, Prasanta Singha, Subrata Ghosh and Partha Sarathi Layek. It was reported as the first civilian ascent of the peak by Indians; Indian Army and NIMAS teams had climbed it before. The team came down to Jang on 27 October.',
    ],
    evidence: 'public-source',
    sources: [
      'https://socialbarta.in/?p=19544',
      'https://bengalinfo.com/newsdetail.php?newsid=337185',
      'http://publications.americanalpineclub.org/articles/12199121301/Asia-IndiaArunachal-Pradesh-Gorichen-Kameng-District-1989',
      originalSite,
    ],
    conflicts: [
      {
        about: 'Height of Gorichen',
        accounts: [
          {
            value: '6488 m',
            sources: [
              'https://socialbarta.in/?p=19544',
              'http://publications.americanalpineclub.org/articles/12199121301/Asia-IndiaArunachal-Pradesh-Gorichen-Kameng-District-1989',
            ],
          },
          { value: '6530 m', sources: ['https://bengalinfo.com/newsdetail.php?newsid=337185'] },
        ],
        settled: 'This site gives 6488 m, the figure of two sources, one of them the American Alpine Journal.',
      },
    ],
  },
] satisfies ExpeditionInput[];

/** Rows 39-40: the club's expeditions of 2025, after the 38-row table of 1987-2024. */
export const laterExpeditionsContent = [
  {
    slug: 'Everest-2025',
    serial: 39,
    peak: 'Everest',
    heightM: 8848.86,
    year: 2025,
    month: 3,
    area: 'Khumbu, Nepal',
    region: 'Nepal',
    members: [
      { person: 'ashim-kumar-mondal', role: 'leader', note: 'club secretary; turned back at the start of the summit push from Camp IV' },
      { person: 'rumpa-das', role: 'climbing member' },
      { person: 'subrata-ghosh', role: 'climbing member', note: 'died on the descent' },
      { person: 'sayan-das' },
      { person: 'sumitra-debnath' },
    ],
    departure: { date: '2025-03-31', place: 'Howrah (Mithila Express)' },
    trekStart: { date: '2025-04-04', place: 'Lukla' },
    summits: [{ peak: 'Everest', date: '2025-05-15', summiters: ['rumpa-das', 'subrata-ghosh'] }],
    result: 'Climbed',
    agency: 'Snowy Horizon Treks and Expeditions, Kathmandu',
    narrative: [
      'Ashim Kumar Mondal, the club’s secretary, led its 2025 expedition to Everest (8848.86 m). Snowy Horizon Treks and Expeditions of Kathmandu put the team together and organised the climb, and reports called it the Krishnanagar–Snowy Everest Expedition 2025. Before leaving, Ashim Kumar Mondal and Rumpa Das were handed the national flag and the club’s flag at Dwijendra Mancha in Krishnanagar.',
      'The team left Howrah on the Mithila Express on 31 March 2025. In Kathmandu Rumpa Das and Ashim Kumar Mondal joined Subrata Ghosh and Sumitra Debnath, and the trek from Lukla began on 4 April.',
      'The final ascent began on 10 May. On the summit night strong wind kept the climbers at Camp IV until after 23:00, some three hours later than the usual start, the club’s Basanta Singha Roy told a newspaper. Ashim Kumar Mondal turned back as the push began. Rumpa Das and Subrata Ghosh reached the summit on 15 May 2025; Rumpa Das was reported as the first climber from Nadia district to stand on top of Everest.',
      'Subrata Ghosh died on the way down, near the Hillary Step at about 8790 m; as of June 2025 his body had not been brought down from the mountain. A schoolteacher, he had reached the summits of Ramjak and Gorichen with the club the year before.',
    ],
    evidence: 'public-source',
    sources: [
      telegraphJune2025,
      telegraphMay2025,
      telegraphOnline2025,
      millenniumPost2025,
      'https://bengalinfo.com/newsdetail.php?newsid=389562',
      news18Everest2025,
      news18SendOff2025,
      'https://nbtv.news/bengali-mountaineers-conquer-everest-2025',
      rumpaDasProfile,
      'https://socialbarta.in/?p=19815',
      'https://www.northeasttoday.in/2020/12/08/mt-everest-grow-by-86-cm/',
    ],
    conflicts: [
      {
        about: 'Who organised Subrata Ghosh’s climb',
        accounts: [
          {
            value: 'The club organised the expedition of Rumpa Das and Ashim Kumar Mondal; the sentence about Subrata Ghosh is cut off in the copy we read',
            sources: [telegraphMay2025],
          },
          {
            value: 'He was part of the Krishnanagar–Snowy Everest Expedition 2025',
            sources: [telegraphOnline2025, millenniumPost2025, 'https://odishabytes.com/indian-climber-dies-after-successful-everest-summit/'],
          },
          { value: 'He was a member of the club', sources: [telegraphJune2025] },
        ],
        settled: 'Not settled. This site lists him with the club’s 2025 team, as the June 2025 feature on the club does.',
      },
      {
        about: 'Whether Subrata Ghosh reached the summit',
        accounts: [
          { value: 'He fell ill on the way and did not reach the top', sources: [rumpaDasProfile] },
          { value: 'He reached the summit and died on the way down', sources: [telegraphOnline2025, telegraphMay2025, telegraphJune2025] },
        ],
        settled: 'Every other report says he reached the summit, and this site follows them.',
      },
      {
        about: 'Time of the summit',
        accounts: [
          { value: 'About 14:00 on 15 May 2025', sources: [telegraphOnline2025, millenniumPost2025, bengalInfoAgency2025] },
          { value: 'The early hours of Friday, 16 May 2025', sources: [telegraphMay2025] },
        ],
        settled: 'This site gives 15 May 2025, the date most reports give, and no time.',
      },
      {
        about: 'How far Sumitra Debnath went',
        accounts: [
          { value: 'She started the final ascent on 10 May with the others', sources: [telegraphMay2025] },
          { value: 'She stayed at base camp', sources: [bengalInfoAgency2025, indianXpress2025] },
        ],
        settled: 'Not settled, so this site does not say.',
      },
      {
        about: 'Age of Subrata Ghosh',
        accounts: [
          { value: '45', sources: [telegraphOnline2025, millenniumPost2025, telegraphJune2025, 'https://newsarenaindia.com/states/everest-dream-turns-tragic-for-bengal-teachers/44515'] },
          { value: '44', sources: [indianXpress2025, sherpaLegend2025] },
          { value: '42', sources: [telegraphMay2025] },
        ],
        settled: 'Not settled, so this site does not give his age.',
      },
      {
        about: 'Size of the team',
        accounts: [
          { value: 'About six', sources: [telegraphOnline2025] },
          { value: 'Seven', sources: [telegraphJune2025] },
        ],
        settled:
          'Not settled. This site lists five of them: Ashim Kumar Mondal, Rumpa Das, Subrata Ghosh and Sumitra Debnath, whom the reports name, and Sayan Das, who is in a photo of the team taken before the climb, with no role given. The June 2025 feature counts seven, among them climbers from other countries.',
      },
    ],
  },
  {
    slug: 'KoaRongII-2025',
    serial: 40,
    peak: 'Koa Rong II',
    heightM: 6213,
    heightFt: 20443,
    year: 2025,
    month: 6,
    area: 'Lahaul, Himachal Pradesh',
    region: 'Lahaul',
    members: [
      { person: 'basanta-singha-roy', role: 'leader' },
      { person: 'prasanta-singha', role: 'member' },
      { person: 'partha-sarathi-layek', role: 'member' },
      { person: 'jadu-debnath', role: 'member' },
      { person: 'sanatan-das', role: 'member' },
      { person: 'mingma-tenzing-sherpa', role: 'high altitude sherpa' },
      { person: 'pasang-rita-sherpa', role: 'high altitude sherpa' },
    ],
    departure: { date: '2025-06-28', place: 'Kolkata (train towards Manali)' },
    summits: [
      {
        peak: 'Koa Rong II',
        date: '2025-07-13',
        time: '16:10',
        summiters: ['basanta-singha-roy', 'prasanta-singha', 'partha-sarathi-layek', 'jadu-debnath', 'sanatan-das'],
      },
    ],
    result: 'Climbed',
    narrative: [
      'Basanta Singha Roy led a club team out of Kolkata on 28 June, bound for Mt Gya. The Army and the ITBP called off the Gya climb for border-security reasons, and with the Indian Mountaineering Foundation’s help the team turned to Koa Rong II (6213 m) in Lahaul instead.',
      'The reports we have do not print the year. It is taken to be 2025 because they give the leader’s age as about 65, and he was 64 in July 2024.',
      'At 16:10 on 13 July five climbers reached the summit: Basanta Singha Roy, Prasanta Singha, Partha Sarathi Layek, Jadu Debnath and Sanatan Das. Mingma Tenzing Sherpa and Pasang Rita Sherpa supported the climb.',
    ],
    evidence: 'public-source',
    sources: [
      khaborOnline2025,
      news18KoaRong2025,
    ],
    conflicts: [
      {
        about: 'Height of Mt Gya, the first objective',
        accounts: [
          { value: '6794 m', sources: [news18KoaRong2025] },
          { value: '6795 m (22,293 ft)', sources: [khaborOnline2025] },
        ],
        settled: 'Gya was not climbed, so this site gives no height for it.',
      },
      {
        about: 'Where the Gya climb was stopped',
        accounts: [
          { value: 'The team learned of it at Manali', sources: [news18KoaRong2025] },
          { value: 'The team reached Chumur village in Ladakh on 2 July and was stopped there', sources: [khaborOnline2025] },
        ],
        settled: 'Not settled, so this site does not say where.',
      },
    ],
  },
] satisfies ExpeditionInput[];
