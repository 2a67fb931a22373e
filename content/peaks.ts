import type { PeakEntryInput } from '@/lib/schema/peak';

/**
 * Every mountain the club's expeditions went to (content/expeditions.ts), and the glacier it
 * explored in 1992: the registry behind the archive's peak pages. Facts about the mountain only,
 * never about what the club's teams did there. Every fact names its source by address, registered
 * in content/sources.ts; every sentence is written for this site. Where sources disagree, each
 * figure is kept with its source: the heights are a list, not an average.
 *
 * `name` is the name exactly as the expedition records write it; a record may also use a table
 * label or any other name listed here (lib/archive/peaks.ts resolves them, and a name that leads
 * nowhere stops the build). The reference height is the one the records show; Bengali names and
 * prose are in content/peaks.bn.ts.
 */

/** The club's table on its original website (not a public page). */
const clubTable = 'spec:original-site';
/** The expeditions page of the club's earlier website, with its first expeditions' figures. */
const oldClubSite = 'http://mak.org.in/expeditions.php';

const aaj = (path: string) => `http://publications.americanalpineclub.org/articles/${path}`;
const hj = (path: string) => `https://www.himalayanclub.org/hj/${path}/`;

// Sources the expedition records already cite.
const shivlingReport2005 =
  'https://docslib.org/doc/10286314/mt-shivling-6543-m-expedition-2005-organised-by-mountaineers-association-of-krishnanagar-w-b-leaders-report-1-name';
const baljuriAdventuremania = 'https://adventuremania-india.blogspot.com/2021/10/';
const kametTelegraph = 'https://www.telegraphindia.com/west-bengal/team-of-10-from-city-scales-mt-kamet/cid/1002550';
const traillsPassBlog = 'https://blog.summitersadventures.com/traills-pass-an-unsuccessful-attempt';
const changuchReport2010 = 'https://docslib.org/doc/12438336/expedition-2007';
const tripotoThelu = 'https://www.tripoto.com/trip/the-expedition-before-my-birth-5cc86f70b107e';
const aajSriKailas = aaj('12198822704/print');
const aajGangstang = aaj('12199423602/print');
const aajChaukhamba = aaj('12199526603/print');
const aajBlackPeak = aaj('12198726504/print');
const aajGorichen1989 = aaj('12199121301/Asia-IndiaArunachal-Pradesh-Gorichen-Kameng-District-1989');
const aajRamjak = aaj('12200238202/print');
const aajSudarshanParbat = 'https://publications.americanalpineclub.org/articles/12198225700';
const aajIndrasan = aaj('12196352304/Asia-India-Indrasan-Punjab');
const aajKuluMakalu =
  'https://publications.americanalpineclub.org/articles/13201212843/Bara-Shigri-Glacier-Khhang-Shiling-6360m-northeast-ridge-via-west-flank-Kulu-Makalu-aka-Lal-Qila-6349m-northwest-face-attempt';
const rediff2010 = 'https://m.rediff.com/news/report/first-civilian-team-bengal-scales-everest/20100517.htm';
const midDay2014 = 'https://www.mid-day.com/articles/get-on-top-of-the-world/15546157';
const telegraph2011 = 'https://mungpoonews.blogspot.com/2011/05/bengal-2-scale-kanchenjungha.html';
const pti2011 = 'https://sikkimnews.blogspot.com/2011/05/west-bengal-team-scale-mount.html?m=1';
const bdsuccess2015 = 'https://www.bdsuccess.org/2015/07/11/6618/';
const anandabazar2024 = 'https://anandabazar.com/west-bengal/64-years-old-man-successfully-climbed-ramjak-peak-of-himachal/cid/1531041';
const socialbartaGorichen2024 = 'https://socialbarta.in/?p=19544';
const bengalinfoGorichen2024 = 'https://bengalinfo.com/newsdetail.php?newsid=337185';
const khaborOnline2025 =
  'https://www.khaboronline.com/news/national/the-members-of-mak-under-the-leadership-of-basanta-singha-roy-climbed-koa-rong-ii-peak/';
const news18KoaRong2025 =
  'https://bengali.news18.com/news/south-bengal/nadia-news-school-teacher-conquers-himachals-koa-rang-ii-summit-l18-rm-local18-2261340.html';

// Sources first cited here (appended to content/sources.ts).
const theluDeccanHerald =
  'https://www.deccanherald.com/india/maharashtra/giripremis-young-mountaineers-successfully-scale-mt-thelu-in-uttarakhand-3042896';
const theluSummitPost = 'https://www.summitpost.org/mountain/rock/155330/Mount-Thelu.html';
const theluJantaKaSandesh = 'https://jantakasandesh.com/deals-for-mount-thaloo-climbing';
const hjRaktvarn = hj('37/19/raktvarn-glacier-and-ascent-of-unnamed-virgin-peaks');
const koteshwarWiki = 'https://wikiclassic.com/wiki/Koteshwar_(mountain)';
const gangstanBlog = 'https://theshiftingsands.blogspot.com/2014/09/gangstan-lahul-and-shingo-la.html';
const gangstangUkc = 'https://www.ukclimbing.com/news/2016/06/british_first_ascent_of_gangstang_nw_ridge_india-70532';
const gangstangHimalayaPost = 'https://himalayapost.wordpress.com/2016/07/04/new-route-in-the-indian-himalaya-for-malcolm-bass-and-guy-buckingham/';
const aajBauljuri = aaj('12199323904/Asia-IndiaKumaon-and-Garhwal-Bauljuri');
const baljouriLabel = 'https://adventuremania-india.blogspot.com/search/label/Baljouri';
const baljuriOrangeRucksack = 'http://orangerucksack.com/baljuri/';
const baljuriAdilZaid = 'http://adilzaid.blogspot.com/2017/12/the-ascent-of-baljuri.html?showComment=1514977704456';
const baljuriShyamGopan = 'https://shyamgopan.com/2017/12/16/climbing-baljuri/';
const sriKailasWiki = 'https://wikizero.net/wiki/de/Sri_Kailas';
const hjSriKailas = hj('39/11/sri-kailas-expedition-1982');
const tharkotWiki = 'https://de.mgwiki.top/wiki/Tharkot';
const hjTharkot = hj('44/12/kumaon-secrets');
const aajTharkot = aaj('12196547002/Asia-India-Tharkot-Kumaon-and-Hathi-Parbat-Garhwal');
const tharkotAdventurePulse = 'https://adventure-pulse.com/blog/expedition-report-tharkot/';
const mefChandraBhaga = 'https://www.mef.org.uk/expeditions/chandra-bhaga';
const cbBikat = 'https://www.bikatadventures.com/Home/Blog/mt-cb13-and-cb14-highlights';
const aajLahaulPeaks1985 = aaj('12198530301/print');
const kametWikipedia = 'https://en.wikipedia.org/wiki/Kamet';
const kametBengaliWikipedia = 'http://bn.m.wikipedia.org/wiki/%E0%A6%95%E0%A6%BE%E0%A6%AE%E0%A7%87%E0%A6%9F';
const kametSmythe = 'https://docslib.org/doc/3286491/the-kamet-expedition-1931-by-f-s-smythe';
const hjCentralGarhwal = hj('45/12/central-garhwal-and-kumaon');
const chaukhambaWiki = 'https://wikiwand.com/en/articles/Chaukhamba';
const chaukhambaGermanWiki = 'https://wikipedia.jakami.de/content/wikipedia_de_all_mini_2023-10/A/Chaukhamba_I';
const chaukhambaKiwix = 'https://kiwix.haohe.fun/content/wikipedia_en_all_maxi_2024-01/A/Chaukhamba';
const aajChaukhamba1953 = aaj('12195358102/print');
const bhrigupanthWiki = 'https://kiwix.hampton.id.au/content/wikipedia_en_all_maxi_2025-08/Bhrigupanth';
const aajBhrigupanth = aaj('12198923104/print');
const aajKedarTal = aaj('12199625303/print');
const nandaKotWiki = 'https://en.bharatpedia.org/wiki/Nanda_Kot';
const aajNandaKot = aaj('12198822602/print');
const hjNandaKot = hj('10/5/the-ascent-of-nanda-kot-1936');
const aajNandaKotSecond = aaj('12196016001/Asia-India-Second-Ascent-of-Nanda-Kot');
const shivaWiki = 'https://encycloreader.org/r/wikipedia_de.php?q=Shiva_%28Himalaya%29';
const shivaBmc = 'https://services.thebmc.co.uk/fowler-and-ramsden-climb-the-prow-of-shiva';
const aajShiva = aaj('12201129401/Asia-India-Himachal-Pradesh-Shiva-Shankar-West-West-Face');
const aajPangi = aaj('12201129402/Asia-India-Himachal-Pradesh-Pangi-Valley-Mountaineering-History-Unclimbed-Objectives-from-the-Saichu-Valley');
const deoTibbaWikipedia = 'https://en.wikipedia.org/wiki/Deo_Tibba';
const hjDerbyshire = hj('23/12/the-derbyshire-himalayan-expedition-1961');
const indrasanWikipedia = 'https://en.wikipedia.org/wiki/Indrasan';
const indrasanGermanWiki = 'https://de.wikiup.org/wiki/Indrasan';
const shivlingWiki = 'https://wiki.av1.space/content/wikipedia_en_all_mini_2025-06/Shivling_(mountain)';
const shivlingPiglix = 'http://piglix.com/piglix/Shivling_(Garhwal_Himalaya)';
const shivlingIans2007 = 'https://twocircles.net/2007sep05/indian_australian_army_climbers_attempt_shivling.html';
const aajShivling = aaj('12197520705/Asia-IndiaGarhwal-Kedarnath-Nilkantha-Shivling');
const panwaliDwarWiki = 'https://jmediawiki.org/wiki/Panwali_Dwar';
const nandaKhatWikipedia = 'http://en.wikipedia.org./wiki/Nanda_Khat';
const kuluMakaluBlog = 'http://www.cosmin-andron.com/2013/09/khhang-shiling-kullu-makalu-2013/';
const baraShigriWiki = 'https://de.wikiup.org/wiki/Bara-Shigri-Gletscher';
const thalaySagarYouthUttarakhand = 'http://youthuttarakhand.com/travel-idea-destination-detail.php?id=134&cat_id=6%20&Thalay%20sagar';
const thalaySagarHindiWikipedia = 'https://hi.m.wikipedia.org/wiki/%E0%A4%A5%E0%A4%B2%E0%A5%88_%E0%A4%B8%E0%A4%BE%E0%A4%97%E0%A4%B0';
const aajThalaySagar = aaj('12199324506/print');
const thalaySagarBlog = 'http://thalaysagar.blogspot.com';
const thalaySagarIndianetzone = 'https://indianetzone.com/thalay_sagar';
const aajChanguch = aaj('12201029402/print');
const bmcChanguch = 'https://www.thebmc.co.uk/important-british-first-ascent-in-indian-himalaya';
const hjChanguch = hj('67/9/the-call-of-changuch');
const everestReference = 'https://www.reference.com/geography/latitude-longitude-coordinates-mt-everest-409115f24cd53f53';
const everestUzuner = 'https://www.hakanuzuner.com/mount-everest-ascent/';
const everestChacha = 'http://www.chacha.com/topic/mount-everest';
const everest2020 = 'https://www.northeasttoday.in/2020/12/08/mt-everest-grow-by-86-cm/';
const everest1954 = 'https://www.nepaltravelstrek.com/blog/new-height-of-mt-everest.html';
const everest2005 = 'https://www.onenewspage.com/n/Front+Page/1zlv34phgl/Mt-Everest-grows-by-nearly-metre-to.htm';
const everest1999 = 'https://tri-lakestribune.net/2020/12/mount-everest-got-slightly-taller-in-2020/';
const everestDiamondGeezer = 'http://diamondgeezer.blogspot.com/2003/05/everest-50-anniversary-facts-1mount.html';
const kangchenjungaBlog = 'https://theworldmountain.blogspot.com/2011/05/kangchenjunga-third-of-eight.html?m=1';
const kangchenjungaWiki = 'https://wikivisually.com/wiki/Kangchenjunga';
const kangchenjungaLimbu = 'https://targetstudy.com/qna/which-mountains-name-stands-for-the-five-treasures-of-snows.html';
const kangchenjungaPeakIX = 'https://mountainsoftravelphotos.com/~mountaj4/India/Khajuraho/index.html';
const kangchenjungaAaj2008 =
  'http://issuu.com/johnharlin/docs/sikkim_aaj2008?mode=embed&layout=http%3A%2F%2Fskin.issuu.com%2Fv%2Flight%2Flayout.xml';
const kangchenjungaSimpleWikipedia = 'https://simple.m.wikipedia.org/wiki/Kanchenjunga';
const mefKangchenjunga1955 = 'https://mef.org.uk/expeditions/kanchenjunga-1955';
const kangchenjunga1955Wiki = 'https://en.wikipedia-on-ipfs.org/wiki/1955_British_Kangchenjunga_expedition';
const kangchenjungaCalendarz = 'https://www.calendarz.com/amp/on-this-day/may/25/kangchenjunga';
const annapurnaSimpleWiki = 'https://wikizero.net/wiki/simple/Annapurna';
const annapurnaMasala = 'https://www.himalayamasala.com/static/himalayan-climbs/annapurna-i-northeast-face-1950.html';
const annapurnaNtb = 'https://ntb.gov.np/en/annapurna';
const annapurnaRussia =
  'https://en.scientificrussia.ru/historical-events/3-iuna-1950-goda-francuzskaa-gimalajskaa-ekspedicia-pokorila-pervyj-v-istorii-vosmitysacnik-annapurnu-2';
const annapurnaNepalDesk = 'https://nepaldesk.com/mountain/annapurna-i';
const annapurnaMarmota = 'https://marmotamaps.com/de/drucke/annapurna-I';
const dharamsuraAaj1989 = aaj('12198923401/Asia-IndiaHimachal-Pradesh-Dharamsura-Southwest-and-Southeast-Ridges-Tos-Nala-Kulu');
const aajDharamsura1993 = aaj('12199324901/print');
const hjPapsura = hj('28/15/papsura-climbed');
const dharamsuraTrekmonk = 'https://trekmonk.in/2019/01/16/dharamsura-peak/';
const papsuraGermanWiki = 'https://de.wikiup.org/wiki/Papsura';
const dharamsuraSkiJournal = 'https://www.theskijournal.com/issue_feature/India/';
const hjDhaulagiri1960 = hj('22/6/dhaulagiri-the-white-mountain-a-chronicle-of-the-1960-expedition');
const dhaulagiriNtb = 'https://ntb.gov.np/en/dhaulagiri';
const dhaulagiriWiki = 'https://review.clateway.com/wiki/view_html.php?q=Dhaulagiri';
const dhaulagiriMemim = 'https://memim.com/dhaulagiri.html';
const dhaulagiriCot14 = 'http://www.cot14.dk/dhaulagiri/';
const aajNunKun1992 = aaj('12199224102/Asia-IndiaKashmir-and-Jammu-Kun-and-Nun');
const aajNunKun1954 = aaj('12195402900/Nun-Kun');
const nunKunWiki = 'https://it.other.wiki/wiki/Nun_Kun';
const nunKunGermanWiki = 'https://de-academic.com/dic.nsf/dewiki/1033558';
const changabangWiki = 'http://the-uncensored-wiki.com:20161/2016-wikipedia_en_all_2016-02/A/Changabang.html';
const aajChangabang = aaj('12197508100/Changabang');
const hjChangabang = hj('33/17/mountain-by-moonlight-the-ascent-of-changabang-1974');
const trisulGermanWiki = 'https://de.zxc.wiki/wiki/Trishul_%28Berg%29';
const trisulWiki = 'https://kiwix.lema.org/wikipedia_en_all_mini_2024-02/A/Trisul';
const trisulOutlook = 'https://outlookindia.com/traveller/regulars/the-first-ascent-to-trishul-peak-in-1907';
const hjTrisul2017 = hj('73/17/expeditions-explorations');
const kalanagWiki = 'https://sagapedia.com/en/Kalanag';
const aajBanderpunch1960 = aaj('12196015804/print');
const aajBlackPeak1956 = aaj('12195614202/Asia-India-Banderpunch-Black-Peak');
const blackPeakThinAir = 'https://www.thinairexpedition.com/black-peak-expedition-2026-an-expedition-in-the-reach-of-a-common-man';
const aajSaser2004 = aaj('12200437000/print');
const aajSaser1988 = aaj('12198824001/Asia-IndiaEastern-Karakoram-Saser-Kangri-I-West-Ridge-and-Saser-IV');
const aajSaser1990 = aaj('12199027605/Asia-IndiaEastern-Karakoram-Saser-Kangri-I-and-IV-1988');
const hjSaserKangriIII = hj('43/17/saser-kangri-iii-1986');
const imfSaser2003 = 'https://indmount.org/IMF/saserkangri1and4_2003';
const saserWikipedia = 'https://en.wikipedia.org/?diff=prev&oldid=231063046&title=Saser_Kangri';
const saserMuztaghWiki = 'https://wikimili.com/en/Saser_Muztagh';
const hjSaserVenture = hj('46/12/exercise-saser-venture-1987');
const devachenPhotoStory = 'https://thespace.ink/photo-story/photo-story-mt-devachen-expedition-2010/';
const imfDevachan2003 = 'https://indmount.org/IMF/devachan2003';
const manasluNepalDesk = 'https://nepaldesk.com/mountain/manaslu';
const manasluMandalas = 'https://mandalas.life/tag/manaslu/';
const aajManaslu = aaj('12195717000/Asia-Nepal-Manaslu');
const manasluMasala = 'https://www.himalayamasala.com/static/himalayan-climbs/manaslu-normal-route-1956.html';
const gorichenGermanWiki = 'https://de.wikiup.org/wiki/Gorichen';
const gorichenWiki = 'https://wikizero.org/wiki/en/Gori_Chen';
const gorichenIndia9 = 'https://india9.com/i9show/Gorichen-Peak-45510.htm';
const gorichenForecast = 'https://mountain-forecast.com/peaks/Gori-Chen';
const aajKoaRong1984 = aaj('12198427702/print');

export const peaksContent = [
  {
    id: 'thelu',
    name: 'Thelu',
    heights: [
      { m: 6000, reference: true, club: true, source: oldClubSite },
      { m: 6002, source: tripotoThelu },
      { m: 6002, source: theluDeccanHerald },
      { m: 6005, ft: 19700, source: theluSummitPost },
      { ft: 19692, source: theluJantaKaSandesh },
    ],
    location: { range: 'Garhwal Himalaya', region: 'Gangotri area, Raktavarn glacier basin', state: 'Uttarakhand', country: 'India', source: theluSummitPost },
    notes: [
      { text: 'The usual way in runs from Gangotri past Gaumukh and up the Raktavarn glacier.', source: theluSummitPost },
      { text: 'The Thelu glacier is one of the main side glaciers on the true right of the Raktavarn valley.', source: hjRaktvarn },
      {
        text: 'Base camp is about 25 km on foot from Gangotri, and the stream from the Raktavarn glacier has to be crossed with a rope.',
        source: theluDeccanHerald,
      },
    ],
  },
  {
    id: 'koteswar',
    name: 'Koteswar',
    otherNames: [
      { name: 'Koteshwar', kind: 'spelling', source: koteshwarWiki },
      { name: 'Koteshwar I', source: koteshwarWiki },
    ],
    heights: [
      { m: 6061, ft: 19880, reference: true, club: true, source: oldClubSite },
      { m: 6080, ft: 19950, source: koteshwarWiki },
      { m: 6080, ft: 19950, approximate: true, source: aajSudarshanParbat },
      { m: 6080, approximate: true, source: tripotoThelu },
    ],
    location: {
      range: 'Garhwal Himalaya',
      region: 'Raktavarn glacier basin, between the Thelu and Swetvarn glaciers',
      state: 'Uttarakhand',
      country: 'India',
      source: koteshwarWiki,
    },
    coordinates: { lat: 30.96333, lon: 79.10556, source: koteshwarWiki },
    firstAscents: [
      {
        year: 1972,
        by: 'a party from Calcutta that believed it had climbed Sudarshan Parbat; the source queries the year',
        uncertain: true,
        source: koteshwarWiki,
      },
    ],
    notes: [
      { text: 'It stands between the Swetvarn glacier to the east and the Thelu glacier to the west; both feed the Raktavarn glacier.', source: koteshwarWiki },
      { text: 'Sudarshan Parbat (6507 m), its higher neighbour, is about 1.3 km away.', source: koteshwarWiki },
      { text: 'Two French climbers of an Indo-French expedition to Sudarshan Parbat climbed it by its east ridge, as the AAJ reported in 1982.', source: aajSudarshanParbat },
    ],
    ambiguity: {
      text: 'Which ascent came first is not clear: the sources record a queried climb of 1972, an ascent by a West Bengal team in 1978 and a French ascent reported in 1982, and none is firmly the first.',
      sources: [koteshwarWiki, aajSudarshanParbat],
    },
  },
  {
    id: 'gangstang',
    name: 'Gangstang',
    otherNames: [{ name: 'Gangstan', kind: 'spelling', source: gangstanBlog }],
    heights: [
      { m: 6162, reference: true, club: true, source: oldClubSite },
      { m: 6162, ft: 20216, source: aajGangstang },
      { m: 6162, source: gangstangUkc },
    ],
    location: { range: 'Himalaya of Lahaul', region: 'North of the Chandra river, near Keylong', state: 'Himachal Pradesh', country: 'India', source: gangstangHimalayaPost },
    firstAscents: [{ year: 1945, by: 'an Italian party, by the south-west ridge, as later reports say', uncertain: true, source: gangstangUkc }],
    notes: [
      { text: 'Its pyramid is often compared to the Matterhorn.', source: gangstangUkc },
      { text: 'The south-west ridge, reached from the east over the Gangstang glacier, became the usual route.', source: gangstangHimalayaPost },
      { text: 'A West Bengal team made the second ascent in 1973, also by the south-west ridge.', source: gangstangHimalayaPost },
      { text: 'Malcolm Bass and Guy Buckingham made the first ascent of the north-west ridge, reaching the top on 9 June 2016.', source: gangstangUkc },
    ],
  },
  {
    id: 'baljuri',
    name: 'Baljuri',
    otherNames: [
      { name: 'Bauljuri', kind: 'spelling', source: aajBauljuri },
      { name: 'Baljouri', kind: 'spelling', source: baljouriLabel },
    ],
    heights: [
      { m: 5922, reference: true, source: baljuriAdventuremania },
      { m: 5922, source: baljuriOrangeRucksack },
      { m: 5923, source: baljuriAdilZaid },
      { ft: 19500, approximate: true, source: baljuriShyamGopan },
    ],
    location: { range: 'Kumaon Himalaya', source: baljuriAdventuremania },
    notes: [
      { text: 'It stands on the ridge between the Sunderdhunga and Pindar valleys.', source: baljuriOrangeRucksack },
      { text: 'It is the lowest of the big peaks around Zero Point, near the Pindari glacier.', source: baljuriShyamGopan },
      {
        text: 'The usual way follows the Pindari glacier trek a few kilometres past Phurkiya; two camps above base camp lead to the top by the Baljuri col.',
        source: baljuriOrangeRucksack,
      },
    ],
  },
  {
    id: 'seta-glacier',
    kind: 'glacier',
    name: 'Seta Glacier',
    tableLabel: 'Seta Glacier (exploration)',
    ambiguity: {
      text: 'Known here only from the club’s table, which lists an exploration of the Seta Glacier in 1992; no public source we found places the glacier.',
      sources: [clubTable],
    },
  },
  {
    id: 'sri-kailash',
    name: 'Sri Kailash',
    otherNames: [
      { name: 'Sri Kailas', kind: 'spelling', source: sriKailasWiki },
      { name: 'Shri Kailas', kind: 'spelling', source: aajSriKailas },
    ],
    heights: [
      { m: 6932, ft: 22742, reference: true, source: aajSriKailas },
      { m: 6932, ft: 22744, source: hjSriKailas },
      { m: 6932, source: sriKailasWiki },
    ],
    location: {
      range: 'Garhwal Himalaya, Gangotri Group',
      region: 'North-east of the Gangotri Group, above the Raktavarn glacier',
      state: 'Uttarakhand',
      country: 'India',
      source: sriKailasWiki,
    },
    coordinates: { lat: 31.0175, lon: 79.1775, source: sriKailasWiki },
    firstAscents: [
      { year: 1938, date: '1938-10-16', by: 'a German-Austrian expedition led by Rudolf Schwarzgruber, by the west ridge', source: hjSriKailas },
    ],
    notes: [
      { text: 'A pyramid-shaped mountain, held to be one of the seats of Shiva.', source: sriKailasWiki },
      { text: 'It falls only 68 m short of 7000 m.', source: hjSriKailas },
      { text: 'The first Indian ascent was made in 1963 by an expedition led by D. Pandya.', source: hjSriKailas },
    ],
  },
  {
    id: 'tharkot',
    name: 'Tharkot',
    heights: [
      { m: 6099, reference: true, source: hjTharkot },
      { m: 6099, source: tharkotWiki },
      { ft: 20010, source: aajTharkot },
      { m: 6100, source: tharkotAdventurePulse },
    ],
    location: { range: 'Kumaon Himalaya', region: 'Sunderdhunga valley, on the southern rim of the Nanda Devi Sanctuary', state: 'Uttarakhand', country: 'India', source: tharkotWiki },
    coordinates: { lat: 30.225, lon: 79.82333, source: tharkotWiki },
    firstAscents: [{ year: 1944, by: 'C. W. F. Noyce and G. Rawlinson', source: tharkotWiki }],
    notes: [
      {
        text: 'The first Indian ascent was made on 1 June 1963 by K. P. Sharma, B. B. Ambastha and K. S. Thapa with the Sherpas Lhakpa and Hisse.',
        source: aajTharkot,
      },
      { text: 'In 1977 a large Japanese expedition put 24 climbers on the top between 4 and 6 October.', source: tharkotWiki },
    ],
  },
  {
    id: 'cb-11',
    name: 'CB-11',
    otherNames: [
      { name: 'Chandra Bhaga 11', source: mefChandraBhaga },
      { name: 'Independence Peak', source: mefChandraBhaga },
    ],
    heights: [
      { m: 6044, reference: true, source: mefChandraBhaga },
    ],
    location: { range: 'Chandra Bhaga range', region: 'Lahaul', state: 'Himachal Pradesh', country: 'India', source: mefChandraBhaga },
    firstAscents: [
      {
        year: 1997,
        by: 'five members of the British “Red Rope” expedition led by Colin Knowles, by a couloir on the north-west face; they named it Independence Peak',
        uncertain: true,
        source: mefChandraBhaga,
      },
    ],
    notes: [
      { text: 'The Chandra Bhaga range is named after Lahaul’s two main rivers, the Chandra and the Bhaga.', source: cbBikat },
      { text: 'Many peaks of the range are known only by their CB numbers.', source: aajLahaulPeaks1985 },
    ],
    ambiguity: {
      text: 'The one source found, a Mount Everest Foundation report, writes “CBI 1”; reading it as CB-11 is this site’s interpretation. The result of the club’s visit in 1995 is not known, so it says nothing for or against the claim of 1997.',
      sources: [mefChandraBhaga, clubTable],
    },
  },
  {
    id: 'kamet',
    name: 'Kamet',
    otherNames: [{ name: 'Kangried', lang: 'bo', source: hjCentralGarhwal }],
    heights: [
      { m: 7756, reference: true, source: kametTelegraph },
      { m: 7756, source: kametWikipedia },
      { m: 7756, ft: 25446, source: kametBengaliWikipedia },
      { ft: 25447, year: 1931, source: kametSmythe },
    ],
    location: { range: 'Garhwal Himalaya (Zaskar range)', region: 'Chamoli district, near the Tibet border', state: 'Uttarakhand', country: 'India', source: kametWikipedia },
    coordinates: { lat: 30.92028, lon: 79.59361, source: kametBengaliWikipedia },
    firstAscents: [
      {
        year: 1931,
        date: '1931-06-21',
        by: 'Frank Smythe, Eric Shipton, R. L. Holdsworth and Lewa Sherpa, of the British expedition led by Smythe',
        source: kametWikipedia,
      },
    ],
    notes: [
      { text: 'After Nanda Devi, it is the highest mountain of Garhwal.', source: kametWikipedia },
      { text: 'It was the first summit above 25,000 ft to be climbed, and no higher one was climbed until Nanda Devi in 1936.', source: kametWikipedia },
      { text: 'The usual route goes up the East Kamet glacier to Meade’s Col, about 7100 m, between Kamet and Abi Gamin.', source: kametWikipedia },
    ],
  },
  {
    id: 'chaukhamba-i',
    name: 'Chaukhamba I',
    otherNames: [
      { name: 'Chaukhamba', source: chaukhambaWiki },
      { name: 'Badrinath', source: chaukhambaGermanWiki },
    ],
    heights: [
      { m: 7138, reference: true, source: aajChaukhamba },
      { m: 7138, ft: 23419, source: chaukhambaWiki },
      { ft: 23420, source: aajChaukhamba1953 },
    ],
    location: {
      range: 'Garhwal Himalaya, Gangotri Group',
      region: 'Head of the Gangotri glacier, west of Badrinath',
      state: 'Uttarakhand',
      country: 'India',
      source: chaukhambaWiki,
    },
    coordinates: { lat: 30.74972, lon: 79.29111, source: chaukhambaKiwix },
    firstAscents: [
      {
        year: 1952,
        date: '1952-06-13',
        by: 'Lucien George and Victor Russenberger, Swiss members of a French expedition, by the north-east face',
        source: chaukhambaWiki,
      },
    ],
    notes: [
      { text: 'The highest peak of the Gangotri Group, at its eastern end.', source: chaukhambaWiki },
      { text: 'Its four summits stand on one ridge: I (7138 m), II (7070 m), III (6995 m) and IV (6854 m).', source: chaukhambaWiki },
      { text: 'The name means “four pillars”; the Gangotri glacier begins on its western slope.', source: chaukhambaGermanWiki },
    ],
  },
  {
    id: 'bhrigupanth',
    name: 'Bhrigupanth',
    heights: [
      { m: 6772, ft: 22220, reference: true, source: aajBhrigupanth },
      { m: 6772, ft: 22218, source: bhrigupanthWiki },
    ],
    location: { range: 'Garhwal Himalaya, Gangotri Group', region: 'Above the Kedar Ganga valley, near Kedar Tal', state: 'Uttarakhand', country: 'India', source: bhrigupanthWiki },
    coordinates: { lat: 30.88056, lon: 79.00278, source: bhrigupanthWiki },
    firstAscents: [{ year: 1980, by: 'a women’s expedition led by Arlene Blum', source: bhrigupanthWiki }],
    notes: [
      { text: 'It lies north-east of Thalay Sagar and north-west of Meru.', source: bhrigupanthWiki },
      { text: 'Base camp is usually at Kedar Tal, about 4750 m, reached by walking up the Kedar Ganga from Gangotri.', source: aajKedarTal },
    ],
  },
  {
    id: 'nandakot',
    name: 'Nandakot',
    otherNames: [{ name: 'Nanda Kot', kind: 'spelling', source: nandaKotWiki }],
    heights: [
      { m: 6861, reference: true, source: traillsPassBlog },
      { m: 6861, ft: 22510, source: nandaKotWiki },
      { m: 6861, ft: 22510, source: aajNandaKot },
      { ft: 22530, year: 1938, source: hjNandaKot },
    ],
    location: { range: 'Kumaon Himalaya', region: 'Just outside the Nanda Devi Sanctuary, Pithoragarh district', state: 'Uttarakhand', country: 'India', source: nandaKotWiki },
    coordinates: { lat: 30.28167, lon: 80.06833, source: nandaKotWiki },
    firstAscents: [{ year: 1936, by: 'an expedition of Rikkyo University, Japan, led by Yaichi Hotta', source: nandaKotWiki }],
    notes: [
      { text: 'The name means “Nanda’s fortress”.', source: nandaKotWiki },
      { text: 'It stands about 15 km south-east of Nanda Devi, just outside the ring of peaks around the Sanctuary.', source: nandaKotWiki },
      { text: 'An Indian Navy team made the second ascent on 25 May 1959; M. S. Kohli and K. P. Sharma reached the summit.', source: aajNandaKotSecond },
    ],
  },
  {
    id: 'shiva',
    name: 'Shiva',
    otherNames: [{ name: 'Bahai Jar', source: shivaWiki }],
    heights: [
      { m: 6142, reference: true, source: aajShiva },
      { m: 6142, source: shivaWiki },
      { m: 6142, source: shivaBmc },
    ],
    location: { range: 'Kishtwar Himalaya', region: 'Pangi, north of the Chenab valley, Chamba district', state: 'Himachal Pradesh', country: 'India', source: shivaWiki },
    coordinates: { lat: 33.0925, lon: 76.58028, source: shivaWiki },
    firstAscents: [
      { year: 1973, by: 'a Japanese expedition, by the south ridge', uncertain: true, source: shivaWiki },
      { year: 1988, by: 'an all-woman Japanese team led by Junko Tabei, by the south-west face', source: shivaBmc },
    ],
    notes: [
      { text: 'It rises in little-explored country between eastern Kishtwar and the Miyar valley.', source: shivaBmc },
      { text: 'An Indian team repeated the 1988 route in 2002; the AAJ counts this the second ascent but does not name the team.', source: aajPangi },
      { text: 'Mick Fowler and Paul Ramsden climbed the north-east ridge, the “Prow of Shiva”, in October 2012.', source: shivaBmc },
    ],
    ambiguity: {
      text: 'Several Himalayan peaks are called Shiva. This page is about the 6142 m peak in Pangi, where this site’s records place the club’s expedition of 2002; no source names the club’s team on it, so the match rests on the place alone.',
      sources: [clubTable, aajPangi],
    },
  },
  {
    id: 'deo-tibba',
    name: 'Deo Tibba',
    heights: [
      { m: 6001, reference: true, source: deoTibbaWikipedia },
      { ft: 19687, source: aajIndrasan },
    ],
    location: { range: 'Pir Panjal range', region: 'Above Jagatsukh near Manali, Kullu district', state: 'Himachal Pradesh', country: 'India', source: deoTibbaWikipedia },
    firstAscents: [
      { year: 1952, by: 'J. de V. Graaff, his wife Clare and Pasang Dawa Lama, by the north-west ridge from the Duhangan Col', source: deoTibbaWikipedia },
    ],
    notes: [
      { text: 'Its top is a broad snow dome rather than a point.', source: deoTibbaWikipedia },
      { text: 'The name means “hill of the gods”.', source: deoTibbaWikipedia },
      { text: 'A high col, the Duhangan, joins it to Indrasan, and the two are often climbed on one expedition.', source: deoTibbaWikipedia },
      { text: 'A Kyoto University party made its sixth ascent on 13 October 1962, the day the same team first climbed Indrasan.', source: aajIndrasan },
    ],
  },
  {
    id: 'indrasan',
    name: 'Indrasan',
    otherNames: [{ name: 'Andrasau', kind: 'spelling', source: hjDerbyshire }],
    heights: [
      { m: 6221, reference: true, source: indrasanWikipedia },
      { m: 6221, source: indrasanGermanWiki },
      { ft: 20410, source: aajIndrasan },
      { ft: 20410, source: hjDerbyshire },
    ],
    location: { range: 'Pir Panjal range', region: 'On the divide between Kullu and Lahaul, at the head of the Malana valley', state: 'Himachal Pradesh', country: 'India', source: indrasanGermanWiki },
    coordinates: { lat: 32.21306, lon: 77.39611, source: indrasanGermanWiki },
    firstAscents: [
      { year: 1962, date: '1962-10-13', by: 'Kojiro Tomita and Yasumasa Miyaki of the Kyoto University expedition, by the south-west face', source: aajIndrasan },
    ],
    notes: [
      { text: 'The name joins Indra and asana: the seat of the god Indra.', source: indrasanWikipedia },
      { text: 'It is held to be the hardest mountain of the Pir Panjal to climb.', source: indrasanWikipedia },
      {
        text: 'The 1962 party came up the Malana valley and glacier, passed an icefall about 2300 ft high and reached the top after 12 hours on steep rock and ice.',
        source: aajIndrasan,
      },
    ],
  },
  {
    id: 'shivling',
    name: 'Shivling',
    otherNames: [
      { name: 'Matterhorn Peak', source: shivlingWiki },
      { name: 'Mahadeo Ka Linga', source: shivlingPiglix },
      { name: 'Matterhorn of the East', kind: 'nickname', source: shivlingIans2007 },
    ],
    heights: [
      { m: 6543, ft: 21467, reference: true, club: true, source: shivlingReport2005 },
      { m: 6543, ft: 21467, source: shivlingWiki },
      { ft: 21466, source: aajShivling },
    ],
    location: {
      range: 'Garhwal Himalaya, Gangotri Group',
      region: 'Above Tapovan, near the snout of the Gangotri glacier, about 6 km south of Gaumukh',
      state: 'Uttarakhand',
      country: 'India',
      source: shivlingWiki,
    },
    coordinates: { lat: 30.8804111, lon: 79.0634694, source: shivlingWiki },
    firstAscents: [
      {
        year: 1974,
        date: '1974-06-03',
        by: 'an Indo-Tibetan Border Police expedition led by Hukam Singh; the sources list its summit party differently',
        source: shivlingWiki,
      },
    ],
    notes: [
      { text: 'The name refers to the linga of Shiva; from Gaumukh it is the most striking peak in sight.', source: shivlingWiki },
      {
        text: 'It has two summits: the north-east one is a little higher than the south-west one (6501 m), though from Gaumukh the mountain looks like a single pyramid.',
        source: shivlingPiglix,
      },
      { text: 'On the 1974 ascent the team fixed more than 7000 ft of rope.', source: aajShivling },
      { text: 'Chris Bonington and Jim Fotheringham made the first ascent of the south-west summit in 1983.', source: shivlingIans2007 },
    ],
  },
  {
    id: 'panwali-dwar',
    name: 'Panwali Dwar',
    heights: [
      { m: 6663, reference: true, source: traillsPassBlog },
      { m: 6663, ft: 21860, source: panwaliDwarWiki },
      { m: 6683, ft: 21926, source: panwaliDwarWiki },
      { m: 6663, source: nandaKhatWikipedia },
    ],
    location: {
      range: 'Kumaon Himalaya',
      region: 'South wall of the Nanda Devi Sanctuary, above the Pindari and Sunderdhunga valleys, Bageshwar district',
      state: 'Uttarakhand',
      country: 'India',
      source: panwaliDwarWiki,
    },
    coordinates: { lat: 30.28944, lon: 79.95583, source: panwaliDwarWiki },
    firstAscents: [{ year: 1980, by: 'a Japanese expedition, after a Japanese attempt failed in 1979', source: panwaliDwarWiki }],
    notes: [
      { text: 'Its nearest higher neighbour is Maiktoli, 8.2 km to the west-south-west; Nanda Khat is 2.6 km to the north-east.', source: panwaliDwarWiki },
      { text: 'The west ridge of Nanda Khat runs to Panwali Dwar.', source: nandaKhatWikipedia },
      { text: 'A Bombay team led by Prajapati Bodhane also claimed an ascent in 1990.', source: panwaliDwarWiki },
    ],
    ambiguity: {
      text: 'The same encyclopedia page gives 6663 m in its summary and 6683 m in its text; the other sources give 6663 m.',
      sources: [panwaliDwarWiki, nandaKhatWikipedia],
    },
  },
  {
    id: 'kulu-makalu',
    name: 'Kulu Makalu',
    otherNames: [
      { name: 'Lal Qila', source: aajKuluMakalu },
      { name: 'Kullu Makalu', kind: 'spelling', source: kuluMakaluBlog },
    ],
    heights: [
      { m: 6349, source: aajKuluMakalu },
      { m: 6349, source: kuluMakaluBlog },
    ],
    location: { region: 'Bara Shigri glacier, Lahaul', state: 'Himachal Pradesh', country: 'India', source: aajKuluMakalu },
    notes: [
      {
        text: 'A Romanian-led party tried the north-west face in August 2013, during the IMF’s “Climbathon” on the Bara Shigri glacier, and did not reach the top.',
        source: aajKuluMakalu,
      },
      { text: 'The Bara Shigri, the “big glacier”, is about 28 km long and flows north-west into the Chandra river.', source: baraShigriWiki },
    ],
    ambiguity: {
      text: 'Its only height comes from one climber, in the AAJ and on his own blog, and no first ascent is recorded.',
      sources: [aajKuluMakalu, kuluMakaluBlog],
    },
  },
  {
    id: 'rubal-kang',
    name: 'Rubal Kang',
    location: { region: 'Lahaul', source: clubTable },
    ambiguity: {
      text: 'Only the club’s table names this peak. No public source we found gives its height, position or history; other sources may spell it differently.',
      sources: [clubTable],
    },
  },
  {
    id: 'thalay-sagar',
    name: 'Thalay Sagar',
    otherNames: [
      { name: 'Thalaysagar', kind: 'spelling', source: thalaySagarYouthUttarakhand },
      { name: 'थलै सागर', kind: 'spelling', lang: 'hi', source: thalaySagarHindiWikipedia },
    ],
    heights: [
      { m: 6904, ft: 22650, reference: true, source: aajThalaySagar },
      { m: 6904, source: thalaySagarHindiWikipedia },
    ],
    location: {
      range: 'Gangotri Group, Garhwal Himalaya',
      region: 'Above Kedar Tal, about 10 km south-west of Gaumukh',
      state: 'Uttarakhand',
      country: 'India',
      source: thalaySagarHindiWikipedia,
    },
    coordinates: { lat: 30.85806, lon: 78.99722, source: thalaySagarHindiWikipedia },
    firstAscents: [
      {
        year: 1979,
        date: '1979-06-24',
        by: 'Roy Kligfield, John Thackray and Pete Thexton, an Anglo-American team, by the north-west couloir and ridge',
        source: thalaySagarHindiWikipedia,
      },
    ],
    notes: [
      { text: 'After Kedarnath, it is the highest summit on the south side of the Gangotri glacier; Kedar Tal lies at its foot.', source: thalaySagarIndianetzone },
      { text: 'A band of loose shale near the top is the main difficulty of the direct routes on the north face.', source: thalaySagarBlog },
      { text: 'A British party climbed a new line from the Phatung glacier on the south side, reported in the AAJ in 1993.', source: aajThalaySagar },
    ],
  },
  {
    id: 'changuch',
    name: 'Changuch',
    heights: [
      { m: 6322, reference: true, source: changuchReport2010 },
      { m: 6322, source: aajChanguch },
      { m: 6322, source: bmcChanguch },
    ],
    location: {
      range: 'Kumaon Himalaya, eastern Nanda Devi group',
      region: 'Head of the Pindari glacier, between the Pindar and Lawan valleys, north-west of Nandakot',
      state: 'Uttarakhand',
      country: 'India',
      source: hjChanguch,
    },
    coordinates: { lat: 30.28333, lon: 80.03333, source: changuchReport2010 },
    firstAscents: [
      {
        year: 2009,
        date: '2009-06-09',
        by: 'Martin Moran, Paul Guest, Rob Jarvis, Leon Winchester and the liaison officer Luder Sain, an Indo-British team, by the north-west ridge from the Lawan side',
        source: aajChanguch,
      },
    ],
    notes: [
      {
        text: 'Three earlier attempts from the Pindari side failed, in 1987, 1997 and 2007; in 2007 an avalanche killed two members of a joint Navy and IMF team.',
        source: hjChanguch,
      },
      { text: 'The 2009 team came from the Lawan valley to the north, a far easier approach, and reached the north-west ridge at a col of about 5850 m.', source: aajChanguch },
      { text: 'Traill’s Pass, at 5312 m, crosses between the Lawan and Pindar valleys beside it.', source: aajChanguch },
      { text: 'A photograph in the book Exploring the Hidden Himalaya first drew climbers to it.', source: bmcChanguch },
    ],
  },
  {
    id: 'everest',
    name: 'Everest',
    otherNames: [
      { name: 'Sagarmatha', lang: 'ne', source: everestReference },
      { name: 'Chomolungma', lang: 'bo', source: everestReference },
      { name: 'Qomolangma', lang: 'zh', source: everestUzuner },
      { name: 'Peak XV', kind: 'survey', source: everestChacha },
    ],
    heights: [
      { m: 8848.86, reference: true, club: true, source: clubTable },
      { m: 8848.86, year: 2020, source: everest2020 },
      { m: 8848, year: 1954, source: everest1954 },
      { m: 8848, source: rediff2010 },
      { m: 8850, source: midDay2014 },
      { m: 8844.43, year: 2005, source: everest2005 },
      { ft: 29035, year: 1999, source: everest1999 },
      { m: 8840, ft: 29002, year: 1856, source: everestUzuner },
    ],
    location: { range: 'Mahalangur Himal', region: 'On the border of Nepal and the Tibet Autonomous Region of China', country: 'Nepal and China', source: everestChacha },
    coordinates: { lat: 27.98806, lon: 86.92528, source: everestReference },
    firstAscents: [
      {
        year: 1953,
        date: '1953-05-29',
        by: 'Edmund Hillary and Tenzing Norgay, of the British expedition led by John Hunt, by the South Col',
        source: everestDiamondGeezer,
      },
    ],
    notes: [
      { text: 'The border between Nepal and China runs over the summit.', source: everestChacha },
      { text: 'The English name was adopted in 1865, after George Everest, a former Surveyor General.', source: everestReference },
      { text: 'Nepal and China each surveyed the summit, in 2019 and 2020, and announced 8848.86 m together in 2020.', source: everest1999 },
      { text: 'Before 2020 Nepal used 8848 m, which counts the snow on top, and China 8844.43 m, the height of the rock.', source: everest2005 },
    ],
  },
  {
    id: 'kanchenjunga',
    name: 'Kanchenjunga',
    otherNames: [
      { name: 'Kangchenjunga', kind: 'spelling', source: kangchenjungaBlog },
      { name: 'Khangchendzonga', kind: 'spelling', source: kangchenjungaWiki },
      { name: 'Sewalungma', lang: 'lif', source: kangchenjungaLimbu },
      { name: 'Peak IX', kind: 'survey', source: kangchenjungaPeakIX },
    ],
    heights: [
      { m: 8586, reference: true, source: pti2011 },
      { m: 8586, ft: 28169, source: kangchenjungaWiki },
      { ft: 28169, source: telegraph2011 },
      { m: 8598, year: 2008, source: kangchenjungaAaj2008 },
    ],
    location: {
      range: 'Kangchenjunga Himal',
      region: 'On the border of Sikkim and Nepal’s Taplejung district',
      state: 'Sikkim (India) and Koshi Province (Nepal)',
      country: 'India and Nepal',
      source: kangchenjungaWiki,
    },
    coordinates: { lat: 27.7025, lon: 88.14833, source: kangchenjungaSimpleWikipedia },
    firstAscents: [
      {
        year: 1955,
        date: '1955-05-25',
        by: 'Joe Brown and George Band, of the British expedition led by Charles Evans; Norman Hardie and Tony Streather followed the next day',
        source: mefKangchenjunga1955,
      },
    ],
    notes: [
      {
        text: 'The 1955 climbers came up the south-west face from Nepal and stopped a few feet below the top, as Sikkim had asked that the summit itself be left untrodden.',
        source: kangchenjunga1955Wiki,
      },
      { text: 'It was thought the highest mountain in the world until survey calculations from 1849 showed Everest to be higher.', source: kangchenjungaCalendarz },
    ],
  },
  {
    id: 'annapurna-i',
    name: 'Annapurna I',
    otherNames: [{ name: 'Annapurna I Main', source: annapurnaSimpleWiki }],
    heights: [
      { m: 8091, reference: true, source: annapurnaNtb },
      { m: 8091, ft: 26545, source: annapurnaMasala },
      { m: 8078, source: annapurnaRussia },
    ],
    location: {
      range: 'Annapurna massif',
      region: 'North of Pokhara, on the border of Myagdi and Kaski districts',
      state: 'Gandaki Province',
      country: 'Nepal',
      source: annapurnaNepalDesk,
    },
    coordinates: { lat: 28.596111, lon: 83.820278, source: annapurnaMarmota },
    firstAscents: [
      {
        year: 1950,
        date: '1950-06-03',
        by: 'Maurice Herzog and Louis Lachenal, of the French expedition led by Herzog, without bottled oxygen',
        source: annapurnaMasala,
      },
    ],
    notes: [
      { text: 'It was the first mountain over 8000 m to be climbed.', source: annapurnaNtb },
      { text: 'Dhaulagiri I stands 34 km to the west, across the gorge of the Kali Gandaki.', source: dhaulagiriWiki },
    ],
  },
  {
    id: 'dharamsura',
    name: 'Dharamsura',
    otherNames: [
      { name: 'White Sail', source: dharamsuraAaj1989 },
      { name: 'Dharmsura', kind: 'spelling', source: hjPapsura },
    ],
    heights: [
      { m: 6446, ft: 21150, reference: true, source: aajDharamsura1993 },
      { m: 6446, source: dharamsuraTrekmonk },
      { m: 6420, source: papsuraGermanWiki },
      { m: 6400, ft: 21129, source: dharamsuraAaj1989 },
      { ft: 21186, source: dharamsuraSkiJournal },
    ],
    location: {
      range: 'Great Himalaya, on the divide between Kullu and Lahaul',
      region: 'Head of the Tos glacier, above the Parvati valley; twin of Papsura',
      state: 'Himachal Pradesh',
      country: 'India',
      source: hjPapsura,
    },
    firstAscents: [{ year: 1940, by: 'J. O. M. Roberts; another volume of the same journal dates his visits to 1939 and 1941', uncertain: true, source: hjPapsura }],
    notes: [
      { text: 'The Derbyshire Himalayan Expedition made the second ascent in 1961.', source: hjPapsura },
      {
        text: 'A local story says that it and its twin Papsura, the “peak of evil”, change height as good or evil prevails; Papsura is slightly the higher.',
        source: hjPapsura,
      },
      { text: 'The usual approach starts at Tosh village near Manikaran and goes up the moraines of the Tos glacier.', source: dharamsuraTrekmonk },
    ],
  },
  {
    id: 'dhaulagiri-i',
    name: 'Dhaulagiri I',
    otherNames: [{ name: 'Dhaulagiri', source: hjDhaulagiri1960 }],
    heights: [
      { m: 8167, reference: true, source: dhaulagiriNtb },
      { m: 8167, ft: 26795, source: dhaulagiriWiki },
      { m: 8222, ft: 26975, year: 1960, source: hjDhaulagiri1960 },
      { m: 8190, year: 1809, source: dhaulagiriMemim },
    ],
    location: { range: 'Dhaulagiri Himal', region: 'North-west of Pokhara, west of the Kali Gandaki gorge', country: 'Nepal', source: dhaulagiriWiki },
    coordinates: { lat: 28.69833, lon: 83.4875, source: dhaulagiriWiki },
    firstAscents: [
      {
        year: 1960,
        date: '1960-05-13',
        by: 'Kurt Diemberger, Peter Diener, Ernst Forrer, Albin Schelbert, Nawang Dorje and Nyima Dorje, of the international expedition led by Max Eiselin, by the north-east ridge',
        source: dhaulagiriCot14,
      },
    ],
    notes: [
      { text: 'The seventh-highest mountain in the world, and the highest that lies wholly inside one country.', source: dhaulagiriWiki },
      { text: 'After the survey of 1809 it was for a time believed to be the highest mountain in the world.', source: dhaulagiriNtb },
      { text: 'The 1960 expedition was supplied by a small aeroplane, a first in the Himalaya; it crashed on 5 May without hurting anyone.', source: dhaulagiriMemim },
    ],
  },
  {
    id: 'nun',
    name: 'Nun',
    heights: [
      { m: 7135, ft: 23410, reference: true, source: aajNunKun1992 },
      { ft: 23410, source: aajNunKun1954 },
      { m: 7135, source: bdsuccess2015 },
    ],
    location: { range: 'Nun Kun massif', region: 'Suru valley, Kargil district', state: 'Ladakh', country: 'India', source: nunKunWiki },
    coordinates: { lat: 33.98, lon: 76.02167, source: nunKunWiki },
    firstAscents: [
      {
        year: 1953,
        date: '1953-08-28',
        by: 'Claude Kogan and Pierre Vittoz, of a French, Swiss and Indian expedition led by Bernard Pierre, by the west ridge',
        source: aajNunKun1954,
      },
    ],
    notes: [
      { text: 'Nun is the higher of the massif’s two main summits; Kun, about 7077 m, lies across a snow plateau some 4 km long.', source: nunKunWiki },
      { text: 'It is the highest Himalayan summit on the Indian side of the Line of Control.', source: nunKunGermanWiki },
    ],
  },
  {
    id: 'changabang',
    name: 'Changabang',
    heights: [
      { m: 6864, ft: 22520, reference: true, source: changabangWiki },
      { ft: 22520, source: aajChangabang },
    ],
    location: { range: 'Garhwal Himalaya', region: 'North-east wall of the Nanda Devi Sanctuary', state: 'Uttarakhand', country: 'India', source: changabangWiki },
    coordinates: { lat: 30.5, lon: 79.92556, source: changabangWiki },
    firstAscents: [
      {
        year: 1974,
        date: '1974-06-04',
        by: 'Chris Bonington, Martin Boysen, Dougal Haston, Doug Scott, Balwant Sandhu and Tashi Chewang, of an Indo-British expedition',
        source: aajChangabang,
      },
    ],
    notes: [
      { text: 'A steep granite spire, famous for its shape rather than its height; every route up it is serious.', source: changabangWiki },
      { text: 'Peter Boardman and Joe Tasker climbed its West Wall in autumn 1976 and reached the top on 15 October.', source: changabangWiki },
      { text: 'The Indian Mountaineering Foundation sponsored the climb of 1974 as the Indo-British Garhwal expedition.', source: hjChangabang },
    ],
  },
  {
    id: 'trisul-i',
    name: 'Trisul I',
    otherNames: [{ name: 'Trishul', kind: 'spelling', source: trisulGermanWiki }],
    heights: [
      { m: 7120, reference: true, source: hjTrisul2017 },
      { m: 7120, ft: 23360, source: trisulWiki },
      { m: 7120, source: trisulGermanWiki },
    ],
    location: {
      range: 'Trisul group, at the south-west corner of the ring of peaks around the Nanda Devi Sanctuary',
      region: 'About 15 km west-south-west of Nanda Devi',
      state: 'Uttarakhand',
      country: 'India',
      source: trisulWiki,
    },
    coordinates: { lat: 30.31278, lon: 79.77722, source: trisulWiki },
    firstAscents: [
      { year: 1907, date: '1907-06-12', by: 'Tom Longstaff with the guides Alexis and Henri Brocherel and the Gurkha Karbir Burathoki', source: trisulOutlook },
    ],
    notes: [
      { text: 'It was the first summit over 7000 m to be climbed, and no higher one was climbed until Kamet in 1931.', source: trisulOutlook },
      { text: 'The name means trident, the weapon of Shiva: the three summits of the group recall its three points.', source: trisulWiki },
      { text: 'The easiest line is a snow and glacier climb up the north-east flank and the north ridge.', source: trisulWiki },
    ],
    ambiguity: {
      text: 'Sources place it differently: in western Kumaon (Bageshwar district) or in the Nanda Devi group of Garhwal.',
      sources: [trisulWiki, trisulGermanWiki],
    },
  },
  {
    id: 'black-peak',
    name: 'Black Peak (Kalanag)',
    otherNames: [
      { name: 'Black Peak', source: aajBlackPeak1956 },
      { name: 'Kalanag', source: kalanagWiki },
      { name: 'Banderpunch I', source: aajBanderpunch1960 },
    ],
    heights: [
      { m: 6387, reference: true, source: aajBlackPeak },
      { ft: 20956, source: aajBanderpunch1960 },
      { ft: 20956, source: aajBlackPeak1956 },
      { m: 6387, ft: 20955, source: blackPeakThinAir },
    ],
    location: { range: 'Bandarpunch massif, Garhwal Himalaya', region: 'Western Garhwal, Uttarkashi district', state: 'Uttarakhand', country: 'India', source: blackPeakThinAir },
    coordinates: { lat: 31.02, lon: 78.57, source: kalanagWiki },
    firstAscents: [
      { year: 1955, date: '1955-06-07', by: 'Jack Gibson and two Sherpas', source: aajBanderpunch1960 },
      { year: 1955, by: 'Jack Gibson with students of the Doon School', source: kalanagWiki },
    ],
    notes: [
      { text: 'It is the highest summit of the Bandarpunch range.', source: aajBlackPeak1956 },
      {
        text: 'Jack Gibson brought boys from the Doon School and Mayo College to the Bandarpunch group again and again; in 1953 a storm turned him back about 100 ft below the top of Black Peak.',
        source: aajBlackPeak1956,
      },
      { text: 'The usual approach is from Sankri, with base camp at Ruinsara Tal, about 3800 m.', source: blackPeakThinAir },
    ],
    ambiguity: {
      text: 'The names of the Bandarpunch summits are used in different ways: the AAJ of 1960 calls Black Peak “Banderpunch I”, while an encyclopedia copy lists Bandarpunch I as a lower summit of its own. Reports also differ on who was with Jack Gibson in 1955.',
      sources: [aajBanderpunch1960, kalanagWiki],
    },
  },
  {
    id: 'saser-kangri-iv',
    name: 'Saser Kangri IV',
    otherNames: [
      { name: 'Cloud Peak', source: aajSaser2004 },
      { name: 'Saser IV', source: aajSaser1988 },
    ],
    heights: [
      { m: 7416, ft: 24331, reference: true, source: saserWikipedia },
      { m: 7415, source: hjSaserKangriIII },
      { m: 7415, source: aajSaser2004 },
      { m: 7364, source: imfSaser2003 },
      { m: 7410, source: aajSaser1988 },
      { m: 7420, source: aajSaser1990 },
    ],
    location: { range: 'Saser Muztagh, the easternmost part of the Karakoram', region: 'Eastern Karakoram, reached from the Nubra valley', state: 'Ladakh', country: 'India', source: saserMuztaghWiki },
    firstAscents: [
      {
        year: 1987,
        date: '1987-06-06',
        by: 'Martin Bazire, Dave Howie, Thakur Dass, Devi Singh and Lalit Negi, of a joint Indo-British Army expedition; three more climbers followed the next day',
        source: aajSaser1988,
      },
    ],
    notes: [
      { text: 'It was the last unclimbed summit of the Saser Kangri group until 1987.', source: aajSaser1988 },
      { text: 'Saser Kangri is usually translated “yellow mountain”, after the yellow granite of its summit ridges.', source: hjSaserVenture },
      { text: 'Even the way to base camp on the west side is awkward: in 2003 a Navy team fixed ropes along narrow ledges round rock buttresses to get there.', source: aajSaser2004 },
    ],
  },
  {
    id: 'debachen',
    name: 'Debachen',
    otherNames: [
      { name: 'Devachen', kind: 'spelling', source: devachenPhotoStory },
      { name: 'Devachan', kind: 'spelling', source: dharamsuraTrekmonk },
    ],
    heights: [
      { m: 6245, source: devachenPhotoStory },
    ],
    location: { region: 'Lahaul', source: clubTable },
    ambiguity: {
      text: 'Two peaks go by this name. One, written Debachen or Devachen (6245 m), stands on the divide between Kullu and Lahaul at the head of the Chota Shigri glacier; a photo story says a British team led by Paul Bean first climbed it in 1977. The other, “Devachan” (about 6200 m), appears in an IMF report from the Gangotri area of Garhwal. This site’s records place the club’s Debachen in Lahaul, which fits the first; no source says which of the two the club’s team went to, and none gives the height of the peak it climbed.',
      sources: [devachenPhotoStory, imfDevachan2003],
    },
  },
  {
    id: 'ramjak',
    name: 'Ramjak',
    otherNames: [
      { name: 'Ramjack', kind: 'spelling', source: gangstanBlog },
    ],
    heights: [
      { m: 6318, reference: true, source: aajRamjak },
    ],
    location: { region: 'Lahaul, near the Shingo La; approached from Darcha', state: 'Himachal Pradesh', country: 'India', source: aajRamjak },
    firstAscents: [
      { year: 2002, by: 'a team of the Indian Mountaineering Foundation, as reports of the club’s climb of 2024 say', uncertain: true, source: anandabazar2024 },
    ],
    notes: [
      { text: 'A sharp, icy summit; it was still unclimbed when an IMF team tried it in 2001.', source: aajRamjak },
      { text: 'The first known attempt was made by a women’s team from Mumbai in 1994; other Mumbai teams tried in 1995 and 1996.', source: aajRamjak },
      { text: 'In 2001 the IMF team fixed 400 m of rope up a gully to about 5800 m and turned back below the long summit ridge.', source: aajRamjak },
    ],
  },
  {
    id: 'manaslu',
    name: 'Manaslu',
    otherNames: [
      { name: 'Kutang', source: manasluNepalDesk },
      { name: 'Peak 30', kind: 'survey', source: manasluNepalDesk },
    ],
    heights: [
      { m: 8163, reference: true, source: manasluNepalDesk },
      { m: 8163, ft: 26781, source: manasluMandalas },
      { ft: 26658, year: 1957, source: aajManaslu },
      { m: 8156, source: manasluMasala },
    ],
    location: {
      range: 'Mansiri Himal',
      region: 'West-central Nepal, about 64 km east of Annapurna; Samagaon is the nearest village',
      state: 'Gorkha and Manang districts',
      country: 'Nepal',
      source: manasluNepalDesk,
    },
    coordinates: { lat: 28.55028, lon: 84.56167, source: manasluNepalDesk },
    firstAscents: [
      { year: 1956, date: '1956-05-09', by: 'Toshio Imanishi and Gyalzen Norbu Sherpa, of the Japanese expedition led by Yuko Maki', source: aajManaslu },
    ],
    notes: [
      { text: 'The eighth-highest mountain in the world; its name comes from the Sanskrit manasa, intellect or soul.', source: manasluMandalas },
      { text: 'The first ascent followed a reconnaissance in 1952 and attempts in 1953 and 1954; in 1954 the people of Sama would not let the team approach.', source: aajManaslu },
    ],
  },
  {
    id: 'gorichen',
    name: 'Gorichen',
    otherNames: [
      { name: 'Gori Chen', kind: 'spelling', source: gorichenGermanWiki },
      { name: 'Gorichen II', source: gorichenWiki },
      { name: 'Sa-Nga-Phu', source: gorichenIndia9 },
    ],
    heights: [
      { m: 6488, reference: true, source: aajGorichen1989 },
      { m: 6488, source: socialbartaGorichen2024 },
      { m: 6488, source: gorichenGermanWiki },
      { m: 6530, source: bengalinfoGorichen2024 },
      { m: 6530, ft: 21410, source: gorichenWiki },
      { m: 6858, ft: 22500, source: gorichenForecast },
      { ft: 22500, source: gorichenIndia9 },
    ],
    location: { range: 'Gori Chen group, Eastern Himalaya', region: 'Near the Tibet border, between Tawang and West Kameng', state: 'Arunachal Pradesh', country: 'India', source: gorichenGermanWiki },
    coordinates: { lat: 27.79472, lon: 92.3875, source: gorichenGermanWiki },
    firstAscents: [{ year: 1966, date: '1966-10-29', by: 'an Indian Army expedition led by T. Haralu; eight climbers reached the top', source: gorichenForecast }],
    notes: [
      { text: 'The most westerly of the main Arunachal peaks, the easiest to reach and the most often visited.', source: gorichenForecast },
      { text: 'An Assam Rifles team climbed it by the south-east ridge on 5 October 1989, from a base camp at Chokrasan.', source: aajGorichen1989 },
      { text: 'The Monpa people hold the mountain sacred.', source: gorichenIndia9 },
    ],
    ambiguity: {
      text: 'The name covers a group of summits. German Wikipedia and the AAJ give Gorichen as 6488 m; English Wikipedia makes a 6530 m summit the group’s highest and calls the 6488 m peak Gorichen II. The older figure of 6858 m (22,500 ft) still appears; one page says an Indian expedition of 1994 corrected it to 6488 m.',
      sources: [gorichenGermanWiki, gorichenWiki, gorichenForecast],
    },
  },
  {
    id: 'koa-rong-ii',
    name: 'Koa Rong II',
    otherNames: [{ name: 'কোয়া রঙ ২', kind: 'spelling', lang: 'bn', source: khaborOnline2025 }],
    heights: [
      { m: 6213, ft: 20443, reference: true, source: khaborOnline2025 },
      { m: 6213, source: news18KoaRong2025 },
    ],
    location: { region: 'Lahaul', source: khaborOnline2025 },
    notes: [
      {
        text: 'The AAJ of 1984 reports climbs of other peaks of a numbered Koa Rong group in Himachal Pradesh: KR 3 (6157 m) by an Indian women’s team, and KR 4 (6340 m) and KR 5 (6257 m) by Japanese climbers.',
        source: aajKoaRong1984,
      },
    ],
    ambiguity: {
      text: 'Only the reports of the club’s climb give this peak’s height and place; the journals we found name other peaks of the group, not Koa Rong II. Khabor Online’s two figures do not match: 20443 ft is about 6231 m, not 6213 m. News18 Bangla gives 6213 m too.',
      sources: [khaborOnline2025, aajKoaRong1984, news18KoaRong2025],
    },
  },
] satisfies PeakEntryInput[];
