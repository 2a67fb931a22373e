/** Words of the chrome every page shares: header, footer, page header, scroll-to-top. */
export const siteWords = {
  header: {
    /** Read after the club's short name on the logo link. */
    homeSuffix: ', home',
  },
  footer: {
    about: (town: string, district: string, foundedYear: number, first: number) =>
      `A mountaineering club in ${town}, ${district}, founded in ${foundedYear}. Since ${first} its expeditions have gone to Garhwal, Kumaon, Himachal, Ladakh, Arunachal Pradesh and Nepal, and it trains new climbers on the rocks of Susunia.`,
    quickLinks: 'Quick links',
    record: 'Our record',
    legal: 'Legal',
    follow: 'Follow us',
    office: 'Our office',
    copyright: (year: number, clubName: string) => `© ${year} ${clubName}. All rights reserved.`,
  },
  pageHeader: { home: 'Home' },
  scrollToTop: 'Scroll to top',
};
