/** Words of the social cards (the images shared links show), one per page. */
export const socialWords = {
  place: (town: string, district: string, state: string, foundedYear: number) => `${town} · ${district} · ${state} · since ${foundedYear}`,
  cards: {
    home: (foundedYear: number) => `Himalayan expeditions, courses and camps since ${foundedYear}`,
    about: 'About the club',
    expeditionReport: 'Expedition reports, 1987 to 2025',
    gallery: 'Gallery',
    shortNote: 'Expedition short notes',
    records: 'About these records',
    expeditions: '38 expeditions, 1987 to 2024',
    contact: 'Contact the club',
    member: 'Members',
    upcomingEvents: 'Events and announcements',
    upcomingCourse: 'Courses and application forms',
    terms: 'Terms & Conditions',
    privacy: 'Privacy Policy',
    refund: 'Refund Policy',
    search: 'Search the club’s pages',
  },
  expeditionEyebrow: (shortName: string, year: number) => `${shortName} expedition · ${year}`,
  result: (result: string) => `Result: ${result}`,
};
