/** Words of the About page, the About section of the home page, the members page and the activity list. */
export const aboutWords = {
  page: {
    title: 'About',
    description: 'The Mountaineers’ Association of Krishnanagar: a Himalayan mountaineering club in Nadia, West Bengal, since 1986.',
    lead: (town: string, district: string, foundedYear: number) => `A mountaineering club in ${town}, ${district}, since ${foundedYear}.`,
  },
  more: 'More about the club',
  /**
   * The registration and affiliation note. The original website describes the club as registered
   * and affiliated; the act, number and body are not known to this site.
   */
  standing: (shortName: string, registration: string, affiliation: string) =>
    `The club’s original website describes ${shortName} as ${registration}, ${affiliation}.`,
  standingDetails: {
    act: (act: string) => `Registered under the ${act}.`,
    number: (number: string) => `Registration no. ${number}.`,
    unpublished: 'The registration details are to be published.',
  },
  activities: { frequency: 'How often:' },
  members: {
    title: 'Members',
    description: 'Office bearers and members of the Mountaineers’ Association of Krishnanagar, as published reports name them.',
    empty: 'Update soon',
    bearersHeading: 'Office bearers',
    bearersIntro: 'The club’s office bearers as named in published reports. Each entry gives the month the role was reported, so older entries may have changed since.',
    reported: (monthYear: string) => `Reported ${monthYear}`,
    count: (count: number, monthYear: string) => `The club had ${count} members in ${monthYear}, as reported then.`,
  },
};
