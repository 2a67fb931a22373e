import type { SourceInput } from '@/lib/schema/source';

/**
 * Every source the expedition records cite (content/expeditions.ts), by address. The publication
 * is the source's own name; the description is ours, saying what the source is and what it gives.
 * `language` is set when the source is not in English. Validated at build time: an expedition
 * that cites an address missing here stops the build, naming the file, the entry and the field.
 * Other languages: content/sources.<lang>.ts (publication and description, by address).
 */

const bengali = 'Bengali';

export const sourcesContent = [
  // The club's own original website: known to us, but not a public page we can link to.
  {
    url: 'spec:original-site',
    kind: 'original-site',
    publication: 'MAK’s original website',
    description: 'The expeditions table and notes of the club’s earlier website, as described to us: peaks, years, results and a few figures.',
  },
  {
    url: 'http://mak.org.in/expeditions.php',
    kind: 'original-site',
    publication: 'MAK’s original website',
    description: 'The expeditions page of the club’s earlier website, with the teams, camps and summits of its first expeditions. Only part of it survives in the copy we read.',
  },

  // Club documents kept in public archives.
  {
    url: 'https://docslib.org/doc/10286314/mt-shivling-6543-m-expedition-2005-organised-by-mountaineers-association-of-krishnanagar-w-b-leaders-report-1-name',
    kind: 'public',
    publication: 'Docslib (document archive)',
    description: 'The leader’s report of the 2005 Shivling expedition, in the Indian Mountaineering Foundation’s format.',
  },
  {
    url: 'https://kipdf.com/dhaulagiri-adventure_5aeade287f8b9af47b8b4602.html',
    kind: 'public',
    publication: 'KIPDF (document archive)',
    description: 'An account of the 2013 Dhaulagiri attempt, day by day along the approach.',
  },

  // Journals.
  {
    url: 'https://www.himalayanclub.org/hj/74/19/expeditions-explorations/',
    kind: 'public',
    publication: 'The Himalayan Journal, volume 74',
    description: 'The journal’s list of expedition notes, which includes Basanta Singha Roy’s note on the 2018 Saser Kangri IV expedition.',
  },
  {
    url: 'http://publications.americanalpineclub.org/articles/12199423602/print',
    kind: 'public',
    publication: 'American Alpine Journal',
    description: 'A note on a climb in Lahaul, cited here only for the height of Gangstang.',
  },
  {
    url: 'http://publications.americanalpineclub.org/articles/12198822704/print',
    kind: 'public',
    publication: 'American Alpine Journal',
    description: 'A note on a climb in the Gangotri region, cited here only for the height of Sri Kailash.',
  },
  {
    url: 'http://publications.americanalpineclub.org/articles/12199526603/print',
    kind: 'public',
    publication: 'American Alpine Journal',
    description: 'A note on a climb in Garhwal, cited here only for the height of Chaukhamba I.',
  },
  {
    url: 'http://publications.americanalpineclub.org/articles/12198726504/print',
    kind: 'public',
    publication: 'American Alpine Journal',
    description: 'A note on a climb in the Bandarpunch range, cited here only for the height of Black Peak (Kalanag).',
  },
  {
    url: 'http://publications.americanalpineclub.org/articles/12199121301/Asia-IndiaArunachal-Pradesh-Gorichen-Kameng-District-1989',
    kind: 'public',
    publication: 'American Alpine Journal',
    description: 'A 1989 note on Gorichen in Arunachal Pradesh, giving its height as 6488 m.',
  },
  {
    url: 'http://publications.americanalpineclub.org/articles/12200238202/print',
    kind: 'public',
    publication: 'American Alpine Journal',
    description: 'A note on Ramjak, reporting an unsuccessful Indian Mountaineering Foundation attempt in 2001.',
  },
  {
    url: 'https://publications.americanalpineclub.org/articles/12198225700',
    kind: 'public',
    publication: 'American Alpine Journal',
    description: 'A note on a climb above Gangotri, cited here for its height of Koteswar, about 6080 m.',
  },
  {
    url: 'http://publications.americanalpineclub.org/articles/12196352304/Asia-India-Indrasan-Punjab',
    kind: 'public',
    publication: 'American Alpine Journal',
    description: 'A note on the first ascent of Indrasan, by a Kyoto University team in 1962.',
  },

  {
    url: 'https://publications.americanalpineclub.org/articles/13201212843/Bara-Shigri-Glacier-Khhang-Shiling-6360m-northeast-ridge-via-west-flank-Kulu-Makalu-aka-Lal-Qila-6349m-northwest-face-attempt',
    kind: 'public',
    publication: 'American Alpine Journal',
    description: 'A note on climbs above the Bara Shigri glacier in Lahaul, giving Kulu Makalu’s other name and height.',
  },

  // Everest 2010.
  {
    url: 'https://m.rediff.com/news/report/first-civilian-team-bengal-scales-everest/20100517.htm',
    kind: 'public',
    publication: 'Rediff News',
    description: 'News report of the 2010 Everest summit, on the day.',
  },
  {
    url: 'https://priyoaustralia.com.au/readers-link/2010/the-first-all-bengali-civilian-team-on-top-of-the-world-in-10-hours/',
    kind: 'public',
    publication: 'Priyo Australia (reprinting The Times of India)',
    description: 'A 2010 report on the Everest summit, with a profile of Basanta Singha Roy that lists peaks he had climbed before.',
  },
  {
    url: 'https://news247.co.in/news/2010/05/18/Two-Bengalis-a-banker-and-a-tax-man-climb-Mount-Everest.html',
    kind: 'public',
    publication: 'News247',
    description: 'News report on the two club climbers who reached the top of Everest in May 2010.',
  },
  {
    url: 'https://twocircles.net/2010may19/seasons_first_indian_conquest_mt_everest_goes_unnoticed.html',
    kind: 'public',
    publication: 'TwoCircles.net (IANS report)',
    description: 'A news-agency report on the first Indian summit of Everest of the 2010 season.',
  },
  {
    url: 'http://lobenexpeditions.blogspot.com/2010/10/city-duo-on-top-of-world.html',
    kind: 'public',
    publication: 'Loben Expeditions blog (reprinting The Telegraph)',
    description: 'The expedition agency’s copy of a newspaper report on the 2010 Everest climb.',
  },
  {
    url: 'https://dreamwanderlust.com/articles/mt-everest-expedition-when-fantasy-turns-real-20140507',
    kind: 'public',
    publication: 'Dream Wanderlust',
    description: 'A first-hand account of the 2010 Everest expedition by one of the summiters.',
  },
  {
    url: 'https://www.mid-day.com/articles/get-on-top-of-the-world/15546157',
    kind: 'public',
    publication: 'Mid-day',
    description: 'A 2014 feature on the club’s climbers and their eight-thousand-metre expeditions.',
  },

  // Kanchenjunga 2011, Annapurna 2012.
  {
    url: 'https://sikkimnews.blogspot.com/2011/05/west-bengal-team-scale-mount.html?m=1',
    kind: 'public',
    publication: 'Sikkim News blog (PTI report)',
    description: 'A news-agency report of the Kanchenjunga summit in May 2011.',
  },
  {
    url: 'https://mungpoonews.blogspot.com/2011/05/bengal-2-scale-kanchenjungha.html',
    kind: 'public',
    publication: 'Mungpoo News blog (reprinting The Telegraph)',
    description: 'A newspaper report of the Kanchenjunga summit, with its time and the summiters.',
  },
  {
    url: 'https://national-grid-news.blogspot.com/2011/04/from-everest-to-kangchenjunga-for.html',
    kind: 'public',
    publication: 'National Grid News blog (reprinting The Telegraph)',
    description: 'A report from April 2011 on the team setting out for Kanchenjunga, with the planned route.',
  },
  {
    url: 'https://www.rockyfeet.com/climbing-annapurna-the-killer-mountain/',
    kind: 'public',
    publication: 'Rocky Feet',
    description: 'An article on climbing Annapurna that mentions the club’s 2012 ascent and its climbers.',
  },
  {
    url: 'https://www.ranaruby.in/2014/09/an-evening-with-indias-most-daring.html',
    kind: 'public',
    publication: 'Rana Ruby (blog)',
    description: 'A 2014 blog post about an evening with the club’s climbers.',
  },
  {
    url: 'http://shopping.zeenews.com/bengali/entertainment/benglali-reaches-annapuran-1_4977.html',
    kind: 'public',
    publication: 'Zee News Bengali',
    description: 'News report of the Annapurna I summit in April 2012.',
    language: bengali,
  },

  // Dhaulagiri 2013.
  {
    url: 'http://www.thehindu.com/news/cities/kolkata/neardeath-experience-fails-to-dampen-mountaineers-spirit/article6256597.ece',
    kind: 'public',
    publication: 'The Hindu',
    description: 'A 2014 report on Basanta Singha Roy’s frostbite on Dhaulagiri and his recovery.',
  },
  {
    url: 'https://business-standard.com/article/pti-stories/climber-eyes-neelkanth-after-failed-dhaulagiri-attempt-114072700193_1.html',
    kind: 'public',
    publication: 'Business Standard (PTI report)',
    description: 'A 2014 news-agency report looking back at the failed Dhaulagiri attempt.',
  },

  // Nun 2015.
  {
    url: 'https://banglanewsmag.blogspot.com/2015/07/blog-post_972.html',
    kind: 'public',
    publication: 'Bangla News Magazine (blog)',
    description: 'News of the joint India-Bangladesh team’s summit of Nun in July 2015.',
    language: bengali,
  },
  {
    url: 'https://www.bdsuccess.org/2015/07/11/6618/',
    kind: 'public',
    publication: 'BD Success',
    description: 'A Bangladeshi report of the joint Nun expedition and its team.',
    language: bengali,
  },
  {
    url: 'https://old.mathabhanga.com/%e0%a6%b6%e0%a7%87%e0%a6%b7%e0%a7%87%e0%a6%b0-%e0%a6%aa%e0%a6%be%e0%a6%a4%e0%a6%be/%e0%a6%ac%e0%a6%be%e0%a6%82%e0%a6%b2%e0%a6%be%e0%a6%a6%e0%a7%87%e0%a6%b6-%e0%a6%ad%e0%a6%be%e0%a6%b0%e0%a6%a4%e0%a7%87%e0%a6%b0-%e0%a6%aa%e0%a6%b0%e0%a7%8d%e0%a6%ac%e0%a6%a4%e0%a6%be%e0%a6%b0%e0%a7%8b/',
    kind: 'public',
    publication: 'Mathabhanga',
    description: 'A Bangladeshi newspaper report of the joint team’s climb in the Nun-Kun massif.',
    language: bengali,
  },
  {
    url: 'https://jagonews24.com/business/news/39684',
    kind: 'public',
    publication: 'Jago News 24',
    description: 'A Bangladeshi news report of the joint Nun expedition.',
    language: bengali,
  },

  // Everest 2021 and 2025, and the profiles of Rumpa Das.
  {
    url: 'https://cloudtv.news/breaking-news/rumpadas-everestsummit-marks-a-historic-achievement',
    kind: 'public',
    publication: 'CloudTV News',
    description: 'A 2025 profile of Rumpa Das after her Everest summit, looking back at her earlier climbs.',
  },
  {
    url: 'https://bengali.news18.com/news/south-bengal/rumpa-das-and-subrata-ghosh-two-bengali-has-conqured-mount-everest-rumpa-falls-sick-ank-2170219.html',
    kind: 'public',
    publication: 'News18 Bangla',
    description: 'News of Rumpa Das and Subrata Ghosh reaching the top of Everest in May 2025.',
    language: bengali,
  },
  {
    url: 'https://bengali.news18.com/amp/news/south-bengal/everest-dream-asim-from-krishnanagar-and-rumpa-from-ranaghat-nadia-everest-expedition-l18-tib-local18-2111373.html',
    kind: 'public',
    publication: 'News18 Bangla',
    description: 'A report on the club’s two Everest climbers of 2025 before they left, and their send-off in Krishnanagar.',
    language: bengali,
  },
  {
    url: 'https://nbtv.news/bengali-mountaineers-conquer-everest-2025',
    kind: 'public',
    publication: 'NBTV News',
    description: 'A report on the Bengali climbers on Everest in 2025.',
  },
  {
    url: 'https://bengalinfo.com/newsdetail.php?newsid=389562',
    kind: 'public',
    publication: 'Bengal Info (reprinting The Times of India)',
    description: 'A newspaper report of the 2025 Everest summit.',
  },
  {
    url: 'https://bengalinfo.com/newsdetail.php?newsid=389697',
    kind: 'public',
    publication: 'Bengal Info',
    description: 'A May 2025 report on the death of Subrata Ghosh on Everest, quoting the expedition agency.',
  },
  {
    url: 'https://www.telegraphindia.com/amp/life/rumpa-das-subrata-ghosh-who-climbed-everest-frame-the-story-of-the-mountaineers-of-bengal-prnt/cid/2106715',
    kind: 'public',
    publication: 'The Telegraph',
    description: 'A June 2025 feature on the club and its 2025 Everest team.',
  },
  {
    url: 'https://www.telegraphindia.com/west-bengal/kolkata/42-year-old-nadia-teacher-dies-on-way-down-from-mt-everest-untimely-dreams-death-prnt/cid/2100275',
    kind: 'public',
    publication: 'The Telegraph',
    description: 'A May 2025 report on Subrata Ghosh’s death, with the club’s account of the summit push.',
  },
  {
    url: 'https://www.telegraphindia.com/world/climber-from-bengal-summits-mt-everest-dies-on-way-back/cid/2100170',
    kind: 'public',
    publication: 'The Telegraph Online',
    description: 'A May 2025 report on Subrata Ghosh’s summit and death, quoting the expedition agency.',
  },
  {
    url: 'https://www.millenniumpost.in/bengal/man-from-bengal-dies-while-descending-from-mt-everest-610994',
    kind: 'public',
    publication: 'Millennium Post',
    description: 'A May 2025 report on Subrata Ghosh’s death on the descent, quoting the expedition agency.',
  },
  {
    url: 'https://odishabytes.com/indian-climber-dies-after-successful-everest-summit/',
    kind: 'public',
    publication: 'Odisha Bytes',
    description: 'A May 2025 report on the death of an Indian climber after his Everest summit, naming the expedition.',
  },
  {
    url: 'https://indian-xpress.com/blog/2025/05/16/bengal-mountaineer-scales-everest-tragically-dies-during-descent/',
    kind: 'public',
    publication: 'Indian Xpress (blog)',
    description: 'A May 2025 report on Subrata Ghosh’s summit and death.',
  },
  {
    url: 'https://sherpalegend.com/subrata-ghosh-the-13-peak-journey-that-ended-on-everest',
    kind: 'public',
    publication: 'Sherpa Legend',
    description: 'A profile of Subrata Ghosh and the peaks he had climbed.',
  },
  {
    url: 'https://newsarenaindia.com/states/everest-dream-turns-tragic-for-bengal-teachers/44515',
    kind: 'public',
    publication: 'News Arena India',
    description: 'A May 2025 report on the Everest climb and Subrata Ghosh’s death.',
  },
  {
    url: 'https://socialbarta.in/?p=19815',
    kind: 'public',
    publication: 'Social Barta',
    description: 'Local news of the club’s 2025 Everest expedition.',
    language: bengali,
  },

  // Manaslu 2022.
  {
    url: 'https://socialbarta.in/?p=15628',
    kind: 'public',
    publication: 'Social Barta',
    description: 'Local news of the club’s Manaslu team setting out in August 2022.',
    language: bengali,
  },
  {
    url: 'https://bengali.news18.com/news/kolkata/basanta-sinha-roy-leads-the-team-to-conquer-the-mount-manaslu-the-eighth-highest-peak-of-the-world-arc-877174.html',
    kind: 'public',
    publication: 'News18 Bangla',
    description: 'News of the Manaslu team’s press conference and departure in 2022.',
    language: bengali,
  },

  // Ramjak and Gorichen 2024.
  {
    url: 'https://anandabazar.com/west-bengal/64-years-old-man-successfully-climbed-ramjak-peak-of-himachal/cid/1531041',
    kind: 'public',
    publication: 'Anandabazar Patrika',
    description: 'News of the Ramjak summit in July 2024, led by a 64-year-old climber.',
    language: bengali,
  },
  {
    url: 'https://bengalinfo.com/newsdetail.php?newsid=308379',
    kind: 'public',
    publication: 'Bengal Info (reprinting Ei Samay)',
    description: 'A newspaper report of the Ramjak climb in July 2024.',
    language: bengali,
  },
  {
    url: 'https://socialbarta.in/?p=19358',
    kind: 'public',
    publication: 'Social Barta',
    description: 'Local news of the Ramjak summit in July 2024.',
    language: bengali,
  },
  {
    url: 'https://bengali.news18.com/news/south-bengal/nadia-news-ramjack-peak-in-the-himalayas-for-six-people-including-a-female-teacher-dd-l18-1767029.html',
    kind: 'public',
    publication: 'News18 Bangla',
    description: 'News of the six climbers who reached the top of Ramjak in 2024.',
    language: bengali,
  },
  {
    url: 'https://jantaserishta.com/amp/local/west-bengal/rumpa-das-conquered-ramjak-peak-6318-m-in-himachal-pradesh-3413685',
    kind: 'public',
    publication: 'Janta Se Rishta',
    description: 'A report on Rumpa Das’s ascent of Ramjak in 2024.',
  },
  {
    url: 'https://socialbarta.in/?p=19544',
    kind: 'public',
    publication: 'Social Barta',
    description: 'Local news of the Gorichen summit in October 2024.',
    language: bengali,
  },
  {
    url: 'https://bengalinfo.com/newsdetail.php?newsid=337185',
    kind: 'public',
    publication: 'Bengal Info (reprinting Ei Samay)',
    description: 'A newspaper report of the Gorichen climb in October 2024.',
    language: bengali,
  },

  // Koa Rong II 2025.
  {
    url: 'https://www.khaboronline.com/news/national/the-members-of-mak-under-the-leadership-of-basanta-singha-roy-climbed-koa-rong-ii-peak/',
    kind: 'public',
    publication: 'Khabor Online',
    description: 'News of the club team’s change of peak and its summit of Koa Rong II.',
    language: bengali,
  },
  {
    url: 'https://bengali.news18.com/news/south-bengal/nadia-news-school-teacher-conquers-himachals-koa-rang-ii-summit-l18-rm-local18-2261340.html',
    kind: 'public',
    publication: 'News18 Bangla',
    description: 'News of the Koa Rong II summit, with the climbers’ names.',
    language: bengali,
  },

  // Heights of peaks, from other teams' reports.
  {
    url: 'https://adventuremania-india.blogspot.com/2021/10/',
    kind: 'public',
    publication: 'Adventuremania (blog)',
    description: 'A trekking post from the Pindari area of Kumaon, cited here only for the height of Baljuri.',
  },
  {
    url: 'https://www.telegraphindia.com/west-bengal/team-of-10-from-city-scales-mt-kamet/cid/1002550',
    kind: 'public',
    publication: 'The Telegraph',
    description: 'A report on a climb of Kamet, cited here only for the peak’s height.',
  },
  {
    url: 'https://blog.summitersadventures.com/traills-pass-an-unsuccessful-attempt',
    kind: 'public',
    publication: 'Summiters Adventures (blog)',
    description: 'A trekking team’s attempt on Traill’s Pass in Kumaon, cited here for the heights of the pass and the peaks around it.',
  },
  {
    url: 'https://docslib.org/doc/12438336/expedition-2007',
    kind: 'public',
    publication: 'Docslib (document archive)',
    description: 'A 2007 expedition report, cited here only for the height of Changuch.',
  },
  {
    url: 'https://www.tripoto.com/trip/the-expedition-before-my-birth-5cc86f70b107e',
    kind: 'public',
    publication: 'Tripoto',
    description: 'A travel story about an expedition above Gangotri, cited here for its heights of Thelu and Koteswar.',
  },
] satisfies SourceInput[];
